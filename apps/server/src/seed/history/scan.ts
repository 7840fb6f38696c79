import type { AssignmentStudent, StoredPageResult } from '@zhijuan/contracts';
import type { SheetTemplate } from '@zhijuan/sheet';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { Piscina } from 'piscina';
import { answerSheets, assignments, papers, questionTypes, scanBatches, scanPages } from '../../db/schema';
import type { AppContext, Caller } from '../../http';
import { assignableClasses, assignmentStudents, createAssignment } from '../../modules/assignments';
import { planOf } from '../../modules/marking';
import { copyLibraryPaper } from '../../modules/papers';
import { correctPage, createBatch, templateOf, uploadScan } from '../../modules/scanning';
import { sheetPrintJob } from '../../modules/sheets';
import { absentees, type ExamModel, type StudentPlan, studentPlan } from './model';
import type { PrintInput } from './print-task';

/** One exam of the demo history: its name, how many days before today, and the library paper it uses. */
export interface HistoryExam {
  key: string;
  name: string;
  daysAgo: number;
  /** Picks the 七年级上册 paper by its title; the first unused one with choice questions otherwise. */
  paperTitle: string;
}

export const BATCH_NAME = '演示成绩扫描';

export type ExamRow = typeof assignments.$inferSelect;

/** A history exam of the director, given to every 七年级 class they may assign: found, or created. */
export async function findOrCreateExam(
  ctx: AppContext,
  director: Caller,
  plan: HistoryExam,
  today: Date,
): Promise<ExamRow> {
  const db = ctx.database.db;
  const existing = await db.query.assignments.findFirst({
    where: and(
      eq(assignments.ownerId, director.user.id),
      eq(assignments.name, plan.name),
      isNull(assignments.deletedAt),
    ),
  });
  if (existing) return existing;
  const template = await pickPaper(ctx, plan);
  // A copy left by a start that stopped before giving it is used rather than copied again.
  const copied = await db.query.papers.findFirst({
    where: and(
      eq(papers.ownerId, director.user.id),
      eq(papers.sourcePaperId, template.id),
      isNull(papers.deletedAt),
    ),
  });
  const paperId = copied?.id ?? (await copyLibraryPaper(ctx, director, template.id)).id;
  const classes = (await assignableClasses(ctx, director, 'cz.math')).filter((c) => c.gradeName === '七年级');
  if (classes.length < 4)
    throw new Error(`演示年级主任只能布置 ${classes.length} 个七年级班级，演示成绩需要全部四个班`);
  const date = new Date(today.getTime() - plan.daysAgo * 86_400_000).toISOString().slice(0, 10);
  const created = await createAssignment(ctx, director, {
    paperId,
    kind: 'exam',
    name: plan.name,
    examDate: date,
    classIds: classes.map((c) => c.id),
  });
  return (await db.query.assignments.findFirst({ where: eq(assignments.id, created.id) }))!;
}

/** The 七年级上册 library paper of a history exam: by title, else the first one not used yet. */
async function pickPaper(ctx: AppContext, plan: HistoryExam) {
  const db = ctx.database.db;
  const objective = new Set(
    (
      await db.select({ id: questionTypes.id }).from(questionTypes).where(eq(questionTypes.isObjective, true))
    ).map((t) => t.id),
  );
  const candidates = (
    await db.query.papers.findMany({
      where: and(
        eq(papers.scope, 'platform'),
        eq(papers.textbookId, 'cz.math.rj.7a'),
        isNull(papers.deletedAt),
      ),
      orderBy: (p, { asc }) => asc(p.createdAt),
    })
  ).filter((p) => p.sections.some((s) => objective.has(s.typeId)));
  const used = new Set(
    (
      await db
        .select({ source: papers.sourcePaperId })
        .from(papers)
        .where(and(eq(papers.scope, 'personal'), sql`${papers.sourcePaperId} is not null`))
    ).map((r) => r.source),
  );
  const paper =
    candidates.find((p) => p.title.includes(plan.paperTitle)) ?? candidates.find((p) => !used.has(p.id));
  if (!paper) throw new Error(`题库中没有可用于「${plan.name}」的七年级上册试卷`);
  return paper;
}

