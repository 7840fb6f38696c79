/**
 * Exam statistics (`packages/stats`) for one grade report: 450 students (8 classes, a few absent) ×
 * 30 questions (12 单选 0/3, 8 多选, 10 written with half-point partial scores), full marks 150. One report is every
 * figure the analysis screens show: grade and class summaries with bands and 超均率, z/T scores, ranks,
 * per-question stats for the grade and each class, reliability, option shares of the choice questions,
 * the question-type table and each student's knowledge mastery merged per class. p50/p95/max per report.
 *
 * Run: node --import tsx bench/stats.ts [runs=200]
 */
import os from 'node:os';
import {
  bands,
  type ItemInfo,
  itemStats,
  mastery,
  mergeMastery,
  optionShares,
  overMeanRate,
  questionTypeTable,
  ranks,
  reliability,
  standardScores,
  summarise,
} from '../packages/stats/src/index';

const runs = Number(process.argv[2] ?? 200);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${cpu} × ${os.availableParallelism()}, load average ${os.loadavg()[0]!.toFixed(2)}`,
);

// Deterministic data: a small linear congruential generator.
let seed = 20_260_101;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const STUDENTS = 450;
const CLASSES = 8;
const WRITTEN_MAX = [6, 6, 6, 6, 8, 8, 8, 8, 13, 13];
const items: (ItemInfo & { typeName: string; points: string[] })[] = [];
for (let q = 0; q < 30; q++) {
  const typeName = q < 12 ? '单选题' : q < 20 ? '多选题' : '解答题';
  const max = q < 12 ? 3 : q < 20 ? 4 : WRITTEN_MAX[q - 20]!;
  const points = [`kp${q % 25}`, ...(q % 3 === 0 ? [`kp${(q * 7) % 25}`] : [])];
  items.push({ max, objective: q < 20, typeName, points });
}
const full = items.reduce((s, item) => s + item.max, 0);
const classOf = Array.from({ length: STUDENTS }, (_, s) => s % CLASSES);
const matrix: (number | null)[][] = [];
const answers: (string | null)[][] = items.map(() => []);
for (let s = 0; s < STUDENTS; s++) {
  const absent = s % 97 === 13;
  const ability = random();
  matrix.push(
    items.map((item, q) => {
      if (absent) {
        answers[q]!.push(null);
        return null;
      }
      const right = random() < 0.3 + 0.6 * ability;
      if (q < 20) answers[q]!.push(right ? 'B' : random() < 0.1 ? '' : random() < 0.5 ? 'AC' : 'D');
      if (q < 12) return right ? 3 : 0;
      if (q < 20) return right ? 4 : random() < 0.5 ? 2 : 0;
      return Math.round(item.max * Math.min(1, ability + random() * 0.3) * 2) / 2;
    }),
  );
}
const totals = matrix.map((row) => (row[0] === null ? null : row.reduce<number>((a, x) => a + x!, 0)));
const members = Array.from({ length: CLASSES }, (_, c) => classOf.flatMap((k, s) => (k === c ? [s] : [])));

function report() {
  const grade = summarise(totals, full);
  const gradeBands = bands(totals, full, 10);
  const z = standardScores(totals);
  const r = ranks(totals);
  const gradeItems = itemStats(matrix, items, totals);
  const rel = reliability(matrix, items);
  const options = items.slice(0, 20).map((_, q) => optionShares(answers[q]!, ['A', 'B', 'C', 'D'], ['B']));
  const types = questionTypeTable(matrix, items);
  const perStudent = matrix.map((row) => mastery(items, row));
  const classes = members.map((m) => {
    const classTotals = m.map((s) => totals[s]!);
    const summary = summarise(classTotals, full);
    return {
      summary,
      overMean: overMeanRate(summary.mean, grade.mean),
      bands: bands(classTotals, full, 10),
      items: itemStats(
        m.map((s) => matrix[s]!),
        items,
        classTotals,
      ),
      ranks: ranks(classTotals),
      mastery: mergeMastery(m.map((s) => perStudent[s]!)),
    };
  });
  return { grade, gradeBands, z, r, gradeItems, rel, options, types, classes };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
for (let i = 0; i < 20; i++) report(); // warm-up
const times: number[] = [];
let last: ReturnType<typeof report> | undefined;
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  last = report();
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(
  `${STUDENTS} students × ${items.length} questions, ${CLASSES} classes, ${runs} reports: ` +
    `p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);
console.log(
  `(grade mean ${last!.grade.mean.toFixed(1)} of ${full.toFixed(0)}, ${last!.rel.method} ${last!.rel.value.toFixed(3)})`,
);

// The parts on their own, to see where the time goes.
const part = (name: string, fn: () => unknown) => {
  const t = performance.now();
  for (let i = 0; i < runs; i++) fn();
  console.log(`  ${name}: ${((performance.now() - t) / runs).toFixed(3)} ms`);
};
part('grade summarise + bands + z/T + ranks', () => {
  summarise(totals, full);
  bands(totals, full);
  standardScores(totals);
  ranks(totals);
});
part('grade itemStats', () => itemStats(matrix, items, totals));
part('reliability', () => reliability(matrix, items));
part('option shares (20 questions)', () =>
  items.slice(0, 20).map((_, q) => optionShares(answers[q]!, ['A', 'B', 'C', 'D'], ['B'])),
);
part('question-type table', () => questionTypeTable(matrix, items));
part('mastery (450 students) + merge', () => mergeMastery(matrix.map((row) => mastery(items, row))));
