/**
 * Measuring a bubble on the page (docs/recognition.md, step 5): its fill and centre against the paper
 * between it and its neighbours, whether that paper is uneven (a stain's edge), whether a stroke runs
 * through it (crossed out). The decisions on these measures are in bubbles.ts.
 */
import type { TemplateBubble } from '@zhijuan/sheet';
import { at, type Gray } from './gray';
import { type Affine, localFrame, type Projective } from './transform';
/** What sampling a bubble measures, before any decision. */
export interface BubbleSample {
  fill: number;
  centre: number;
  /**
   * The fill against the darkest of the paper spots between this bubble and its neighbours, when the
   * spots differ by `UNEVEN` or more (a stain's edge or rim beside it); else `fill`. A bubble is
   * filled only when both readings say so.
   */
  fillLow?: number;
  /** The paper spots around it differ by `UNEVEN` or more: a stain's edge or rim beside it. */
  uneven?: boolean;
  /**
   * A pencil stroke runs out of the bubble on two opposite sides (an X, a slash or a strike through
   * it): the shape of a cancelled answer, not of a fill.
   */
  struck?: boolean;
}

/**
 * Paper spots around a bubble differing this much (darkest against lightest) make its surroundings
 * uneven: a stain's edge or rim runs beside it. Paper, noise and light vary far less across 3 mm.
 */
export const UNEVEN = 0.1;
/**
 * The same where only the gaps to the bubbles left, right, above or below are there to compare (the
 * corner of a grid): a filled neighbour's edge darkens those by up to ~0.12.
 */
const UNEVEN_SIDES = 0.16;
/** Darkness, against the paper, of a pencil stroke seen just outside the ring. */
const STROKE = 0.35;

const medianOf = (v: number[]) => {
  const s = [...v].sort((p, q) => p - q);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : 255;
};

/** Mean grey of a small square of pixels around (x, y). */
function patch(g: Gray, x: number, y: number, r: number): number {
  let sum = 0;
  let n = 0;
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) {
      sum += at(g, x + dx, y + dy);
      n++;
    }
  return sum / n;
}

/** The four paper spots beside a bubble, mm: left, right, above, below (a lone bubble's). */
function sidesOf(b: TemplateBubble): [number, number][] {
  const { xMm: x, yMm: y, wMm: w, hMm: h } = b;
  return [
    [x - 0.75, y + h / 2],
    [x + w + 0.75, y + h / 2],
    [x + w / 2, y - 1],
    [x + w / 2, y + h + 1],
  ];
}

/** Where a bubble's paper is read, mm: diagonal gaps (between four bubbles), and the others. */
export interface PaperSpots {
  corners: [number, number][];
  sides: [number, number][];
}

const spotCache = new WeakMap<TemplateBubble[], PaperSpots[]>();

/**
 * The paper spots around each bubble, mm: the middle of each gap between it and a bubble beside it,
 * where nothing is printed (no question number, frame line or text). `corners`, the diagonal gaps
 * (between four bubbles of a grid), no fill reaches, its own or a neighbour's, so one darker than the
 * others is a stain or a stroke, never the sheet; `sides`, the gaps left, right, above and below,
 * which a filled neighbour's edge may darken a little. A bubble with fewer than two neighbours (a
 * lone 缺考 bubble) gets the four sides.
 */
