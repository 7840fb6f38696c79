/**
 * Synthetic question banks and feasible specs for tests and the benchmark (not used by the engine).
 */
import { createRng, type Rng, randInt, shuffle } from './rng';
import type { AssemblySpec, Candidate, SectionSpec } from './types';

/** Question type names of the synthetic bank, type id `t0` … `t11`. */
export const SYNTHETIC_TYPES = [
  '单选题',
  '多选题',
  '填空题',
  '判断题',
  '解答题',
  '计算题',
  '证明题',
  '作图题',
  '应用题',
  '实验题',
  '阅读题',
  '综合题',
];

/** Options of a synthetic bank. */
export interface BankOptions {
  size: number;
  /** Number of question types (at most 12), default 12. */
  types?: number;
  /** Number of knowledge points `k0` …, default 150. */
  knowledge?: number;
  seed: number;
}

/**
 * A bank of `size` questions: ids `q0` …, types spread unevenly (objective types more common), difficulty
 * 0.1–0.95 with three decimals, bell-shaped around the middle and shifted per type (判断 easier, 证明/综合
 * harder), 1–3 knowledge points each, some points more common than others.
 */
export function syntheticBank(options: BankOptions): Candidate[] {
  const rng = createRng(options.seed);
  const types = Math.min(options.types ?? 12, SYNTHETIC_TYPES.length);
  const knowledge = options.knowledge ?? 150;
  const weights = Array.from({ length: types }, (_, t) => 1 / (1 + 0.15 * t));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const shift = Array.from({ length: types }, (_, t) => [0.08, 0, 0.02, 0.12, -0.06, 0, -0.1, -0.02][t % 8]!);
  const out: Candidate[] = [];
  for (let i = 0; i < options.size; i++) {
    let u = rng() * totalWeight;
    let t = 0;
    while (t < types - 1 && u >= weights[t]!) u -= weights[t++]!;
    const bell = (rng() + rng() + rng()) / 3;
    const x = Math.min(1, Math.max(0, bell + shift[t]!));
    const difficulty = Math.round((0.1 + 0.85 * x) * 1000) / 1000;
    const n = 1 + randInt(rng, 3);
    const kps = new Set<string>();
    while (kps.size < n) kps.add(`k${Math.floor(knowledge * rng() ** 1.3)}`);
    out.push({ id: `q${i}`, typeId: `t${t}`, difficulty, knowledgeIds: [...kps] });
  }
  return out;
}

/** Display names for the synthetic ids. */
export const syntheticNames = {
  type: (id: string) => SYNTHETIC_TYPES[Number(id.slice(1))] ?? id,
  knowledge: (id: string) => `知识点${id.slice(1)}`,
};

/** Options of a planted spec. */
export interface PlantOptions {
  /** Sections to use; random ones from the bank's types when absent. */
  sections?: SectionSpec[];
  /** Required knowledge points, drawn from those the planted paper covers: [min, max]. */
  knowledge?: [number, number];
  /** How many other questions to exclude: [min, max]. */
  exclude?: [number, number];
  tolerance?: number;
}

/**
 * A spec that is feasible by construction: a random paper is planted first, the required knowledge points
 * are drawn from what it covers, the target lies within half the tolerance of its difficulty, and only
 * questions off that paper are excluded. Returns the planted paper too.
 */
export function plantedSpec(
  bank: Candidate[],
  rng: Rng,
  options: PlantOptions = {},
): { spec: AssemblySpec; planted: string[][] } {
  const byType = new Map<string, Candidate[]>();
  for (const c of bank) {
    const list = byType.get(c.typeId);
    if (list) list.push(c);
    else byType.set(c.typeId, [c]);
  }
  const typeIds = [...byType.keys()];
  const sections: SectionSpec[] =
    options.sections ??
    Array.from({ length: 2 + randInt(rng, 4) }, () => ({
      typeId: typeIds[randInt(rng, typeIds.length)]!,
      count: 1 + randInt(rng, 10),
      scoreEach: [2, 3, 4, 5, 6, 8, 10, 12][randInt(rng, 8)]!,
    }));
  const taken = new Set<string>();
  const planted: string[][] = [];
  let sum = 0;
  let total = 0;
  const touched = new Set<string>();
  for (const s of sections) {
    const pool = byType.get(s.typeId) ?? [];
    const ids: string[] = [];
    for (let guard = 0; ids.length < s.count && guard < 100 * s.count; guard++) {
      const c = pool[randInt(rng, pool.length)];
      if (!c || taken.has(c.id)) continue;
      taken.add(c.id);
      ids.push(c.id);
      sum += s.scoreEach * c.difficulty;
      for (const k of c.knowledgeIds) touched.add(k);
    }
    planted.push(ids);
    total += s.count * s.scoreEach;
  }
  const tolerance = options.tolerance ?? [0.02, 0.03, 0.05][randInt(rng, 3)]!;
  const [kMin, kMax] = options.knowledge ?? [0, 20];
  const kps = shuffle(rng, [...touched]);
  const knowledgeIds = kps.slice(0, Math.min(kps.length, kMin + randInt(rng, kMax - kMin + 1)));
  const [eMin, eMax] = options.exclude ?? [0, 200];
  const excludeIds: string[] = [];
  const nExclude = eMin + randInt(rng, eMax - eMin + 1);
  for (let guard = 0; excludeIds.length < nExclude && guard < 10 * nExclude; guard++) {
    const c = bank[randInt(rng, bank.length)]!;
    if (!taken.has(c.id)) excludeIds.push(c.id);
  }
  const actual = sum / total;
  const targetDifficulty = Math.min(1, Math.max(0, actual + (rng() - 0.5) * tolerance));
  return {
    spec: { sections, targetDifficulty, tolerance, knowledgeIds, excludeIds, seed: randInt(rng, 2 ** 31) },
    planted,
  };
}
