import type {
  AnalysisExam,
  AnalysisExamQuery,
  AnalysisSettings,
  AnalysisSettingsBody,
  ClassReport,
  Commentary,
  ExamDetails,
  GradeReport,
  MarkingSettings,
  PaperReport,
  PersonReport,
  PracticeQuestion,
  RateCutoffs,
  ReportScope,
  StudentResult,
  TrendPoint,
  WrongAnswer,
} from '@zhijuan/contracts';
import { DEFAULT_CUTOFFS, mergeMastery, ranks } from '@zhijuan/stats';
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { answerSheets, assignmentClasses, assignments, orgs, schoolClasses, subjects } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { isSchoolManager } from '../../roles';
import { visibleWhere } from '../assignments';
import { type ExamRow, examProgress, type MarkingExam, markingExam, planOf } from '../marking';
import { similarQuestions } from '../questions';
import { classScope, managedOrg, orgOf } from '../school';
import { type ExamData, examData, type Line, once, stampsOf } from './data';
import {
  byClassRank,
  distribution,
  examReliability,
  gradeRanksOf,
  groupMastery,
  groups,
  heatmap,
  paperQuality,
  personQuestions,
  pointsOf,
  questionStats,
  studentResults,
  typeTable,
} from './reports';

const grades = alias(schoolClasses, 'grades');

/** Exams with their subject's and grade's names (what analysis data is loaded from); add `.where`. */
export const namedExams = (db: Db) =>
  db
    .select({ row: assignments, subjectName: subjects.name, gradeName: grades.name })
    .from(assignments)
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .innerJoin(grades, eq(grades.id, assignments.gradeId));
/**
 * Exams analysis lists: with sheets read, finished or not (an unfinished one counts only what is final).
 * Comparisons across exams — rank changes, a student's trend, the data centre, the big screen — take
 * finished exams only (FINISHED), and the exam being read.
 */
const WITH_SHEETS = ['scanning', 'marking', 'done'] as const;
export const FINISHED = ['done'] as const;

/** The school's rate cut-offs (优秀/良好/及格/低分 as shares of full marks), else the defaults. */
export async function cutoffsOf(ctx: AppContext, caller: Caller): Promise<RateCutoffs> {
  const org = await ctx.database.db.query.orgs.findFirst({
    where: eq(orgs.id, orgOf(caller)),
    columns: { analysis: true },
  });
  return org?.analysis?.cutoffs ?? DEFAULT_CUTOFFS;
}

/** `GET /teacher/analysis/settings`. */
export async function analysisSettings(ctx: AppContext, caller: Caller): Promise<AnalysisSettings> {
  const cutoffs = await cutoffsOf(ctx, caller);
  return { cutoffs, isDefault: cutoffs === DEFAULT_CUTOFFS, canEdit: isSchoolManager(caller.user) };
}

/** `PUT /teacher/analysis/settings`: school managers set the cut-offs for every report of the school. */
export async function saveAnalysisSettings(ctx: AppContext, caller: Caller, body: AnalysisSettingsBody) {
  const orgId = managedOrg(caller);
  await ctx.database.db
    .update(orgs)
    .set({ analysis: { cutoffs: body.cutoffs } })
    .where(eq(orgs.id, orgId));
  return analysisSettings(ctx, caller);
}

/** An exam the caller can see (404 otherwise) and its analysis data. */
async function readable(ctx: AppContext, caller: Caller, id: string) {
  const exam = await markingExam(ctx, caller, id);
  return { exam, data: await examData(ctx.database.db, exam) };
}

/** Names and scores of students are for the classes the caller may read (docs/analysis.md). */
async function readableClass(ctx: AppContext, caller: Caller, data: ExamData, classId: string) {
  const c = data.classes.find((x) => x.id === classId);
  if (!c) throw notFound('这个班级没有参加这次考试');
  const scope = await classScope(ctx, caller);
  if (!scope.all && !scope.classIds.has(classId)) throw forbidden('只能查看任教班级或所管年级的学生成绩');
  return c;
}

/**
 * An exam as analysis reads it, without a caller: for comparisons inside the grade (rank change, trend,
 * data centre). Only the stored multiple-choice rule matters here, so no settings are looked up.
 */