export function paperSpots(bubbles: TemplateBubble[]): PaperSpots[] {
  const known = spotCache.get(bubbles);
  if (known) return known;
  const made = bubbles.map((b) => {
    const corners: [number, number][] = [];
    const sides: [number, number][] = [];
    for (const [sx, sy] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      // The nearest bubble that way, its box within 3 mm of this one's on that side.
      let best: TemplateBubble | null = null;
      let bestGap = Infinity;
      for (const o of bubbles) {
        if (o === b) continue;
        const gx = sx < 0 ? b.xMm - (o.xMm + o.wMm) : sx > 0 ? o.xMm - (b.xMm + b.wMm) : 0;
        const gy = sy < 0 ? b.yMm - (o.yMm + o.hMm) : sy > 0 ? o.yMm - (b.yMm + b.hMm) : 0;
        const overlapX = o.xMm < b.xMm + b.wMm - 0.5 && o.xMm + o.wMm > b.xMm + 0.5;
        const overlapY = o.yMm < b.yMm + b.hMm - 0.5 && o.yMm + o.hMm > b.yMm + 0.5;
        if ((sx !== 0 && (gx < 0.8 || gx > 3)) || (sy !== 0 && (gy < 0.8 || gy > 3))) continue;
        if ((sx === 0 && !overlapX) || (sy === 0 && !overlapY)) continue;
        const gap = Math.hypot(sx ? gx : 0, sy ? gy : 0);
        if (gap < bestGap) {
          bestGap = gap;
          best = o;
        }
      }
      if (!best) continue;
      const mid = (p0: number, p1: number, q0: number, q1: number) =>
        p1 <= q0 ? (p1 + q0) / 2 : (q1 + p0) / 2;
      const x = sx === 0 ? b.xMm + b.wMm / 2 : mid(b.xMm, b.xMm + b.wMm, best.xMm, best.xMm + best.wMm);
      const y = sy === 0 ? b.yMm + b.hMm / 2 : mid(b.yMm, b.yMm + b.hMm, best.yMm, best.yMm + best.hMm);
      (sx && sy ? corners : sides).push([x, y]);
    }
    return corners.length + sides.length >= 2 ? { corners, sides } : { corners: [], sides: sidesOf(b) };
  });
  spotCache.set(bubbles, made);
  return made;
}
/** Radius of the centre, mm: a pencil dot (~1.4 mm across) covers it whole. */
const CENTRE_MM = 0.5;
/** Steps of the sampling grids, mm: about a pixel at the reading resolution in the centre. */
const CENTRE_STEP_MM = 0.15;
const ENDS_STEP_MM = 0.2;

/** Where to sample inside a bubble of one size, mm from its centre: the ends and the centre. */
interface Pattern {
  ends: Float64Array;
  centre: Float64Array;
}

const patterns = new Map<string, Pattern>();

/** The sampling points of a bubble of this size (every bubble of a sheet has the same). */
function patternOf(wMm: number, hMm: number): Pattern {
  const key = `${wMm}x${hMm}`;
  const known = patterns.get(key);
  if (known) return known;
  // Inside the ring line with a margin for blur, its corners rounded like the printed ones.
  const halfW = wMm / 2 - Math.min(0.45, wMm * 0.09);
  const halfH = hMm / 2 - Math.min(0.4, hMm * 0.13);
  const corner = Math.min(halfW, halfH, 0.8);
  const inside = (dx: number, dy: number) => {
    const ex = Math.max(0, Math.abs(dx) - (halfW - corner));
    const ey = Math.max(0, Math.abs(dy) - (halfH - corner));
    return ex * ex + ey * ey <= corner * corner;
  };
  // The letter, one or two characters, stays within this distance of the centre across.
  const letter = wMm * 0.22;
  const ends: number[] = [];
  for (let dx = -halfW; dx <= halfW + 1e-9; dx += ENDS_STEP_MM)
    for (let dy = -halfH; dy <= halfH + 1e-9; dy += ENDS_STEP_MM)
      if (Math.abs(dx) >= letter && inside(dx, dy)) ends.push(dx, dy);
  const centre: number[] = [];
  const r = Math.min(CENTRE_MM, halfH);
  for (let dx = -r; dx <= r + 1e-9; dx += CENTRE_STEP_MM)
    for (let dy = -r; dy <= r + 1e-9; dy += CENTRE_STEP_MM)
      if (dx * dx + dy * dy <= r * r) centre.push(dx, dy);
  const made = { ends: Float64Array.from(ends), centre: Float64Array.from(centre) };
  patterns.set(key, made);
  return made;
}

