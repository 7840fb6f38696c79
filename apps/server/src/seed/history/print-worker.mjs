// Entry of the demo history's printing thread (piscina). Worker threads start without the main
// thread's TypeScript loader when run under a test runner, so the loader is registered here first.
import { register } from 'tsx/esm/api';

register();
const task = await import('./print-task.ts');
export default task.printAndPencil;
