import type { TemplateBubble } from '@zhijuan/sheet';
import { alignment, COARSE } from './align';
import { at, type Gray } from './gray';
import {
  type Affine,
  apply,
  type Frame,
  fitAffine,
  fitHomography,
  localFrame,
  type Pair,
  type Projective,
  scaleAt,
} from './transform';

/** How far, mm, around where the map puts a bubble its printed ring is looked for on each axis. */
const SEARCH_MM = 1.2;
/** Step of that search, mm. */
const STEP_MM = 0.1;
/** The paper is looked at this far, mm, outside the ring line (the ink of the line is ~0.25 mm). */
const OUT_MM = 0.45;

/**
 * How clearly a bubble's left and right ring lines (or top and bottom: `axis` 'y') stand where the map
 * puts them when the bubble is shifted `d` mm along that axis: the mean contrast of each line against
 * the paper just outside it, at three places along the line. A filled bubble's line is as clear as an
 * empty one's from outside, where this looks.
 */
function edgeScore(g: Gray, { o, u, v }: Frame, b: TemplateBubble, axis: 'x' | 'y', d: number): number {
  const halfW = b.wMm / 2;
  const halfH = b.hMm / 2;
  let sum = 0;
  let n = 0;
  const px = (mx: number, my: number) => at(g, o.x + mx * u.x + my * v.x, o.y + mx * u.y + my * v.y);
  for (const side of [-1, 1]) {
    for (const along of [-0.5, 0, 0.5]) {
      let line: number;
      let out: number;
      if (axis === 'x') {
        const x = side * halfW + d;
        const y = along * halfH;
        line = px(x, y);
        out = px(x + side * OUT_MM, y);
      } else {
        const x = along * halfW;
        const y = side * halfH + d;
        line = px(x, y);
        out = px(x, y + side * OUT_MM);
      }
      sum += Math.max(0, out - line) / Math.max(1, out);
      n++;
    }
  }
  return sum / n;
}

/** Where, along one axis, the bubble's ring is clearest: the shift in mm and its score, or null at the window's edge. */
function bestShift(
  g: Gray,
  frame: Frame,
  b: TemplateBubble,
  axis: 'x' | 'y',
): { d: number; score: number } | null {
  const steps = Math.round(SEARCH_MM / STEP_MM);
  let best = -1;
  let bestK = 0;
  for (let k = -steps; k <= steps; k++) {
    const s = edgeScore(g, frame, b, axis, k * STEP_MM);
    if (s > best) {
      best = s;
      bestK = k;
    }
  }
  // A peak at the edge of the window is the slope of one further out: not found here.
  if (Math.abs(bestK) === steps) return null;
  return { d: bestK * STEP_MM, score: best };
}

/** The map through the pairs: a homography when there are enough of them spread over the page, else affine. */
function fit(pairs: Pair[]): Affine | Projective | null {
  if (pairs.length >= 8) {
    const h = fitHomography(pairs);
    if (h) return h;
  }
  return fitAffine(pairs)?.transform ?? null;
}

/**
 * A map fitted to the printed bubble rings instead of the corner marks alone, for a page the marks
 * cannot map well: a phone photo with a corner covered (three marks are only an affine map, and a
 * photo's perspective is not affine), a curled page, a mark found a little off. Grown outwards from
 * what the marks place well: each pass looks for every ring not yet found within ±1.2 mm of where the
 * current map puts it — near the marks the map is right, far from them it is not yet — and refits a
 * homography to the marks and the rings found so far, so the next pass sees further. A ring is taken
 * only where both axes have a clear peak inside the window (half the page's clearest), so a bubble the
 * map puts more than a millimetre off waits for a better map rather than being matched to a neighbour
 * 6.5 mm away. Last, rings more than 0.4 mm from the fitted map are dropped and it is fitted again.
 * Null when too few rings were found to trust.
 */
