// A reading thread of the CLI (cli.ts): files in, their pages' lines out. Worker threads start without
// the main thread's TypeScript loader, so it is registered here before the reader loads.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { readFilePages } = await import('./cli-pages.ts');
const { prepareOmr } = await import('./qr.ts');
await prepareOmr();
parentPort.on('message', async ({ index, file }) => {
  parentPort.postMessage({ index, lines: await readFilePages(file, workerData.template) });
});
parentPort.postMessage({ ready: true });
