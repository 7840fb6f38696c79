import type { TemplateBubble } from '@zhijuan/sheet';
import { at, type Gray } from './gray';
import { type Affine, apply, type Projective } from './transform';

/**
 * How clearly a bubble's printed ring is where the map puts it: on each of its four sides, the darkest
 * pixel within ±0.5 mm across the ring line against the paper 1.2 mm outside, 0 … 1 (the median of
 * the four sides, so one side under a stray stroke or a neighbour's fill does not decide). A map off
 * by a millimetre or more there finds paper instead of the line.
 */
export function ringContrast(g: Gray, t: Affine | Projective, b: TemplateBubble): number {
  const cx = b.xMm + b.wMm / 2;
  const cy = b.yMm + b.hMm / 2;
  const sides = [
    { x: b.xMm, y: cy, nx: -1, ny: 0 },
    { x: b.xMm + b.wMm, y: cy, nx: 1, ny: 0 },
    { x: cx, y: b.yMm, nx: 0, ny: -1 },
    { x: cx, y: b.yMm + b.hMm, nx: 0, ny: 1 },
  ];
  const contrast = sides.map((s) => {
    let line = 255;
    for (let k = -5; k <= 5; k++) {
      const p = apply(t, s.x + s.nx * k * 0.1, s.y + s.ny * k * 0.1);
      line = Math.min(line, at(g, p.x, p.y));
    }
    const out = apply(t, s.x + s.nx * 1.2, s.y + s.ny * 1.2);
    const paper = Math.max(1, at(g, out.x, out.y));
    return Math.max(0, (paper - line) / paper);
  });
  contrast.sort((p, q) => p - q);
  return (contrast[1]! + contrast[2]!) / 2;
}

export interface Alignment {
  /** Mean ring contrast over the page's bubbles: the higher, the better the map fits. */
  mean: number;
  /** Share of bubbles whose ring is not found (contrast under half that of the page's clearest rings). */
  lost: number;
  /** Per bubble (in template order): ring found where the map puts it. */
  found: boolean[];
}

/**
 * How well a map fits the page, judged by the printed bubble rings rather than by the marks alone: a
 * mark that is really a stamp, or a photo's perspective fitted as a flat affine map, leaves rings
 * off their places.
 */
export function alignment(g: Gray, t: Affine | Projective, bubbles: TemplateBubble[]): Alignment {
  const contrast = bubbles.map((b) => ringContrast(g, t, b));
  const sorted = [...contrast].sort((p, q) => p - q);
  // What a found ring looks like on this page (light, blur and print vary): its clearer rings. Not the
  // median — under a bad map most rings may be lost.
  const clear = sorted.length ? sorted[Math.floor(sorted.length * 0.9)]! : 0;
  const found = contrast.map((c) => c >= clear * 0.5);
  const lost = found.length ? found.filter((f) => !f).length / found.length : 0;
  const mean = contrast.reduce((s, c) => s + c, 0) / Math.max(1, contrast.length);
  return { mean, lost, found };
}
