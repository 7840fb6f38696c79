import { embedCjkFonts } from '@zhijuan/sheet';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { addOutline, type OutlineItem } from './outline';
import { htmlToLines } from './text';

/** A question of the bank as the 学案 prints it. */
export interface BookQuestion {
  typeName: string;
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
}

/** A node of the textbook in the book's order; lessons carry their content. */
export interface BookNodeInput {
  id: string;
  pid: string | null;
  name: string;
  depth: number;
  lesson?: { knowledge: string[]; examples: BookQuestion[]; practice: BookQuestion[] };
}

export interface BookInput {
  title: string;
  subtitle: string;
  volume: string;
  nodes: BookNodeInput[];
}

export interface RenderedBook {
  pdf: Uint8Array;
  pageCount: number;
  pageMap: { nodeId: string; start: number; end: number }[];
}

const W = 595.28;
const H = 841.89;
const M = { left: 62, right: 62, top: 72, bottom: 64 };
const TEXT_W = W - M.left - M.right;
const INK = rgb(0.13, 0.13, 0.13);
const ACCENT = rgb(0.09, 0.4, 0.75);
const MUTED = rgb(0.45, 0.45, 0.45);
const LETTERS = 'ABCDEFGH';
/** Every fixed string the book draws, for the font subset. */
const LABELS =
  '目　录同步学案—·●【知识要点】【例题精讲】【课堂练习】【参考答案】【答案】【解析】本课暂无例题。本课暂无练习。本课知识点见教材正文（）．、：；…?';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  has: (ch: string) => boolean;
}

/** Lays text out page by page: paragraphs wrapped to the column, new pages as they fill. */
class Flow {
  readonly pages: { page: PDFPage; head: string }[] = [];
  y = 0;
  head = '';
  constructor(
    private readonly doc: PDFDocument,
    private readonly f: Fonts,
  ) {}
  get pageNumber() {
    return this.pages.length;
  }
  newPage() {
    const page = this.doc.addPage([W, H]);
    this.pages.push({ page, head: this.head });
    this.y = H - M.top;
    return page;
  }
  private get page() {
    return this.pages.at(-1)!.page;
  }
  clean(text: string) {
    return [...text].map((c) => (c === '\n' || this.f.has(c) ? c : '?')).join('');
  }
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    let w = 0;
    for (const ch of this.clean(text)) {
      const cw = font.widthOfTextAtSize(ch, size);
      if (w + cw > width && line) {
        // Keep a run of Latin letters and digits together when it fits on the next line.
        const m = /[A-Za-z0-9.]+$/.exec(line);
        if (m && m[0].length < line.length && m[0].length < 12 && /[A-Za-z0-9.]/.test(ch)) {
          lines.push(line.slice(0, -m[0].length));
          line = m[0] + ch;
          w = font.widthOfTextAtSize(line, size);
          continue;
        }
        lines.push(line);
        line = '';
        w = 0;
        if (ch === ' ') continue;
      }
      line += ch;
      w += cw;
    }
    if (line) lines.push(line);
    return lines;
  }
  text(
    text: string,
    o: {
      size?: number;
      bold?: boolean;
      indent?: number;
      color?: ReturnType<typeof rgb>;
      gap?: number;
      lead?: number;
    } = {},
  ) {
    const size = o.size ?? 10.5;
    const font = o.bold ? this.f.bold : this.f.regular;
    const indent = o.indent ?? 0;
    const lead = o.lead ?? size * 1.75;
    this.y -= o.gap ?? 0;
    for (const line of this.wrap(text, font, size, TEXT_W - indent)) {
      if (this.y - lead < M.bottom) this.newPage();
      this.y -= lead;
      this.page.drawText(line, {
        x: M.left + indent,
        y: this.y + (lead - size) / 2,
        size,
        font,
        color: o.color ?? INK,
      });
    }
  }
  rule(color = ACCENT, thickness = 1) {
    this.page.drawLine({
      start: { x: M.left, y: this.y - 4 },
      end: { x: W - M.right, y: this.y - 4 },
      thickness,
      color,
    });
    this.y -= 8;
  }
  /** Keeps the next `h` points together on one page. */
  keep(h: number) {
    if (this.y - h < M.bottom) this.newPage();
  }
}

