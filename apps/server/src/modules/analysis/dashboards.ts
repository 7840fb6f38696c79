import type {
  BigScreen,
  ClassFigures,
  CorrectScoreTable,
  DataCenterOverview,
  DataCenterQuery,
  GroupStats,
  IdName,
  LiveExam,
} from '@zhijuan/contracts';
import { forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { visibleWhere } from '../assignments';
import { examProgress } from '../marking';
import { currentYearId, orgOf } from '../school';
import type { ExamData } from './data';
import { examDataOf } from './exams';
import { canReadGradeData, screenGradeFor, seesEveryGrade } from './policy';
import type { ExamRow } from './repo';
import * as repo from './repo';
import { distribution, groups, heatmap, questionStats } from './reports';
import { cutoffsOf } from './settings';

/** The grades of a school year the caller directs; every grade of it for school managers. */
function directedGrades(ctx: AppContext, caller: Caller, yearId: string): Promise<IdName[]> {
  const orgId = orgOf(caller);
  return seesEveryGrade(caller.user)
    ? repo.yearGrades(ctx.database.db, orgId, yearId)
    : repo.directedYearGrades(ctx.database.db, orgId, yearId, caller.user.id);
}

const NOT_DIRECTOR = '数据中心仅对年级主任和学校管理员开放';

/**
 * Finished exams of a grade (and, when asked, those still being scanned or marked with a sheet read),
 * oldest first, with their analysis data.
 */
async function gradeExams(db: Db, orgId: string, gradeId: string, subjectId?: string, unfinished = false) {
  const rows = await repo.gradeExamRows(db, orgId, gradeId, subjectId, unfinished);
  const out: { row: ExamRow; data: ExamData }[] = [];
  for (const r of rows) {
    const data = await examDataOf(db, r.row, r);
    const p = data.info.progress;
    if (data.info.scoredCount > 0 || (unfinished && p.scanned > p.absent)) out.push({ row: r.row, data });
  }
  return out;
}

function figures(g: GroupStats, full: number): ClassFigures {
  return {
    classId: g.id,
    className: g.name,
    teachers: g.teachers,
    count: g.count,
    mean: g.mean,
    p: full && g.mean !== null ? g.mean / full : null,
    excellentRate: g.excellentRate,
    passRate: g.passRate,
    lowRate: g.lowRate,
    overMean: g.overMean,
    rank: g.rank,
  };
}

/**
 * `GET /teacher/data-center/overview`: every finished exam of a directed grade with its class figures;
 * with `unfinished=1` also those still being scanned or marked.
 */
export async function dataCenterOverview(
  ctx: AppContext,
  caller: Caller,
  q: DataCenterQuery,
): Promise<DataCenterOverview> {
  const yearId = q.schoolYearId ?? (await currentYearId(ctx, caller));
  const gradeList = await directedGrades(ctx, caller, yearId);
  if (gradeList.length === 0) {
    // A director of another year's grade is still a director: say so only when they direct nothing.
    const anyYear =
      seesEveryGrade(caller.user) || (await repo.directedGradeIds(ctx.database.db, caller.user.id)).size > 0;
    if (!anyYear) throw forbidden(NOT_DIRECTOR);
    return { grades: [], gradeId: null, subjects: [], exams: [] };
  }
  if (q.gradeId && !gradeList.some((g) => g.id === q.gradeId)) throw forbidden(NOT_DIRECTOR);
  const gradeId = q.gradeId ?? gradeList[0]!.id;
  const cutoffs = await cutoffsOf(ctx, caller);
  const all = await gradeExams(ctx.database.db, orgOf(caller), gradeId, undefined, q.unfinished === '1');
  const subjectList = [...new Map(all.map((e) => [e.row.subjectId, e.data.info.subjectName])).entries()].map(
    ([id, name]) => ({ id, name }),
  );
  const exams = all
    .filter((e) => !q.subjectId || e.row.subjectId === q.subjectId)
    .map(({ data }) => {
      const full = data.info.fullScore;
      const { grade, classes } = groups(data, cutoffs);
      const g = figures(grade, full);
      return {
        id: data.info.id,
        name: data.info.name,
        examDate: data.info.examDate,
        subjectId: data.info.subjectId,
        subjectName: data.info.subjectName,
        fullScore: full,
        status: data.info.status,
        progress: data.info.progress,
        grade: {
          count: g.count,
          mean: g.mean,
          p: g.p,
          excellentRate: g.excellentRate,
          passRate: g.passRate,
          lowRate: g.lowRate,
        },
        classes: classes.map((c) => figures(c, full)),
      };
    });
  return { grades: gradeList, gradeId, subjects: subjectList, exams };
}

/** An exam of a grade the caller directs (or any, for managers); 403 otherwise. */
async function directedExam(ctx: AppContext, caller: Caller, id: string) {
  const db = ctx.database.db;
  const unsafeExam = await repo.unsafeNamedExam(db, orgOf(caller), id);
  if (!unsafeExam) throw notFound('考试不存在或已删除');
  const directed = seesEveryGrade(caller.user)
    ? new Set<string>()
    : await repo.directedGradeIds(db, caller.user.id);
  if (!canReadGradeData(caller.user, directed, unsafeExam.row.gradeId)) throw forbidden(NOT_DIRECTOR);
  const exam = unsafeExam;
  return { row: exam.row, data: await examDataOf(db, exam.row, exam) };
}

/** `GET /teacher/data-center/:id/correct-score`: 得分率 of each class and the grade per question. */
export async function correctScore(ctx: AppContext, caller: Caller, id: string): Promise<CorrectScoreTable> {
  const { data } = await directedExam(ctx, caller, id);
  const row = (rid: string, name: string, lines: ExamData['lines']) => ({
    id: rid,
    name,
    values: questionStats(data.columns, lines).map((q) => (q.count ? q.p : null)),
  });
  return {
    exam: {
      id: data.info.id,
      name: data.info.name,
      examDate: data.info.examDate,
      subjectId: data.info.subjectId,
      subjectName: data.info.subjectName,
      fullScore: data.info.fullScore,
      status: data.info.status,
      progress: data.info.progress,
    },
    questions: data.columns.map((c) => ({ key: c.key, label: c.label, typeName: c.typeName, max: c.max })),
    rows: [
      ...data.classes.map((c) =>
        row(
          c.id,
          c.name,
          data.lines.filter((l) => l.classId === c.id),
        ),
      ),
      row(data.info.gradeId, data.info.gradeName, data.lines),
    ],
  };
}

/** The big screen's grade: the one asked for if the caller may see it, else their first. */
async function screenGrade(ctx: AppContext, caller: Caller, gradeId?: string): Promise<IdName> {
  const yearId = await currentYearId(ctx, caller);
  const directed = await directedGrades(ctx, caller, yearId);
  const taught = await repo.taughtYearGrades(ctx.database.db, caller.user.id, yearId);
  const mine = [...directed, ...taught.map((t) => ({ id: t.id, name: t.name }))];
  const grade = screenGradeFor(mine, gradeId);
  if (grade) return grade;
  if (gradeId) throw forbidden('只能查看任教或所管年级的大屏');
  throw forbidden('您还没有任教班级，大屏没有可显示的年级');
}

/** Scanning and marking progress of the grade's exams in progress (or given today). */
async function liveExams(db: Db, caller: Caller, gradeId: string, today: string): Promise<LiveExam[]> {
  const rows = await repo.liveExamRows(db, visibleWhere(caller, orgOf(caller)), gradeId, today);
  if (rows.length === 0) return [];
  const [progress, pages] = await Promise.all([
    examProgress(
      db,
      rows.map((r) => r.row),
    ),
    repo.pageCounts(
      db,
      rows.map((r) => r.row.id),
    ),
  ]);
  return rows.map(({ row, subjectName }) => {
    const c = pages.get(row.id)!;
    return {
      id: row.id,
      name: row.name,
      subjectName,
      status: row.status,
      progress: progress.get(row.id)!,
      queued: c.queued,
      problems: c.problems,
    };
  });
}

const TREND = 10;

/** `GET /teacher/big-screen`: live progress and the grade's latest results, for a hall display. */
export async function bigScreen(ctx: AppContext, caller: Caller, gradeId?: string): Promise<BigScreen> {
  const db = ctx.database.db;
  const grade = await screenGrade(ctx, caller, gradeId);
  const orgId = orgOf(caller);
  const now = new Date();
  const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const [org, live] = await Promise.all([repo.schoolName(db, orgId), liveExams(db, caller, grade.id, today)]);
  const cutoffs = await cutoffsOf(ctx, caller);
  // The latest finished exam the caller can see, and the grade means of its subject before it: an exam
  // still being scanned or marked shows its progress (live), never its score statistics.
  const latestRow = await repo.latestScoredExam(db, visibleWhere(caller, orgId), grade.id);
  let latest: BigScreen['latest'] = null;
  if (latestRow) {
    const data = await examDataOf(db, latestRow.row, latestRow);
    const { grade: g, classes } = groups(data, cutoffs);
    const history = (await gradeExams(db, orgId, grade.id, latestRow.row.subjectId))
      .filter((e) => e.row.examDate <= latestRow.row.examDate)
      .slice(-TREND);
    latest = {
      exam: data.info,
      grade: g,
      classes,
      distribution: distribution(data.info.fullScore, [
        { id: g.id, name: g.name, lines: data.lines },
        ...data.classes.map((c) => ({
          id: c.id,
          name: c.name,
          lines: data.lines.filter((l) => l.classId === c.id),
        })),
      ]),
      knowledge: heatmap(data, data.classes),
      trend: history.map(({ data: d }) => ({
        name: d.info.name,
        examDate: d.info.examDate,
        mean: groups(d, cutoffs).grade.mean ?? 0,
        fullScore: d.info.fullScore,
      })),
    };
  }
  return { schoolName: org ?? '', gradeName: grade.name, now: now.toISOString(), live, latest };
}
