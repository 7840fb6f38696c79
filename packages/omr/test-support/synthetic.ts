/**
 * Synthetic scans for tests and benchmarks (not part of the engine): a real sheet PDF from
 * packages/sheet rasterised by poppler, filled like a student with a pencil, then degraded like a
 * scanner. Ground truth is what was filled.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  layoutSheet,
  renderSheetPdf,
  type SheetSpec,
  type SheetStudent,
  type SheetTemplate,
  sheetTemplate,
  type TemplatePage,
} from '@zhijuan/sheet';
import sharp, { type Sharp } from 'sharp';

export const DPI = 300;
const PX = DPI / 25.4;

export const SPEC: SheetSpec = {
  examId: 'exam-omr-test',
  examName: '七年级数学 单元测验',
  sheetVersion: 2,
  paper: 'A4',
  idMode: 'bubbles',
  idDigits: 8,
  paperTypeAB: true,
  sections: [
    {
      kind: 'objective',
      title: '一、选择题',
      questions: Array.from({ length: 10 }, (_, i) => ({
        number: String(i + 1),
        kind: 'single' as const,
        options: 4,
      })),
    },
    {
      kind: 'objective',
      title: '二、多选题',
      questions: [
        { number: '11', kind: 'multiple', options: 4 },
        { number: '12', kind: 'multiple', options: 4 },
      ],
    },
    {
      kind: 'objective',
      title: '三、判断题',
      questions: [13, 14, 15].map((n) => ({ number: String(n), kind: 'trueFalse' as const })),
    },
    { kind: 'subjective', title: '四、解答题', questions: [{ number: '16', heightMm: 50 }] },
  ],
};

export const STUDENT: SheetStudent = {
  studentId: 'stu-0042',
  name: '王小明',
  className: '七年级1班',
  examNo: '20260042',
};

/** The sheet's template and its first page as a 300-dpi grey PNG, personalised for STUDENT. */
export async function blankScan(
  spec = SPEC,
  student = STUDENT,
): Promise<{ template: SheetTemplate; png: Buffer }> {
  const layout = layoutSheet(spec);
  const pdf = await renderSheetPdf(layout, { students: [student], prefillIdBubbles: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-omr-'));
  try {
    fs.writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-gray',
      '-png',
      '-r',
      String(DPI),
      '-f',
      '1',
      '-l',
      '1',
      path.join(dir, 'sheet.pdf'),
      path.join(dir, 'p'),
    ]);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.png'))!;
    return { template: sheetTemplate(layout), png: fs.readFileSync(path.join(dir, file)) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Mark {
  question: string;
  option: string;
  /** 0 white … 1 black; a firm 2B fill is about 0.75. */
  darkness: number;
  /** Share of the bubble covered, from the left (a lazy half fill is 0.5). */
  cover?: number;
  /** Not a fill: a small dot in the middle, or a tick through the bubble (错误填涂 on the sheet). */
  shape?: 'dot' | 'tick';
}

/** Ground truth of the test student: 1–10 single choice, 11–12 multiple, 13–15 true/false. */
export const TRUTH: Record<string, string> = {
  '1': 'A',
  '2': 'B',
  '3': 'C',
  '4': 'D',
  '5': 'A',
  '6': 'B',
  '7': '',
  '8': 'D',
  '9': 'A',
  '10': 'C',
  '11': 'AC',
  '12': 'BCD',
  '13': 'T',
  '14': 'F',
  '15': 'T',
};
export const truthMarks = (darkness = 0.75): Mark[] =>
  Object.entries(TRUTH).flatMap(([question, letters]) =>
    [...letters].map((option) => ({ question, option, darkness })),
  );

/**
 * Pencil marks drawn over the bubbles of one page of the sheet, as a student would, on its image at
 * 300 dpi (a PNG or the path of one): a sharp pipeline, to be written as the caller wants it.
 */
export async function fillPage(png: Buffer | string, page: TemplatePage, marks: Mark[]): Promise<Sharp> {
  const { width, height } = await sharp(png).metadata();
  const shapes = marks.map((m) => {
    const b = page.bubbles.find((x) => x.question === m.question && x.option === m.option);
    if (!b) throw new Error(`no bubble ${m.question}/${m.option}`);
    const grey = Math.round(255 * (1 - m.darkness));
    const ink = `rgb(${grey},${grey},${grey})`;
    const cx = (b.xMm + b.wMm / 2) * PX;
    const cy = (b.yMm + b.hMm / 2) * PX;
    if (m.shape === 'dot') return `<circle cx="${cx}" cy="${cy}" r="${0.7 * PX}" fill="${ink}"/>`;
    if (m.shape === 'tick')
      return `<path d="M${cx - 1.6 * PX} ${cy} L${cx - 0.4 * PX} ${cy + 1.2 * PX} L${cx + 2 * PX} ${cy - 1.6 * PX}" stroke="${ink}" stroke-width="${0.45 * PX}" fill="none"/>`;
    const w = b.wMm * (m.cover ?? 1);
    return `<ellipse cx="${(b.xMm + w / 2) * PX}" cy="${(b.yMm + b.hMm / 2) * PX}" rx="${(w / 2 + 0.2) * PX}" ry="${(b.hMm / 2 + 0.2) * PX}" fill="${ink}"/>`;
  });
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`,
  );
  return sharp(png).composite([{ input: svg, blend: 'multiply' }]);
}

/** Pencil marks drawn over the bubbles of page 1, as a student would: an uncompressed PNG. */
export async function fill(png: Buffer, template: SheetTemplate, marks: Mark[]): Promise<Buffer> {
  return (await fillPage(png, template.pages[0]!, marks)).png({ compressionLevel: 0 }).toBuffer();
}

/** Marks for a student's 考号 in the id grid. */
export const idMarks = (examNo: string, darkness = 0.75): Mark[] =>
  [...examNo].map((digit, i) => ({ question: `id:${i + 1}`, option: digit, darkness }));

export interface Degrade {
  rotateDeg?: number;
  scale?: number;
  jpegQuality?: number;
  blurSigma?: number;
  /** Paint white over the positioning mark of this corner (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right). */
  coverMark?: number;
}

/** What a scanner does to the page: turn, scale, blur, JPEG, a folded corner. */
export async function degrade(png: Buffer, template: SheetTemplate, d: Degrade): Promise<Buffer> {
  let img = sharp(png);
  if (d.coverMark !== undefined) {
    const m = template.pages[0]!.marks[d.coverMark]!;
    const { width, height } = await sharp(png).metadata();
    const r = `<rect x="${(m.xMm - 3) * PX}" y="${(m.yMm - 3) * PX}" width="${(m.wMm + 6) * PX}" height="${(m.hMm + 6) * PX}" fill="white"/>`;
    img = sharp(
      await img
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${r}</svg>`,
            ),
          },
        ])
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
  }
  if (d.scale) {
    const { width } = await sharp(png).metadata();
    img = sharp(
      await img
        .resize({ width: Math.round(width! * d.scale) })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
  }
  // A skewed page on a scanner bed: turned, with the bed's white around it.
  if (d.rotateDeg)
    img = sharp(
      await img.rotate(d.rotateDeg, { background: '#ffffff' }).png({ compressionLevel: 0 }).toBuffer(),
    );
  if (d.blurSigma) img = img.blur(d.blurSigma);
  return d.jpegQuality
    ? img.jpeg({ quality: d.jpegQuality }).toBuffer()
    : img.png({ compressionLevel: 0 }).toBuffer();
}