/** What the simulation needs of an exam: its template, students and each student's plan. */
export async function examModel(
  ctx: AppContext,
  director: Caller,
  row: ExamRow,
  index: number,
  key: string,
  studentsPerClass?: number,
) {
  const template = await templateOf(ctx.database.db, row);
  const roster = await assignmentStudents(ctx, director, row.id);
  const taking = studentsPerClass
    ? roster.filter((s) => roster.filter((o) => o.classId === s.classId).indexOf(s) < studentsPerClass)
    : roster;
  const plan = planOf(row);
  const options: Record<string, string[]> = {};
  for (const q of template.questions) if ('options' in q) options[q.question] = q.options;
  const model: ExamModel = {
    examKey: key,
    index,
    objective: plan.objective,
    written: plan.written,
    options,
    absent: absentees(
      key,
      taking.map((s) => s.studentNo),
    ),
  };
  const plans = new Map<string, StudentPlan>(
    taking.map((s) => [s.id, studentPlan(model, s.studentNo, s.className)]),
  );
  return { template, roster, taking, plans, plan };
}

/** The batch the history's sheets go in: 试卷分配给学科老师, so each class's teacher marks it. */
export async function historyBatch(ctx: AppContext, director: Caller, examId: string) {
  const [batch] = await ctx.database.db
    .select({ id: scanBatches.id })
    .from(scanBatches)
    .where(and(eq(scanBatches.assignmentId, examId), eq(scanBatches.name, BATCH_NAME)));
  if (batch) return batch.id;
  return (
    await createBatch(ctx, director, {
      assignmentId: examId,
      source: 'files',
      toSubjectTeachers: true,
      name: BATCH_NAME,
    })
  ).id;
}

const fileNameOf = (s: AssignmentStudent, page: number) => `${s.studentNo}-${page}.jpg`;

/** Back to the event loop, so requests waiting behind a step of the history are answered first. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The history's printing thread (print-task.ts): one, beside the recognition threads. */
export interface Printer {
  print(input: PrintInput): Promise<(Uint8Array | null)[]>;
  close(): Promise<void>;
}

