import type { Annotation, DemoHistoryStatus } from '@zhijuan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { appSettings, assignments, markingTasks, users } from '../../db/schema';
import type { AppContext, Caller } from '../../http';
import {
  finishMarking,
  getTask,
  leaseTasks,
  problemTasks,
  submitMark,
  submitMarks,
} from '../../modules/marking';
import {
  breathe,
  examModel,
  findOrCreateExam,
  type HistoryExam,
  historyBatch,
  misread,
  type Printer,
  pagesWaiting,
  printingThread,
  resolveProblems,
  scanSheets,
} from './scan';

/**
 * The demo score history (docs/demo-data.md): three finished 七年级数学 exams of the past weeks, made
 * by the real pipeline — the grade director gives a library paper to all four classes, every student's
 * personalised sheet is printed, rasterised like a scan and pencilled, uploaded to scanning and read by
 * the recognition runner, and every written answer is marked by the class's teacher.
 */
export const HISTORY_EXAMS: HistoryExam[] = [
  { key: 'm1', name: '七年级数学第一次月考', daysAgo: 56, paperTitle: '第一章' },
  { key: 'mid', name: '七年级数学期中考试', daysAgo: 35, paperTitle: '期中' },
  { key: 'm2', name: '七年级数学第二次月考', daysAgo: 14, paperTitle: '期末' },
];

/** Set once every history exam is 已完成; the history is then never made again. */
export const HISTORY_DONE = 'demo_history_seeded';

export interface HistoryLog {
  info(msg: string): void;
  error(msg: string): void;
}

export interface HistoryOptions {
  /** The first n exams of HISTORY_EXAMS (tests). */
  exams?: number;
  /** Only the first n students of each class sit the exams (tests); the others stay 未扫描. */
  studentsPerClass?: number;
  today?: Date;
  signal?: AbortSignal;
}

export interface ExamReport {
  id: string;
  name: string;
  pages: number;
  problemsResolved: number;
  misread: Awaited<ReturnType<typeof misread>>;
  seconds: number;
}

let status: DemoHistoryStatus = { state: 'off', exams: [], message: null };
/** The history's progress in this process, for `GET /api/system/demo-history`. */
export const historyStatus = () => status;

const onePoint = (message: string, exams = status.exams): DemoHistoryStatus => ({
  state: 'running',
  exams,
  message,
});

/** Demo data with its question bank, and not turned off by DEMO_HISTORY=off. */
export const historyWanted = (config: Config) =>
  config.seed === 'demo' && config.questionBank === 'demo' && config.demoHistory;

/**
 * Someone to read the pages: this process's recognition threads, or on PostgreSQL `npm run worker`
 * processes. The embedded database with SCAN_WORKERS=0 has none, and the history would wait forever.
 */
const readable = (ctx: AppContext) => ctx.config.scanWorkers > 0 || ctx.database.kind === 'postgres';

/** The history's state: this process's progress, else the marker left by an earlier start. */
export async function demoHistoryStatus(ctx: AppContext): Promise<DemoHistoryStatus> {
  if (status.state !== 'off' || !historyWanted(ctx.config) || !readable(ctx)) return status;
  const done = await ctx.database.db.query.appSettings.findFirst({
    where: eq(appSettings.key, HISTORY_DONE),
  });
  return done
    ? { state: 'done', exams: [], message: null }
    : { state: 'running', exams: [], message: '等待开始' };
}

/**
 * Starts the history in the background (the server is already answering) when it is wanted and not
 * made yet. Stopping the server stops it between two steps; the next start continues it.
 */
export function startDemoHistory(ctx: AppContext, wake: () => void, log: HistoryLog, signal: AbortSignal) {
  if (!historyWanted(ctx.config)) return;
  if (!readable(ctx)) {
    log.info('演示成绩未生成：SCAN_WORKERS=0 时内嵌数据库没有识别线程');
    return;
  }
  seedDemoHistory(ctx, wake, log, { signal }).catch((err) => {
    if (signal.aborted) log.info('演示成绩生成已暂停，下次启动时继续');
    else log.error(`演示成绩生成失败：${err instanceof Error ? err.message : String(err)}`);
  });
}

async function callerOf(ctx: AppContext, username: string): Promise<Caller> {
  const user = await ctx.database.db.query.users.findFirst({ where: eq(users.username, username) });
  if (!user) throw new Error(`演示账号 ${username} 不存在`);
  return { user, sessionId: 'demo-history' };
}

