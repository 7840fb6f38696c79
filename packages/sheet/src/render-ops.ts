import {
  appendBezierCurve,
  beginText,
  closePath,
  endText,
  fill,
  lineTo,
  moveText,
  moveTo,
  type PDFFont,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setDashPattern,
  setFillingGrayscaleColor,
  setFontAndSize,
  setLineWidth,
  setStrokingGrayscaleColor,
  showText,
  stroke,
} from 'pdf-lib';
import { PT_PER_MM } from './geometry';
import type { BoxMm, SheetElement } from './types';

/** Fonts and page height needed to turn millimetre boxes (top-left origin) into PDF operators. */
export interface Canvas {
  pageHeightMm: number;
  regular: PDFFont;
  bold: PDFFont;
  regularName: string;
  boldName: string;
}

/** Stroke width of bubble rings; a recogniser finds them by it. */
export const RING_LINE_MM = 0.25;
const RING_GRAY = 0.15;
const LABEL_GRAY = 0.35;
/** Bézier control distance that approximates a quarter circle. */
const KAPPA = 0.5523;

/** Points to 0.001 pt: far below print resolution, and short numbers in the content streams. */
const pt = (v: number) => Math.round(v * 1000) / 1000;
const X = (mm: number) => pt(mm * PT_PER_MM);
const Y = (c: Canvas, mm: number) => pt((c.pageHeightMm - mm) * PT_PER_MM);

/** Operators drawing one layout element (everything but the QR code, which depends on the copy). */
export function drawElement(c: Canvas, e: SheetElement): PDFOperator[] {
  switch (e.type) {
    case 'mark':
      return fillRoundedBox(c, e, 0, 0);
    case 'qr':
    case 'region':
      return [];
    case 'rect': {
      const ops: PDFOperator[] = [];
      if (e.fill !== undefined) ops.push(...fillRoundedBox(c, e, e.radiusMm ?? 0, e.fill));
      ops.push(...strokeRoundedBox(c, e, e.radiusMm ?? 0, e.lineMm, 0, e.dash));
      return ops;
    }
    case 'line':
      return [
        pushGraphicsState(),
        setStrokingGrayscaleColor(0),
        setLineWidth(X(e.lineMm)),
        ...(e.dash ? [setDashPattern([3, 2], 0)] : []),
        moveTo(X(e.x1), Y(c, e.y1)),
        lineTo(X(e.x2), Y(c, e.y2)),
        stroke(),
        popGraphicsState(),
      ];
    case 'text':
      return textOps(c, e);
    case 'bubble':
      return bubbleOps(c, e, e.label);
    case 'sample':
      return sampleOps(c, e, e.style);
  }
}

function bubbleOps(c: Canvas, box: BoxMm, label: string): PDFOperator[] {
  const ops = strokeRoundedBox(c, box, Math.min(box.h / 2, 1.2), RING_LINE_MM, RING_GRAY);
  if (label) {
    const sizePt = label.length > 1 ? 6 : 7;
    ops.push(...textOps(c, { ...box, type: 'text', text: label, sizePt, align: 'center', gray: LABEL_GRAY }));
  }
  return ops;
}

