// Entry of the demo books' rendering thread (piscina). Worker threads start without the main thread's
// TypeScript loader when run under a test runner, so the loader is registered here first.
import { register } from 'tsx/esm/api';

register();
const task = await import('./render.ts');
export default task.renderStudyBook;
