import type { PersonReport, PersonReportBatch, PracticeQuestion, StudentResult } from '@zhijuan/contracts';
import { notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { MarkingExam } from '../marking';
import { similarQuestions } from '../questions';
import { type ExamData, once } from './data';
import { previousOf, readable, readableClass } from './exams';
import { groupMastery, groups, personQuestions, pointsOf, questionStats, studentResults } from './reports';
import { cutoffsOf } from './settings';
import { historyOf, masteryOver, trendFrom } from './trend';

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
  // The student's line is not the caller's to read until their class is.
  const unsafeLine = data.lines.find((l) => l.id === studentId);
  if (!unsafeLine) throw notFound('这名学生不在这次考试的班级中');
  await readableClass(ctx, caller, data, unsafeLine.classId);
  const previous = await previousOf(ctx.database.db, data, exam.row);
  const results = studentResults(data, previous?.ranks ?? null);
  return personOf(ctx, caller, exam, data, results, studentId, true);
}

/** `GET /teacher/analysis/:id/class/:classId/people`: every student's report of a class, by 考号. */
export async function classPeople(
  ctx: AppContext,
  caller: Caller,
  id: string,
  classId: string,
): Promise<PersonReportBatch> {
  const { exam, data } = await readable(ctx, caller, id);
  await readableClass(ctx, caller, data, classId);
  const previous = await previousOf(ctx.database.db, data, exam.row);
  const results = studentResults(data, previous?.ranks ?? null);
  const reports: PersonReport[] = [];
  for (const l of data.lines.filter((x) => x.classId === classId))
    reports.push(await personOf(ctx, caller, exam, data, results, l.id, false));
  return { reports };
}
