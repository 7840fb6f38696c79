import type { BoxMm, PaperSize } from './types';

/** Page width × height in millimetres, as printed (A3/B4/8K landscape). */
export const PAPER_MM: Record<PaperSize, { w: number; h: number; columns: readonly (1 | 2 | 3)[] }> = {
  A4: { w: 210, h: 297, columns: [1] },
  B5: { w: 176, h: 250, columns: [1] },
  A3: { w: 420, h: 297, columns: [2, 3] },
  B4: { w: 353, h: 250, columns: [2, 3] },
  '8K': { w: 390, h: 270, columns: [2, 3] },
};

/** Nothing is printed closer than this to a paper edge (office printers lose 4–6 mm). */
export const PRINT_MARGIN_MM = 8;
/** Positioning marks: solid squares in the four corners, just inside the printable margin. */
export const MARK_MM = 5;
/** Clear paper kept around each positioning mark so a recogniser finds it alone. */
export const MARK_KEEP_OUT_MM = 4;
/** Frame of the content area: below/above the marks' keep-out band, beside them on the sides. */
export const CONTENT_TOP_MM = PRINT_MARGIN_MM + MARK_MM + MARK_KEEP_OUT_MM + 1;
export const CONTENT_SIDE_MM = PRINT_MARGIN_MM + MARK_MM;
export const COLUMN_GAP_MM = 6;
/** Padding inside a column's frame. */
export const COLUMN_PAD_MM = 3;

export const BUBBLE_W_MM = 5;
export const BUBBLE_H_MM = 3;
export const BUBBLE_PITCH_X_MM = 6.5;
/** Objective rows sit this far apart. */
export const ROW_PITCH_MM = 5;
export const QUESTIONS_PER_BLOCK = 5;
export const QR_MM = 20;

/** Points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

export function markBoxes(w: number, h: number): BoxMm[] {
  const m = PRINT_MARGIN_MM;
  const far = (side: number) => side - m - MARK_MM;
  return [
    { x: m, y: m, w: MARK_MM, h: MARK_MM },
    { x: far(w), y: m, w: MARK_MM, h: MARK_MM },
    { x: m, y: far(h), w: MARK_MM, h: MARK_MM },
    { x: far(w), y: far(h), w: MARK_MM, h: MARK_MM },
  ];
}

export function grow(b: BoxMm, by: number): BoxMm {
  return { x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by };
}

/** True when the boxes share interior area (touching edges do not count). */
export function overlaps(a: BoxMm, b: BoxMm, epsilon = 1e-6): boolean {
  return (
    a.x < b.x + b.w - epsilon &&
    b.x < a.x + a.w - epsilon &&
    a.y < b.y + b.h - epsilon &&
    b.y < a.y + a.h - epsilon
  );
}

export function inside(inner: BoxMm, outer: BoxMm, epsilon = 1e-6): boolean {
  return (
    inner.x >= outer.x - epsilon &&
    inner.y >= outer.y - epsilon &&
    inner.x + inner.w <= outer.x + outer.w + epsilon &&
    inner.y + inner.h <= outer.y + outer.h + epsilon
  );
}

/** Rounds to 0.01 mm so layouts compare exactly and the JSON stays short. */
export function r2(v: number): number {
  return Math.round(v * 100) / 100;
}

/**
 * Rough printed width of a string in millimetres: CJK characters one em, others about half. Used only
 * to keep text inside its box; the renderer measures with the real font.
 */
export function textWidthMm(text: string, sizePt: number): number {
  let em = 0;
  for (const ch of text) em += /[\u2e80-\uffff]/.test(ch) ? 1 : 0.6;
  return (em * sizePt) / PT_PER_MM;
}
