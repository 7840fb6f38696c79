// Entry of an upload-parsing worker thread (piscina). Worker threads start without the main thread's
// TypeScript loader when run under a test runner, so the loader is registered here before the task loads.
import { register } from 'tsx/esm/api';

register();
const task = await import('./parse-task.ts');
export default task.parseUpload;
