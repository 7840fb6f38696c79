import { monitorEventLoopDelay } from 'node:perf_hooks';
import { demoQuestions } from '@zhijuan/demo-bank';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerSheets,
  appSettings,
  assignmentClasses,
  assignments,
  markingTasks,
  papers,
  scanPages,
  users,
} from '../src/db/schema';
import { DEMO_EXAM_NAME, seedDemoExam } from '../src/seed/exam';
import { HISTORY_DONE, HISTORY_EXAMS, seedDemoHistory } from '../src/seed/history';
import { absentees } from '../src/seed/history/model';
import { syncTemplatePapers } from '../src/seed/papers';
import { bankSourceVersion, syncQuestionBank } from '../src/seed/questions/load';
import { createTestApp, type TestApp } from './helpers';

// The demo history's code path on a small class set: the first exam, three students of each class.
const OPTIONS = { exams: 1, studentsPerClass: 3 };
const today = new Date();

let t: TestApp;
beforeAll(async () => {
  // Recognition threads, as in the server; the demo bank and 精品试卷, which the history copies from.
  t = await createTestApp({ SCAN_WORKERS: '2' });
  const db = t.ctx.database.db;
  await syncQuestionBank(db, demoQuestions, bankSourceVersion());
  await syncTemplatePapers(db);
  await seedDemoExam(t.ctx, today);
}, 240_000);
afterAll(() => t?.close());

const quiet = { info: () => {}, error: (m: string) => console.error(m) };
const wake = () => t.app.scanning.wake();

async function tally() {
  const db = t.ctx.database.db;
  const n = async (table: typeof assignments | typeof scanPages | typeof markingTasks | typeof papers) =>
    Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    assignments: await n(assignments),
    papers: await n(papers),
    pages: await n(scanPages),
    tasks: await n(markingTasks),
  };
}

/**
 * How the server's main thread fares while the history runs: its longest block (event-loop delay), and
 * on PGlite the most database queries run without going back to the event loop. PGlite runs every
 * query synchronously on the main thread and resolves it without a turn of the loop, so a long chain
 * of awaited queries answers no request until it ends (one answer marked at a time did that for
 * minutes). The count does not depend on the speed of the machine.
 */
function watchMainThread() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let queries = 0;
  let mostQueries = 0;
  const count = () => {
    queries += 1;
    mostQueries = Math.max(mostQueries, queries);
  };
  // Timers run once per turn of the event loop: what was counted before ran within one turn.
  const turn = setInterval(() => {
    queries = 0;
  }, 5);
  type Client = Record<'query' | 'exec' | 'transaction', (...a: unknown[]) => Promise<unknown>>;
  const client = (t.ctx.database.db as unknown as { $client: Client }).$client;
  const counted = (target: Client) => {
    const original = { query: target.query, exec: target.exec };
    for (const name of ['query', 'exec'] as const)
      target[name] = function (this: unknown, ...a: unknown[]) {
        count();
        return original[name].apply(this, a);
      };
    return () => Object.assign(target, original);
  };
  const restore: (() => void)[] = [];
  if (t.ctx.database.kind === 'pglite') {
    restore.push(counted(client));
    const transaction = client.transaction;
    client.transaction = function (this: unknown, ...a: unknown[]) {
      const body = a[0] as (tx: Client) => Promise<unknown>;
      return transaction.call(this, (tx: Client) => {
        counted(tx);
        return body(tx);
      });
    };
    restore.push(() => Object.assign(client, { transaction }));
  }
  return {
    stop() {
      delay.disable();
      clearInterval(turn);
      for (const r of restore) r();
      return { longestBlockMs: delay.max / 1e6, mostQueriesInOneTurn: mostQueries };
    },
  };
}

