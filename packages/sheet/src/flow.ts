import {
  COLUMN_GAP_MM,
  COLUMN_PAD_MM,
  CONTENT_SIDE_MM,
  CONTENT_TOP_MM,
  markBoxes,
  PAPER_MM,
  QR_MM,
  r2,
} from './geometry';
import type { BoxMm, SheetElement, SheetPage, SheetSpec } from './types';

/** Leftover column space at least this tall is marked 请勿在此区域作答. */
const NO_ANSWER_MIN_MM = 10;
const FOOTER_H_MM = 4;

/**
 * Places blocks down the columns of successive pages. Every page gets its corner marks, column frames,
 * a QR box and a footer; the first column of pages after the first starts with a band holding the QR
 * code, the first page's header is drawn by the caller into the space `start()` reserves.
 */
export class Flow {
  readonly pages: SheetPage[] = [];
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly columnW: number;
  /** Inner width of a column (inside its frame and padding). */
  readonly innerW: number;
  page!: SheetPage;
  column = 0;
  /** Top of the free space in the current column. */
  y = 0;
  /** Top of the current column's free space before anything was placed in it. */
  columnStart = 0;
  /** Where the content of each closed column ends (before its 请勿在此区域作答 foot), in order. */
  readonly columnEnds: { page: number; column: number; end: number }[] = [];
  /** True once a region that grows was placed in the current column. */
  columnGrows = false;

  constructor(readonly spec: SheetSpec) {
    const paper = PAPER_MM[spec.paper];
    this.width = paper.w;
    this.height = paper.h;
    this.columns = spec.columns ?? paper.columns[0]!;
    const contentW = this.width - 2 * CONTENT_SIDE_MM;
    this.columnW = (contentW - (this.columns - 1) * COLUMN_GAP_MM) / this.columns;
    this.innerW = r2(this.columnW - 2 * COLUMN_PAD_MM);
    this.newPage();
  }

  get bottom(): number {
    return this.height - CONTENT_TOP_MM - COLUMN_PAD_MM;
  }

  /** Left edge of the current column's inner area. */
  get x(): number {
    return r2(CONTENT_SIDE_MM + this.column * (this.columnW + COLUMN_GAP_MM) + COLUMN_PAD_MM);
  }

  get left(): number {
    return this.bottom - this.y;
  }

  /** True while nothing has been placed in the current column. */
  get columnEmpty(): boolean {
    return this.y === this.columnStart;
  }

  add(...elements: SheetElement[]): void {
    this.page.elements.push(...elements.map(round));
  }

  /** Reserves `h` millimetres in the current column (moving on first when it does not fit). */
  take(h: number, keepWith = 0): number {
    if (this.y + h + keepWith > this.bottom + 1e-9) this.nextColumn();
    const top = this.y;
    this.y += h;
    return top;
  }

  nextColumn(): void {
    this.closeColumn();
    this.columnGrows = false;
    if (this.column + 1 < this.columns) {
      this.column += 1;
      this.y = CONTENT_TOP_MM + COLUMN_PAD_MM;
    } else {
      this.newPage();
    }
    this.columnStart = this.y;
  }

  /** Marks what is left of the current column and of every later column of the page as 请勿在此区域作答. */
  finish(): void {
    this.closeColumn();
    for (let c = this.column + 1; c < this.columns; c++) {
      this.column = c;
      this.y = CONTENT_TOP_MM + COLUMN_PAD_MM;
      this.closeColumn();
    }
    const pages = this.pages.length;
    for (const page of this.pages) {
      page.elements.push({
        type: 'text',
        text: this.spec.duplex
          ? `第 ${Math.ceil(page.number / 2)} 张${page.number % 2 === 1 ? '正面' : '背面'}（共 ${pages} 页）`
          : `第 ${page.number} 页（共 ${pages} 页）`,
        sizePt: 8,
        align: 'center',
        x: r2(this.width / 2 - 30),
        y: r2(this.height - CONTENT_TOP_MM + 0.5),
        w: 60,
        h: FOOTER_H_MM,
      });
    }
  }

  private closeColumn(): void {
    this.columnEnds.push({ page: this.page.number, column: this.column, end: this.y });
    const top = this.y + 2;
    const h = this.bottom - top;
    if (h < NO_ANSWER_MIN_MM) return;
    const box = { x: this.x, y: top, w: this.innerW, h };
    this.add({ type: 'rect', ...box, lineMm: 0.2, dash: true, fill: 0.93 });
    this.add({
      type: 'text',
      text: '请勿在此区域作答',
      sizePt: h >= 30 ? 16 : 10,
      align: 'center',
      gray: 0.55,
      x: box.x,
      y: box.y + h / 2 - 5,
      w: box.w,
      h: 10,
    });
  }

  private newPage(): void {
    const number = this.pages.length + 1;
    this.page = { number, widthMm: this.width, heightMm: this.height, elements: [] };
    this.pages.push(this.page);
    for (const m of markBoxes(this.width, this.height)) this.add({ type: 'mark', ...m });
    for (let c = 0; c < this.columns; c++) {
      this.add({
        type: 'rect',
        x: CONTENT_SIDE_MM + c * (this.columnW + COLUMN_GAP_MM),
        y: CONTENT_TOP_MM,
        w: this.columnW,
        h: this.height - 2 * CONTENT_TOP_MM,
        lineMm: 0.3,
      });
    }
    this.column = 0;
    this.y = CONTENT_TOP_MM + COLUMN_PAD_MM;
    if (number > 1) this.pageBand();
    this.columnStart = this.y;
  }

  /** QR code box at the top right of the first column. */
  qrBox(): BoxMm {
    return { x: this.x + this.innerW - QR_MM, y: CONTENT_TOP_MM + COLUMN_PAD_MM, w: QR_MM, h: QR_MM };
  }

  private pageBand(): void {
    const qr = this.qrBox();
    this.add({ type: 'qr', ...qr });
    this.add({
      type: 'text',
      text: this.spec.examName,
      sizePt: 11,
      bold: true,
      align: 'left',
      x: this.x,
      y: qr.y + 3,
      w: this.innerW - QR_MM - 3,
      h: 7,
    });
    this.add({
      type: 'text',
      text: '请在各题目的答题区域内作答，超出黑色矩形边框限定区域的答案无效',
      sizePt: 8,
      align: 'left',
      gray: 0.3,
      x: this.x,
      y: qr.y + 11,
      w: this.innerW - QR_MM - 3,
      h: 5,
    });
    this.y = qr.y + QR_MM + 3;
  }
}

function round(e: SheetElement): SheetElement {
  if (e.type === 'line') return { ...e, x1: r2(e.x1), y1: r2(e.y1), x2: r2(e.x2), y2: r2(e.y2) };
  return { ...e, x: r2(e.x), y: r2(e.y), w: r2(e.w), h: r2(e.h) };
}
