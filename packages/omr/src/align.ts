import type { TemplateBubble } from '@zhijuan/sheet';
import { at, type Gray } from './gray';
import { type Affine, apply, type Projective } from './transform';

/**
 * Where a ring side is looked at, mm: points across its line (the darkest counts) and points out on
 * the paper beyond it (the lightest counts). `FINE`: ±0.5 mm across, 0.7–1.2 mm out — a map off by a
 * millimetre there finds paper instead of the line. `COARSE`: three points across (±0.35 mm) and one
 * out (0.9 mm), for searches over thousands of maps.
 */
export interface RingProbe {
  across: number[];
  out: number[];
}

export const FINE: RingProbe = {
  across: Array.from({ length: 11 }, (_, k) => (k - 5) * 0.1),
  // The paper: 0.7–1.2 mm out, so a neighbour 1.5 mm away does not count.
  out: [0.7, 0.8, 0.9, 1, 1.1, 1.2],
};
export const COARSE: RingProbe = { across: [-0.35, 0, 0.35], out: [0.9] };

/**
 * How clearly a bubble's printed ring is where the map puts it, side by side (left, right, top,
 * bottom), sorted from the weakest into `into` (and returned): the darkest point across the ring line
 * against the paper just outside, 0 … 1.
 */
export function ringSides(
  g: Gray,
  t: Affine | Projective,
  b: TemplateBubble,
  probe: RingProbe = FINE,
  into: number[] = [0, 0, 0, 0],
): number[] {
  const cx = b.xMm + b.wMm / 2;
  const cy = b.yMm + b.hMm / 2;
  for (let k = 0; k < 4; k++) {
    // Left, right, top, bottom: a point of the line and the way out.
    const x = k === 0 ? b.xMm : k === 1 ? b.xMm + b.wMm : cx;
    const y = k === 2 ? b.yMm : k === 3 ? b.yMm + b.hMm : cy;
    const nx = k === 0 ? -1 : k === 1 ? 1 : 0;
    const ny = k === 2 ? -1 : k === 3 ? 1 : 0;
    let line = 255;
    for (const d of probe.across) {
      const p = apply(t, x + nx * d, y + ny * d);
      line = Math.min(line, at(g, p.x, p.y));
    }
    let paper = 1;
    for (const d of probe.out) {
      const p = apply(t, x + nx * d, y + ny * d);
      paper = Math.max(paper, at(g, p.x, p.y));
    }
    into[k] = Math.max(0, (paper - line) / paper);
  }
  return into.sort((p, q) => p - q);
}

export interface Alignment {
  /** Mean ring contrast (the middle two sides of each bubble): the higher, the better the map fits. */
  mean: number;
  /** Share of bubbles whose ring is not found. */
  lost: number;
  /** Per bubble (in template order): its ring found where the map puts it. */
  found: boolean[];
}

/**
 * How well a map fits the page, judged by the printed bubble rings rather than by the marks alone: a
 * mark that is really a stamp, or a photo's perspective fitted as a flat map, leaves rings off their
 * places. A ring counts as found when at most one side is weak (a neighbour's fill or a stray stroke
 * may dim one side): three sides at least 40 % as clear as on the page's clearest rings — light,
 * blur and print vary from page to page.
 */
export function alignment(
  g: Gray,
  t: Affine | Projective,
  bubbles: TemplateBubble[],
  probe: RingProbe = FINE,
): Alignment {
  const second = new Array<number>(bubbles.length);
  const sides = [0, 0, 0, 0];
  let sum = 0;
  bubbles.forEach((b, i) => {
    ringSides(g, t, b, probe, sides);
    second[i] = sides[1]!;
    sum += (sides[1]! + sides[2]!) / 2;
  });
  const sorted = [...second].sort((p, q) => p - q);
  // Not the median: under a bad map most rings may be lost.
  const clear = sorted.length ? sorted[Math.floor(sorted.length * 0.9)]! : 0;
  const found = second.map((c) => c >= clear * 0.4);
  const lost = found.length ? found.filter((f) => !f).length / found.length : 0;
  return { mean: sum / Math.max(1, bubbles.length), lost, found };
}
