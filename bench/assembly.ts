/**
 * 智能组卷 engine on a synthetic 200,000-question bank already in memory (the server narrows candidates
 * with indexed SQL first, so real calls see far fewer): p50/p95/max per paper and the share of papers
 * that meet every constraint.
 *
 * 1. The 22-question, 150-point paper (12×3 单选, 4×4 填空, 4×12 + 2×25 解答), 15 random knowledge
 *    points, a random target in 0.50–0.75 ± 0.03, 200 recently used questions excluded: 100 runs.
 * 2. The same paper through the exact phase alone (HiGHS), for the fallback's cost: 30 runs.
 * 3. 100 random specifications, feasible by construction (a planted paper): constraint satisfaction.
 *
 * Run: node --import tsx bench/assembly.ts [runs=100]
 */
import os from 'node:os';
import { assemble } from '../packages/assembly/src/assemble';
import { type AssemblySpec, assemblePaper, preloadAssemblySolver } from '../packages/assembly/src/index';
import { createRng, randInt, shuffle } from '../packages/assembly/src/rng';
import { plantedSpec, syntheticBank, syntheticNames } from '../packages/assembly/src/synthetic';
import { violations } from '../packages/assembly/src/test-support';

const runs = Number(process.argv[2] ?? 100);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const load = () => os.loadavg()[0]!.toFixed(2);
console.log(
  `${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${cpu} × ${os.availableParallelism()}, load average ${load()}`,
);

let t = performance.now();
const bank = syntheticBank({ size: 200_000, types: 12, knowledge: 150, seed: 20_260_101 });
console.log(
  `bank: ${bank.length} questions, 12 types, 150 knowledge points (${(performance.now() - t).toFixed(0)} ms)`,
);
t = performance.now();
await preloadAssemblySolver();
console.log(`HiGHS load + warm-up: ${(performance.now() - t).toFixed(0)} ms`);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)} ms, p95 ${pct(s, 95).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
};

const paper = (rng: () => number, seed: number): AssemblySpec => ({
  sections: [
    { typeId: 't0', count: 12, scoreEach: 3 },
    { typeId: 't2', count: 4, scoreEach: 4 },
    { typeId: 't4', count: 4, scoreEach: 12 },
    { typeId: 't4', count: 2, scoreEach: 25 },
  ],
  targetDifficulty: Math.round((0.5 + 0.25 * rng()) * 100) / 100,
  tolerance: 0.03,
  knowledgeIds: shuffle(
    rng,
    Array.from({ length: 150 }, (_, k) => `k${k}`),
  ).slice(0, 15),
  excludeIds: Array.from({ length: 200 }, () => `q${randInt(rng, bank.length)}`),
  seed,
});

async function timed(label: string, n: number, make: (i: number) => AssemblySpec, exactOnly = false) {
  const times: number[] = [];
  const methods: Record<string, number> = {};
  let satisfied = 0;
  const failures: string[] = [];
  for (let i = -5; i < n; i++) {
    const spec = make(i);
    const t0 = performance.now();
    const r = exactOnly
      ? await assemble(bank, spec, syntheticNames, { exactOnly: true })
      : await assemblePaper(bank, spec, syntheticNames);
    const ms = performance.now() - t0;
    if (i < 0) continue; // warm-up
    times.push(ms);
    const key = r.ok ? r.method : 'no paper';
    methods[key] = (methods[key] ?? 0) + 1;
    const broken = violations(bank, spec, r);
    if (r.ok && broken.length === 0) satisfied++;
    else failures.push(r.ok ? broken.join('; ') : r.problems.join('; '));
  }
  console.log(`\n${label}: ${n} runs`);
  console.log(`  time: ${summary(times)}`);
  console.log(`  methods: ${JSON.stringify(methods)}`);
  console.log(`  every constraint met: ${satisfied}/${n} (${((100 * satisfied) / n).toFixed(0)} %)`);
  for (const f of failures.slice(0, 5)) console.log(`  ! ${f}`);
}

const rng1 = createRng(1);
await timed('22-question 150-point paper', runs, (i) => paper(rng1, i + 1000));
const rng2 = createRng(2);
await timed('same paper, exact phase only (HiGHS)', Math.min(30, runs), (i) => paper(rng2, i + 2000), true);
const rng3 = createRng(3);
await timed(
  'random feasible specifications',
  runs,
  () => plantedSpec(bank, rng3, { knowledge: [5, 20] }).spec,
);
console.log(`\nload average at the end: ${load()} (other work on the machine inflates the tail)`);
