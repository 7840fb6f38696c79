import { Draft, lowerBound } from './draft';
import { cand, type Prepared } from './prepare';
import { type Rng, shuffle } from './rng';

/**
 * A 0-1 program in the shape HiGHS takes it: minimise colCost·x subject to rowLower ≤ A·x ≤ rowUpper
 * (A in compressed sparse rows), colLower ≤ x ≤ colUpper, x integer where `integer[j]` is 1.
 */
export interface MipModel {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  /** CSR: row i holds columns index[start[i] … start[i + 1]) with coefficients value[…]. */
  start: Int32Array;
  index: Int32Array;
  value: Float64Array;
  integer: Int32Array;
}

/** Limits and randomness for one solve. */
export interface SolveOptions {
  timeLimitMs: number;
  /** Seed for HiGHS's own random choices. */
  randomSeed: number;
  /** Stop at the first feasible solution instead of proving optimality. */
  firstSolution: boolean;
  /** Absolute objective gap at which a solution counts as optimal. */
  absGap: number;
}

/**
 * How a solve ended: `optimal`, `infeasible`, `limit` (time or solution limit: colValue holds a solution
 * if one was found), or `error` with HiGHS's status. `colValue` is present only when HiGHS says the
 * solution is feasible.
 */
export interface SolveResult {
  status: 'optimal' | 'infeasible' | 'limit' | 'error';
  detail?: string;
  colValue?: Float64Array;
}

/** The solver the engine calls; HiGHS in production (see solver.ts), a stub in some tests. */
export type SolveFn = (model: MipModel, options: SolveOptions) => SolveResult;

/** Use every eligible question when there are at most this many. */
export const FULL_POOL = 2500;
/** Otherwise, per type: the questions closest to the target difficulty (at least 3× the type's need). */
export const NEAR_PER_TYPE = 100;
/** And per required knowledge point and type: the covering questions closest to the target, plus extremes. */
export const PER_KNOWLEDGE_TYPE = 8;

/**
 * Bounded candidate pool for the integer program: all eligible questions when few; otherwise per type the
 * closest in difficulty to the target, the easiest and hardest few (so extreme targets stay reachable),
 * per required knowledge point the closest covering questions with the easiest and hardest of them, and
 * the greedy draft's picks.
 */
export function selectPool(p: Prepared, seedDraft?: Draft): { items: number[]; pruned: boolean } {
  const n = p.n;
  const inPool = new Uint8Array(n);
  const ids = new Set<string>();
  const items: number[] = [];
  const add = (item: number) => {
    const id = cand(p, item).id;
    if (!inPool[item] && !ids.has(id)) {
      inPool[item] = 1;
      ids.add(id);
      items.push(item);
    }
  };
  if (n <= FULL_POOL) {
    for (let item = 0; item < n; item++) add(item);
    return { items, pruned: false };
  }
  for (const t of p.types) {
    const { ds, order } = t;
    const near = Math.min(ds.length, Math.max(NEAR_PER_TYPE, 3 * t.need));
    let r = lowerBound(ds, p.target);
    let l = r - 1;
    for (let taken = 0; taken < near; taken++) {
      const takeLeft = r >= ds.length || (l >= 0 && p.target - ds[l]! <= ds[r]! - p.target);
      add(order[takeLeft ? l-- : r++]!);
    }
    const ends = Math.min(ds.length, 2 * t.need);
    for (let k = 0; k < ends; k++) {
      add(order[k]!);
      add(order[ds.length - 1 - k]!);
    }
  }
  // Per knowledge point and type: the closest to the target (a bounded insertion list, no sort of the
  // whole list), plus the easiest and the hardest.
  const gap = (item: number) => Math.abs(p.itemD[item]! - p.target);
  for (const list of p.kpItems) {
    const best: number[][] = p.types.map(() => []);
    const lo = new Int32Array(p.types.length).fill(-1);
    const hi = new Int32Array(p.types.length).fill(-1);
    for (const item of list) {
      const t = p.itemType[item]!;
      const d = p.itemD[item]!;
      if (lo[t]! < 0 || d < p.itemD[lo[t]!]!) lo[t] = item;
      if (hi[t]! < 0 || d > p.itemD[hi[t]!]!) hi[t] = item;
      const top = best[t]!;
      const g = gap(item);
      if (top.length === PER_KNOWLEDGE_TYPE && g >= gap(top[top.length - 1]!)) continue;
      let j = top.length < PER_KNOWLEDGE_TYPE ? top.length : top.length - 1;
      for (; j > 0 && gap(top[j - 1]!) > g; j--) top[j] = top[j - 1]!;
      top[j] = item;
    }
    for (let t = 0; t < p.types.length; t++) {
      best[t]!.forEach(add);
      if (lo[t]! >= 0) add(lo[t]!);
      if (hi[t]! >= 0) add(hi[t]!);
    }
  }
  if (seedDraft) for (const item of seedDraft.slotItem) if (item >= 0) add(item);
  return { items, pruned: true };
}