function question(flow: Flow, n: number, q: BookQuestion, withKey: boolean) {
  const stem = htmlToLines(q.stem);
  flow.keep(60);
  stem.forEach((l, i) => {
    flow.text(i ? l : `${n}．（${q.typeName}）${l}`, { indent: i ? 18 : 0 });
  });
  if (q.options.length) {
    const opts = q.options.map((o, k) => `${LETTERS[k]}．${htmlToLines(o).join(' ')}`);
    const short = opts.every((o) => o.length <= 14);
    if (short) flow.text(opts.join('      '), { indent: 18 });
    else for (const o of opts) flow.text(o, { indent: 18 });
  }
  if (withKey) {
    flow.text(`【答案】${q.answer.map((a) => htmlToLines(a).join(' ')).join('；')}`, {
      indent: 18,
      color: ACCENT,
    });
    const lines = htmlToLines(q.analysis);
    lines.forEach((l, i) => {
      flow.text(i ? l : `【解析】${l}`, { indent: 18, color: MUTED });
    });
  }
  flow.y -= 6;
}

/** Every character the book will draw, for the font subset. */
function textOf(input: BookInput): string {
  const parts = [input.title, input.subtitle, input.volume, LABELS];
  for (const n of input.nodes) {
    parts.push(n.name);
    if (!n.lesson) continue;
    parts.push(...n.lesson.knowledge);
    for (const q of [...n.lesson.examples, ...n.lesson.practice])
      parts.push(
        q.typeName,
        ...htmlToLines(q.stem),
        ...q.options.flatMap(htmlToLines),
        ...q.answer.flatMap(htmlToLines),
        ...htmlToLines(q.analysis),
      );
  }
  return `${parts.join('')}0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz`;
}

/**
 * A 同步学案 book as a PDF (docs/demo-data.md, 演示教材): a cover, a table of contents with page
 * numbers, each chapter from a title page, each lesson from a new page with its 知识要点, 例题精讲 (with
 * 答案 and 解析) and 课堂练习, the practice's 参考答案 at the lesson's end; running heads, page numbers
 * and a PDF outline of chapters, sections and lessons. Returns the page map of every node.
 */
