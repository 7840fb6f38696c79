import { Draft, lowerBound, upperBound } from './draft';
import { covers, type Prepared, reqOf } from './prepare';
import { hashKey, type Rng, randInt } from './rng';

/** Difficulty buckets for "equally close" when covering knowledge points. */
const CLOSE_STEP = 0.02;
/** Widest window (in difficulty) within which a fill pick is drawn at random. */
const FILL_WINDOW = 0.06;

/**
 * Greedy fill with swap repair. Returns the draft, which may still break a constraint (an empty slot, an
 * uncovered knowledge point, a difficulty outside the band): the caller checks and falls back.
 */
export function greedy(p: Prepared, rng: Rng): Draft {
  const d = new Draft(p);
  coverKnowledge(p, d, rng);
  fill(p, d, rng);
  repairCoverage(p, d);
  repairDifficulty(p, d);
  return d;
}

/** Difficulty the remaining empty slots need on average to land on the target. */
function idealForRest(p: Prepared, d: Draft): number {
  let rest = 0;
  d.slotItem.forEach((item, slot) => {
    if (item < 0) rest += d.score(slot);
  });
  if (rest <= 0) return p.target;
  return Math.min(1, Math.max(0, (p.target * p.total - d.sum) / rest));
}

/** An empty slot of the type, in the section of that type with the most empty slots; -1 if none. */
function emptySlotOfType(d: Draft, t: number, rng: Rng): number {
  const free = new Map<number, number[]>();
  d.slotItem.forEach((item, slot) => {
    if (item < 0 && d.slotType(slot) === t) {
      const sec = d.slotSection[slot]!;
      const list = free.get(sec);
      if (list) list.push(slot);
      else free.set(sec, [slot]);
    }
  });
  let best: number[] | undefined;
  for (const list of free.values()) {
    if (!best || list.length > best.length || (list.length === best.length && rng() < 0.5)) best = list;
  }
  return best ? best[0]! : -1;
}

/** How many still-uncovered required points an item covers. */
function gainOf(p: Prepared, d: Draft, item: number): number {
  let gain = 0;
  const start = p.reqStart[item]!;
  for (let r = start, end = start + p.reqLen[item]!; r < end; r++) if (d.cover[p.reqList[r]!] === 0) gain++;
  return gain;
}

/**
 * Step 1: cover the required knowledge points first, each time with the question covering the most
 * uncovered points; among those, the one closest to the needed difficulty (in 0.02 buckets), then at
 * random (a salted hash of the item, so the scan draws no random number per question).
 */
function coverKnowledge(p: Prepared, d: Draft, rng: Rng): void {
  const freeByType = p.types.map((t) => t.need);
  for (;;) {
    const open = d.uncovered();
    if (open.length === 0) return;
    const ideal = idealForRest(p, d);
    const salt = randInt(rng, 2 ** 31);
    let best = -1;
    let bestGain = 0;
    let bestClose = 0;
    let bestKey = 0;
    for (const k of open) {
      for (const item of p.kpItems[k]!) {
        if (d.used[item] || freeByType[p.itemType[item]!] === 0) continue;
        const gain = gainOf(p, d, item);
        if (gain < bestGain) continue;
        const close = Math.round(Math.abs(p.itemD[item]! - ideal) / CLOSE_STEP);
        if (gain === bestGain && close > bestClose) continue;
        const key = hashKey(item, salt);
        if (gain === bestGain && close === bestClose && key >= bestKey) continue;
        best = item;
        bestGain = gain;
        bestClose = close;
        bestKey = key;
      }
    }
    if (best < 0) return; // what is left needs a swap, or cannot be covered
    if (!d.free(best)) {
      d.used[best] = 2; // a repeated id of a picked question: never pick it
      continue;
    }
    const t = p.itemType[best]!;
    d.put(emptySlotOfType(d, t, rng), best);
    freeByType[t]!--;
  }
}

/** The unused item of type t closest in difficulty to x; -1 if none. */
export function nearestUnused(p: Prepared, d: Draft, t: number, x: number): number {
  const { ds, order } = p.types[t]!;
  let r = lowerBound(ds, x);
  let l = r - 1;
  while (l >= 0 || r < ds.length) {
    const takeLeft = r >= ds.length || (l >= 0 && x - ds[l]! <= ds[r]! - x);
    const item = order[takeLeft ? l-- : r++]!;
    if (d.free(item)) return item;
  }
  return -1;
}

/** An unused item of type t drawn at random within x ± w, else the nearest one; -1 if none. */
function randomNear(p: Prepared, d: Draft, t: number, x: number, w: number, rng: Rng): number {
  const { ds, order } = p.types[t]!;
  const a = lowerBound(ds, x - w);
  const b = upperBound(ds, x + w);
  if (b > a) {
    for (let tries = 0; tries < 12; tries++) {
      const item = order[a + randInt(rng, b - a)]!;
      if (d.free(item)) return item;
    }
  }
  return nearestUnused(p, d, t, x);
}