/** A 0-1 model over the pool, with the variable → (item, section) map. */
export interface Model {
  mip: MipModel;
  vars: { item: number; section: number }[];
  /** Column of the first elastic variable u_k (elastic mode), then dp and dn. */
  elasticFrom: number;
}

/** Collects rows of a sparse matrix. */
class RowBuilder {
  readonly start: number[] = [0];
  readonly index: number[] = [];
  readonly value: number[] = [];
  readonly lower: number[] = [];
  readonly upper: number[] = [];

  add(cols: number[], coefs: number[] | number, lower: number, upper: number): void {
    cols.forEach((c, k) => {
      this.index.push(c);
      this.value.push(typeof coefs === 'number' ? coefs : coefs[k]!);
    });
    this.start.push(this.index.length);
    this.lower.push(lower);
    this.upper.push(upper);
  }
}

/**
 * Builds the integer program. Variables x_j = 1 when pool question j goes into a section of its type.
 * Constraints: each section gets exactly its count; a question goes into at most one section; each
 * required knowledge point is covered at least once; Σ score·d lies in (target ± tol)·total, as two
 * bounds of one row (the band narrowed by 1e-7·total against solver tolerances).
 *
 * Plain mode is a pure feasibility problem (zero objective: HiGHS stops at the first paper it finds); the
 * pool is shuffled first so that equally valid papers come out in random order. Elastic mode
 * (for explaining infeasibility) lets knowledge points go uncovered (u_k) and the difficulty miss (dp, dn),
 * minimising (total + 1)·Σu + dp + dn: first the most points covered, then the closest difficulty.
 */