function sampleOps(c: Canvas, b: BoxMm, style: 'filled' | 'tick' | 'cross' | 'dot' | 'half'): PDFOperator[] {
  const r = Math.min(b.h / 2, 1.2);
  if (style === 'filled') return fillRoundedBox(c, b, r, 0);
  const ops = strokeRoundedBox(c, b, r, RING_LINE_MM, RING_GRAY);
  const line = (pts: [number, number][]) => [
    pushGraphicsState(),
    setLineWidth(X(0.35)),
    moveTo(X(pts[0]![0]), Y(c, pts[0]![1])),
    ...pts.slice(1).map(([x, y]) => lineTo(X(x), Y(c, y))),
    stroke(),
    popGraphicsState(),
  ];
  if (style === 'tick') {
    ops.push(
      ...line([
        [b.x + 1.2, b.y + 1.5],
        [b.x + 2.2, b.y + b.h - 0.5],
        [b.x + 3.9, b.y + 0.4],
      ]),
    );
  } else if (style === 'cross') {
    ops.push(
      ...line([
        [b.x + 1.3, b.y + 0.4],
        [b.x + b.w - 1.3, b.y + b.h - 0.4],
      ]),
    );
    ops.push(
      ...line([
        [b.x + b.w - 1.3, b.y + 0.4],
        [b.x + 1.3, b.y + b.h - 0.4],
      ]),
    );
  } else if (style === 'dot') {
    ops.push(
      ...fillRoundedBox(c, { x: b.x + b.w / 2 - 0.6, y: b.y + b.h / 2 - 0.6, w: 1.2, h: 1.2 }, 0.6, 0),
    );
  } else {
    ops.push(...fillRoundedBox(c, { ...b, w: b.w / 2 }, 0, 0));
  }
  return ops;
}

function roundedPath(c: Canvas, b: BoxMm, radius: number): PDFOperator[] {
  const r = Math.min(radius, b.w / 2, b.h / 2);
  const [x0, x1, y0, y1] = [X(b.x), X(b.x + b.w), Y(c, b.y + b.h), Y(c, b.y)];
  if (r <= 0) return [rectangle(x0, y0, x1 - x0, y1 - y0)];
  const rp = X(r);
  const k = rp * KAPPA;
  return [
    moveTo(x0 + rp, y0),
    lineTo(x1 - rp, y0),
    appendBezierCurve(x1 - rp + k, y0, x1, y0 + rp - k, x1, y0 + rp),
    lineTo(x1, y1 - rp),
    appendBezierCurve(x1, y1 - rp + k, x1 - rp + k, y1, x1 - rp, y1),
    lineTo(x0 + rp, y1),
    appendBezierCurve(x0 + rp - k, y1, x0, y1 - rp + k, x0, y1 - rp),
    lineTo(x0, y0 + rp),
    appendBezierCurve(x0, y0 + rp - k, x0 + rp - k, y0, x0 + rp, y0),
    closePath(),
  ];
}

export function fillRoundedBox(c: Canvas, b: BoxMm, radius: number, gray: number): PDFOperator[] {
  return [
    pushGraphicsState(),
    setFillingGrayscaleColor(gray),
    ...roundedPath(c, b, radius),
    fill(),
    popGraphicsState(),
  ];
}

function strokeRoundedBox(
  c: Canvas,
  b: BoxMm,
  radius: number,
  lineMm: number,
  gray: number,
  dash = false,
): PDFOperator[] {
  return [
    pushGraphicsState(),
    setStrokingGrayscaleColor(gray),
    setLineWidth(X(lineMm)),
    ...(dash ? [setDashPattern([4, 2.5], 0)] : []),
    ...roundedPath(c, b, radius),
    stroke(),
    popGraphicsState(),
  ];
}

/**
 * Text in its box: vertically centred on the box (CJK glyph centre ≈ 0.37 em above the baseline),
 * aligned as asked, shrunk when the real font measures wider than the box.
 */
export function textOps(c: Canvas, e: Extract<SheetElement, { type: 'text' }>): PDFOperator[] {
  const font = e.bold ? c.bold : c.regular;
  const name = e.bold ? c.boldName : c.regularName;
  let size = e.sizePt;
  const boxW = X(e.w);
  let width = font.widthOfTextAtSize(e.text, size);
  if (width > boxW && width > 0) {
    size *= boxW / width;
    width = boxW;
  }
  const x =
    e.align === 'left' ? X(e.x) : e.align === 'right' ? X(e.x) + boxW - width : X(e.x) + (boxW - width) / 2;
  const baseline = Y(c, e.y + e.h / 2) - 0.37 * size;
  return [
    pushGraphicsState(),
    beginText(),
    setFillingGrayscaleColor(e.gray ?? 0),
    setFontAndSize(name, size),
    moveText(x, baseline),
    showText(font.encodeText(e.text)),
    endText(),
    popGraphicsState(),
  ];
}
