import type { TemplateBubble } from '@zhijuan/sheet';
import { at, type Gray } from './gray';
import { type Affine, apply, type Projective } from './transform';

/**
 * How clearly a bubble's printed ring is where the map puts it, side by side (left, right, top,
 * bottom), sorted from the weakest: the darkest pixel within ±0.5 mm across the ring line against the
 * paper just outside, 0 … 1. A map off by a millimetre there finds paper instead of the line on at
 * least two sides.
 */
export function ringSides(g: Gray, t: Affine | Projective, b: TemplateBubble): number[] {
  const cx = b.xMm + b.wMm / 2;
  const cy = b.yMm + b.hMm / 2;
  const sides = [
    { x: b.xMm, y: cy, nx: -1, ny: 0 },
    { x: b.xMm + b.wMm, y: cy, nx: 1, ny: 0 },
    { x: cx, y: b.yMm, nx: 0, ny: -1 },
    { x: cx, y: b.yMm + b.hMm, nx: 0, ny: 1 },
  ];
  return sides
    .map((s) => {
      let line = 255;
      for (let k = -5; k <= 5; k++) {
        const p = apply(t, s.x + s.nx * k * 0.1, s.y + s.ny * k * 0.1);
        line = Math.min(line, at(g, p.x, p.y));
      }
      // The paper: the lightest point 0.7–1.2 mm out, so a neighbour 1.5 mm away does not count.
      let paper = 1;
      for (let d = 0.7; d <= 1.21; d += 0.1) {
        const out = apply(t, s.x + s.nx * d, s.y + s.ny * d);
        paper = Math.max(paper, at(g, out.x, out.y));
      }
      return Math.max(0, (paper - line) / paper);
    })
    .sort((p, q) => p - q);
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
export function alignment(g: Gray, t: Affine | Projective, bubbles: TemplateBubble[]): Alignment {
  const sides = bubbles.map((b) => ringSides(g, t, b));
  const second = sides.map((s) => s[1]!);
  const sorted = [...second].sort((p, q) => p - q);
  // Not the median: under a bad map most rings may be lost.
  const clear = sorted.length ? sorted[Math.floor(sorted.length * 0.9)]! : 0;
  const found = second.map((c) => c >= clear * 0.4);
  const lost = found.length ? found.filter((f) => !f).length / found.length : 0;
  const mean = sides.reduce((sum, s) => sum + (s[1]! + s[2]!) / 2, 0) / Math.max(1, sides.length);
  return { mean, lost, found };
}
