import type { SheetQrContent, SheetTemplate, TemplatePage } from '@zhijuan/sheet';
import { answerOf, type BubbleRead, decide, sampleBubble } from './bubbles';
import { cropOriginal, cropPng, decodeGray, type Gray, imageWidth, rotate180 } from './gray';
import { findMarks } from './marks';
import { readSheetQr } from './qr';
import { type Affine, apply, fitAffine } from './transform';

export type QuestionFlag = 'blank' | 'multiple' | 'ambiguous';

export interface RegionCrop {
  question: string;
  part: number;
  /** Pixel box of the region in the (upright) image. */
  box: { x: number; y: number; w: number; h: number };
}

/** What one scanned page says (docs/recognition.md). */
export interface PageResult {
  /** From the QR code; null when it could not be read (the page goes to a person). */
  qr: SheetQrContent | null;
  /** Template page number used. */
  page: number;
  /** The scan was upside down and has been turned. */
  rotated180: boolean;
  marksFound: number;
  transform: Affine | null;
  /** Root mean square distance of the marks from the fitted map, pixels. */
  residualPx: number | null;
  bubbles: BubbleRead[];
  /** Question → chosen options ("A", "AC", "" for blank). */
  answers: Record<string, string>;
  flags: Record<string, QuestionFlag>;
  /** 考号 from the bubble grid, "?" for a digit not read; null in barcode mode. */
  studentNo: string | null;
  absent: boolean;
  paperType: string | null;
  regions: RegionCrop[];
  /** Why the page could not be read, in Chinese; null when it was. */
  problem: string | null;
  /** The upright grey image, for cutting regions (`cropRegion`). */
  image: Gray;
  /** The file it was read from and how much it was shrunk for reading, for full-resolution crops. */
  source: { bytes: Uint8Array; page: number; shrink: number } | null;
  /** Where the time went, milliseconds: decoding, marks and map, QR, bubbles and decisions. */
  timings: { decodeMs: number; marksMs: number; qrMs: number; bubblesMs: number };
}

const TEXT = {
  noMarks: '找不到定位点：请确认整张答题卡都在扫描范围内',
  noTemplate: '答题卡二维码与模板不符',
};

function regionsOf(t: Affine, page: TemplatePage): RegionCrop[] {
  return page.regions.map((r) => {
    const corners = [
      apply(t, r.xMm, r.yMm),
      apply(t, r.xMm + r.wMm, r.yMm),
      apply(t, r.xMm, r.yMm + r.hMm),
      apply(t, r.xMm + r.wMm, r.yMm + r.hMm),
    ];
    const xs = corners.map((c) => c.x);
    const ys = corners.map((c) => c.y);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    return {
      question: r.question,
      part: r.part,
      box: { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y },
    };
  });
}

async function qrAt(
  g: Gray,
  t: Affine,
  page: TemplatePage,
  source: { bytes: Uint8Array; page: number; shrink: number } | null,
  turned: boolean,
) {
  const margin = 4;
  const a = apply(t, page.qr.xMm - margin, page.qr.yMm - margin);
  const b = apply(t, page.qr.xMm + page.qr.wMm + margin, page.qr.yMm + page.qr.hMm + margin);
  const box = {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    w: Math.abs(b.x - a.x),
    h: Math.abs(b.y - a.y),
  };
  const read = await readSheetQr(await cropPng(g, box));
  if (read || !source || source.shrink === 1) return read;
  // Small modules on a shrunk, blurred scan: try the code at full resolution.
  return readSheetQr(await cropOriginal(source.bytes, { ...source, turned }, box));
}

/**
 * Marks and transform of a page as laid out by `page`; null when fewer than three fit. When four do
 * not agree (a covered corner whose place an inner blob took), the odd one is dropped.
 */
function locate(g: Gray, page: TemplatePage) {
  const found = findMarks(g, page.marks, page);
  let pairs = found.map((f) => {
    const m = page.marks[f.index]!;
    return { mm: { x: m.xMm + m.wMm / 2, y: m.yMm + m.hMm / 2 }, px: { x: f.x, y: f.y } };
  });
  let fit = fitAffine(pairs);
  if (fit && pairs.length === 4) {
    const pxPerMm = Math.hypot(fit.transform.a, fit.transform.d);
    if (fit.residualPx > 1 * pxPerMm) {
      // One mark is wrong. A scan is a turned, scaled page: keep the three whose map is closest to a
      // pure turn and scale (a = e, b = −d), which the wrong mark would skew.
      let best: { pairs: typeof pairs; fit: NonNullable<typeof fit>; skew: number } | null = null;
      for (let drop = 0; drop < 4; drop++) {
        const three = pairs.filter((_, i) => i !== drop);
        const f3 = fitAffine(three);
        if (!f3) continue;
        const t = f3.transform;
        const skew = (Math.abs(t.a - t.e) + Math.abs(t.b + t.d)) / Math.hypot(t.a, t.d);
        if (!best || skew < best.skew) best = { pairs: three, fit: f3, skew };
      }
      if (best && best.skew < 0.06) {
        pairs = best.pairs;
        fit = best.fit;
      } else fit = null;
    }
  }
  return fit ? { ...fit, marksFound: pairs.length } : null;
}

