/**
 * More of what happens to answer sheets, for tests and benchmarks (not part of the engine): coffee
 * stains with a darker rim, and answers a student crossed out — an X or a single strike over a filled
 * bubble — instead of erasing. Drawn as SVG over the 300-dpi page (`drawOver` of phone.ts multiplies
 * them with the paper and the pencil under them, as on paper). The sizes and shades are those of real
 * stains and pencil strokes, not of any line the engine draws.
 */
import type { TemplateBubble } from '@zhijuan/sheet';

const PX = 300 / 25.4;

export interface Stain {
  /** Centre, mm. */
  xMm: number;
  yMm: number;
  /** Mean radius, mm (the outline wobbles by up to a fifth of it). */
  radiusMm: number;
  /** How much darker the paper is inside (0.1–0.22 for coffee), in the green a scan is read in. */
  inside: number;
  /** How much darker the rim is where the coffee dried (0.3–0.45). */
  rim: number;
  /** Width of the rim, mm. */
  rimMm: number;
  seed: number;
}

/** A coffee stain: an irregular round patch, brownish, darker at its dried rim, edges slightly soft. */
export function stainShape(s: Stain): string {
  let k = s.seed;
  const rand = () => {
    k = (k * 1103515245 + 12345) % 2147483648;
    return k / 2147483648;
  };
  // The outline: a circle wobbled by three low harmonics.
  const harmonics = [2, 3, 5].map((n) => ({ n, a: (rand() - 0.5) * 0.25, p: rand() * 2 * Math.PI }));
  const points = Array.from({ length: 72 }, (_, i) => {
    const t = (i / 72) * 2 * Math.PI;
    const r = s.radiusMm * (1 + harmonics.reduce((sum, h) => sum + h.a * Math.cos(h.n * t + h.p), 0));
    return `${((s.xMm + r * Math.cos(t)) * PX).toFixed(1)},${((s.yMm + r * Math.sin(t)) * PX).toFixed(1)}`;
  }).join(' ');
  // Coffee: red least darkened, blue most; the green channel carries the stated darkening.
  const colour = (dark: number) => {
    const g = 1 - dark;
    return `rgb(${Math.round(255 * Math.min(1, g + dark * 0.35))},${Math.round(255 * g)},${Math.round(255 * Math.max(0, g - dark * 0.4))})`;
  };
  const id = `stain${s.seed}`;
  return (
    `<defs><filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(0.25 * PX).toFixed(1)}"/></filter></defs>` +
    `<g filter="url(#${id})">` +
    `<polygon points="${points}" fill="${colour(s.inside)}"/>` +
    // The rim multiplies over the inside: its own share so that rim × inside gives `rim`.
    `<polygon points="${points}" fill="none" stroke="${colour(1 - (1 - s.rim) / (1 - s.inside))}" stroke-width="${(s.rimMm * PX).toFixed(1)}" stroke-linejoin="round"/>` +
    '</g>'
  );
}

export interface Crossing {
  /** An X through the bubble's corners, or one strike through it at an angle. */
  kind: 'x' | 'strike';
  /** How far the strokes run out beyond the bubble's box, mm. */
  beyondMm: number;
  /** Strike angle, degrees from horizontal (for `strike`). */
  angleDeg?: number;
  /** Pencil darkness 0 … 1 and stroke width, mm. */
  darkness: number;
  widthMm: number;
}

/** Strokes crossing out a bubble, as a student cancels an answer instead of erasing it. */
export function crossShape(b: TemplateBubble, c: Crossing): string {
  const grey = Math.round(255 * (1 - c.darkness));
  const stroke = `stroke="rgb(${grey},${grey},${grey})" stroke-width="${(c.widthMm * PX).toFixed(1)}" stroke-linecap="round" fill="none"`;
  const cx = b.xMm + b.wMm / 2;
  const cy = b.yMm + b.hMm / 2;
  const line = (angle: number) => {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    // Out of the box along this direction, then `beyondMm` further.
    const exit = Math.min(
      Math.abs(dx) > 1e-6 ? b.wMm / 2 / Math.abs(dx) : Infinity,
      Math.abs(dy) > 1e-6 ? b.hMm / 2 / Math.abs(dy) : Infinity,
    );
    const r = exit + c.beyondMm;
    return `<line x1="${((cx - r * dx) * PX).toFixed(1)}" y1="${((cy - r * dy) * PX).toFixed(1)}" x2="${((cx + r * dx) * PX).toFixed(1)}" y2="${((cy + r * dy) * PX).toFixed(1)}" ${stroke}/>`;
  };
  if (c.kind === 'strike') return line(((c.angleDeg ?? 0) * Math.PI) / 180);
  const diagonal = Math.atan2(b.hMm, b.wMm);
  return line(diagonal) + line(-diagonal);
}
