import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, type PDFOperator } from 'pdf-lib';
import { loadSheetFonts, type SheetFonts, subsetTrueType } from './fonts';
import { PT_PER_MM } from './geometry';
import { type QrMatrix, qrModules, sheetQrText } from './qr';
import { type Canvas, drawElement, fillRoundedBox, textOps } from './render-ops';
import type { BoxMm, SheetLayout } from './types';

/** A student on a personalised sheet. */
export interface SheetStudent {
  /** Goes into every page's QR code; the recogniser maps a scan to the student by it. */
  studentId: string;
  name: string;
  className: string;
  /** 考号, digits only, as many as the sheet's `idDigits`. */
  examNo: string;
}

export interface RenderSheetOptions {
  /** One copy of the sheet per student, in order. Without it: one blank sheet. */
  students?: SheetStudent[];
  /**
   * Bubble mode: fill the 考号 bubbles of each student's number (default true), so the sheet reads the
   * same with or without its QR code. The digits are printed in the write boxes either way.
   */
  prefillIdBubbles?: boolean;
  /** Full fonts; read from the npm package when not given. */
  fonts?: SheetFonts;
  title?: string;
}

const FONT_REGULAR = 'F0';
const FONT_BOLD = 'F1';

/**
 * Renders the layout as a vector PDF: a blank sheet, or one copy per student with name, class and 考号
 * printed and each page's QR code naming the student. The printed parts shared by all copies are drawn
 * once per page as a form XObject, so a whole grade's batch stays small and fast. Fonts are Noto Sans
 * SC subsets holding only the characters printed.
 */
export async function renderSheetPdf(
  layout: SheetLayout,
  options: RenderSheetOptions = {},
): Promise<Uint8Array> {
  const students = options.students;
  checkStudents(layout, students);
  const fonts = options.fonts ?? (await loadSheetFonts());
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(options.title ?? `${layout.spec.examName} 答题卡`);
  doc.setCreator('智卷');
  doc.setProducer('智卷 @zhijuan/sheet');
  const fixedDate = new Date(Date.UTC(2000, 0, 1));
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);

  const { regularText, boldText } = textsOf(layout, students ?? []);
  const [regularBytes, boldBytes] = await Promise.all([
    subsetTrueType(fonts.regular, regularText),
    subsetTrueType(fonts.bold, boldText),
  ]);
  const embed = { subset: false, features: { locl: false } } as const;
  const regular = await doc.embedFont(regularBytes, embed);
  const bold = await doc.embedFont(boldBytes, embed);

  const templates = layout.pages.map((page) => {
    const canvas: Canvas = {
      pageHeightMm: page.heightMm,
      regular,
      bold,
      regularName: FONT_REGULAR,
      boldName: FONT_BOLD,
    };
    const ops: PDFOperator[] = [];
    for (const element of page.elements) ops.push(...drawElement(canvas, element));
    const xobject = doc.context.formXObject(ops, {
      BBox: [0, 0, page.widthMm * PT_PER_MM, page.heightMm * PT_PER_MM],
      Resources: { Font: { [FONT_REGULAR]: regular.ref, [FONT_BOLD]: bold.ref } },
    });
    return { ref: doc.context.register(xobject), canvas };
  });

  const copies: (SheetStudent | undefined)[] = students ?? [undefined];
  const pages = layout.pages.length;
  for (const student of copies) {
    layout.pages.forEach((sheetPage, i) => {
      const page = doc.addPage([sheetPage.widthMm * PT_PER_MM, sheetPage.heightMm * PT_PER_MM]);
      const template = templates[i]!;
      page.node.setXObject(PDFName.of('Sheet'), template.ref);
      // Written as text: a whole grade's overlays as operator objects cost more than the rest together.
      let content = 'q /Sheet Do Q\n';
      const qrBox = sheetPage.elements.find((e) => e.type === 'qr');
      if (qrBox) {
        const text = sheetQrText({
          examId: layout.spec.examId,
          sheetVersion: layout.spec.sheetVersion,
          page: sheetPage.number,
          pages,
          ...(student ? { studentId: student.studentId } : {}),
        });
        content += qrContent(template.canvas, qrBox, qrModules(text));
      }
      if (student && sheetPage.number === 1) {
        const ops = personalOps(layout, template.canvas, student, options.prefillIdBubbles ?? true);
        content += ops.map((op) => op.toString()).join('\n');
        page.node.setFontDictionary(PDFName.of(FONT_REGULAR), regular.ref);
      }
      page.node.addContentStream(doc.context.register(doc.context.flateStream(content)));
    });
  }
  return doc.save({ useObjectStreams: true });
}