/**
 * Step 2: fill the empty slots, highest scores first, each with a question drawn at random near the
 * difficulty the rest of the paper needs. The window narrows where one slot weighs much (w·score stays
 * within half the tolerance) so the last picks land close.
 */
function fill(p: Prepared, d: Draft, rng: Rng): void {
  const order: { slot: number; score: number; tie: number }[] = [];
  d.slotItem.forEach((item, slot) => {
    if (item < 0) order.push({ slot, score: d.score(slot), tie: rng() });
  });
  order.sort((a, b) => b.score - a.score || a.tie - b.tie);
  for (const { slot, score } of order) {
    const ideal = idealForRest(p, d);
    const w = Math.min(FILL_WINDOW, (0.5 * p.tol * p.total) / score);
    const item = randomNear(p, d, d.slotType(slot), ideal, w, rng);
    if (item < 0) return; // not enough questions of this type: the caller reports it
    d.put(slot, item);
  }
}

/** Whether the item in `slot` can leave for `incoming` without uncovering a required knowledge point. */
function canSwap(p: Prepared, d: Draft, slot: number, incoming: number): boolean {
  const out = d.slotItem[slot]!;
  const start = p.reqStart[out]!;
  for (let r = start, end = start + p.reqLen[out]!; r < end; r++) {
    const k = p.reqList[r]!;
    if (d.cover[k] === 1 && !covers(p, incoming, k)) return false;
  }
  return true;
}

/**
 * Step 3a: cover what is still uncovered by single swaps: an unused question covering the point replaces
 * a picked one of its type whose points stay covered; most newly covered points first, then the swap
 * that keeps the difficulty closest to the target.
 */
function repairCoverage(p: Prepared, d: Draft): void {
  if (!d.full()) return;
  const slotsByType: number[][] = p.types.map(() => []);
  d.slotSection.forEach((_, slot) => {
    slotsByType[d.slotType(slot)]!.push(slot);
  });
  for (let round = 0; round <= p.kpIds.length; round++) {
    const open = d.uncovered();
    if (open.length === 0) return;
    let bestSlot = -1;
    let bestItem = -1;
    let bestGain = 0;
    let bestDev = Number.POSITIVE_INFINITY;
    const dev = d.deviation();
    for (const k of open) {
      for (const item of p.kpItems[k]!) {
        if (!d.free(item)) continue;
        const gain = gainOf(p, d, item);
        if (gain < bestGain) continue;
        for (const slot of slotsByType[p.itemType[item]!]!) {
          if (!canSwap(p, d, slot, item)) continue;
          const nd = Math.abs(dev + d.score(slot) * (p.itemD[item]! - p.itemD[d.slotItem[slot]!]!));
          if (gain > bestGain || nd < bestDev) {
            bestSlot = slot;
            bestItem = item;
            bestGain = gain;
            bestDev = nd;
          }
        }
      }
    }
    if (bestSlot < 0) return;
    d.put(bestSlot, bestItem);
  }
}

/**
 * Step 3b: bring the difficulty into the band by single swaps: for each slot, the unused question of its
 * type whose difficulty best cancels the deviation (one that keeps every covered point covered); apply the
 * best swap, repeat while it helps.
 */
export function repairDifficulty(p: Prepared, d: Draft): void {
  if (!d.full()) return;
  const band = p.tol * p.total * (1 - 1e-6);
  const target = p.target * p.total;
  for (let round = 0; round < 4 * d.slotItem.length + 20; round++) {
    const dev = d.sum - target;
    if (Math.abs(dev) <= band) return;
    let bestSlot = -1;
    let bestItem = -1;
    let bestDev = Math.abs(dev);
    for (let slot = 0; slot < d.slotItem.length; slot++) {
      const out = d.slotItem[slot]!;
      const score = d.score(slot);
      const want = p.itemD[out]! - dev / score;
      const t = d.slotType(slot);
      const critical = reqOf(p, out).filter((k) => d.cover[k] === 1);
      let item = -1;
      if (critical.length === 0) {
        item = nearestUnused(p, d, t, want);
      } else {
        // Only questions that also cover the critical points may come in: search those directly.
        let gap = Number.POSITIVE_INFINITY;
        for (const c of p.kpItems[critical[0]!]!) {
          if (p.itemType[c] !== t || !d.free(c) || !critical.every((k) => covers(p, c, k))) continue;
          const g = Math.abs(p.itemD[c]! - want);
          if (g < gap) {
            gap = g;
            item = c;
          }
        }
      }
      if (item < 0) continue;
      const nd = Math.abs(dev + score * (p.itemD[item]! - p.itemD[out]!));
      if (nd < bestDev - 1e-12) {
        bestDev = nd;
        bestSlot = slot;
        bestItem = item;
      }
    }
    if (bestSlot < 0) return;
    d.put(bestSlot, bestItem);
  }
}