/**
 * How dark a bubble is compared with the paper right beside it, in two places inside its printed
 * ring: `fill`, the mean of the two ends left and right of the letter (a fill, light or firm, covers
 * them; the letter never does); `centre`, the 30th percentile of the disk over the letter, so the
 * letter's thin strokes hardly count and a dot, dark all over it, does. The paper is the lightest of
 * the spots between this bubble and its neighbours (`paperSpots`; a neighbour's fill does not reach
 * them): where they differ by `UNEVEN` or more — a stain's edge or dark rim beside the bubble, whose
 * inside may be stained as well or not — `fillLow` reads it against the darkest as well. `struck`:
 * a stroke darker than `STROKE` runs out of the ring on two opposite sides (an X or a strike over a
 * cancelled answer). Within a bubble the map is taken as flat (its local affine part): a photo's
 * perspective does not bend 5 mm.
 */
export function sampleBubble(
  g: Gray,
  t: Affine | Projective,
  b: TemplateBubble,
  spots: PaperSpots = { corners: [], sides: sidesOf(b) },
): BubbleSample {
  const cx = b.xMm + b.wMm / 2;
  const cy = b.yMm + b.hMm / 2;
  const {
    o,
    u: { x: ux, y: uy },
    v: { x: vx, y: vy },
  } = localFrame(t, cx, cy);
  const r = Math.max(1, Math.round(Math.hypot(ux, uy) * 0.25));
  const toPx = (x: number, y: number) => ({
    x: o.x + (x - cx) * ux + (y - cy) * vx,
    y: o.y + (x - cx) * uy + (y - cy) * vy,
  });
  const read = (list: [number, number][]) =>
    list.map(([x, y]) => {
      const p = toPx(x, y);
      return patch(g, p.x, p.y, r);
    });
  const corners = read(spots.corners);
  const all = [...corners, ...read(spots.sides)];
  // The paper: the lightest of all (a stroke or a neighbour's edge darkens some). How even it is:
  // among the diagonal gaps when there are two, else among all against a wider bound.
  const paper = Math.max(1, ...all);
  const compared = corners.length >= 2 ? corners : all;
  const bound = corners.length >= 2 ? UNEVEN : UNEVEN_SIDES;
  const darkest = Math.min(...compared);
  const lightest = Math.max(1, ...compared);
  const { ends, centre } = patternOf(b.wMm, b.hMm);
  const grey = (pts: Float64Array, i: number) =>
    at(g, o.x + pts[i]! * ux + pts[i + 1]! * vx, o.y + pts[i]! * uy + pts[i + 1]! * vy);
  let sum = 0;
  for (let i = 0; i < ends.length; i += 2) sum += grey(ends, i);
  const core = new Uint8Array(centre.length / 2);
  for (let i = 0; i < centre.length; i += 2) core[i / 2] = grey(centre, i);
  // The 30th percentile of darkness is the 70th of grey.
  core.sort();
  const against = (ref: number) => (v: number) => Math.max(0, Math.min(1, (ref - v) / ref));
  const darkness = against(paper);
  const endsGrey = ends.length ? sum / (ends.length / 2) : paper;
  const uneven = compared.length >= 2 && (lightest - darkest) / lightest >= bound;
  const fill = darkness(endsGrey);
  return {
    fill,
    centre: darkness(core.length ? core[Math.floor(core.length * 0.7)]! : paper),
    fillLow: uneven ? against(Math.max(1, darkest))(endsGrey) : fill,
    uneven,
    struck: struckThrough(g, b, toPx, medianOf(all)),
  };
}

/**
 * Whether a stroke leaves the bubble on two opposite sides — left and right, above and below, or
 * through opposite corners: the darkest pixel along a short line 0.6 mm outside the ring on each
 * side (0.35–0.75 mm out along the diagonal at the corners), against the paper around the bubble (the median of its spots,
 * so that inside a stain the stain is the paper, and its rim — lighter than pencil — no stroke). A fill, even a generous one, stays within
 * ~0.3 mm of the ring; a question number beside the first bubble darkens one side only.
 */
