import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, findJob, JobFailure, type JobKind, runNextJob } from '../src/modules/jobs';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the jobs queue', () => {
  it('queues a kind and key once, runs it to done, and never again', async () => {
    const db = t.ctx.database.db;
    const ran: string[] = [];
    const kinds: Record<string, JobKind> = {
      demo: { timeoutMs: 5000, handler: async ({ key }) => void ran.push(key) },
    };
    const first = await enqueueJob(db, 'demo', 'a', {});
    const again = await enqueueJob(db, 'demo', 'a', {});
    expect(again.id).toBe(first.id);
    expect(first.status).toBe('queued');
    expect(await runNextJob(db, kinds)).toEqual({ status: 'done' });
    expect(await runNextJob(db, kinds)).toEqual({ status: 'idle' });
    expect(ran).toEqual(['a']);
    expect((await findJob(db, 'demo', 'a'))?.status).toBe('done');
    await enqueueJob(db, 'demo', 'a', {});
    expect(await runNextJob(db, kinds)).toEqual({ status: 'idle' });
  });

  it('hands each job to one runner when several claim at once (FOR UPDATE SKIP LOCKED)', async () => {
    const db = t.ctx.database.db;
    const seen: string[] = [];
    const kinds: Record<string, JobKind> = {
      slow: {
        timeoutMs: 10_000,
        handler: async ({ key }) => {
          seen.push(key);
          await new Promise((r) => setTimeout(r, 200));
        },
      },
    };
    for (const key of ['k1', 'k2', 'k3']) await enqueueJob(db, 'slow', key, {});
    const outcomes = await Promise.all([runNextJob(db, kinds), runNextJob(db, kinds), runNextJob(db, kinds)]);
    expect(outcomes.every((o) => o.status === 'done')).toBe(true);
    expect([...seen].sort()).toEqual(['k1', 'k2', 'k3']);
  });

  it('fails a job with its Chinese message, or as a timeout, and keeps the reason', async () => {
    const db = t.ctx.database.db;
    const kinds: Record<string, JobKind> = {
      broken: {
        timeoutMs: 5000,
        handler: async () => {
          throw new JobFailure('文件已损坏');
        },
      },
      hung: { timeoutMs: 300, handler: () => new Promise(() => undefined) },
    };
    await enqueueJob(db, 'broken', 'x', {});
    expect(await runNextJob(db, kinds)).toEqual({ status: 'failed', error: '文件已损坏' });
    await enqueueJob(db, 'hung', 'y', {});
    expect(await runNextJob(db, kinds)).toEqual({ status: 'failed', error: '处理超时（超过 1 秒）' });
    expect((await findJob(db, 'hung', 'y'))?.error).toBe('处理超时（超过 1 秒）');
  });
});
