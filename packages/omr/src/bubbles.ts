import type { TemplateBubble } from '@zhijuan/sheet';
import { at, type Gray } from './gray';
import { type Affine, apply } from './transform';

export type Decision = 'filled' | 'empty' | 'ambiguous';

export interface BubbleRead {
  question: string;
  option: string;
  /** Darkness inside the ring against the paper just outside it: 0 white … 1 black. */
  fill: number;
  decision: Decision;
  /** Its printed ring was found where the map puts it; when not, the decision is `ambiguous`. */
  ring?: boolean;
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

/**
 * How dark a bubble is inside its ring compared with the paper right beside it (the whitest of four
 * spots just outside, so a filled neighbour or a ruled line does not count), sampled on a grid inside
 * the ring away from its printed line and label.
 */
export function sampleBubble(g: Gray, t: Affine, b: TemplateBubble): number {
  const insetX = Math.min(0.8, b.wMm * 0.2);
  const insetY = Math.min(0.7, b.hMm * 0.25);
  let sum = 0;
  let n = 0;
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 4; j++) {
      const x = b.xMm + insetX + ((b.wMm - 2 * insetX) * i) / 8;
      const y = b.yMm + insetY + ((b.hMm - 2 * insetY) * j) / 3;
      const p = apply(t, x, y);
      sum += at(g, p.x, p.y);
      n++;
    }
  const inner = sum / n;
  const cx = b.xMm + b.wMm / 2;
  const cy = b.yMm + b.hMm / 2;
  const r = Math.max(1, Math.round(Math.abs(t.a) * 0.25));
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
  return Math.max(0, Math.min(1, (paper - inner) / paper));
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/**
 * Decides every bubble of one sheet against that sheet's own empty bubbles: the median fill is the
 * empty reference (most bubbles of a sheet are empty), the spread of the lighter half sets the noise. Above the upper line
 * a bubble is filled, below the lower one empty, between them ambiguous — sent to a person, never
 * guessed. No fixed global threshold: a grey scan, a light pencil or a dirty glass moves both lines.
 */
export function decide(fills: number[]): { decisions: Decision[]; empty: number; low: number; high: number } {
  const empty = median(fills);
  // The noise of empty bubbles from the side of the median marks never reach (lighter than it): on a
  // short sheet a third of the bubbles may be filled, and they would widen a two-sided spread.
  const lighter = fills.filter((f) => f <= empty).map((f) => empty - f);
  const spread = Math.max(
    0.015,
    1.4826 * median(lighter.length > 1 ? lighter : fills.map((f) => Math.abs(f - empty))),
  );
  const low = empty + Math.max(0.08, 4 * spread);
  const high = empty + Math.max(0.2, 8 * spread);
  return {
    decisions: fills.map((f) => (f >= high ? 'filled' : f <= low ? 'empty' : 'ambiguous')),
    empty,
    low,
    high,
  };
}

/**
 * One question's options as read: chosen letters and a flag. On a question with one answer, where a
 * clear mark stands beside a marginal one much lighter than it (an erased first choice), the marginal
 * one counts as empty. Not on multiple choice: there a light or half mark beside a firm one may be a
 * second answer as well as an erasure, so it stays for a person.
 */
export function answerOf(
  kind: 'single' | 'multiple' | 'trueFalse',
  reads: BubbleRead[],
): { answer: string; flag: 'blank' | 'multiple' | 'ambiguous' | null } {
  const strongest = Math.max(0, ...reads.filter((r) => r.decision === 'filled').map((r) => r.fill));
  const settled = reads.map((r) =>
    kind !== 'multiple' && r.decision === 'ambiguous' && strongest > 0 && r.fill < strongest * 0.5
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