/**
 * Reads one scanned page against the exam's template: finds the positioning marks (three are enough),
 * fits the millimetre-to-pixel map, reads the QR code where the map puts it — an upside-down page is
 * turned and tried again —, then samples every bubble and decides them against the sheet's own
 * distribution, and gives each written answer's pixel box.
 */
export async function recognise(
  image: Uint8Array | Gray,
  template: SheetTemplate,
  options: { tiffPage?: number } = {},
): Promise<PageResult> {
  const timings = { decodeMs: 0, marksMs: 0, qrMs: 0, bubblesMs: 0 };
  let clock = performance.now();
  const lap = (key: keyof typeof timings) => {
    const now = performance.now();
    timings[key] += now - clock;
    clock = now;
  };
  const tiffPage = options.tiffPage ?? 0;
  let source: PageResult['source'] = null;
  let g: Gray;
  if ('data' in image && 'width' in image) g = image;
  else {
    const bytes = image as Uint8Array;
    const pxPerMm = (await imageWidth(bytes, tiffPage)) / template.pages[0]!.widthMm;
    const shrink = pxPerMm > 9 ? 2 : 1;
    source = { bytes, page: tiffPage, shrink };
    g = await decodeGray(bytes, tiffPage, shrink);
  }
  lap('decodeMs');
  let rotated180 = false;
  let pageT = template.pages[0]!;
  let loc = locate(g, pageT);
  lap('marksMs');
  let qr = loc ? await qrAt(g, loc.transform, pageT, source, false) : null;
  lap('qrMs');
  if (!qr) {
    const turned = rotate180(g);
    const loc2 = locate(turned, pageT);
    lap('marksMs');
    const qr2 = loc2 ? await qrAt(turned, loc2.transform, pageT, source, true) : null;
    lap('qrMs');
    if (qr2) {
      g = turned;
      loc = loc2;
      qr = qr2;
      rotated180 = true;
    }
  }
  // A later page of the sheet: its own marks and boxes.
  if (qr && qr.content.page !== pageT.page) {
    const other = template.pages.find((p) => p.page === qr!.content.page);
    if (other) {
      pageT = other;
      loc = locate(g, pageT);
    }
  }
  const base = {
    qr: qr?.content ?? null,
    page: pageT.page,
    rotated180,
    bubbles: [],
    answers: {},
    flags: {},
    studentNo: null,
    absent: false,
    paperType: null,
    regions: [],
    image: g,
    source,
    timings,
  };
  if (!loc) return { ...base, marksFound: 0, transform: null, residualPx: null, problem: TEXT.noMarks };
  if (qr && qr.content.examId !== template.examId)
    return {
      ...base,
      marksFound: loc.marksFound,
      transform: loc.transform,
      residualPx: loc.residualPx,
      problem: TEXT.noTemplate,
    };

  const t = loc.transform;
  clock = performance.now();
  const fills = pageT.bubbles.map((b) => sampleBubble(g, t, b));
  const { decisions } = decide(fills);
  const bubbles: BubbleRead[] = pageT.bubbles.map((b, i) => ({
    question: b.question,
    option: b.option,
    fill: fills[i]!,
    decision: decisions[i]!,
  }));
  const byQuestion = new Map<string, BubbleRead[]>();
  for (const b of bubbles) byQuestion.set(b.question, [...(byQuestion.get(b.question) ?? []), b]);

  const answers: Record<string, string> = {};
  const flags: Record<string, QuestionFlag> = {};
  for (const q of template.questions) {
    if (q.kind === 'subjective' || q.kind === 'optional') continue;
    const reads = byQuestion.get(q.question);
    if (!reads) continue;
    const { answer, flag } = answerOf(q.kind, reads);
    answers[q.question] = answer;
    if (flag) flags[q.question] = flag;
  }
  let studentNo: string | null = null;
  if (template.idMode === 'bubbles' && byQuestion.has('id:1')) {
    studentNo = '';
    for (let d = 1; d <= template.idDigits; d++) {
      const reads = byQuestion.get(`id:${d}`) ?? [];
      const chosen = reads.filter((r) => r.decision === 'filled');
      studentNo +=
        chosen.length === 1 && !reads.some((r) => r.decision === 'ambiguous') ? chosen[0]!.option : '?';
    }
  }
  const absent = byQuestion.get('absent')?.some((r) => r.decision === 'filled') ?? false;
  const types = (byQuestion.get('paperType') ?? []).filter((r) => r.decision === 'filled');
  lap('bubblesMs');
  return {
    ...base,
    marksFound: loc.marksFound,
    transform: t,
    residualPx: loc.residualPx,
    bubbles,
    answers,
    flags,
    studentNo,
    absent,
    paperType: types.length === 1 ? types[0]!.option : null,
    regions: regionsOf(t, pageT),
    problem: null,
    timings,
  };
}

/** A written answer's region cut from the page at full resolution, as PNG. */
export const cropRegion = (result: PageResult, region: RegionCrop) =>
  result.source && result.source.shrink > 1
    ? cropOriginal(result.source.bytes, { ...result.source, turned: result.rotated180 }, region.box)
    : cropPng(result.image, region.box);
