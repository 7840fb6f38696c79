import { fmtInput, fmtNear, type Namer, quote } from './messages';
import type { AssemblySpec, Candidate } from './types';

/** Default allowed distance from the target difficulty. */
export const DEFAULT_TOLERANCE = 0.03;
/** Default time budget of the exact phase, in milliseconds. */
export const DEFAULT_TIME_LIMIT_MS = 120;

/** One section as the engine uses it. */
export interface Section {
  typeIdx: number;
  count: number;
  score: number;
}

/** The eligible questions of one type, sorted by difficulty. */
export interface TypeInfo {
  id: string;
  /** Indices of the sections of this type. */
  sections: number[];
  /** Questions needed over all its sections. */
  need: number;
  /** Item indices sorted by ascending difficulty. */
  order: Int32Array;
  /** Difficulties in the same order, for binary search. */
  ds: Float64Array;
  /** Candidates dropped by `excludeIds`. */
  excluded: number;
}

/**
 * The spec checked and the candidates indexed: only eligible candidates (type in the spec, not excluded,
 * valid difficulty) become items, numbered from 0. Per-item data lives in typed arrays so that indexing a
 * 200,000-question bank allocates little that the garbage collector must trace.
 */
export interface Prepared {
  sections: Section[];
  types: TypeInfo[];
  /** Total score of the paper. */
  total: number;
  target: number;
  tol: number;
  timeLimitMs: number;
  /** Required knowledge ids without repeats, in spec order. */
  kpIds: string[];
  /** For each required knowledge point, the items that cover it. */
  kpItems: number[][];
  /** Number of items. */
  n: number;
  /** The caller's candidates; item i is `cands[itemSrc[i]]`. */
  cands: Candidate[];
  itemSrc: Int32Array;
  itemType: Int32Array;
  itemD: Float64Array;
  /** Required knowledge points (indices into kpIds) of item i: reqList[reqStart[i] … reqStart[i] + reqLen[i]). */
  reqStart: Int32Array;
  reqLen: Int32Array;
  reqList: number[];
}

/** The candidate behind an item. */
export function cand(p: Prepared, item: number): Candidate {
  return p.cands[p.itemSrc[item]!]!;
}

/** Whether an item covers required knowledge point k. */
export function covers(p: Prepared, item: number, k: number): boolean {
  const start = p.reqStart[item]!;
  for (let r = start, end = start + p.reqLen[item]!; r < end; r++) if (p.reqList[r] === k) return true;
  return false;
}