function lightExam(row: ExamRow, names: { subjectName: string; gradeName: string }): MarkingExam {
  const stored = (row.marking ?? {}) as Partial<MarkingSettings>;
  return {
    row,
    subjectName: names.subjectName,
    gradeName: names.gradeName,
    manage: false,
    plan: planOf(row),
    settings: { mode: 'pool', double: false, threshold: 2, multipleRule: stored.multipleRule ?? 'half' },
  };
}

async function examOfRow(
  db: Db,
  row: ExamRow,
  names: { subjectName: string; gradeName: string },
  stamp?: string,
) {
  return examData(db, lightExam(row, names), stamp);
}

/** The grade's latest exam of the subject before this one, with scores: what rank changes compare with. */
async function previousOf(db: Db, data: ExamData, row: ExamRow) {
  const [prev] = await db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.orgId, row.orgId),
        eq(assignments.gradeId, row.gradeId),
        eq(assignments.subjectId, row.subjectId),
        eq(assignments.kind, row.kind),
        inArray(assignments.status, [...FINISHED]),
        sql`${assignments.deletedAt} is null`,
        or(
          lt(assignments.examDate, row.examDate),
          and(eq(assignments.examDate, row.examDate), lt(assignments.createdAt, row.createdAt)),
        ),
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(1);
  if (!prev) return null;
  const prevData = await examOfRow(db, prev, {
    subjectName: data.info.subjectName,
    gradeName: data.info.gradeName,
  });
  return { exam: { id: prev.id, name: prev.name, examDate: prev.examDate }, ranks: gradeRanksOf(prevData) };
}

/** `GET /teacher/analysis/exams`: exams with sheets read the caller can see, newest first. */
export async function listExams(
  ctx: AppContext,
  caller: Caller,
  q: AnalysisExamQuery,
): Promise<AnalysisExam[]> {
  const db = ctx.database.db;
  const scanned = sql<number>`(select count(*)::int from ${answerSheets} sh
    where sh.assignment_id = ${assignments.id} and sh.absent = false)`;
  const rows = await db
    .select({
      row: assignments,
      subjectName: subjects.name,
      gradeName: grades.name,
    })
    .from(assignments)
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .innerJoin(grades, eq(grades.id, assignments.gradeId))
    .where(
      and(
        visibleWhere(caller, orgOf(caller)),
        inArray(assignments.status, [...WITH_SHEETS]),
        q.schoolYearId ? eq(assignments.schoolYearId, q.schoolYearId) : undefined,
        q.subjectId ? eq(assignments.subjectId, q.subjectId) : undefined,
        q.gradeId ? eq(assignments.gradeId, q.gradeId) : undefined,
        sql`${scanned} > 0`,
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(200);
  const classes = rows.length
    ? await db
        .select({ examId: assignmentClasses.assignmentId, id: schoolClasses.id, name: schoolClasses.name })
        .from(assignmentClasses)
        .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
        .where(
          inArray(
            assignmentClasses.assignmentId,
            rows.map((r) => r.row.id),
          ),
        )
        .orderBy(asc(schoolClasses.sort))
    : [];
  const progress = await examProgress(
    db,
    rows.map((r) => r.row),
  );
  return rows.map(({ row, subjectName, gradeName }) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    examDate: row.examDate,
    status: row.status,
    subjectId: row.subjectId,
    subjectName,
    gradeId: row.gradeId,
    gradeName,
    schoolYearId: row.schoolYearId,
    fullScore: row.paper.totalScore,
    classes: classes.filter((c) => c.examId === row.id).map((c) => ({ id: c.id, name: c.name })),
    studentCount: progress.get(row.id)!.students,
    scoredCount: progress.get(row.id)!.complete,
    progress: progress.get(row.id)!,
  }));
}

/** `GET /teacher/analysis/:id/grade`. */
export async function gradeReport(ctx: AppContext, caller: Caller, id: string): Promise<GradeReport> {
  const { data } = await readable(ctx, caller, id);
  const cutoffs = await cutoffsOf(ctx, caller);
  // Worked out once per loaded exam data and cut-offs: a changed score loads new data.
  return once(data, `grade:${JSON.stringify(cutoffs)}`, () => gradeFigures(data, cutoffs));
}

