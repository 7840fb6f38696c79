import type { PrintDocument, PrintQuestion } from '@zhijuan/contracts';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  ImageRun,
  ImportedXmlComponent,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { type ChildNode, type Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import katex from 'katex';
import { mml2omml } from 'mathml2omml';

export type DocxKind = 'paper' | 'answer' | 'analysis';

/** Image bytes of an `<img src>`: data URIs here, our own file URLs through the caller. */
export type ImageLoader = (src: string) => Promise<Buffer | null>;

const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: '宋体' };
const SIZE = 21; // half-points: 10.5 pt (五号)
/** Text width of A4 with 2 cm margins, in pixels at 96 dpi, for scaling images. */
const TEXT_WIDTH_PX = 642;
const LETTERS = 'ABCDEFGH';

interface Style {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  sub?: boolean;
  sup?: boolean;
}

const run = (text: string, s: Style = {}, size = SIZE) =>
  new TextRun({
    text,
    font: FONT,
    size,
    ...(s.bold ? { bold: true } : {}),
    ...(s.italics ? { italics: true } : {}),
    ...(s.underline ? { underline: {} } : {}),
    ...(s.strike ? { strike: true } : {}),
    ...(s.sub ? { subScript: true } : {}),
    ...(s.sup ? { superScript: true } : {}),
  });

/**
 * A LaTeX formula as a native Word equation: KaTeX writes MathML, mathml2omml turns it into Office
 * Math (OMML) that Word and WPS edit as equations. A formula that does not convert stays as its LaTeX,
 * in italics, so the document is never broken by one.
 */
export function formula(tex: string): ParagraphChild {
  try {
    const mathml = katex
      .renderToString(tex, { output: 'mathml', throwOnError: true })
      .match(/<math[\s\S]*<\/math>/)?.[0]
      ?.replace(/<annotation[\s\S]*?<\/annotation>/g, '')
      .replace(/<\/?semantics>/g, '');
    if (!mathml) throw new Error('no MathML');
    // mml2omml writes the text of <, > and & unescaped (a<0): escape it again inside each m:t.
    const omml = mml2omml(mathml).replace(
      /(<m:t(?:\s[^>]*)?>)([\s\S]*?)(<\/m:t>)/g,
      (_, open: string, text: string, close: string) =>
        open + text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') + close,
    );
    return ImportedXmlComponent.fromXmlString(omml) as unknown as ParagraphChild;
  } catch {
    return run(tex, { italics: true });
  }
}

const MATH = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;
const decode = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Text with inline formulas as runs. */
function textRuns(text: string, style: Style): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  let last = 0;
  for (const m of text.matchAll(MATH)) {
    if (m.index > last) out.push(run(decode(text.slice(last, m.index)), style));
    out.push(formula(decode(m[1] ?? m[2] ?? '')));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(run(decode(text.slice(last)), style));
  return out;
}

function pngSize(b: Buffer) {
  return b.length > 24 && b.readUInt32BE(0) === 0x89504e47
    ? { w: b.readUInt32BE(16), h: b.readUInt32BE(20), type: 'png' as const }
    : null;
}
function gifSize(b: Buffer) {
  return b.length > 10 && b.toString('ascii', 0, 3) === 'GIF'
    ? { w: b.readUInt16LE(6), h: b.readUInt16LE(8), type: 'gif' as const }
    : null;
}
function jpegSize(b: Buffer) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    const len = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { w: b.readUInt16BE(i + 7), h: b.readUInt16BE(i + 5), type: 'jpg' as const };
    i += 2 + len;
  }
  return null;
}

/** An image scaled to the text width at most (keeping its aspect), or a note when it cannot be read. */
async function image(el: Element, load: ImageLoader): Promise<ParagraphChild> {
  const src = el.attribs.src ?? '';
  const bytes = src.startsWith('data:') ? Buffer.from(src.split(',')[1] ?? '', 'base64') : await load(src);
  const size = bytes && (pngSize(bytes) ?? jpegSize(bytes) ?? gifSize(bytes));
  if (!bytes || !size?.w || !size.h) return run('［图片］');
  const wantW = Number(el.attribs.width) || size.w;
  const w = Math.min(wantW, TEXT_WIDTH_PX);
  const h = Math.round((size.h / size.w) * w);
  return new ImageRun({ type: size.type, data: bytes, transformation: { width: w, height: h } });
}

