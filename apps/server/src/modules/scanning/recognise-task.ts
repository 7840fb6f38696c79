import type { StoredPageResult } from '@zhijuan/contracts';
import { cropRegions, pixelBox, recognise } from '@zhijuan/omr';
import type { SheetTemplate } from '@zhijuan/sheet';

export interface RecogniseInput {
  bytes: Uint8Array;
  template: SheetTemplate;
}

export interface RecogniseOutput {
  /** The stored result, region keys still empty: the caller names and stores the crops. */
  result: StoredPageResult;
  crops: { question: string; part: number; png: Uint8Array }[];
}

const rounded = (b: { x: number; y: number; w: number; h: number } | null) =>
  b && { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) };

/**
 * Reads one page in a worker thread and cuts its written answers at full resolution. Pure: bytes and a
 * template in, a storable result and PNG crops out (the pixels never cross back to the main thread).
 */
export async function recognisePage({ bytes, template }: RecogniseInput): Promise<RecogniseOutput> {
  const r = await recognise(bytes, template);
  const page = template.pages.find((p) => p.page === r.page) ?? template.pages[0]!;
  const placed = new Map(page.bubbles.map((b) => [`${b.question}\u0000${b.option}`, b]));
  const pngs = r.problem ? [] : await cropRegions(r, r.regions);
  const crops = pngs.map((png, i) => ({
    question: r.regions[i]!.question,
    part: r.regions[i]!.part,
    png: new Uint8Array(png),
  }));
  const result: StoredPageResult = {
    page: r.page,
    pages: r.qr?.pages ?? template.pages.length,
    examId: r.qr?.examId ?? null,
    studentIdFromQr: r.qr?.studentId ?? null,
    sheetVersion: r.qr?.sheetVersion ?? null,
    rotated180: r.rotated180,
    marksFound: r.marksFound,
    residualPx: r.residualPx,
    width: r.image.width,
    height: r.image.height,
    scale: r.source?.shrink ?? 1,
    answers: r.answers,
    flags: r.flags,
    stain: r.stain && { box: rounded(r.stain.box)!, questions: r.stain.questions },
    bubbles: r.bubbles.map((b) => {
      const at = placed.get(`${b.question}\u0000${b.option}`);
      return {
        question: b.question,
        option: b.option,
        fill: Math.round(b.fill * 1000) / 1000,
        decision: b.decision,
        box: at ? rounded(pixelBox(r, at)) : null,
      };
    }),
    studentNo: r.studentNo,
    absent: r.absent,
    paperType: r.paperType,
    regions: r.regions.map((g) => ({
      question: g.question,
      part: g.part,
      key: '',
      box: { x: Math.round(g.box.x), y: Math.round(g.box.y), w: Math.round(g.box.w), h: Math.round(g.box.h) },
    })),
    problem: r.problem,
    timings: r.timings,
  };
  return { result, crops };
}

export default recognisePage;