function gradeFigures(data: ExamData, cutoffs: RateCutoffs): GradeReport {
  const { grade, classes } = groups(data, cutoffs);
  return {
    exam: data.info,
    cutoffs,
    grade,
    classes,
    distribution: distribution(data.info.fullScore, [
      { id: grade.id, name: grade.name, lines: data.lines },
      ...data.classes.map((c) => ({
        id: c.id,
        name: c.name,
        lines: data.lines.filter((l) => l.classId === c.id),
      })),
    ]),
    questions: questionStats(data.columns, data.lines),
    questionTypes: typeTable(data.columns, data.lines),
    reliability: examReliability(data.columns, data.lines),
    knowledge: heatmap(data, data.classes),
  };
}

const MOVERS = 5;

/** `GET /teacher/analysis/:id/class/:classId`. */
export async function classReport(
  ctx: AppContext,
  caller: Caller,
  id: string,
  classId: string,
): Promise<ClassReport> {
  const { exam, data } = await readable(ctx, caller, id);
  const c = await readableClass(ctx, caller, data, classId);
  const cutoffs = await cutoffsOf(ctx, caller);
  const { grade, classes } = groups(data, cutoffs);
  const previous = await previousOf(ctx.database.db, data, exam.row);
  const all = studentResults(data, previous?.ranks ?? null);
  const mine = all.filter((s) => s.classId === classId).sort(byClassRank);
  const lines = data.lines.filter((l) => l.classId === classId);
  const gradeQs = questionStats(data.columns, data.lines);
  const moved = mine.filter((s) => s.rankChange !== null);
  return {
    exam: data.info,
    cutoffs,
    classStats: classes.find((x) => x.id === classId)!,
    grade,
    distribution: distribution(data.info.fullScore, [
      { id: c.id, name: c.name, lines },
      { id: grade.id, name: grade.name, lines: data.lines },
    ]),
    students: mine,
    previous: previous?.exam ?? null,
    risers: [...moved]
      .filter((s) => s.rankChange! > 0)
      .sort((a, b) => b.rankChange! - a.rankChange!)
      .slice(0, MOVERS),
    fallers: [...moved]
      .filter((s) => s.rankChange! < 0)
      .sort((a, b) => a.rankChange! - b.rankChange!)
      .slice(0, MOVERS),
    questionTypes: typeTable(data.columns, lines),
    questions: questionStats(data.columns, lines).map((q, i) => ({ ...q, gradeP: gradeQs[i]?.p ?? 0 })),
    // The class beside the grade, per knowledge point.
    knowledge: heatmap(data, [c]),
  };
}

const TREND = 20;

/** Per exam, once: each student's total and ranks, and the grade's and classes' means. */
function rankSummary(data: ExamData) {
  return once(data, 'ranks', () => {
    const totals = data.lines.map((l) => (l.status === 'scored' ? l.total : null));
    const grade = ranks(totals);
    const classRank = new Map<string, number | null>();
    const classes = new Map<string, { mean: number | null; count: number }>();
    for (const c of data.classes) {
      const idx = data.lines.flatMap((l, i) => (l.classId === c.id ? [i] : []));
      const rs = ranks(idx.map((i) => totals[i]!));
      idx.forEach((i, k) => {
        classRank.set(data.lines[i]!.id, rs[k] ?? null);
      });
      const got = idx.map((i) => totals[i]).filter((x): x is number => x !== null && x !== undefined);
      classes.set(c.id, {
        mean: got.length ? got.reduce((a, b) => a + b, 0) / got.length : null,
        count: got.length,
      });
    }
    const got = totals.filter((x): x is number => x !== null);
    return {
      index: new Map(data.lines.map((l, i) => [l.id, i])),
      grade,
      classRank,
      classes,
      gradeMean: got.length ? got.reduce((a, b) => a + b, 0) / got.length : null,
      gradeCount: got.length,
    };
  });
}

/**
 * A student's exams of the subject (their class took part, finished — and this one, finished or not), at
 * most 20 up to this one, oldest first, with each exam's data: one statement finds them, one stamps them all, and the
 * data comes from the cache unless a score changed.
 */