function checkStudents(layout: SheetLayout, students: SheetStudent[] | undefined): void {
  for (const s of students ?? []) {
    if (!new RegExp(`^\\d{${layout.spec.idDigits}}$`).test(s.examNo)) {
      throw new Error(`学生 ${s.name} 的考号 ${s.examNo} 不是 ${layout.spec.idDigits} 位数字`);
    }
  }
}

function textsOf(layout: SheetLayout, students: SheetStudent[]): { regularText: string; boldText: string } {
  let regularText = '0123456789';
  let boldText = '0123456789';
  for (const page of layout.pages) {
    for (const e of page.elements) {
      if (e.type === 'text') {
        if (e.bold) boldText += e.text;
        else regularText += e.text;
      } else if (e.type === 'bubble') regularText += e.label;
    }
  }
  for (const s of students) regularText += s.name + s.className + s.examNo;
  return { regularText, boldText };
}

/**
 * QR modules as black rectangles, one per horizontal run, with a four-module quiet zone inside the box,
 * as content-stream text.
 */
function qrContent(canvas: Canvas, box: BoxMm, qr: QrMatrix): string {
  const n = qr.size;
  const module = (Math.min(box.w, box.h) / (n + 8)) * PT_PER_MM;
  const left = box.x * PT_PER_MM + 4 * module;
  const top = (canvas.pageHeightMm - box.y) * PT_PER_MM - 4 * module;
  const f = (v: number) => v.toFixed(2);
  const h = f(module);
  let out = 'q 0 g\n';
  for (let r = 0; r < n; r++) {
    const y = f(top - (r + 1) * module);
    let c = 0;
    while (c < n) {
      if (!qr.dark[r * n + c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < n && qr.dark[r * n + c]) c += 1;
      out += `${f(left + start * module)} ${y} ${f((c - start) * module)} ${h} re\n`;
    }
  }
  return `${out}f Q\n`;
}

function personalOps(
  layout: SheetLayout,
  canvas: Canvas,
  student: SheetStudent,
  prefill: boolean,
): PDFOperator[] {
  const { fields } = layout;
  const ops: PDFOperator[] = [];
  const text = (t: string, box: BoxMm, sizePt: number, align: 'left' | 'center') =>
    ops.push(...textOps(canvas, { ...box, type: 'text', text: t, sizePt, align }));
  text(student.name, { ...fields.name, x: fields.name.x + 1 }, 11, 'left');
  text(student.className, { ...fields.className, x: fields.className.x + 1 }, 11, 'left');
  if (layout.spec.idMode === 'bubbles') {
    [...student.examNo].forEach((digit, i) => {
      const box = fields.idBoxes[i];
      if (box) text(digit, box, 11, 'center');
    });
    if (prefill) {
      const filled: BoxMm[] = [];
      for (const e of layout.pages[0]!.elements) {
        if (e.type !== 'bubble' || !e.question.startsWith('id:')) continue;
        const position = Number(e.question.slice(3)) - 1;
        if (student.examNo[position] === e.option) filled.push(e);
      }
      for (const b of filled) ops.push(...fillRoundedBox(canvas, b, 1, 0));
    }
  } else if (fields.sticker) {
    const s = fields.sticker;
    text(`考号 ${student.examNo}`, { x: s.x, y: s.y + s.h - 7, w: s.w, h: 6 }, 10, 'center');
  }
  return ops;
}
