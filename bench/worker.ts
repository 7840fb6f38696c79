import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module through tsx (Node 20 does not pass `--import tsx` on
 * to a worker's own entry file): `url` is the module, usually the caller's own `import.meta.url`.
 */
export function tsWorker(url: string, data: unknown): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}));`,
    {
      eval: true,
      workerData: data,
    },
  );
}
