/**
 * 学情分析 reports through the whole app with Fastify's inject, on a fresh database with the demo school —
 * embedded PGlite, or PostgreSQL when DATABASE_URL is set (an empty database).
 * Twenty scored exams of 450 students in 8 classes, 30 questions each (20 choice, 10 written; every
 * question tagged with knowledge points); then
 *  1. the full grade report of the latest exam (GET …/grade: every class, every question, reliability,
 *     knowledge heatmap) — computed afresh after a score changed, and again from the cache;
 *  2. a student's 20-exam trend (the statement behind the person report), and the whole person report.
 * Run: node --import tsx bench/analysis.ts [rounds=10]
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  answerSheets,
  assignments,
  knowledgePoints,
  questions,
  questionTypes,
} from '../apps/server/src/db/schema';
import { trendOf } from '../apps/server/src/modules/analysis';
import { planOf, scoreSheet } from '../apps/server/src/modules/marking';
import { examPaper, giveExam } from './fixtures';
import { benchSchool, ms, pct } from './school';

const rounds = Number(process.argv[2] ?? 10);
const EXAMS = 20;
const school = await benchSchool('analysis', '测评');
const { ctx, db, org, grade, owner, classIds, roster } = school;

// Thirty bank questions, each tagged with one of twelve knowledge points of 初中数学.
const points = await db
  .select({ id: knowledgePoints.id })
  .from(knowledgePoints)
  .where(eq(knowledgePoints.subjectId, 'cz.math'))
  .limit(12);
const [type] = await db.select().from(questionTypes).where(eq(questionTypes.subjectId, 'cz.math')).limit(1);
const bank = await db
  .insert(questions)
  .values(
    Array.from({ length: 30 }, (_, i) => ({
      scope: 'platform' as const,
      stageId: 'cz',
      subjectId: 'cz.math',
      typeId: type!.id,
      difficulty: 0.3 + (i % 7) / 10,
      stem: `<p>基准题 ${i + 1}</p>`,
      knowledgeIds: [points[i % points.length]!.id],
      knowledgeAll: [points[i % points.length]!.id],
      score: i < 20 ? 3 : 8,
      searchText: `基准题 ${i + 1}`,
      fingerprint: `bench-${i + 1}`,
    })),
  )
  .returning({ id: questions.id });
const paper = examPaper('测评', {
  multiple: true,
  questionId: (n) => bank[n - 1]!.id,
  typeId: () => type!.id,
});
let seed = 11;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const ability = roster.map(() => random());
const examIds: string[] = [];
for (let e = 0; e < EXAMS; e++) {
  const day = new Date(Date.UTC(2026, 8, 1 + e * 4)).toISOString().slice(0, 10);
  const exam = await giveExam(db, {
    orgId: org.id,
    ownerId: owner.id,
    paperId: school.paperId,
    grade,
    classIds,
    name: `测评 ${e + 1}`,
    examDate: day,
    status: 'done',
    paper,
  });
  const plan = planOf(exam);
  await db.insert(answerSheets).values(
    roster.map((s, i) => {
      const good = () => random() < 0.25 + 0.7 * ability[i]!;
      const answers = Object.fromEntries(
        plan.objective.map((o) => [
          o.number,
          good() ? o.answer.join('') : ['A', 'B', 'C', 'D', ''][Math.floor(random() * 5)]!,
        ]),
      );
      const marks = Object.fromEntries(
        plan.written.map((w) => [w.block, Math.round(w.max * (0.2 + 0.8 * ability[i]! * random()) * 2) / 2]),
      );
      const r = scoreSheet(plan, 'half', answers, marks);
      return {
        assignmentId: exam.id,
        studentId: s.id,
        orgId: org!.id,
        answers,
        flags: {},
        pageIds: [],
        scores: r.scores,
        objectiveScore: r.objective,
        subjectiveScore: r.subjective,
        totalScore: r.total,
        complete: true,
      };
    }),
  );
  examIds.push(exam.id);
}
const latest = examIds.at(-1)!;

const teacher = await school.signIn('teacher');
async function get(url: string) {
  const res = await school.app.inject({ method: 'GET', url, headers: teacher });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
const time = async (f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};

const first = await get(`/api/teacher/analysis/${latest}/grade`);
console.log(
  `${EXAMS} exams × ${first.grade.students} students in ${first.classes.length} classes, ${first.questions.length} questions, ${first.knowledge.points.length} knowledge points (${ctx.database.kind})`,
);

// 1. The grade report: afresh after a score changed (the cache's stamp moves), then from the cache.
const fresh: number[] = [];
const cached: number[] = [];
for (let i = 0; i < rounds; i++) {
  await db
    .update(answerSheets)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(answerSheets.assignmentId, latest), eq(answerSheets.studentId, roster[i]!.id)));
  fresh.push(await time(() => get(`/api/teacher/analysis/${latest}/grade`)));
  cached.push(await time(() => get(`/api/teacher/analysis/${latest}/grade`)));
}
console.log(
  `grade report (450 × 30, 8 classes, knowledge): after a score change p50 ${ms(pct(fresh, 0.5))}, worst ${ms(Math.max(...fresh))}; cached p50 ${ms(pct(cached, 0.5))}`,
);

// 2. A student's trend over the 20 exams, and the whole person report.
const [row] = await db.select().from(assignments).where(eq(assignments.id, latest));
const trend: number[] = [];
let points20 = 0;
for (let i = 0; i < rounds * 3; i++)
  trend.push(
    await time(async () => {
      points20 = (await trendOf(db, row!, roster[i % 450]!.id)).length;
    }),
  );
if (points20 !== EXAMS) throw new Error(`trend has ${points20} exams`);
const person: number[] = [];
for (let i = 0; i < rounds; i++)
  person.push(await time(() => get(`/api/teacher/analysis/${latest}/student/${roster[i]!.id}`)));
console.log(
  `20-exam trend of a student: p50 ${ms(pct(trend, 0.5))}, p95 ${ms(pct(trend, 0.95))}; whole person report p50 ${ms(pct(person, 0.5))}`,
);

await school.close();
