import {
  layoutSheet,
  loadSheetFonts,
  renderSheetPdf,
  type SheetSpec,
  type SheetStudent,
  type TemplatePage,
} from '@zhijuan/sheet';
import { type PencilMark, pencilPage, rasterisePages } from './raster';

/** One printed page as a student leaves it: the page's template, the bubbles filled, the working written. */
export interface PagePencil {
  page: TemplatePage;
  marks: PencilMark[];
  writing: { question: string; share: number }[];
  /** The pencil's random stream (the same page is pencilled the same way). */
  seed: string;
}

export interface PrintInput {
  /** The exam's sheet as `sheetPrintJob` gives it, and the print's title. */
  spec: SheetSpec;
  title: string;
  /** Students next to each other in the stack, in print order. */
  students: SheetStudent[];
  /** Every printed page, student by student: how it is pencilled, or null when it is not wanted. */
  pencil: (PagePencil | null)[];
}

/**
 * The printing thread of the demo score history (docs/demo-data.md): a part of the exam's stack of
 * personalised sheets printed to PDF by @zhijuan/sheet, rasterised by poppler like a grey scanner,
 * pencilled and encoded as JPEG — the CPU-heavy part of making the history, kept off the server's
 * main thread. Returns the JPEG of each wanted page, in `pencil` order.
 */
export async function printAndPencil(input: PrintInput): Promise<(Uint8Array | null)[]> {
  const pdf = await renderSheetPdf(layoutSheet(input.spec), {
    students: input.students,
    fonts: await loadSheetFonts(),
    title: input.title,
  });
  const pages = await rasterisePages(pdf, 1, input.pencil.length);
  if (pages.length !== input.pencil.length)
    throw new Error(`答题卡应有 ${input.pencil.length} 页，栅格化得到 ${pages.length} 页`);
  const out: (Uint8Array | null)[] = [];
  for (const [i, p] of input.pencil.entries())
    out.push(p ? new Uint8Array(await pencilPage(pages[i]!, p.page, p.marks, p.writing, p.seed)) : null);
  return out;
}