export async function renderStudyBook(input: BookInput): Promise<RenderedBook> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setCreator('智卷');
  const fonts = await embedCjkFonts(doc, textOf(input));
  const { regular, bold } = fonts;
  const flow = new Flow(doc, fonts);

  // Cover.
  const cover = flow.newPage();
  cover.drawRectangle({ x: 0, y: H - 300, width: W, height: 300, color: rgb(0.09, 0.4, 0.75) });
  cover.drawText(flow.clean(input.volume), {
    x: M.left,
    y: H - 150,
    size: 40,
    font: bold,
    color: rgb(1, 1, 1),
  });
  cover.drawText(flow.clean('同步学案'), {
    x: M.left,
    y: H - 215,
    size: 30,
    font: bold,
    color: rgb(1, 1, 1),
  });
  cover.drawText(flow.clean(input.title), { x: M.left, y: H - 380, size: 18, font: bold, color: INK });
  flow.wrap(input.subtitle, regular, 11, TEXT_W).forEach((l, i) => {
    cover.drawText(l, { x: M.left, y: H - 420 - i * 20, size: 11, font: regular, color: MUTED });
  });

  // The table of contents needs the lessons' pages: its length is known first (one line per node).
  const tocLines = input.nodes.length;
  const tocPages = Math.ceil((tocLines * 21 + 60) / (H - M.top - M.bottom));
  for (let i = 0; i < tocPages; i++) flow.newPage();
  const tocStart = 2;

  const starts = new Map<string, number>();
  const ends = new Map<string, number>();
  const byId = new Map(input.nodes.map((n) => [n.id, n]));
  let pendingHeads: BookNodeInput[] = [];
  for (const node of input.nodes) {
    if (node.depth === 1) {
      flow.head = `${input.volume} · ${node.name}`;
      flow.newPage();
      starts.set(node.id, flow.pageNumber);
      flow.y -= 160;
      flow.text(node.name, { size: 26, bold: true, color: ACCENT });
      flow.rule();
      for (const child of input.nodes.filter((c) => c.pid === node.id))
        flow.text(child.name, { size: 13, gap: 4 });
      pendingHeads = [];
      continue;
    }
    if (!node.lesson) {
      pendingHeads.push(node);
      continue;
    }
    flow.newPage();
    for (const h of [...pendingHeads, node]) starts.set(h.id, flow.pageNumber);
    for (const h of pendingHeads) flow.text(h.name, { size: 15, bold: true, color: ACCENT });
    pendingHeads = [];
    flow.text(node.name, { size: 17, bold: true });
    flow.rule();
    const { knowledge, examples, practice } = node.lesson;
    flow.text('【知识要点】', { bold: true, color: ACCENT, gap: 4 });
    for (const k of knowledge.length ? knowledge : ['本课知识点见教材正文'])
      flow.text(`● ${k}`, { indent: 12 });
    flow.text('【例题精讲】', { bold: true, color: ACCENT, gap: 8 });
    if (!examples.length) flow.text('本课暂无例题。', { indent: 12, color: MUTED });
    examples.forEach((q, i) => {
      question(flow, i + 1, q, true);
    });
    flow.text('【课堂练习】', { bold: true, color: ACCENT, gap: 8 });
    if (!practice.length) flow.text('本课暂无练习。', { indent: 12, color: MUTED });
    practice.forEach((q, i) => {
      question(flow, i + 1, q, false);
    });
    if (practice.length) {
      flow.text('【参考答案】', { bold: true, color: ACCENT, gap: 8 });
      flow.text(
        practice
          .map((q, i) => `${i + 1}．${q.answer.map((a) => htmlToLines(a).join(' ')).join('；')}`)
          .join('　'),
        { color: MUTED },
      );
    }
    // This lesson and every ancestor end here (for now).
    for (let id: string | null = node.id; id; id = byId.get(id)?.pid ?? null) ends.set(id, flow.pageNumber);
  }
  for (const n of input.nodes) if (starts.has(n.id) && !ends.has(n.id)) ends.set(n.id, starts.get(n.id)!);

  // Table of contents.
  flow.head = `${input.volume} · 目录`;
  let tocPage = tocStart - 1;
  let y = 0;
  const nextTocPage = () => {
    tocPage++;
    flow.pages[tocPage - 1]!.head = `${input.volume} · 目录`;
    y = H - M.top;
  };
  nextTocPage();
  const tocDraw = (
    page: PDFPage,
    s: string,
    size: number,
    font: PDFFont,
    x: number,
    yy: number,
    color = INK,
  ) => page.drawText(flow.clean(s), { x, y: yy, size, font, color });
  tocDraw(flow.pages[tocPage - 1]!.page, '目　录', 20, bold, W / 2 - 30, y - 24);
  y -= 60;
  for (const n of input.nodes) {
    if (y - 21 < M.bottom) nextTocPage();
    y -= 21;
    const page = flow.pages[tocPage - 1]!.page;
    const indent = (n.depth - 1) * 18;
    const num = String(starts.get(n.id) ?? '');
    tocDraw(page, n.name, n.depth === 1 ? 12 : 10.5, n.depth === 1 ? bold : regular, M.left + indent, y);
    tocDraw(page, num, 10.5, regular, W - M.right - regular.widthOfTextAtSize(num, 10.5), y, MUTED);
  }

  // Running heads and page numbers (not on the cover).
  flow.pages.forEach(({ page, head }, i) => {
    if (i === 0) return;
    if (head) {
      page.drawText(flow.clean(head), { x: M.left, y: H - 44, size: 9, font: regular, color: MUTED });
      page.drawLine({
        start: { x: M.left, y: H - 50 },
        end: { x: W - M.right, y: H - 50 },
        thickness: 0.5,
        color: MUTED,
      });
    }
    const label = `— ${i + 1} —`;
    page.drawText(flow.clean(label), {
      x: (W - regular.widthOfTextAtSize(label, 9)) / 2,
      y: 32,
      size: 9,
      font: regular,
      color: MUTED,
    });
  });

  // Outline: chapters → sections → lessons.
  const tree = (pid: string | null): OutlineItem[] =>
    input.nodes
      .filter((n) => n.pid === pid && starts.has(n.id))
      .map((n) => ({ title: n.name, page: starts.get(n.id)!, children: tree(n.id) }));
  addOutline(doc, [{ title: '目录', page: tocStart }, ...tree(null)]);

  const pdf = await doc.save({ useObjectStreams: true });
  return {
    pdf,
    pageCount: flow.pages.length,
    pageMap: input.nodes
      .filter((n) => starts.has(n.id))
      .map((n) => ({ nodeId: n.id, start: starts.get(n.id)!, end: ends.get(n.id)! })),
  };
}