function struckThrough(
  g: Gray,
  b: TemplateBubble,
  toPx: (x: number, y: number) => { x: number; y: number },
  paper: number,
): boolean {
  const { xMm: x, yMm: y, wMm: w, hMm: h } = b;
  const out = 0.6;
  const darkestOn = (x0: number, y0: number, x1: number, y1: number, steps: number) => {
    let v = 255;
    for (let i = 0; i <= steps; i++) {
      const p = toPx(x0 + ((x1 - x0) * i) / Math.max(1, steps), y0 + ((y1 - y0) * i) / Math.max(1, steps));
      v = Math.min(v, at(g, p.x, p.y));
    }
    return Math.max(0, (paper - v) / paper);
  };
  const step = 0.2;
  const side = (x0: number, y0: number, x1: number, y1: number) =>
    darkestOn(x0, y0, x1, y1, Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / step)));
  // Beyond a corner, along the bubble's diagonal (where an X's arm runs out), 0.35–0.75 mm, and
  // 0.2 mm either side of that line: the darkest of nine points.
  const dl = Math.hypot(w, h);
  const corner = (cx: number, cy: number, sx: number, sy: number) => {
    const ax = (sx * w) / dl;
    const ay = (sy * h) / dl;
    let v = 0;
    for (const d of [0.35, 0.55, 0.75])
      for (const e of [-0.2, 0, 0.2])
        v = Math.max(
          v,
          darkestOn(
            cx + ax * d - ay * e,
            cy + ay * d + ax * e,
            cx + ax * d - ay * e,
            cy + ay * d + ax * e,
            0,
          ),
        );
    return v;
  };
  const left = side(x - out, y + h * 0.15, x - out, y + h * 0.85);
  const right = side(x + w + out, y + h * 0.15, x + w + out, y + h * 0.85);
  const top = side(x + w * 0.2, y - out, x + w * 0.8, y - out);
  const bottom = side(x + w * 0.2, y + h + out, x + w * 0.8, y + h + out);
  const tl = corner(x, y, -1, -1);
  const tr = corner(x + w, y, 1, -1);
  const br = corner(x + w, y + h, 1, 1);
  const bl = corner(x, y + h, -1, 1);
  const both = (p: number, q: number) => p >= STROKE && q >= STROKE;
  if (both(left, right) || both(top, bottom) || both(tl, br) || both(tr, bl)) return true;
  // A strike at another angle leaves near a corner, outside those windows (at 22° it passes the
  // right side 0.25 mm below its top): every point of the outline 0.6 mm out, 0.2 mm apart, and a
  // stroke where two dark ones are joined by a line through the bubble's middle.
  const dark: { x: number; y: number }[] = [];
  const walk = (x0: number, y0: number, x1: number, y1: number) => {
    const n = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let i = 0; i < n; i++) {
      const px = x0 + ((x1 - x0) * i) / n;
      const py = y0 + ((y1 - y0) * i) / n;
      if (darkestOn(px, py, px, py, 0) >= STROKE) dark.push({ x: px, y: py });
    }
  };
  walk(x - out, y - out, x + w + out, y - out);
  walk(x + w + out, y - out, x + w + out, y + h + out);
  walk(x + w + out, y + h + out, x - out, y + h + out);
  walk(x - out, y + h + out, x - out, y - out);
  if (dark.length < 2) return false;
  const core = { x0: x + CORE_MM, y0: y + CORE_MM * 0.8, x1: x + w - CORE_MM, y1: y + h - CORE_MM * 0.8 };
  for (let i = 0; i < dark.length; i++)
    for (let j = i + 1; j < dark.length; j++) if (crosses(dark[i]!, dark[j]!, core)) return true;
  return false;
}

/** How far in from the bubble's ends and (×0.8) its top and bottom the middle a strike crosses lies, mm. */
const CORE_MM = 1;

/** Whether the segment p–q passes through the box (Liang–Barsky clipping). */
function crosses(
  p: { x: number; y: number },
  q: { x: number; y: number },
  box: { x0: number; y0: number; x1: number; y1: number },
): boolean {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  let t0 = 0;
  let t1 = 1;
  for (const [num, den] of [
    [p.x - box.x0, -dx],
    [box.x1 - p.x, dx],
    [p.y - box.y0, -dy],
    [box.y1 - p.y, dy],
  ] as const) {
    if (den === 0) {
      if (num < 0) return false;
      continue;
    }
    const t = num / den;
    if (den < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}