const BLOCK = new Set(['p', 'div', 'li', 'tr', 'table', 'ul', 'ol', 'tbody', 'thead']);

/**
 * Question HTML (the sanitised subset of docs/questions.md) as lines of runs: paragraphs, divs, list
 * items and table rows start new lines; inline markup becomes run styles; cells are separated by tabs.
 */
export async function htmlLines(html: string, load: ImageLoader): Promise<ParagraphChild[][]> {
  const lines: ParagraphChild[][] = [[]];
  const newLine = () => {
    if (lines.at(-1)!.length) lines.push([]);
  };
  const walk = async (nodes: ChildNode[], style: Style) => {
    for (const n of nodes) {
      if (isText(n)) {
        const text = n.data.replace(/\s+/g, ' ');
        if (text.trim() || lines.at(-1)!.length) lines.at(-1)!.push(...textRuns(text, style));
      } else if (isTag(n)) {
        const tag = n.name;
        if (tag === 'br') newLine();
        else if (tag === 'img') lines.at(-1)!.push(await image(n, load));
        else {
          const next: Style = {
            ...style,
            ...(tag === 'b' || tag === 'strong' ? { bold: true } : {}),
            ...(tag === 'i' || tag === 'em' ? { italics: true } : {}),
            ...(tag === 'u' ? { underline: true } : {}),
            ...(tag === 's' ? { strike: true } : {}),
            ...(tag === 'sub' ? { sub: true } : {}),
            ...(tag === 'sup' ? { sup: true } : {}),
          };
          if (BLOCK.has(tag)) newLine();
          if (tag === 'td' || tag === 'th') {
            if (lines.at(-1)!.length) lines.at(-1)!.push(run('\t'));
          }
          await walk(n.children, next);
          if (BLOCK.has(tag)) newLine();
        }
      }
    }
  };
  // Formulas may hold < and >; they are escaped in stored HTML, so the parser sees text.
  await walk(parseDocument(html).children, {});
  while (lines.length > 1 && lines.at(-1)!.length === 0) lines.pop();
  return lines;
}

/** At least 1.5 lines (18 pt), growing for tall formulas such as fractions. */
const LINE = { line: 360, lineRule: LineRuleType.AT_LEAST } as const;

const para = (children: ParagraphChild[], opts: { indent?: number; before?: number } = {}) =>
  new Paragraph({
    children,
    spacing: { ...LINE, before: opts.before ?? 0 },
    ...(opts.indent ? { indent: { left: opts.indent } } : {}),
  });

/** 「A．…」 options: four to a line when all are short, two when middling, else one each (tab stops). */
async function optionParagraphs(options: string[], load: ImageLoader): Promise<Paragraph[]> {
  if (options.length === 0) return [];
  const plain = options.map((o) => o.replace(/<[^>]*>/g, '').replace(/\\[()[\]]/g, ''));
  const widest = Math.max(
    ...plain.map((p) => [...p].reduce((t, c) => t + (c.charCodeAt(0) > 255 ? 2 : 1), 0)),
  );
  const perLine = widest <= 16 ? 4 : widest <= 36 ? 2 : 1;
  const stops = [1, 2, 3].map((k) => ({
    type: TabStopType.LEFT,
    position: Math.round((9638 / perLine) * k),
  }));
  const out: Paragraph[] = [];
  for (let i = 0; i < options.length; i += perLine) {
    const children: ParagraphChild[] = [];
    for (let k = 0; k < perLine && i + k < options.length; k++) {
      if (k) children.push(run('\t'));
      children.push(run(`${LETTERS[i + k]}．`));
      const lines = await htmlLines(options[i + k]!, load);
      children.push(...lines.flatMap((l, j) => (j ? [run(' '), ...l] : l)));
    }
    out.push(
      new Paragraph({
        children,
        spacing: LINE,
        indent: { left: 420 },
        tabStops: perLine > 1 ? stops : [],
      }),
    );
  }
  return out;
}

