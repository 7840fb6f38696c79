import type { TemplateBubble } from '@zhijuan/sheet';
import { at, type Gray } from './gray';
import { type Affine, apply, type Projective } from './transform';

export type Decision = 'filled' | 'empty' | 'ambiguous';

export interface BubbleRead {
  question: string;
  option: string;
  /**
   * Darkness of the bubble's inside to the left and right of its printed letter against the paper
   * just outside it: 0 white … 1 black. The letter is left out: it differs from bubble to bubble and
   * would blur the line between an erased mark and a light one.
   */
  fill: number;
  /** Darkness of the bubble's centre, over its letter (most of the centre, not its darkest strokes). */
  centre: number;
  decision: Decision;
  /**
   * Only its centre is dark, the rest empty: a dot (错误填涂), `ambiguous`, never taken for an
   * erasure beside a clear mark.
   */
  dot?: boolean;
  /** Its printed ring was found where the map puts it; when not, the decision is `ambiguous`. */
  ring?: boolean;
}

/** What sampling a bubble measures, before any decision. */
export interface BubbleSample {
  fill: number;
  centre: number;
}

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

/** Radius of the centre, mm: a pencil dot (~1.4 mm across) covers it whole. */
const CENTRE_MM = 0.5;
/** Step of the sampling grid inside the ring, mm (about a pixel at the reading resolution). */
const STEP_MM = 0.15;

/**
 * How dark a bubble is compared with the paper right beside it (the whitest of four spots just
 * outside, so a filled neighbour or a ruled line does not count), in two places inside its printed
 * ring: `fill`, the mean of the two ends left and right of the letter (a fill, light or firm, covers
 * them; the letter never does); `centre`, the 30th percentile of the disk over the letter, so the
 * letter's thin strokes hardly count and a dot, dark all over it, does.
 */
export function sampleBubble(g: Gray, t: Affine | Projective, b: TemplateBubble): BubbleSample {
  const cx = b.xMm + b.wMm / 2;
  const cy = b.yMm + b.hMm / 2;
  const r = Math.max(1, Math.round(Math.hypot(...scaleOf(t, cx, cy)) * 0.25));
  const around = [
    [b.xMm - 0.75, cy],
    [b.xMm + b.wMm + 0.75, cy],
    [cx, b.yMm - 1],
    [cx, b.yMm + b.hMm + 1],
  ].map(([x, y]) => {
    const p = apply(t, x!, y!);
    return patch(g, p.x, p.y, r);
  });
  const paper = Math.max(...around, 1);
  // Inside the ring line with a margin for blur, its corners rounded like the printed ones.
  const halfW = b.wMm / 2 - Math.min(0.45, b.wMm * 0.09);
  const halfH = b.hMm / 2 - Math.min(0.4, b.hMm * 0.13);
  const corner = Math.min(halfW, halfH, 0.8);
  // The letter, one or two characters, stays within this distance of the centre across.
  const letter = b.wMm * 0.22;
  let ends = 0;
  let n = 0;
  const centre: number[] = [];
  for (let dx = -halfW; dx <= halfW + 1e-9; dx += STEP_MM)
    for (let dy = -halfH; dy <= halfH + 1e-9; dy += STEP_MM) {
      const inCentre = dx * dx + dy * dy <= CENTRE_MM * CENTRE_MM;
      const inEnds = Math.abs(dx) >= letter;
      if (!inCentre && !inEnds) continue;
      const ex = Math.max(0, Math.abs(dx) - (halfW - corner));
      const ey = Math.max(0, Math.abs(dy) - (halfH - corner));
      if (ex * ex + ey * ey > corner * corner) continue;
      const p = apply(t, cx + dx, cy + dy);
      const v = at(g, p.x, p.y);
      if (inCentre) centre.push(v);
      if (inEnds) {
        ends += v;
        n++;
      }
    }
  // The 30th percentile of darkness is the 70th of grey.
  centre.sort((p, q) => p - q);
  const core = centre.length ? centre[Math.floor(centre.length * 0.7)]! : paper;
  const darkness = (grey: number) => Math.max(0, Math.min(1, (paper - grey) / paper));
  return { fill: darkness(n ? ends / n : paper), centre: darkness(core) };
}