describe('the demo score history', () => {
  it('is made by the real pipeline, resumes after a stop, and is made once', async () => {
    const db = t.ctx.database.db;
    const watch = watchMainThread();
    // A stop in the middle (the server shut down after the sheets were uploaded) …
    const stop = new AbortController();
    const log = {
      info: (m: string) => {
        if (m.includes('答题卡')) stop.abort();
      },
      error: quiet.error,
    };
    await expect(seedDemoHistory(t.ctx, wake, log, { ...OPTIONS, signal: stop.signal })).rejects.toThrow();
    // … and the next start continues.
    const [report] = await seedDemoHistory(t.ctx, wake, quiet, OPTIONS);
    expect(report).toBeDefined();
    expect(report!.misread).toEqual([]);

    // Requests were answered all along: the sheets were printed, pencilled and encoded in the history's
    // own thread, and the database work came in short steps with the event loop between them. Measured
    // here: blocks of ~0.1 s and ~30 queries a turn; answer by answer marking and printing on the main
    // thread blocked it for seconds (thousands of queries a turn). Generous for slow or busy machines.
    const main = watch.stop();
    expect(main.longestBlockMs).toBeLessThan(1500);
    if (t.ctx.database.kind === 'pglite') expect(main.mostQueriesInOneTurn).toBeLessThan(200);

    const plan = HISTORY_EXAMS[0]!;
    const exam = (await db.query.assignments.findFirst({ where: eq(assignments.name, plan.name) }))!;
    expect(exam.status).toBe('done');
    expect(exam.kind).toBe('exam');
    const director = await db.query.users.findFirst({ where: eq(users.username, 'director') });
    expect(exam.ownerId).toBe(director!.id);
    expect(exam.examDate).toBe(new Date(today.getTime() - 56 * 86_400_000).toISOString().slice(0, 10));
    const classes = await db
      .select()
      .from(assignmentClasses)
      .where(eq(assignmentClasses.assignmentId, exam.id));
    expect(classes).toHaveLength(4);

    // Every student who sat it has a complete scored sheet; the absent ones are 缺考 without a score.
    const sheets = await db.select().from(answerSheets).where(eq(answerSheets.assignmentId, exam.id));
    expect(sheets).toHaveLength(12);
    const absent = sheets.filter((s) => s.absent);
    expect(absent.length).toBeGreaterThanOrEqual(2);
    for (const s of absent) expect(s.totalScore).toBeNull();
    const present = sheets.filter((s) => !s.absent);
    for (const s of present) {
      expect(s.complete).toBe(true);
      expect(s.totalScore).not.toBeNull();
      expect(s.subjectiveScore).not.toBeNull();
    }
    expect(new Set(present.map((s) => s.totalScore)).size).toBeGreaterThan(3);
    const absentNos = await rowsOf<{ student_no: string }>(
      sql`select s.student_no from answer_sheets a join students s on s.id = a.student_id
          where a.assignment_id = ${exam.id} and a.absent`,
    );
    expect(absentNos.map((r) => r.student_no).sort()).toEqual(
      [...absentees(plan.key, await takingNos(exam.id))].sort(),
    );

    // Every written answer was marked; no page is left for a person; the demo exam is untouched.
    const open = await db
      .select({ n: count() })
      .from(markingTasks)
      .where(and(eq(markingTasks.assignmentId, exam.id), sql`${markingTasks.status} <> 'marked'`));
    expect(open[0]!.n).toBe(0);
    const problems = await db
      .select({ n: count() })
      .from(scanPages)
      .where(sql`jsonb_array_length(${scanPages.problems}) > 0 and ${scanPages.status} <> 'discarded'`);
    expect(problems[0]!.n).toBe(0);
    const demo = (await db.query.assignments.findFirst({ where: eq(assignments.name, DEMO_EXAM_NAME) }))!;
    expect(demo.status).toBe('waiting');
    expect(demo.examDate).toBe(today.toISOString().slice(0, 10));

    // Made once: with the marker nothing runs; without it, the finished exam is found and left alone.
    const before = await tally();
    expect(await seedDemoHistory(t.ctx, wake, quiet, OPTIONS)).toEqual([]);
    await db.delete(appSettings).where(eq(appSettings.key, HISTORY_DONE));
    expect(await seedDemoHistory(t.ctx, wake, quiet, OPTIONS)).toEqual([]);
    expect(await tally()).toEqual(before);

    const status = await t.app.inject({ method: 'GET', url: '/api/system/demo-history' });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.state).toBe('done');
  }, 300_000);
});

/** 考号 of the students the test's subset takes: the first three of each class, as the history picks. */
async function takingNos(examId: string): Promise<string[]> {
  const rows = await rowsOf<{ student_no: string; sort: number }>(
    sql`select s.student_no, c.sort from assignment_classes ac join students s on s.class_id = ac.class_id
        join school_classes c on c.id = ac.class_id where ac.assignment_id = ${examId}
        order by c.sort, s.student_no`,
  );
  const out: string[] = [];
  const seen = new Map<number, number>();
  for (const row of rows) {
    const n = seen.get(row.sort) ?? 0;
    if (n < OPTIONS.studentsPerClass) out.push(row.student_no);
    seen.set(row.sort, n + 1);
  }
  return out;
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const r = await t.ctx.database.db.execute(query);
  return ((r as { rows?: unknown[] }).rows ?? r) as T[];
}