export function printingThread(): Printer {
  const pool = new Piscina({
    filename: new URL('./print-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 10_000,
  });
  return { print: (input) => pool.run(input), close: () => pool.destroy() };
}

/** Students printed, pencilled and uploaded together. */
const GROUP = 10;

/**
 * Prints the exam's personalised sheets as `sheetPdf` would for the whole roster, and for the students
 * not uploaded yet has the printing thread print, rasterise and pencil their pages, ten students at a
 * time, while the pages of the ten before are uploaded. `progress` after each group.
 */
export async function scanSheets(
  ctx: AppContext,
  director: Caller,
  row: ExamRow,
  batchId: string,
  sim: Awaited<ReturnType<typeof examModel>>,
  printer: Printer,
  wake: () => void,
  progress: (done: number, total: number) => void,
  signal?: AbortSignal,
) {
  const db = ctx.database.db;
  const { template, taking, plans } = sim;
  const per = template.pages.length;
  const uploaded = new Set(
    (await db.select({ name: scanPages.fileName }).from(scanPages).where(eq(scanPages.batchId, batchId))).map(
      (r) => r.name,
    ),
  );
  const todo = taking.filter((s) =>
    Array.from({ length: per }, (_, p) => fileNameOf(s, p + 1)).some((f) => !uploaded.has(f)),
  );
  if (todo.length === 0) return;
  const job = await sheetPrintJob(ctx, director, row.id, { personalised: true });
  const printed = new Map(job.students!.map((s) => [s.studentId, s]));
  const groups: AssignmentStudent[][] = [];
  for (let g = 0; g < todo.length; g += GROUP) groups.push(todo.slice(g, g + GROUP));
  const print = (group: AssignmentStudent[]) => {
    const made = printer.print({
      spec: job.spec,
      title: job.title,
      students: group.map((s) => printed.get(s.id)!),
      pencil: group.flatMap((s) =>
        Array.from({ length: per }, (_, i) => {
          const plan = plans.get(s.id)!;
          const name = fileNameOf(s, i + 1);
          return uploaded.has(name)
            ? null
            : {
                page: template.pages[i]!,
                marks: marksOf(template, i + 1, plan),
                writing: writingOf(template, i + 1, plan, sim.plan.written),
                seed: `${row.id}:${name}`,
              };
        }),
      ),
    });
    made.catch(() => undefined); // awaited below, unless the history stops first
    return made;
  };
  let done = taking.length - todo.length;
  let next = print(groups[0]!);
  for (const [g, group] of groups.entries()) {
    signal?.throwIfAborted();
    const jpegs = await next;
    if (g + 1 < groups.length) next = print(groups[g + 1]!);
    for (const [i, s] of group.entries())
      for (let p = 1; p <= per; p++) {
        const jpeg = jpegs[i * per + p - 1];
        if (jpeg) await uploadScan(ctx, director, batchId, fileNameOf(s, p), jpeg, 0);
      }
    done += group.length;
    wake();
    progress(done, taking.length);
    await breathe();
  }
}

/** The bubbles a student fills on page `p`: their choices, or the proctor's 缺考 mark. */
function marksOf(template: SheetTemplate, p: number, plan: StudentPlan) {
  const page = template.pages[p - 1]!;
  if (plan.absent)
    return page.bubbles.some((b) => b.question === 'absent')
      ? [{ question: 'absent', option: 'absent' }]
      : [];
  return Object.entries(plan.answers).flatMap(([question, letters]) =>
    page.bubbles.some((b) => b.question === question)
      ? [...letters].map((option) => ({ question, option }))
      : [],
  );
}

function writingOf(
  template: SheetTemplate,
  p: number,
  plan: StudentPlan,
  blocks: { block: string; max: number }[],
) {
  if (plan.absent) return [];
  const page = template.pages[p - 1]!;
  return blocks.flatMap((b) => {
    const w = plan.written[b.block];
    if (!w || w.blank || !page.regions.some((r) => r.question === b.block)) return [];
    return [{ question: b.block, share: b.max ? w.score / b.max : 0 }];
  });
}

/** Pages of the batch still queued or being read. */
export async function pagesWaiting(ctx: AppContext, batchId: string): Promise<number> {
  const [r] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(scanPages)
    .where(and(eq(scanPages.batchId, batchId), inArray(scanPages.status, ['queued', 'processing'])));
  return Number(r?.n ?? 0);
}

/**
 * What a teacher does on 异常处理 for the batch's pages: a page whose student was not read gets the
 * student the file was printed for; a question whose mark was unclear gets what was pencilled. Any
 * other problem stops the demo with its message (it is a bug, not a demo situation).
 */
export async function resolveProblems(
  ctx: AppContext,
  director: Caller,
  batchId: string,
  sim: Awaited<ReturnType<typeof examModel>>,
): Promise<number> {
  const db = ctx.database.db;
  const pages = await db
    .select()
    .from(scanPages)
    .where(
      and(
        eq(scanPages.batchId, batchId),
        ne(scanPages.status, 'discarded'),
        sql`jsonb_array_length(${scanPages.problems}) > 0`,
      ),
    );
  const byNo = new Map(sim.taking.map((s) => [s.studentNo, s]));
  for (const page of pages) {
    const student = byNo.get(page.fileName.split('-')[0]!);
    const problems = page.problems as string[];
    const other = problems.filter((p) => p !== 'student' && p !== 'ambiguous');
    if (!student || other.length)
      throw new Error(`演示答题卡「${page.fileName}」识别异常：${page.detail ?? problems.join('、')}`);
    const plan = sim.plans.get(student.id)!;
    const result = page.result as StoredPageResult;
    const unclear = Object.entries(result.flags)
      .filter(([, f]) => f === 'ambiguous')
      .map(([q]) => q);
    await correctPage(ctx, director, page.id, {
      version: page.version,
      ...(problems.includes('student') ? { studentId: student.id } : {}),
      ...(unclear.length
        ? { answers: Object.fromEntries(unclear.map((q) => [q, plan.answers[q] ?? ''])) }
        : {}),
    });
  }
  return pages.length;
}

/** Students whose stored answers differ from what was pencilled (should be none), with the questions. */
export async function misread(ctx: AppContext, examId: string, sim: Awaited<ReturnType<typeof examModel>>) {
  const sheets = await ctx.database.db
    .select()
    .from(answerSheets)
    .where(eq(answerSheets.assignmentId, examId));
  const out: { studentNo: string; question: string; pencilled: string; read: string }[] = [];
  for (const s of sim.taking) {
    const plan = sim.plans.get(s.id)!;
    const sheet = sheets.find((x) => x.studentId === s.id);
    if (!sheet) {
      out.push({ studentNo: s.studentNo, question: '*', pencilled: '答题卡', read: '未扫描' });
      continue;
    }
    if (sheet.absent !== plan.absent)
      out.push({
        studentNo: s.studentNo,
        question: '缺考',
        pencilled: String(plan.absent),
        read: String(sheet.absent),
      });
    if (plan.absent) continue;
    for (const [q, a] of Object.entries(plan.answers)) {
      const read = (sheet.answers as Record<string, string>)[q] ?? '';
      if (read !== a) out.push({ studentNo: s.studentNo, question: q, pencilled: a, read });
    }
  }
  return out;
}