/** Pixels per millimetre across and down at a point of the map. */
function scaleOf(t: Affine | Projective, x: number, y: number): [number, number] {
  const p = apply(t, x, y);
  const q = apply(t, x + 1, y);
  return [q.x - p.x, q.y - p.y];
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/** The spread of the values at or below `ref` (empty bubbles: marks never make a bubble lighter). */
function lowerSpread(v: number[], ref: number): number {
  const lighter = v.filter((f) => f <= ref).map((f) => ref - f);
  return 1.4826 * median(lighter.length > 1 ? lighter : v.map((f) => Math.abs(f - ref)));
}

/**
 * Lines of the decision, as darkness above the sheet's empty bubbles. A bubble is filled from
 * `FILLED` up: a light 2B fill (darkness 0.3) is over it, an erased mark (up to ~0.2) is not.
 * Between `EMPTY` and `FILLED` it is ambiguous. A centre `DOT` darker than the empty ones' is a dot.
 */
const EMPTY = 0.07;
const FILLED = 0.25;
const DOT = 0.38;

/**
 * Decides every bubble of one sheet against that sheet's own empty bubbles: the median is the empty
 * reference (most bubbles of a sheet are empty), the spread of the lighter half the noise. A bubble
 * is filled when its ends are clearly dark; ambiguous — sent to a person, never guessed — when they
 * are between clear and empty (an erased or faint mark, a tick), or when only its centre is dark (a
 * dot); else empty. No fixed global threshold: a grey scan or a dirty glass moves the reference.
 */
export function decide(samples: BubbleSample[]): {
  decisions: Decision[];
  dots: boolean[];
  empty: number;
  low: number;
  high: number;
} {
  const fills = samples.map((s) => s.fill);
  const centres = samples.map((s) => s.centre);
  const empty = median(fills);
  // The noise of empty bubbles from the side of the median marks never reach (lighter than it): on a
  // short sheet a third of the bubbles may be filled, and they would widen a two-sided spread.
  const spread = Math.max(0.005, lowerSpread(fills, empty));
  const low = empty + Math.max(EMPTY, 4 * spread);
  const high = empty + Math.max(FILLED, 8 * spread);
  // Not widened by the centres' spread: the letters make it wide on every sheet, not noise.
  const dotLine = median(centres) + DOT;
  const dots = samples.map((s) => s.fill < high && s.centre >= dotLine);
  return {
    decisions: samples.map((s, i) =>
      s.fill >= high ? 'filled' : s.fill > low || dots[i] ? 'ambiguous' : 'empty',
    ),
    dots,
    empty,
    low,
    high,
  };
}

/**
 * One question's options as read: chosen letters and a flag. On a question with one answer, where a
 * clear mark stands beside a marginal one much lighter than it (an erased first choice), the marginal
 * one counts as empty — but not a dot, which may be a second answer. Not on multiple choice: there a
 * light or half mark beside a firm one may be a second answer as well as an erasure, so it stays for
 * a person.
 */
export function answerOf(
  kind: 'single' | 'multiple' | 'trueFalse',
  reads: BubbleRead[],
): { answer: string; flag: 'blank' | 'multiple' | 'ambiguous' | null } {
  const strongest = Math.max(0, ...reads.filter((r) => r.decision === 'filled').map((r) => r.fill));
  const settled = reads.map((r) =>
    kind !== 'multiple' && r.decision === 'ambiguous' && !r.dot && strongest > 0 && r.fill < strongest * 0.5
      ? { ...r, decision: 'empty' as const }
      : r,
  );
  const chosen = settled.filter((r) => r.decision === 'filled').map((r) => r.option);
  const doubtful = settled.some((r) => r.decision === 'ambiguous');
  const answer = chosen.sort().join('');
  if (doubtful) return { answer, flag: 'ambiguous' };
  if (chosen.length === 0) return { answer: '', flag: 'blank' };
  if (kind !== 'multiple' && chosen.length > 1) return { answer, flag: 'multiple' };
  return { answer, flag: null };
}
