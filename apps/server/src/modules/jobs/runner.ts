import type { Db } from '../../infra/db';
import * as repo from './repo';

/** A job's work: throws (or rejects) to fail it. `signal` aborts when its time is up. */
export type JobHandler = (job: {
  key: string;
  payload: Record<string, unknown>;
  signal: AbortSignal;
}) => Promise<void>;

export interface JobKind {
  handler: JobHandler;
  /** How long one run may take before it is stopped and failed. */
  timeoutMs: number;
  /** Runs after a crash of its process before it is given up (default 2). */
  maxAttempts?: number;
}

/** Thrown (by a handler or the runner) with a message a teacher may read. */
export class JobFailure extends Error {}

export type JobOutcome = { status: 'done' } | { status: 'failed'; error: string } | { status: 'idle' };

/**
 * Claims one due job of `kinds` and runs it to its end: `done`, or `failed` with the handler's message
 * (a JobFailure's own; a timeout says so; anything else a generic line). `idle` when nothing was due.
 */
export async function runNextJob(db: Db, kinds: Record<string, JobKind>): Promise<JobOutcome> {
  const longest = Math.max(...Object.values(kinds).map((k) => k.timeoutMs), 1000);
  // The lease outlives the timeout, so a live run is never taken by another process.
  const job = await repo.claim(db, Object.keys(kinds), Math.ceil(longest / 1000) + 60);
  if (!job) return { status: 'idle' };
  const kind = kinds[job.kind] as JobKind;
  if (job.attempts > (kind.maxAttempts ?? 2)) {
    const error = '多次处理都未完成，已停止';
    await repo.finish(db, job.id, { status: 'failed', error });
    return { status: 'failed', error };
  }
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new JobFailure(`处理超时（超过 ${Math.ceil(kind.timeoutMs / 1000)} 秒）`));
    }, kind.timeoutMs);
  });
  try {
    await Promise.race([kind.handler({ key: job.key, payload: job.payload, signal: abort.signal }), timeout]);
    await repo.finish(db, job.id, { status: 'done' });
    return { status: 'done' };
  } catch (err) {
    abort.abort();
    const error = err instanceof JobFailure ? err.message : '处理失败';
    await repo.finish(db, job.id, { status: 'failed', error });
    return { status: 'failed', error };
  } finally {
    clearTimeout(timer);
  }
}

export interface JobRunner {
  /** Look for work now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Runs jobs one at a time in this process, forever: after each job it looks for the next at once; when
 * idle it polls every `pollMs` (other processes' jobs) or wakes when told (this process queued one).
 */
export function startJobRunner(
  db: Db,
  kinds: Record<string, JobKind>,
  opts: { pollMs?: number; onError?: (err: unknown) => void } = {},
): JobRunner {
  let stopped = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopped) {
      let outcome: JobOutcome = { status: 'idle' };
      try {
        outcome = await runNextJob(db, kinds);
      } catch (err) {
        opts.onError?.(err);
      }
      if (outcome.status !== 'idle' || stopped) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, opts.pollMs ?? 5000);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    wake: () => wake?.(),
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
