import type { SheetQrContent, SheetTemplate, TemplatePage } from '@zhijuan/sheet';
import { alignment } from './align';
import { answerOf, type BubbleRead, decide, sampleBubble } from './bubbles';
import { cropOriginal, cropPng, decodeGray, type Gray, imageWidth, rotate180 } from './gray';
import { findMarks } from './marks';
import { readSheetQr } from './qr';
import { type Affine, apply, fitAffine, fitHomography, type Pair, type Projective } from './transform';

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
  /** Least-squares affine map, template mm → pixels of `image`, through the marks used. */
  transform: Affine | null;
  /**
   * The homography bubbles and boxes were read with when the page was seen at an angle (a phone
   * photo; four marks needed), template mm → pixels; null when `transform` was used.
   */
  homography: Projective | null;
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

function regionsOf(t: Affine | Projective, page: TemplatePage): RegionCrop[] {
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
  t: Affine | Projective,
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

const homographyOf = (loc: Located): Projective | null => ('g' in loc.map ? loc.map : null);

/** Where the marks are and the map they give; null when fewer than three fit. */
interface Located {
  /** The least-squares affine map through the marks used (kept for callers of `transform`). */
  transform: Affine;
  /** The map bubbles and boxes are read with: `transform`, or a homography for a page seen at an angle. */
  map: Affine | Projective;
  residualPx: number;
  marksFound: number;
}

const pairsOf = (page: TemplatePage, found: ReturnType<typeof findMarks>): Pair[] =>
  found.map((f) => {
    const m = page.marks[f.index]!;
    return { mm: { x: m.xMm + m.wMm / 2, y: m.yMm + m.hMm / 2 }, px: { x: f.x, y: f.y } };
  });

/**
 * Marks and map of a page as laid out by `page`. Four marks a flat map fits (a scanner) give that
 * affine map. Four it does not fit are either a page seen at an angle (a phone photo: the homography
 * through all four) or one wrong mark (a covered corner whose place a stamp took: the affine map
 * through the other three); the printed bubble rings decide which, since the wrong map leaves them
 * off their places.
 */
function locate(g: Gray, page: TemplatePage): Located | null {
  const pairs = pairsOf(page, findMarks(g, page.marks, page));
  const fit = fitAffine(pairs);
  if (!fit) return null;
  const flat = {
    transform: fit.transform,
    map: fit.transform,
    residualPx: fit.residualPx,
    marksFound: pairs.length,
  };
  const pxPerMm = Math.hypot(fit.transform.a, fit.transform.d);
  if (pairs.length < 4 || fit.residualPx <= 0.5 * pxPerMm) return flat;
  const candidates: Located[] = [];
  const homography = fitHomography(pairs);
  if (homography && plausible(homography, page, g))
    candidates.push({ ...flat, map: homography, residualPx: 0 });
  for (let drop = 0; drop < 4; drop++) {
    const three = fitAffine(pairs.filter((_, i) => i !== drop));
    if (three)
      candidates.push({
        transform: three.transform,
        map: three.transform,
        residualPx: three.residualPx,
        marksFound: 3,
      });
  }
  let best: { located: Located; score: number } | null = null;
  for (const c of candidates) {
    const score = alignment(g, c.map, page.bubbles).mean;
    if (!best || score > best.score) best = { located: c, score };
  }
  return best?.located ?? null;
}

/**
 * A homography a camera could have produced: the page's corners land inside the image, in their
 * order (convex, not folded over), each side at most twice as long as its opposite.
 */
function plausible(h: Projective, page: TemplatePage, g: Gray): boolean {
  const corners = [
    apply(h, 0, 0),
    apply(h, page.widthMm, 0),
    apply(h, page.widthMm, page.heightMm),
    apply(h, 0, page.heightMm),
  ];
  const margin = 0.1 * Math.max(g.width, g.height);
  if (
    corners.some(
      (c) => !(c.x > -margin && c.y > -margin && c.x < g.width + margin && c.y < g.height + margin),
    )
  )
    return false;
  for (let i = 0; i < 4; i++) {
    const p = corners[i]!;
    const q = corners[(i + 1) % 4]!;
    const r = corners[(i + 2) % 4]!;
    if ((q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x) <= 0) return false;
  }
  const side = (i: number) =>
    Math.hypot(corners[(i + 1) % 4]!.x - corners[i]!.x, corners[(i + 1) % 4]!.y - corners[i]!.y);
  return side(0) < 2 * side(2) && side(2) < 2 * side(0) && side(1) < 2 * side(3) && side(3) < 2 * side(1);
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
  let qr = loc ? await qrAt(g, loc.map, pageT, source, false) : null;
  lap('qrMs');
  if (!qr) {
    const turned = rotate180(g);
    const loc2 = locate(turned, pageT);
    lap('marksMs');
    const qr2 = loc2 ? await qrAt(turned, loc2.map, pageT, source, true) : null;
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
  if (!loc)
    return {
      ...base,
      marksFound: 0,
      transform: null,
      homography: null,
      residualPx: null,
      problem: TEXT.noMarks,
    };
  if (qr && qr.content.examId !== template.examId)
    return {
      ...base,
      marksFound: loc.marksFound,
      transform: loc.transform,
      homography: homographyOf(loc),
      residualPx: loc.residualPx,
      problem: TEXT.noTemplate,
    };

  const t = loc.map;
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
    transform: loc.transform,
    homography: homographyOf(loc),
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