/** The required knowledge points an item covers (a fresh array; use outside hot loops). */
export function reqOf(p: Prepared, item: number): number[] {
  const start = p.reqStart[item]!;
  return p.reqList.slice(start, start + p.reqLen[item]!);
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Checks the spec's shape and values. Returns Chinese problems; empty when the spec is usable. */
export function validateSpec(spec: AssemblySpec, nm: Namer): string[] {
  const problems: string[] = [];
  if (!spec || !Array.isArray(spec.sections) || spec.sections.length === 0) {
    problems.push('试卷至少需要一个大题');
  } else {
    spec.sections.forEach((s, i) => {
      const label = `第 ${i + 1} 个大题`;
      if (!s || typeof s.typeId !== 'string' || s.typeId.length === 0) {
        problems.push(`${label}没有指定题型`);
        return;
      }
      const named = `${label}（${quote(nm.type(s.typeId))}）`;
      if (!Number.isInteger(s.count) || s.count <= 0) {
        problems.push(`${named}的题量必须是正整数，现为 ${String(s.count)}`);
      }
      if (!isNum(s.scoreEach) || s.scoreEach <= 0) {
        problems.push(`${named}的每题分值必须大于 0，现为 ${String(s.scoreEach)}`);
      }
    });
  }
  if (!spec) return problems;
  if (!isNum(spec.targetDifficulty) || spec.targetDifficulty < 0 || spec.targetDifficulty > 1) {
    problems.push(`目标难度必须在 0 到 1 之间，现为 ${String(spec.targetDifficulty)}`);
  }
  if (spec.tolerance !== undefined && (!isNum(spec.tolerance) || spec.tolerance < 0)) {
    problems.push(`难度容差必须是不小于 0 的数，现为 ${String(spec.tolerance)}`);
  }
  if (!Array.isArray(spec.knowledgeIds) || spec.knowledgeIds.some((k) => typeof k !== 'string')) {
    problems.push('知识点要求必须是知识点编号的列表');
  }
  if (spec.excludeIds !== undefined && !Array.isArray(spec.excludeIds)) {
    problems.push('排除题目必须是题目编号的列表');
  }
  if (spec.timeLimitMs !== undefined && (!isNum(spec.timeLimitMs) || spec.timeLimitMs <= 0)) {
    problems.push(`求解时限必须是正数（毫秒），现为 ${String(spec.timeLimitMs)}`);
  }
  if (spec.seed !== undefined && !isNum(spec.seed)) {
    problems.push(`随机种子必须是数字，现为 ${String(spec.seed)}`);
  }
  return problems;
}

/** Indexes the candidates for a valid spec. */
export function prepare(candidates: Candidate[], spec: AssemblySpec): Prepared {
  const typeIndex = new Map<string, number>();
  const types: TypeInfo[] = [];
  const sections: Section[] = spec.sections.map((s, i) => {
    let t = typeIndex.get(s.typeId);
    if (t === undefined) {
      t = types.length;
      typeIndex.set(s.typeId, t);
      types.push({
        id: s.typeId,
        sections: [],
        need: 0,
        order: new Int32Array(0),
        ds: new Float64Array(0),
        excluded: 0,
      });
    }
    const info = types[t]!;
    info.sections.push(i);
    info.need += s.count;
    return { typeIdx: t, count: s.count, score: s.scoreEach };
  });
  const total = sections.reduce((sum, s) => sum + s.count * s.score, 0);

  const kpIds = [...new Set(spec.knowledgeIds)];
  const kpIndex = new Map<string, number>(kpIds.map((k, i) => [k, i]));
  const kpItems: number[][] = kpIds.map(() => []);
  const excluded = new Set(spec.excludeIds ?? []);

  const size = candidates.length;
  const itemSrc = new Int32Array(size);
  const itemType = new Int32Array(size);
  const itemD = new Float64Array(size);
  const reqStart = new Int32Array(size);
  const reqLen = new Int32Array(size);
  const reqList: number[] = [];
  const typeCount = new Int32Array(types.length);
  let n = 0;

  // Hot loop over the whole bank, allocating nothing per candidate. Repeated ids are not removed here (a
  // 200,000-entry Set costs tens of milliseconds); the draft and the pool never take an id twice.
  for (let src = 0; src < size; src++) {
    const c = candidates[src]!;
    const t = typeIndex.get(c?.typeId); // c?. : a null entry is skipped, not a crash
    if (t === undefined) continue;
    const d = c.difficulty;
    if (!(d >= 0 && d <= 1)) continue; // also drops NaN and non-numbers
    if (excluded.size > 0 && excluded.has(c.id)) {
      types[t]!.excluded++;
      continue;
    }
    const item = n++;
    itemSrc[item] = src;
    itemType[item] = t;
    itemD[item] = d;
    typeCount[t]!++;
    reqStart[item] = reqList.length;
    const kps = c.knowledgeIds;
    if (kpIds.length > 0 && Array.isArray(kps)) {
      for (let j = 0; j < kps.length; j++) {
        const ki = kpIndex.get(kps[j]!);
        if (ki === undefined || covers0(reqList, reqStart[item]!, ki)) continue;
        reqList.push(ki);
        reqLen[item]!++;
        kpItems[ki]!.push(item);
      }
    }
  }

  // Group by type and sort each by difficulty with a bucket sort (difficulty is in 0..1): linear time,
  // several times faster than a comparator sort on a large bank. Buckets are then sorted exactly.
  const members = types.map((_, t) => new Int32Array(typeCount[t]!));
  const fillAt = new Int32Array(types.length);
  for (let item = 0; item < n; item++) {
    const t = itemType[item]!;
    members[t]![fillAt[t]!++] = item;
  }
  const byD = (a: number, b: number) => itemD[a]! - itemD[b]!;
  for (let t = 0; t < types.length; t++) {
    const items = members[t]!;
    const buckets = Math.max(16, Math.min(1 << 16, items.length));
    const start = new Int32Array(buckets + 1);
    for (const item of items) start[Math.min(buckets - 1, Math.floor(itemD[item]! * buckets)) + 1]!++;
    for (let b = 0; b < buckets; b++) start[b + 1]! += start[b]!;
    const at = start.slice(0, buckets);
    const order = new Int32Array(items.length);
    for (const item of items) order[at[Math.min(buckets - 1, Math.floor(itemD[item]! * buckets))]!++] = item;
    for (let b = 0; b < buckets; b++) {
      const lo = start[b]!;
      const hi = start[b + 1]!;
      if (hi - lo > 32) order.subarray(lo, hi).sort(byD);
      else {
        for (let k = lo + 1; k < hi; k++) {
          const item = order[k]!;
          let j = k;
          for (; j > lo && itemD[order[j - 1]!]! > itemD[item]!; j--) order[j] = order[j - 1]!;
          order[j] = item;
        }
      }
    }
    const ds = new Float64Array(items.length);
    for (let k = 0; k < order.length; k++) ds[k] = itemD[order[k]!]!;
    types[t]!.order = order;
    types[t]!.ds = ds;
  }

  return {
    sections,
    types,
    total,
    target: spec.targetDifficulty,
    tol: spec.tolerance ?? DEFAULT_TOLERANCE,
    timeLimitMs: spec.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    kpIds,
    kpItems,
    n,
    cands: candidates,
    itemSrc,
    itemType,
    itemD,
    reqStart,
    reqLen,
    reqList,
  };
}

/** Whether reqList from `start` to its end already holds k (the item being indexed is the last one). */
function covers0(reqList: number[], start: number, k: number): boolean {
  for (let r = start; r < reqList.length; r++) if (reqList[r] === k) return true;
  return false;
}

/** Section scores of a type, highest first, one entry per question. */
function scoresDesc(p: Prepared, t: number): number[] {
  const out: number[] = [];
  for (const s of p.types[t]!.sections) {
    const sec = p.sections[s]!;
    for (let k = 0; k < sec.count; k++) out.push(sec.score);
  }
  return out.sort((a, b) => b - a);
}

/**
 * The lowest and highest score-weighted difficulty sums the paper can reach, ignoring knowledge points.
 * Within a type the highest scores go to the most extreme questions (rearrangement inequality).
 */
export function difficultyRange(p: Prepared): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (let t = 0; t < p.types.length; t++) {
    const { ds } = p.types[t]!;
    const scores = scoresDesc(p, t);
    for (let k = 0; k < scores.length; k++) {
      min += scores[k]! * ds[k]!;
      max += scores[k]! * ds[ds.length - 1 - k]!;
    }
  }
  return { min, max };
}

