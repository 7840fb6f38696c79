import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { StoredPageResult } from '@zhijuan/contracts';
import type { AppContext } from '../../http';
import { type RecognitionPool, recognitionPool } from './pool';
import type { RecogniseOutput } from './recognise-task';
import * as repo from './repo';
import { examRow, settlePage, templateOf } from './state';

/** What recognition needs of the app: the database and the file store, nothing of HTTP or accounts. */
export type RunnerContext = Pick<AppContext, 'database' | 'storage'>;

/** A page is tried this many times; a page that crashed its worker each time is given to a person. */
export const MAX_ATTEMPTS = 3;

/**
 * What the HTTP side and the recognition side say to each other in one process: 'wake' (something was
 * uploaded or queued again: look for work now rather than at the next poll) and 'changed' with an
 * exam id (a page of it was settled or corrected: live progress). The app makes one; a runner started
 * beside it (main.ts, a test that scans) listens to it. Without a runner a wake is simply not heard:
 * other processes' runners find the pages by polling.
 */
export class ScanSignals {
  readonly events = new EventEmitter();
  constructor() {
    this.events.setMaxListeners(0);
  }
  wake(): void {
    this.events.emit('wake');
  }
  /** A page of the exam was settled or corrected. */
  changed(assignmentId: string): void {
    this.events.emit('changed', assignmentId);
  }
  /** Calls `fn` whenever a page of the exam changes; returns the way to stop. */
  onChanged(assignmentId: string, fn: () => void): () => void {
    const listener = (a: string) => a === assignmentId && fn();
    this.events.on('changed', listener);
    return () => this.events.off('changed', listener);
  }
}

export interface ScanRunner {
  /** Look for work now rather than at the next poll. */
  wake(): void;
  /** 'changed' with the exam id after each page is settled (for live progress). */
  readonly events: EventEmitter;
  stop(): Promise<void>;
}

type Job = repo.ClaimedPage;

/**
 * Reads one page: with the exam a person chose for it or else its batch's exam first, again with
 * another exam of the school if its QR code says so.
 */
async function read(ctx: RunnerContext, pool: RecognitionPool, job: Job): Promise<RecogniseOutput> {
  const db = ctx.database.db;
  const exam =
    (job.chosenId && (await examRow(db, job.orgId, job.chosenId))) ||
    (await examRow(db, job.orgId, job.assignmentId));
  if (!exam) throw new PageError('考试已删除');
  const bytes = await ctx.storage.get(job.storageKey);
  if (!bytes) throw new PageError('扫描图像文件丢失，请重新上传');
  let out = await pool.run({ bytes, template: await templateOf(db, exam) });
  const other = out.result.examId;
  if (other && other !== exam.id) {
    const row = await examRow(db, job.orgId, other);
    const again = row && (await ctx.storage.get(job.storageKey));
    if (row && again) out = await pool.run({ bytes: again, template: await templateOf(db, row) });
  }
  return out;
}

/** Stores the crops and the result, settles the page; the exams whose state changed. */
async function finish(ctx: RunnerContext, job: Job, out: RecogniseOutput): Promise<string[]> {
  const result: StoredPageResult = out.result;
  await Promise.all(
    out.crops.map(async (crop, i) => {
      const key = `scans/${job.orgId}/crops/${job.id}/${i}-${crop.question.toLowerCase().replace(/[^0-9a-z]/g, '_')}-${crop.part}.png`;
      await ctx.storage.put(key, crop.png);
      result.regions[i]!.key = key;
    }),
  );
  return settlePage(ctx.database.db, job.id, result);
}

/** Errors whose message is written for the teacher; anything else is logged, never shown. */
export class PageError extends Error {}

/**
 * What a teacher reads about a failed page: our own message, or for anything else (a storage fault
 * carries a server path and an errno) a plain line with the reference under which it was logged.
 */
export function failureDetail(err: unknown, ref: string): string {
  if (err instanceof PageError) return `识别失败：${err.message}`;
  return `识别失败：服务器处理出错（错误编号 ${ref}），请稍后点「重新识别」，仍失败请联系管理员`;
}

async function fail(ctx: RunnerContext, job: Job, err: unknown, ref: string) {
  const last = job.attempts >= MAX_ATTEMPTS;
  await repo.failPage(ctx.database.db, job.id, last ? { detail: failureDetail(err, ref) } : null);
}

/**
 * Recognition off the request path (docs/scanning.md): pages are claimed from the database in upload
 * order and read by worker threads, as many at a time as keeps every thread busy. Runs in the server
 * (embedded mode) and in `npm run worker` processes beside it on PostgreSQL; all share the same rows.
 */
export function startScanRunner(
  ctx: RunnerContext,
  threads: number,
  log?: { error: (o: object, m: string) => void },
  signals: ScanSignals = new ScanSignals(),
): ScanRunner {
  const { events } = signals;
  if (threads <= 0) return { wake() {}, events, stop: async () => {} };
  let pool: RecognitionPool | null = null;
  let running = 0;
  let pumping = false;
  let stopped = false;
  const capacity = threads * 2;
  const inFlight = new Set<Promise<void>>();

  const work = async (job: Job) => {
    pool ??= recognitionPool(threads);
    let changed: string[] = [];
    try {
      if (job.attempts > MAX_ATTEMPTS) throw new PageError('多次识别都没有完成');
      changed = await finish(ctx, job, await read(ctx, pool, job));
    } catch (err) {
      if (stopped) return; // the lease runs out and another worker takes the page
      const ref = randomBytes(4).toString('hex');
      log?.error({ err, page: job.id, ref }, '扫描页识别失败');
      await fail(ctx, job, err, ref).catch(() => undefined);
      changed = job.chosenId ? [job.assignmentId, job.chosenId] : [job.assignmentId];
    }
    for (const a of changed) events.emit('changed', a);
  };

  const pump = async () => {
    if (pumping || stopped) return;
    pumping = true;
    try {
      while (!stopped && running < capacity) {
        const jobs = await repo.claimPages(ctx.database.db, capacity - running);
        if (jobs.length === 0) break;
        for (const job of jobs) {
          running++;
          const p = work(job).finally(() => {
            running--;
            inFlight.delete(p);
            void pump();
          });
          inFlight.add(p);
        }
      }
    } catch (err) {
      if (!stopped) log?.error({ err }, '读取扫描队列失败');
    } finally {
      pumping = false;
    }
  };
  // Other processes' uploads and expired leases are found by polling; this process's uploads wake it.
  const timer = setInterval(() => void pump(), 2000);
  timer.unref();
  // The embedded database has one process: what it was reading when it stopped is nobody's now, so it
  // is taken up again at once rather than when the leases run out.
  const orphans =
    ctx.database.kind === 'pglite' ? repo.requeueProcessing(ctx.database.db) : Promise.resolve();
  void orphans.catch(() => undefined).then(() => pump());
  const onWake = () => void pump();
  events.on('wake', onWake);
  return {
    wake: onWake,
    events,
    async stop() {
      stopped = true;
      events.off('wake', onWake);
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
      await pool?.close();
    },
  };
}