/**
 * Makes the demo history unless it was made before. Idempotent and resumable: each exam is found by
 * owner and name, pages already uploaded are not made again (and the same image is the same page),
 * marking hands out only unmarked answers. Returns a report per exam made or continued now.
 */
export async function seedDemoHistory(
  ctx: AppContext,
  wake: () => void,
  log: HistoryLog,
  opts: HistoryOptions = {},
): Promise<ExamReport[]> {
  const db = ctx.database.db;
  if (await db.query.appSettings.findFirst({ where: eq(appSettings.key, HISTORY_DONE) })) {
    status = { state: 'done', exams: [], message: null };
    return [];
  }
  const plans = HISTORY_EXAMS.slice(0, opts.exams ?? HISTORY_EXAMS.length);
  status = onePoint(
    '准备中',
    plans.map((p) => ({ name: p.name, status: 'waiting' })),
  );
  const director = await callerOf(ctx, 'director');
  const teacher = await callerOf(ctx, 'teacher');
  const today = opts.today ?? new Date();
  const reports: ExamReport[] = [];
  const started = Date.now();
  const printer = printingThread();
  try {
    // The next exam is printed, pencilled and read while the one before is marked: poppler and the
    // recognition threads use the cores that marking, mostly database work, leaves.
    let chain: Promise<unknown> = Promise.resolve();
    const scans = plans.map((plan, index) => {
      const scanned = chain.then(() => scanExam(ctx, director, plan, index, today, printer, wake, log, opts));
      chain = scanned;
      scanned.catch(() => undefined);
      return scanned;
    });
    for (const [index, plan] of plans.entries()) {
      const scanned = await scans[index]!;
      if (scanned) reports.push(await markExam(ctx, { director, teacher }, plan, scanned, log, opts));
      status.exams[index]!.status = 'done';
    }
    await db
      .insert(appSettings)
      .values({ key: HISTORY_DONE, value: new Date().toISOString() })
      .onConflictDoNothing();
    status = { state: 'done', exams: status.exams, message: null };
    const seconds = Math.round((Date.now() - started) / 1000);
    log.info(
      `演示成绩已生成：${plans.length} 次已完成的考试（${plans.map((p) => p.name).join('、')}），用时 ${seconds} 秒`,
    );
    return reports;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    status = { state: 'failed', exams: status.exams, message };
    throw err;
  } finally {
    await printer.close();
  }
}

const sayFor = (plan: HistoryExam, log: HistoryLog) => (m: string) => {
  status = onePoint(`${plan.name} ${m}`);
  log.info(`正在生成演示成绩：${plan.name} ${m}`);
};

/** The exam given, its sheets pencilled, uploaded, read and checked; null when it is already 已完成. */
async function scanExam(
  ctx: AppContext,
  director: Caller,
  plan: HistoryExam,
  index: number,
  today: Date,
  printer: Printer,
  wake: () => void,
  log: HistoryLog,
  opts: HistoryOptions,
) {
  opts.signal?.throwIfAborted();
  const started = Date.now();
  const row = await findOrCreateExam(ctx, director, plan, today);
  if (row.status === 'done') return null;
  status.exams[index]!.status = 'scanning';
  const say = sayFor(plan, log);
  const sim = await examModel(ctx, director, row, index, plan.key, opts.studentsPerClass);
  const batchId = await historyBatch(ctx, director, row.id);
  let shown = 0;
  await scanSheets(
    ctx,
    director,
    row,
    batchId,
    sim,
    printer,
    wake,
    (done, total) => {
      if (done === total || done - shown >= 30) {
        shown = done;
        say(`答题卡 ${done}/${total}`);
      }
    },
    opts.signal,
  );
  const pages = sim.taking.length * sim.template.pages.length;
  let last = Date.now();
  for (;;) {
    opts.signal?.throwIfAborted();
    const waiting = await pagesWaiting(ctx, batchId);
    if (waiting === 0) break;
    if (Date.now() - last > 10_000) {
      last = Date.now();
      say(`识别 ${pages - waiting}/${pages} 页`);
    }
    wake();
    await new Promise((r) => setTimeout(r, 300));
  }
  const problemsResolved = await resolveProblems(ctx, director, batchId, sim);
  const wrong = await misread(ctx, row.id, sim);
  if (wrong.length)
    log.error(
      `演示成绩：${plan.name} 有 ${wrong.length} 处识别结果与填涂不符（${wrong
        .slice(0, 5)
        .map((w) => `${w.studentNo} 第${w.question}题 涂 ${w.pencilled || '空'} 读 ${w.read || '空'}`)
        .join('；')}）`,
    );
  status.exams[index]!.status = 'marking';
  return { row, sim, pages, problemsResolved, wrong, started };
}

