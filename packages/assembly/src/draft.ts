import { cand, type Prepared } from './prepare';
import type { AssemblySpec, Candidate } from './types';

/** A paper being built: one slot per question, each empty (-1) or holding an item. */
export class Draft {
  /** Section of each slot. */
  readonly slotSection: number[] = [];
  /** Item in each slot, -1 when empty. */
  readonly slotItem: number[] = [];
  /** Whether an item is on the paper. */
  readonly used: Uint8Array;
  /** How many picked items cover each required knowledge point. */
  readonly cover: Int32Array;
  /** Σ score·difficulty over filled slots. */
  sum = 0;
  /** Ids on the paper: a repeated id in the bank is still picked at most once. */
  private readonly ids = new Set<string>();

  constructor(readonly p: Prepared) {
    p.sections.forEach((s, i) => {
      for (let k = 0; k < s.count; k++) {
        this.slotSection.push(i);
        this.slotItem.push(-1);
      }
    });
    this.used = new Uint8Array(p.n);
    this.cover = new Int32Array(p.kpIds.length);
  }

  /** Score of a slot's section. */
  score(slot: number): number {
    return this.p.sections[this.slotSection[slot]!]!.score;
  }

  /** Type index of a slot. */
  slotType(slot: number): number {
    return this.p.sections[this.slotSection[slot]!]!.typeIdx;
  }

  /** Whether an item may come onto the paper: not on it, and no item with its id on it. */
  free(item: number): boolean {
    return !this.used[item] && !this.ids.has(cand(this.p, item).id);
  }

  /** Puts an item into a slot, taking out what was there. */
  put(slot: number, item: number): void {
    this.clear(slot);
    this.slotItem[slot] = item;
    this.used[item] = 1;
    this.ids.add(cand(this.p, item).id);
    this.sum += this.score(slot) * this.p.itemD[item]!;
    this.bump(item, 1);
  }

  /** Empties a slot. */
  clear(slot: number): void {
    const item = this.slotItem[slot]!;
    if (item < 0) return;
    this.slotItem[slot] = -1;
    this.used[item] = 0;
    this.ids.delete(cand(this.p, item).id);
    this.sum -= this.score(slot) * this.p.itemD[item]!;
    this.bump(item, -1);
  }

  private bump(item: number, by: number): void {
    const { reqStart, reqLen, reqList } = this.p;
    const start = reqStart[item]!;
    for (let r = start, end = start + reqLen[item]!; r < end; r++) this.cover[reqList[r]!]! += by;
  }

  /** Required knowledge points no picked item covers. */
  uncovered(): number[] {
    const out: number[] = [];
    for (let k = 0; k < this.cover.length; k++) if (this.cover[k] === 0) out.push(k);
    return out;
  }

  /** Whether every slot is filled. */
  full(): boolean {
    return this.slotItem.every((i) => i >= 0);
  }

  /** Σ score·difficulty minus target·total: negative when the paper is too hard. */
  deviation(): number {
    return this.sum - this.p.target * this.p.total;
  }

  /** Picked candidates per section, in spec order. */
  picked(): Candidate[][] {
    const out: Candidate[][] = this.p.sections.map(() => []);
    this.slotItem.forEach((item, slot) => {
      if (item >= 0) out[this.slotSection[slot]!]!.push(cand(this.p, item));
    });
    return out;
  }
}

/** First index in sorted `ds` whose value is >= x. */
export function lowerBound(ds: Float64Array, x: number): number {
  let lo = 0;
  let hi = ds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ds[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index in sorted `ds` whose value is > x. */
export function upperBound(ds: Float64Array, x: number): number {
  let lo = 0;
  let hi = ds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ds[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The paper's measures, recomputed from the candidates themselves. */
export interface PaperCheck {
  /** Hard constraints the paper breaks, for logs and tests; empty when it meets all. */
  broken: string[];
  /** Score-weighted mean difficulty. */
  difficulty: number;
  /** Every knowledge point the paper tests, required ones first. */
  covered: string[];
}

/**
 * Checks a finished paper against the spec from scratch (ids, types, counts, repeats, exclusions,
 * coverage, difficulty band), independently of how it was built. No paper leaves the engine without it.
 */
export function checkPaper(spec: AssemblySpec, tol: number, picked: Candidate[][]): PaperCheck {
  const broken: string[] = [];
  const excluded = new Set(spec.excludeIds ?? []);
  const seen = new Set<string>();
  const touched = new Set<string>();
  let total = 0;
  let sum = 0;
  if (picked.length !== spec.sections.length) broken.push('section count');
  spec.sections.forEach((s, i) => {
    const cands = picked[i] ?? [];
    if (cands.length !== s.count) broken.push(`section ${i} has ${cands.length} of ${s.count}`);
    for (const c of cands) {
      const id = c.id;
      if (c.typeId !== s.typeId) broken.push(`${id} is not of type ${s.typeId}`);
      if (seen.has(id)) broken.push(`${id} repeated`);
      if (excluded.has(id)) broken.push(`${id} excluded`);
      seen.add(id);
      for (const k of Array.isArray(c.knowledgeIds) ? c.knowledgeIds : []) touched.add(k);
      sum += s.scoreEach * c.difficulty;
    }
    total += s.count * s.scoreEach;
  });
  const required = [...new Set(spec.knowledgeIds)];
  for (const k of required) if (!touched.has(k)) broken.push(`knowledge ${k} uncovered`);
  const difficulty = total > 0 ? sum / total : 0;
  if (!(Math.abs(difficulty - spec.targetDifficulty) <= tol + 1e-9)) {
    broken.push(`difficulty ${difficulty} outside ${spec.targetDifficulty} ± ${tol}`);
  }
  const requiredSet = new Set(required);
  const covered = [...required, ...[...touched].filter((k) => !requiredSet.has(k))];
  return { broken, difficulty, covered };
}