/**
 * Cheap necessary conditions, each with a Chinese problem: enough questions per type, a question for every
 * knowledge point, enough room to cover them all, the target difficulty within reach.
 */
export function feasibilityProblems(p: Prepared, nm: Namer): string[] {
  const problems: string[] = [];
  let countsOk = true;
  for (const t of p.types) {
    const have = t.order.length;
    if (have < t.need) {
      countsOk = false;
      const note = t.excluded > 0 ? `；另有 ${t.excluded} 道因近期已用被排除` : '';
      problems.push(
        `${quote(nm.type(t.id))}需要 ${t.need} 道，符合条件的只有 ${have} 道（差 ${t.need - have} 道${note}）`,
      );
    }
  }
  let kpsOk = true;
  p.kpIds.forEach((k, i) => {
    if (p.kpItems[i]!.length === 0) {
      kpsOk = false;
      problems.push(`知识点${quote(nm.knowledge(k))}没有可用的题目`);
    }
  });
  if (!countsOk) return problems;

  if (kpsOk && p.kpIds.length > 0) {
    // Upper bound on coverage: each type's slots filled with its questions covering the most points.
    let most = 0;
    let questions = 0;
    for (let t = 0; t < p.types.length; t++) {
      const info = p.types[t]!;
      questions += info.need;
      const hist: number[] = [];
      for (const item of info.order) {
        const n = p.reqLen[item]!;
        hist[n] = (hist[n] ?? 0) + 1;
      }
      let left = info.need;
      for (let n = hist.length - 1; n > 0 && left > 0; n--) {
        const take = Math.min(left, hist[n] ?? 0);
        most += take * n;
        left -= take;
      }
    }
    if (most < p.kpIds.length) {
      problems.push(
        `需要覆盖 ${p.kpIds.length} 个知识点，但 ${questions} 道题最多只能覆盖 ${most} 个（差 ${p.kpIds.length - most} 个）`,
      );
    }
  }

  const { min, max } = difficultyRange(p);
  const lo = (p.target - p.tol) * p.total;
  const hi = (p.target + p.tol) * p.total;
  if (max < lo - 1e-9 || min > hi + 1e-9) {
    const near = max < lo ? max / p.total : min / p.total;
    problems.push(
      `在 ±${fmtInput(p.tol)} 内无法达到目标难度 ${fmtInput(p.target)}：可达到的最接近难度为 ${fmtNear(near, p.target, p.tol)}`,
    );
  }
  return problems;
}
