import type { Annotation } from '@zhijuan/contracts';

/**
 * Annotations over an answer: ✓, ✗ and 半对 stamps, freehand pen strokes and short texts, stored in
 * fractions (0–1) of the answer's width and height (the contract's `Annotation`). An answer of several
 * parts is one picture here: the parts stacked top to bottom at one width, as the page shows them.
 */
export type Tool = 'move' | 'tick' | 'cross' | 'half' | 'pen' | 'text';

export const TOOL_NAMES: Record<Tool, string> = {
  move: '拖动',
  tick: '对',
  cross: '错',
  half: '半对',
  pen: '画笔',
  text: '文字',
};

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Four decimals: a tenth of a pixel on a 2,000-pixel scan, and short JSON. */
const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000;

/** A point on the displayed answer (pixels from its top left) as fractions of its size. */
export function toFraction(p: Point, size: Size): Point {
  return { x: round(p.x / size.width), y: round(p.y / size.height) };
}

export function stamp(kind: 'tick' | 'cross' | 'half', at: Point, size: Size): Annotation {
  return { kind, ...toFraction(at, size) };
}

/** The contract's limit: 2,000 numbers, i.e. 1,000 points. */
const MAX_POINTS = 1000;

/**
 * A pen stroke from the pointer's path. Points closer than 2 px to the last kept one are dropped (a
 * stroke is sampled far more often than it is drawn); a long stroke is thinned to the contract's limit.
 * A stroke with fewer than two points is a click, not a line: null.
 */
export function penStroke(path: Point[], size: Size): Annotation | null {
  const kept: Point[] = [];
  for (const p of path) {
    const last = kept.at(-1);
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) >= 2) kept.push(p);
  }
  if (kept.length < 2) return null;
  const thinned =
    kept.length > MAX_POINTS
      ? Array.from(
          { length: MAX_POINTS },
          (_, i) => kept[Math.round((i * (kept.length - 1)) / (MAX_POINTS - 1))] as Point,
        )
      : kept;
  return {
    kind: 'pen',
    points: thinned.flatMap((p) => {
      const f = toFraction(p, size);
      return [f.x, f.y];
    }),
  };
}

export const MAX_TEXT = 60;

/** A text note at a point; empty text is no note. */
export function textNote(at: Point, text: string, size: Size): Annotation | null {
  const t = text.trim().slice(0, MAX_TEXT);
  return t ? { kind: 'text', ...toFraction(at, size), text: t } : null;
}

/** The contract's limit of annotations on one answer. */
export const MAX_ANNOTATIONS = 200;

export function addAnnotation(list: Annotation[], a: Annotation | null): Annotation[] {
  if (!a || list.length >= MAX_ANNOTATIONS) return list;
  return [...list, a];
}

/** 撤销: the last annotation goes. */
export function undoAnnotation(list: Annotation[]): Annotation[] {
  return list.slice(0, -1);
}
