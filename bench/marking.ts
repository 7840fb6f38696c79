/**
 * Marking (阅卷) through the whole app with Fastify's inject, on a fresh database with the demo school —
 * embedded PGlite, or PostgreSQL when DATABASE_URL is set (an empty database).
 * A 450-student exam of 30 questions (20 choice, 10 written) in 8 new classes of 七年级, every student's
 * sheet scored; then
 *  1. re-scoring after a key change (PUT …/key: the whole exam, one transaction), timed `rounds` times;
 *  2. ten markers at once on one written question: each asks for the next answer and scores it until
 *     none is left — the time of each `next` call, and that no answer went to two markers.
 *     Each marker takes `think` ms over an answer (default 500: a quick marker; the page prefetches the
 *     next answer meanwhile, so this is the wait a marker would see without prefetching).
 * Run: node --import tsx bench/marking.ts [rounds=5] [think=500]
 */
import os from 'node:os';
import { answerSheets, teachingAssignments, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { rescoreSheets, settingsOf } from '../apps/server/src/modules/marking';
import { examPaper, giveExam } from './fixtures';
import { benchSchool, ms, pct } from './school';

const rounds = Number(process.argv[2] ?? 5);
const think = Number(process.argv[3] ?? 500);
const school = await benchSchool('marking', '期中测评');
const { ctx, app, db, org, grade, owner, classIds, roster, signIn } = school;
const paper = examPaper('期中测评', { multiple: true });
const exam = await giveExam(db, {
  orgId: org.id,
  ownerId: owner.id,
  paperId: school.paperId,
  grade,
  classIds,
  name: '七年级期中测评（基准）',
  examDate: '2026-11-20',
  status: 'scanning',
  paper,
});
let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
await db.insert(answerSheets).values(
  roster.map((s) => ({
    assignmentId: exam.id,
    studentId: s.id,
    orgId: org!.id,
    answers: Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        String(i + 1),
        ['A', 'B', 'C', 'D', 'AC'][Math.floor(random() * 5)]!,
      ]),
    ),
    flags: {},
    pageIds: [],
  })),
);
await rescoreSheets(db, exam, await settingsOf(db, exam));

async function call(
  h: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

const teacher = await signIn('teacher');
const base = `/api/teacher/marking/${exam.id}`;
const overview = await call(teacher, 'GET', base);
console.log(
  `exam: ${overview.sheets} sheets, ${paper.sections[0]!.questions.length} choice + ${overview.blocks.length} written questions (${ctx.database.kind})`,
);

// 1. Re-scoring the whole exam after a key change.
const rescore: number[] = [];
for (let i = 0; i < rounds; i++) {
  const t0 = performance.now();
  const change = await call(teacher, 'PUT', `${base}/key`, { number: '1', answer: [i % 2 ? 'B' : 'C'] });
  rescore.push(performance.now() - t0);
  if (change.sheets !== 450) throw new Error(`re-scored ${change.sheets} sheets`);
}
console.log(
  `key change re-scoring 450 sheets × 30 questions: median ${ms(pct(rescore, 0.5))}, worst ${ms(Math.max(...rescore))}`,
);

// 2. One marker alone on question 22, for the cost of a call without waiting for others.
const alone: number[] = [];
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  const { task } = await call(teacher, 'POST', `${base}/block/22/next`, { holding: [] });
  alone.push(performance.now() - t);
  await call(teacher, 'PUT', `/api/teacher/marking/task/${task.id}`, { version: task.version, score: 5 });
}
console.log(`one marker: next p50 ${ms(pct(alone, 0.5))}, p95 ${ms(pct(alone, 0.95))}`);

// 3. Ten markers at once on question 21.
const markers = [];
for (let i = 0; i < 10; i++) {
  const [u] = await db
    .insert(users)
    .values({
      orgId: org!.id,
      username: `bench-marker-${i}`,
      nickname: `阅卷${i}`,
      passwordHash: await hashPassword('zhijuan123'),
    })
    .returning();
  await db
    .insert(teachingAssignments)
    .values({ orgId: org!.id, userId: u!.id, classId: classIds[i % 8]!, subjectId: 'cz.math' });
  markers.push(await signIn(u!.username));
}
const nextTimes: number[] = [];
const submitTimes: number[] = [];
const handed: string[] = [];
const t0 = performance.now();
await Promise.all(
  markers.map(async (h) => {
    for (;;) {
      let t = performance.now();
      const { task } = await call(h, 'POST', `${base}/block/21/next`, { holding: [] });
      nextTimes.push(performance.now() - t);
      if (!task) return;
      handed.push(task.id);
      await new Promise((r) => setTimeout(r, think * (0.5 + random())));
      t = performance.now();
      await call(h, 'PUT', `/api/teacher/marking/task/${task.id}`, { version: task.version, score: 5 });
      submitTimes.push(performance.now() - t);
    }
  }),
);
const wall = (performance.now() - t0) / 1000;
const unique = new Set(handed).size;
console.log(
  `10 markers on one question, ${think} ms over each answer on average: ${handed.length} answers handed, ${unique} distinct, ${wall.toFixed(1)} s (${(handed.length / wall).toFixed(0)} marks/s)`,
);
console.log(
  `  next: p50 ${ms(pct(nextTimes, 0.5))}, p95 ${ms(pct(nextTimes, 0.95))}; submit: p50 ${ms(pct(submitTimes, 0.5))}, p95 ${ms(pct(submitTimes, 0.95))}`,
);
if (handed.length !== 450 || unique !== 450) throw new Error('an answer was handed twice or lost');
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
await school.close();