export function refineByRings(
  g: Gray,
  map: Affine | Projective,
  marks: Pair[],
  bubbles: TemplateBubble[],
): Projective | Affine | null {
  const found = new Map<number, Pair>();
  let current: Affine | Projective = map;
  // Half the clearest rings of the first pass, which sees most of the page: later passes see only
  // the bubbles still missing, the hardest ones.
  let line = 0;
  for (let pass = 0; pass < 6; pass++) {
    const seen: { i: number; pair: Pair; score: number }[] = [];
    bubbles.forEach((b, i) => {
      if (found.has(i)) return;
      const cx = b.xMm + b.wMm / 2;
      const cy = b.yMm + b.hMm / 2;
      const frame = localFrame(current, cx, cy);
      const sx = bestShift(g, frame, b, 'x');
      const sy = bestShift(g, frame, b, 'y');
      if (!sx || !sy) return;
      const { o, u, v } = frame;
      const at = { x: o.x + sx.d * u.x + sy.d * v.x, y: o.y + sx.d * u.y + sy.d * v.y };
      seen.push({ i, pair: { mm: { x: cx, y: cy }, px: at }, score: Math.min(sx.score, sy.score) });
    });
    if (seen.length === 0) break;
    if (pass === 0) {
      const clear = seen.map((s) => s.score).sort((p, q) => q - p);
      line = Math.max(0.15, clear[Math.floor(clear.length * 0.1)]! * 0.5);
    }
    let added = 0;
    for (const s of seen)
      if (s.score >= line) {
        found.set(s.i, s.pair);
        added++;
      }
    const next = fit([...marks, ...found.values()]);
    if (!next) return null;
    current = next;
    if (added === 0) break;
  }
  if (found.size < Math.max(8, bubbles.length * 0.5)) return null;
  // Rings matched a little off (a neighbour's stroke, a letter) leave the fit, once.
  const pxPerMm = scaleAt(current, 105, 148);
  const kept = [...found.values()].filter((p) => {
    const q = apply(current, p.mm.x, p.mm.y);
    return Math.hypot(q.x - p.px.x, q.y - p.px.y) <= 0.4 * pxPerMm;
  });
  return fit([...marks, ...kept]);
}

/** How far from where three marks put it a hidden fourth may be, mm (a photo's perspective: up to ~35). */
const REACH_MM = 45;
/**
 * How far on a steep photo, mm: the far side 60 % as wide as the near one puts the hidden corner up
 * to ~80 mm from where three marks' affine map does. Searched 2 mm apart beyond `REACH_MM`, only when
 * nothing within it lines up.
 */
const STEEP_REACH_MM = 110;
/** Share of the sample's rings lost under the best map within `REACH_MM` that sends the search further. */
const LOST_FURTHER = 0.15;

/**
 * The map of a page whose fourth mark is hidden (a thumb, a fold) on a photo, where three marks give
 * only an affine map and the page's perspective leaves bubbles millimetres off it: the hidden mark's
 * place is searched — every point within 45 mm of where the three put it, 1 mm apart, then 0.25 mm
 * apart around the best — for the homography through all four under which the printed rings line up
 * best. A sample of bubbles spread over the page is enough to tell. When the best of those still
 * leaves rings lost (a steep photo: the far side much narrower than the near one), the ring out to
 * 110 mm is searched 2 mm apart, then 0.5 and 0.25 mm around its best. Null when nothing lines up
 * better than the three marks' own map.
 */
export function hiddenCorner(
  g: Gray,
  marks: Pair[],
  hidden: { x: number; y: number },
  bubbles: TemplateBubble[],
): Projective | null {
  const three = fitAffine(marks);
  if (!three || marks.length !== 3) return null;
  const sample = bubbles.filter((_, i) => i % Math.max(1, Math.floor(bubbles.length / 48)) === 0);
  const guess = apply(three.transform, hidden.x, hidden.y);
  const mm = scaleAt(three.transform, hidden.x, hidden.y);
  // The best so far: where the hidden mark is put, and the map and ring score that gives.
  const best = { x: guess.x, y: guess.y, h: null as Projective | null, score: -1 };
  /** Every point `step` mm apart, out to `reach` mm around `c` and beyond `inner` (per axis). */
  const search = (c: { x: number; y: number }, reach: number, step: number, inner = -1) => {
    for (let dy = -reach; dy <= reach; dy += step)
      for (let dx = -reach; dx <= reach; dx += step) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) <= inner) continue;
        const x = c.x + dx * mm;
        const y = c.y + dy * mm;
        const h = fitHomography([...marks, { mm: hidden, px: { x, y } }]);
        if (!h) continue;
        const score = alignment(g, h, sample, COARSE).mean;
        if (score > best.score) Object.assign(best, { x, y, h, score });
      }
  };
  search(guess, REACH_MM, 1);
  search({ ...best }, 1, 0.25);
  if (!best.h) return null;
  if (alignment(g, best.h, sample).lost > LOST_FURTHER) {
    search(guess, STEEP_REACH_MM, 2, REACH_MM);
    search({ ...best }, 2, 0.5);
    search({ ...best }, 0.5, 0.25);
  }
  if (!best.h || best.score <= alignment(g, three.transform, sample, COARSE).mean) return null;
  return best.h;
}