export async function historyOf(db: Db, row: ExamRow, studentId: string): Promise<ExamData[]> {
  const rows = await namedExams(db)
    .where(
      and(
        eq(assignments.orgId, row.orgId),
        eq(assignments.subjectId, row.subjectId),
        sql`${assignments.deletedAt} is null`,
        or(inArray(assignments.status, [...FINISHED]), eq(assignments.id, row.id)),
        lte(assignments.examDate, row.examDate),
        sql`exists (select 1 from assignment_classes ac join students s on s.class_id = ac.class_id
          where ac.assignment_id = ${assignments.id} and s.id = ${studentId})`,
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(TREND);
  const stamps = await stampsOf(
    db,
    rows.map((r) => r.row),
  );
  const out: ExamData[] = [];
  for (const r of rows.reverse()) out.push(await examOfRow(db, r.row, r, stamps.get(r.row.id)));
  return out;
}

/** The student's line of each exam: total, ranks and the means beside it. */
export function trendFrom(history: ExamData[], studentId: string): TrendPoint[] {
  return history.flatMap((d) => {
    const r = rankSummary(d);
    const i = r.index.get(studentId);
    if (i === undefined) return [];
    const line = d.lines[i]!;
    const c = r.classes.get(line.classId);
    return [
      {
        examId: d.info.id,
        name: d.info.name,
        examDate: d.info.examDate,
        fullScore: d.info.fullScore,
        examStatus: d.info.status,
        status: line.status,
        total: line.total,
        classRank: r.classRank.get(studentId) ?? null,
        gradeRank: r.grade[i] ?? null,
        classMean: c?.mean ?? null,
        gradeMean: r.gradeMean,
        classCount: c?.count ?? 0,
        gradeCount: r.gradeCount,
      },
    ];
  });
}

/** A 20-exam trend of a student (for the person report and the benchmark). */
export async function trendOf(db: Db, row: ExamRow, studentId: string): Promise<TrendPoint[]> {
  return trendFrom(await historyOf(db, row, studentId), studentId);
}

/** A student's mastery over their scored exams of the history. */
function masteryOver(history: ExamData[], studentId: string) {
  const parts = history.flatMap((d) => {
    const line = d.lines.find((l) => l.id === studentId);
    return line?.status === 'scored' ? [groupMastery(d.columns, [line])] : [];
  });
  return mergeMastery(parts);
}

const PRACTICE_FOR = 4;
const PRACTICE_EACH = 2;

/** 同类题 for the student's most-missed questions: same type, a shared knowledge point. */
async function practiceFor(
  ctx: AppContext,
  caller: Caller,
  data: ExamData,
  mistakes: string[],
): Promise<PracticeQuestion[]> {
  const onPaper = new Set(data.columns.flatMap((c) => c.questionIds));
  const seen = new Set<string>();
  const out: PracticeQuestion[] = [];
  for (const key of mistakes.slice(0, PRACTICE_FOR)) {
    const col = data.columns.find((c) => c.key === key);
    const id = col?.questionIds[0];
    if (!id) continue;
    const cards = await similarQuestions(ctx, caller, id, PRACTICE_EACH + 3).catch(() => []);
    for (const card of cards.filter((x) => !onPaper.has(x.id) && !seen.has(x.id)).slice(0, PRACTICE_EACH)) {
      seen.add(card.id);
      out.push({
        id: card.id,
        typeName: card.typeName,
        difficultyName: card.difficultyName,
        stem: card.stem,
        options: card.options,
        forKey: key,
      });
    }
  }
  return out;
}

async function personOf(
  ctx: AppContext,
  caller: Caller,
  exam: MarkingExam,
  data: ExamData,
  results: StudentResult[],
  studentId: string,
  withPractice: boolean,
): Promise<PersonReport> {
  const i = data.lines.findIndex((l) => l.id === studentId);
  if (i < 0) throw notFound('这名学生不在这次考试的班级中');
  const line = data.lines[i]!;
  const cutoffs = await cutoffsOf(ctx, caller);
  // The class's and the grade's figures are the same for every student of a class (家长会 handouts):
  // worked out once per loaded exam data.
  const { grade, classes } = once(data, `groups:${JSON.stringify(cutoffs)}`, () => groups(data, cutoffs));
  const classLines = once(data, `lines:${line.classId}`, () =>
    data.lines.filter((l) => l.classId === line.classId),
  );
  const classQs = once(data, `questions:${line.classId}`, () => questionStats(data.columns, classLines));
  const gradeQs = once(data, 'questions:grade', () => questionStats(data.columns, data.lines));
  const questions = personQuestions(data.columns, line, classQs, gradeQs);
  const mine = groupMastery(data.columns, [line]);
  const classM = once(data, `mastery:${line.classId}`, () => groupMastery(data.columns, classLines));
  const gradeM = once(data, 'mastery:grade', () => groupMastery(data.columns, data.lines));
  const history = await historyOf(ctx.database.db, exam.row, studentId);
  const trend = trendFrom(history, studentId);
  const overall = masteryOver(history, studentId);
  const mistakes = questions
    .filter((q) => q.score !== null && q.score < q.max)
    .sort((a, b) => b.max - (b.score ?? 0) - (a.max - (a.score ?? 0)))
    .map((q) => q.key);
  return {
    exam: data.info,
    result: results[i]!,
    classStats: classes.find((c) => c.id === line.classId)!,
    grade,
    trend,
    questions,
    knowledge: pointsOf(data.columns).map((p) => ({
      id: p.id,
      name: p.name,
      student: mine.get(p.id)?.mastery ?? null,
      classMastery: classM.get(p.id)?.mastery ?? null,
      gradeMastery: gradeM.get(p.id)?.mastery ?? null,
      overall: overall.get(p.id)?.mastery ?? null,
    })),
    mistakes,
    practice: withPractice && line.status === 'scored' ? await practiceFor(ctx, caller, data, mistakes) : [],
    hasMarkedSheet: line.status === 'scored',
  };
}

/** `GET /teacher/analysis/:id/student/:studentId`. */
export async function personReport(
  ctx: AppContext,
  caller: Caller,
  id: string,
  studentId: string,
): Promise<PersonReport> {
  const { exam, data } = await readable(ctx, caller, id);
  const line = data.lines.find((l) => l.id === studentId);
  if (!line) throw notFound('这名学生不在这次考试的班级中');
  await readableClass(ctx, caller, data, line.classId);
  const previous = await previousOf(ctx.database.db, data, exam.row);
  const results = studentResults(data, previous?.ranks ?? null);
  return personOf(ctx, caller, exam, data, results, studentId, true);
}

/** `GET /teacher/analysis/:id/class/:classId/people`: every student's report of a class, by 考号. */
export async function classPeople(ctx: AppContext, caller: Caller, id: string, classId: string) {
  const { exam, data } = await readable(ctx, caller, id);
  await readableClass(ctx, caller, data, classId);
  const previous = await previousOf(ctx.database.db, data, exam.row);
  const results = studentResults(data, previous?.ranks ?? null);
  const reports: PersonReport[] = [];
  for (const l of data.lines.filter((x) => x.classId === classId))
    reports.push(await personOf(ctx, caller, exam, data, results, l.id, false));
  return { reports };
}

const SAMPLES = 4;
const LOWEST = 5;

/** `GET /teacher/analysis/:id/commentary`: 讲评 — questions by points lost, with typical wrong answers. */
export async function commentary(
  ctx: AppContext,
  caller: Caller,
  id: string,
  classId?: string,
): Promise<Commentary> {
  const { data } = await readable(ctx, caller, id);
  const scope = await classScope(ctx, caller);
  if (classId) await readableClass(ctx, caller, data, classId);
  const lines = classId ? data.lines.filter((l) => l.classId === classId) : data.lines;
  const named = (l: Line) => scope.all || scope.classIds.has(l.classId);
  const stats = questionStats(data.columns, lines);
  const questions = data.columns.map((c, i) => {
    const q = stats[i]!;
    // Final answers only: a written answer not marked yet is not wrong.
    const wrong = lines.filter((l) => l.scores[i] !== null && l.scores[i]! < c.max);
    let samples: WrongAnswer[];
    if (c.objective) {
      // The most chosen wrong answers, one student each.
      const byAnswer = new Map<string, Line[]>();
      for (const l of wrong) {
        const a = l.answers[c.key] ?? '';
        byAnswer.set(a, [...(byAnswer.get(a) ?? []), l]);
      }
      samples = [...byAnswer]
        .sort((a, b) => b[1].length - a[1].length)
        .slice(0, SAMPLES)
        .flatMap(([answer, ls]) => {
          const l = ls.find(named);
          return l ? [{ studentId: l.id, name: l.name, score: l.scores[i] ?? 0, answer, image: null }] : [];
        });
    } else {
      samples = [...wrong]
        .filter(named)
        .sort((a, b) => (a.scores[i] ?? 0) - (b.scores[i] ?? 0))
        .filter((_, k, arr) => k % Math.max(1, Math.floor(arr.length / SAMPLES)) === 0)
        .slice(0, SAMPLES)
        .map((l) => ({
          studentId: l.id,
          name: l.name,
          score: l.scores[i] ?? 0,
          answer: null,
          image: `/teacher/assignment/${data.info.id}/student/${l.id}/answer/${encodeURIComponent(c.key)}/0`,
        }));
    }
    const lowest = [...wrong]
      .filter(named)
      .sort((a, b) => (a.scores[i] ?? 0) - (b.scores[i] ?? 0))
      .slice(0, LOWEST)
      .map((l) => l.name);
    return { ...q, wrongCount: wrong.length, samples, students: lowest };
  });
  return {
    exam: data.info,
    scope: scopeOf(data, classId ? { classId } : null),
    questions: questions.sort((a, b) => b.lost - a.lost),
  };
}

/**
 * The students a report is about, counted the one way every screen counts them: one class, the classes
 * given (a teacher's readable ones: 任教班级), or all (全部班级).
 */
export function scopeOf(
  data: ExamData,
  pick: { classId: string } | { taught: string[] } | null,
): ReportScope {
  const ids =
    pick === null ? data.classes.map((c) => c.id) : 'classId' in pick ? [pick.classId] : pick.taught;
  const lines = data.lines.filter((l) => ids.includes(l.classId));
  const names = data.classes.filter((c) => ids.includes(c.id)).map((c) => c.name);
  const one = pick && 'classId' in pick ? data.classes.find((c) => c.id === pick.classId) : undefined;
  return {
    id: one?.id ?? data.info.gradeId,
    name: one
      ? one.name
      : pick
        ? `${data.info.gradeName}（任教班级：${names.join('、') || '无'}）`
        : `${data.info.gradeName}（全部班级）`,
    classIds: ids,
    students: lines.length,
    scanned: lines.filter((l) => l.status !== 'missing').length,
    absent: lines.filter((l) => l.status === 'absent').length,
    complete: lines.filter((l) => l.status === 'scored').length,
  };
}

/** `GET /teacher/analysis/:id/details`: every student × question of the readable classes. */
export async function details(
  ctx: AppContext,
  caller: Caller,
  id: string,
  classId?: string,
): Promise<ExamDetails> {
  const { exam, data } = await readable(ctx, caller, id);
  const scope = await classScope(ctx, caller);
  if (classId) await readableClass(ctx, caller, data, classId);
  const previous = await previousOf(ctx.database.db, data, exam.row);
  const taught = data.classes.filter((c) => scope.all || scope.classIds.has(c.id)).map((c) => c.id);
  const listed = scopeOf(
    data,
    classId ? { classId } : taught.length === data.classes.length ? null : { taught },
  );
  const students = studentResults(data, previous?.ranks ?? null).filter((s) =>
    listed.classIds.includes(s.classId),
  );
  return {
    exam: data.info,
    scope: listed,
    columns: data.columns.map((c) => ({
      key: c.key,
      label: c.label,
      max: c.max,
      objective: c.objective,
      section: c.section,
      answer: c.answer,
    })),
    students,
  };
}

/** `GET /teacher/analysis/:id/paper-report`. */
export async function paperReport(ctx: AppContext, caller: Caller, id: string): Promise<PaperReport> {
  const { data } = await readable(ctx, caller, id);
  return { exam: data.info, ...paperQuality(data) };
}

/** A scored exam's row and data for the data centre and big screen (the caller's school checked by the caller). */
export async function examDataOf(db: Db, row: ExamRow, names: { subjectName: string; gradeName: string }) {
  return examOfRow(db, row, names);
}
