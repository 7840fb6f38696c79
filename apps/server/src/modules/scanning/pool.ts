import os from 'node:os';
import { Piscina } from 'piscina';
import type { RecogniseInput, RecogniseOutput } from './recognise-task';

/**
 * Worker threads that read pages (docs/scanning.md): one per core by default, so recognition never
 * blocks the event loop that answers teachers' requests.
 */
export interface RecognitionPool {
  run(input: RecogniseInput): Promise<RecogniseOutput>;
  readonly threads: number;
  close(): Promise<void>;
}

export function recognitionPool(threads = Math.max(1, os.availableParallelism())): RecognitionPool {
  const piscina = new Piscina({
    filename: new URL('./recognise-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // A worker is kept for a minute after the last page; a scan session then pays the start-up once.
    idleTimeout: 60_000,
  });
  return {
    threads,
    run: (input) => {
      // Moved, not copied, to the worker; a view into a shared Buffer pool is copied out first.
      const own =
        input.bytes.byteOffset === 0 && input.bytes.byteLength === input.bytes.buffer.byteLength
          ? input.bytes
          : new Uint8Array(input.bytes);
      return piscina.run({ ...input, bytes: own }, { transferList: [own.buffer as ArrayBuffer] });
    },
    close: () => piscina.destroy(),
  };
}