async function questionParagraphs(q: PrintQuestion, kind: DocxKind, load: ImageLoader): Promise<Paragraph[]> {
  const head = run(`${q.number}．`, { bold: true });
  if (q.missing) return [para([head, run('（本题已从题库删除）')])];
  if (kind !== 'paper') {
    const answers = q.parts.length
      ? q.parts.map((p) => `${p.number}${p.answer.join('；')}`).join('　')
      : q.answer.join('；');
    const out = [para([head, ...(await htmlLines(answers, load)).flat()])];
    if (kind === 'analysis' && q.analysis) {
      const lines = await htmlLines(q.analysis, load);
      out.push(
        ...lines.map((l, i) => para(i ? l : [run('【解析】', { bold: true }), ...l], { indent: 420 })),
      );
    }
    return out;
  }
  const stem = await htmlLines(q.stem, load);
  const out = stem.map((l, i) => para(i ? l : [head, run(`（${q.score} 分）`, {}, 18), ...l]));
  out.push(...(await optionParagraphs(q.options, load)));
  for (const p of q.parts) {
    const lines = await htmlLines(p.stem, load);
    out.push(...lines.map((l, i) => para(i ? l : [run(`${p.number} `), ...l], { indent: 420 })));
    out.push(...(await optionParagraphs(p.options, load)));
  }
  return out;
}

/** Three empty-bordered cells for 班级/姓名/考号, as exam papers print them. */
function studentLine(): Table {
  const cell = (text: string) =>
    new TableCell({
      width: { size: 33, type: WidthType.PERCENTAGE },
      borders: {
        top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
        left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
        right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
        bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
      },
      children: [
        new Paragraph({ alignment: AlignmentType.CENTER, children: [run(`${text}：____________`)] }),
      ],
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [new TableRow({ children: [cell('班级'), cell('姓名'), cell('考号')] })],
  });
}

/**
 * The paper (or its key, with 解析 for `analysis`) as a Word document: A4 with 2 cm margins, title and
 * header lines centred, sections 一、二、… with their score notes, numbered questions with options packed
 * by length, formulas as Word equations, images embedded, and 第 N 页 共 M 页 in the footer.
 */
export async function paperDocx(doc: PrintDocument, kind: DocxKind, load: ImageLoader): Promise<Buffer> {
  const s = doc.settings;
  const title =
    kind === 'paper' ? doc.title : `${doc.title}（参考答案${kind === 'analysis' ? '与解析' : ''}）`;
  const children: (Paragraph | Table)[] = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [run(title, { bold: true }, 32)],
    }),
  ];
  if (doc.subtitle)
    children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [run(doc.subtitle, {}, 24)] }));
  if (kind === 'paper') {
    const meta = `${s.examMinutes ? `考试时间：${s.examMinutes} 分钟　` : ''}满分：${doc.totalScore} 分`;
    children.push(
      new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: [run(meta)] }),
    );
    if (s.showStudentLine) children.push(studentLine());
    if (s.notes)
      children.push(
        new Paragraph({
          spacing: { before: 120, line: 320 },
          children: [run('注意事项：', { bold: true }), run(s.notes, {}, 19)],
        }),
      );
  }
  for (const section of doc.sections) {
    children.push(
      new Paragraph({
        spacing: { before: 240, after: 60 },
        children: [
          run(section.heading, { bold: true }, 22),
          ...(kind === 'paper' ? [run(section.note, {}, 19)] : []),
        ],
      }),
    );
    for (const q of section.questions) children.push(...(await questionParagraphs(q, kind, load)));
  }
  return wordFile(title, children);
}

/** A Word file of A4 pages with 2-cm margins, the school font and 第 x 页 共 y 页 in the footer. */
export function wordFile(title: string, children: (Paragraph | Table)[]): Promise<Buffer> {
  const document = new Document({
    creator: '智卷',
    title,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ['第 ', PageNumber.CURRENT, ' 页 共 ', PageNumber.TOTAL_PAGES, ' 页'],
                    font: FONT,
                    size: 18,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
