import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { knownHashes, uploadScanFile } from './api';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'skipped' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  state: UploadState;
  progress: number;
  /** Pages the file held, and how many of them the school already had. */
  pages: number;
  duplicates: number;
  /** Entries of a .zip the server did not read, with the reason. */
  skipped?: { name: string; reason: string }[];
  error?: string;
}

/** Files accepted by the picker: scanned images, a .zip of them, a scanner's PDF. */
export const SCAN_ACCEPT =
  '.jpg,.jpeg,.png,.tif,.tiff,.zip,.pdf,image/jpeg,image/png,image/tiff,application/zip,application/pdf';
const PARALLEL = 2;
const RETRIES = 3;

async function sha256(file: Blob): Promise<string | null> {
  // crypto.subtle exists only on secure origins (https, localhost); elsewhere the server's own check suffices.
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The upload queue of the scan page: files go up two at a time, each retried after a dropped
 * connection; single images the school already has are skipped by their hash (a resumed upload after
 * a reload sends only what is missing, and the server would not double them anyway).
 */
export function useUploads(batchFor: () => Promise<string>, onUploaded: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ key: string; file: Blob; name: string }[]>([]);
  const active = useRef(0);
  const seq = useRef(0);
  const failed = useRef(new Map<string, { key: string; file: Blob; name: string }>());

  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i))),
    [],
  );

  const runOne = useCallback(
    async (job: { key: string; file: Blob; name: string }) => {
      const batchId = await batchFor();
      if (/\.(jpe?g|png)$/i.test(job.name) && job.file.size < 40 * 1024 * 1024) {
        const hash = await sha256(job.file).catch(() => null);
        if (hash && (await knownHashes(batchId, [hash]).catch((): string[] => [])).includes(hash)) {
          update(job.key, { state: 'skipped', progress: 1, pages: 1, duplicates: 1 });
          return;
        }
      }
      for (let attempt = 1; ; attempt++) {
        update(job.key, { state: 'uploading', progress: 0 });
        try {
          const out = await uploadScanFile(batchId, job.file, job.name, (p) =>
            update(job.key, { progress: p }),
          );
          const duplicates = out.pages.filter((p) => p.duplicate).length;
          update(job.key, {
            state: duplicates === out.pages.length ? 'skipped' : 'done',
            progress: 1,
            pages: out.pages.length,
            duplicates,
            skipped: out.skipped,
          });
          onUploaded();
          return;
        } catch (err) {
          const status = err instanceof ApiError ? err.status : undefined;
          const retryable = status === undefined || status >= 500 || status === 429;
          if (!retryable || attempt >= RETRIES) {
            if (retryable) failed.current.set(job.key, job);
            update(job.key, { state: 'failed', error: err instanceof Error ? err.message : '上传失败' });
            return;
          }
          await wait(2000 * attempt);
        }
      }
    },
    [batchFor, onUploaded, update],
  );

  const pump = useCallback(() => {
    while (active.current < PARALLEL && queue.current.length) {
      const job = queue.current.shift()!;
      active.current++;
      void runOne(job)
        .catch((err: unknown) =>
          update(job.key, { state: 'failed', error: err instanceof Error ? err.message : '上传失败' }),
        )
        .finally(() => {
          active.current--;
          pump();
        });
    }
  }, [runOne, update]);

  const add = useCallback(
    (files: { file: Blob; name: string }[]) => {
      const jobs = files.map((f) => ({ ...f, key: `u${++seq.current}` }));
      setItems((all) => [
        ...all,
        ...jobs.map((j) => ({
          key: j.key,
          name: j.name,
          size: j.file.size,
          state: 'waiting' as const,
          progress: 0,
          pages: 0,
          duplicates: 0,
        })),
      ]);
      queue.current.push(...jobs);
      pump();
    },
    [pump],
  );

  /** Sends again the files that failed for the connection's sake (a refused file stays refused). */
  const retryFailed = useCallback(() => {
    const jobs = [...failed.current.values()];
    failed.current.clear();
    for (const j of jobs) update(j.key, { state: 'waiting', error: undefined, progress: 0 });
    queue.current.push(...jobs);
    pump();
  }, [pump, update]);

  const clearFinished = useCallback(
    () => setItems((all) => all.filter((i) => i.state === 'waiting' || i.state === 'uploading')),
    [],
  );

  return {
    items,
    add,
    retryFailed,
    clearFinished,
    busy: items.some((i) => i.state === 'waiting' || i.state === 'uploading'),
  };
}