export function buildModel(p: Prepared, pool: number[], rng: Rng, elastic: boolean): Model {
  if (!elastic) pool = shuffle(rng, [...pool]);
  const vars: { item: number; section: number }[] = [];
  const bySection: number[][] = p.sections.map(() => []);
  const byItemVars = new Map<number, number[]>();
  for (const item of pool) {
    const t = p.types[p.itemType[item]!]!;
    const own: number[] = [];
    for (const s of t.sections) {
      own.push(vars.length);
      bySection[s]!.push(vars.length);
      vars.push({ item, section: s });
    }
    byItemVars.set(item, own);
  }
  const elasticFrom = vars.length;
  const k = p.kpIds.length;
  const numCols = vars.length + (elastic ? k + 2 : 0);
  const dp = elasticFrom + k;
  const dn = dp + 1;
  const INF = Number.POSITIVE_INFINITY;

  const rows = new RowBuilder();
  bySection.forEach((vs, s) => {
    rows.add(vs, 1, p.sections[s]!.count, p.sections[s]!.count);
  });
  for (const own of byItemVars.values()) if (own.length > 1) rows.add(own, 1, -INF, 1);
  p.kpItems.forEach((list, kp) => {
    const cols: number[] = [];
    for (const item of list) for (const v of byItemVars.get(item) ?? []) cols.push(v);
    if (elastic) cols.push(elasticFrom + kp);
    rows.add(cols, 1, 1, INF);
  });
  const diffCols: number[] = [];
  const diffCoefs: number[] = [];
  vars.forEach((v, j) => {
    diffCols.push(j);
    diffCoefs.push(p.sections[v.section]!.score * p.itemD[v.item]!);
  });
  const target = p.target * p.total;
  if (elastic) {
    rows.add([...diffCols, dp, dn], [...diffCoefs, -1, 1], target, target);
  } else {
    const slack = p.tol * p.total;
    const margin = Math.min(1e-7 * p.total, slack / 2);
    rows.add(diffCols, diffCoefs, target - slack + margin, target + slack - margin);
  }

  const colCost = new Float64Array(numCols);
  const colUpper = new Float64Array(numCols).fill(1);
  const integer = new Int32Array(numCols).fill(1);
  if (elastic) {
    for (let kp = 0; kp < k; kp++) colCost[elasticFrom + kp] = p.total + 1;
    colCost[dp] = 1;
    colCost[dn] = 1;
    colUpper[dp] = INF;
    colUpper[dn] = INF;
    integer[dp] = 0;
    integer[dn] = 0;
  }
  return {
    mip: {
      numCols,
      numRows: rows.lower.length,
      colCost,
      colLower: new Float64Array(numCols),
      colUpper,
      rowLower: Float64Array.from(rows.lower),
      rowUpper: Float64Array.from(rows.upper),
      start: Int32Array.from(rows.start),
      index: Int32Array.from(rows.index),
      value: Float64Array.from(rows.value),
      integer,
    },
    vars,
    elasticFrom,
  };
}

/** Reads a solution into a draft; undefined when it is not a complete 0-1 assignment. */
function readDraft(p: Prepared, model: Model, x: Float64Array): Draft | undefined {
  const draft = new Draft(p);
  const nextSlot = p.sections.map(() => 0);
  const firstSlot: number[] = [];
  let slot = 0;
  for (const s of p.sections) {
    firstSlot.push(slot);
    slot += s.count;
  }
  for (let j = 0; j < model.vars.length; j++) {
    const value = x[j];
    if (value === undefined || !Number.isFinite(value)) return undefined;
    if (value < 0.5) continue;
    const { item, section } = model.vars[j]!;
    if (nextSlot[section]! >= p.sections[section]!.count || !draft.free(item)) return undefined;
    draft.put(firstSlot[section]! + nextSlot[section]!++, item);
  }
  return draft.full() ? draft : undefined;
}

/** Result of one HiGHS run over a model. */
export type RunOutcome =
  /** A complete assignment; `optimal` when HiGHS proved it optimal rather than stopping at a limit. */
  | { kind: 'paper'; draft: Draft; optimal: boolean }
  | { kind: 'infeasible' }
  | { kind: 'timeout' }
  | { kind: 'error'; status: string };

/**
 * Solves a model within `timeLimitMs`. Only a solution HiGHS calls feasible, read into a complete
 * assignment, gives a paper; error statuses never do.
 */
export function runModel(
  solve: SolveFn,
  p: Prepared,
  model: Model,
  timeLimitMs: number,
  rng: Rng,
  firstSolution: boolean,
): RunOutcome {
  let result: SolveResult;
  try {
    result = solve(model.mip, {
      timeLimitMs: Math.max(1, timeLimitMs),
      randomSeed: Math.floor(rng() * 2147483647),
      firstSolution,
      // Difficulties are shown with 2-3 decimals: closer than 0.0005 of the total score is close enough.
      absGap: 5e-4 * p.total,
    });
  } catch (e) {
    return { kind: 'error', status: e instanceof Error ? e.message : String(e) };
  }
  if (result.status === 'infeasible') return { kind: 'infeasible' };
  if (result.status === 'error') return { kind: 'error', status: result.detail ?? 'unknown' };
  const draft = result.colValue ? readDraft(p, model, result.colValue) : undefined;
  if (draft) return { kind: 'paper', draft, optimal: result.status === 'optimal' && !firstSolution };
  return result.status === 'optimal'
    ? { kind: 'error', status: 'optimal without a solution' }
    : { kind: 'timeout' };
}