async function markExam(
  ctx: AppContext,
  people: { director: Caller; teacher: Caller },
  plan: HistoryExam,
  scanned: NonNullable<Awaited<ReturnType<typeof scanExam>>>,
  log: HistoryLog,
  opts: HistoryOptions,
): Promise<ExamReport> {
  const { row, sim, pages } = scanned;
  const say = sayFor(plan, log);
  await markAll(ctx, people, row.id, sim, opts.signal, (done, total) => say(`阅卷 ${done}/${total}`));
  const seconds = Math.round((Date.now() - scanned.started) / 1000);
  say(`已完成（${sim.taking.length} 名学生，${pages} 页，用时 ${seconds} 秒）`);
  return {
    id: row.id,
    name: plan.name,
    pages,
    problemsResolved: scanned.problemsResolved,
    misread: scanned.wrong,
    seconds,
  };
}

const tick = (score: number, max: number): Annotation[] =>
  score === max
    ? [{ kind: 'tick', x: 0.8, y: 0.3 }]
    : score === 0
      ? [{ kind: 'cross', x: 0.8, y: 0.3 }]
      : [{ kind: 'half', x: 0.8, y: 0.3 }];

/** Answers marked in one transaction: a few milliseconds of the database, then requests go first. */
const MARK_CHUNK = 50;

/**
 * Marks every written answer as the teachers would on /write, through the marking service's bulk
 * form (the same hand-out order and rules as /write's one answer at a time, 50 answers a
 * transaction): 李老师 takes the answers of their classes block by block, 王主任 (grade director, so any
 * class) the rest; one answer per exam is flagged as 问题卷 and then scored by the director from the
 * 问题卷 list, as a manager does. Marking finishes itself with the last answer; 完成阅卷 confirms it.
 */
async function markAll(
  ctx: AppContext,
  people: { director: Caller; teacher: Caller },
  examId: string,
  sim: Awaited<ReturnType<typeof examModel>>,
  signal: AbortSignal | undefined,
  progress: (done: number, total: number) => void,
) {
  const db = ctx.database.db;
  const present = sim.taking.filter((s) => !sim.plans.get(s.id)!.absent).length;
  const total = present * sim.plan.written.length;
  const [already] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(markingTasks)
    .where(and(eq(markingTasks.assignmentId, examId), eq(markingTasks.status, 'marked')));
  let done = Number(already?.n ?? 0);
  let shown = done;
  const [problem] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(markingTasks)
    .where(and(eq(markingTasks.assignmentId, examId), sql`${markingTasks.problem} is not null`));
  let flagged = Number(problem?.n ?? 0) > 0;
  const scoreOf = (studentId: string, block: string) => sim.plans.get(studentId)?.written[block]?.score ?? 0;
  for (const block of sim.plan.written) {
    for (const marker of [people.teacher, people.director]) {
      for (;;) {
        signal?.throwIfAborted();
        const tasks = await leaseTasks(ctx, marker, examId, block.block, MARK_CHUNK);
        if (tasks.length === 0) break;
        const marks = tasks.map((task) => {
          const score = scoreOf(task.studentId, block.block);
          const asProblem = !flagged && marker === people.teacher && score > 0;
          flagged ||= asProblem;
          return {
            id: task.id,
            score: asProblem ? null : score,
            problem: asProblem ? '图像不清晰' : null,
            annotations: asProblem ? [] : tick(score, block.max),
            tags: [],
            version: task.version,
          };
        });
        await submitMarks(ctx, marker, examId, marks);
        done += marks.length;
        if (done - shown >= 300) {
          shown = done;
          progress(done, total);
        }
        await breathe();
      }
    }
  }
  for (const p of await problemTasks(ctx, people.director, examId)) {
    const task = await getTask(ctx, people.director, p.id);
    const [t] = await db
      .select({ studentId: markingTasks.studentId })
      .from(markingTasks)
      .where(eq(markingTasks.id, task.id));
    const score = scoreOf(t!.studentId, task.block);
    await submitMark(ctx, people.director, task.id, {
      score,
      problem: null,
      annotations: tick(score, task.maxScore),
      tags: [],
      version: task.version,
    });
  }
  const row = await db.query.assignments.findFirst({ where: eq(assignments.id, examId) });
  if (row?.status !== 'done') await finishMarking(ctx, people.director, examId);
  progress(total, total);
}
