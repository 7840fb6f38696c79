import type { SheetQrContent, SheetTemplate, TemplatePage } from '@zhijuan/sheet';
import { alignment } from './align';
import { type BubbleRead, decide, flagStandingOut, murky, paperSpots, sampleBubble } from './bubbles';
import {
  cropOriginal,
  cropPixels,
  cropPng,
  cropsOriginal,
  decodeGray,
  type Gray,
  imageInfo,
  rotate180,
} from './gray';
import { homographyOf, type Located, locate } from './locate';
import { readSheetQr, readStickerCode } from './qr';
import { type QuestionFlag, readSheet } from './read';
import { hiddenCorner, refineByRings } from './refine';

export type { QuestionFlag };

import { type Affine, apply, type Projective } from './transform';

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
  /**
   * The map was fitted to the printed bubble rings, the marks alone not placing them well enough
   * (three marks on a photo, a curled page): `homography`, or `transform` when too few rings for one.
   */
  refined: boolean;
  bubbles: BubbleRead[];
  /**
   * Share of bubbles whose printed ring was not found where the map puts them (those are
   * `ambiguous`); over 15 % the page has a `problem`. Null when the page was not read.
   */
  ringsLost: number | null;
  /** Question → chosen options ("A", "AC", "" for blank). */
  answers: Record<string, string>;
  flags: Record<string, QuestionFlag>;
  /**
   * 考号: from the bubble grid ("?" for a digit not read), or in barcode mode from the sticker's
   * barcode (null when no single barcode could be read there).
   */
  studentNo: string | null;
  absent: boolean;
  paperType: string | null;
  /** 选做题 group (`"23/24"`) → the question the student chose, "" when not clear (see choiceFlags). */
  choices: Record<string, string>;
  /** 选做题 group → blank (no selector filled), multiple (two) or ambiguous. */
  choiceFlags: Record<string, QuestionFlag>;
  regions: RegionCrop[];
  /**
   * A stain (coffee, water) over bubbles: the paper around several bubbles is uneven, a dark edge or
   * rim running beside them. `box` is the pixel box of those bubbles on `image` with a margin;
   * `questions` every objective question with a bubble inside it — each flagged `ambiguous` unless
   * flagged otherwise, for a person to look at. Null when no stain was seen.
   */
  stain: { box: { x: number; y: number; w: number; h: number }; questions: string[] } | null;
  /** Why the page could not be read, in Chinese; null when it was. */
  problem: string | null;
  /** The upright grey image the page was read on (regions are cut from the file: `cropRegions`). */
  image: Gray;
  /** The file it was read from and how much it was shrunk for reading, for full-resolution crops. */
  source: { bytes: Uint8Array; page: number; shrink: number } | null;
  /** Where the time went, milliseconds: decoding, marks and map, QR and 考号 barcode, bubbles and decisions. */
  timings: { decodeMs: number; marksMs: number; qrMs: number; bubblesMs: number };
}

const TEXT = {
  noMarks: '找不到定位点：请确认整张答题卡都在扫描范围内',
  noTemplate: '答题卡二维码与模板不符',
  misaligned: '答题卡定位不准（纸张变形或拍摄角度过大）：请重新扫描或人工核对',
};

/**
 * Pixels per millimetre a page is read at unless asked otherwise: a 300-dpi scan (11.8 px/mm) is
 * decoded at a third of its size (~3.9 px/mm), which libjpeg does at half size and libvips finishes —
 * at half size (~5.9) it would decode every pixel first, taking twice as long (docs/recognition.md).
 */
export const READ_PX_PER_MM = 3.8;

/**
 * Below this mean contrast of the printed rings where the map puts them (0 … 1; a page read right has
 * 0.3–0.7) the map is wrong as a whole — a stray blob taken for two marks — and the page goes to a
 * person: `ringsLost` is relative to the page's own clearest rings and would not see it. Not on a page
 * with (almost) no bubbles — a page of written answers only — where the marks alone place it.
 */
const MIN_RING_CONTRAST = 0.15;

/** Above this share of bubbles off their rings the whole page goes to a person. */
const MAX_RINGS_LOST = 0.15;

function regionsOf(t: Affine | Projective, page: TemplatePage): RegionCrop[] {
  return page.regions.map((r) => ({ question: r.question, part: r.part, box: boxOf(t, r, 0) }));
}

/**
 * The sheet's QR code, read around where the marks put it: 4 mm around it, or 35 mm when a mark was
 * missing — three marks on a photo may put it 20–35 mm off (the rings correct the map only later).
 */
async function qrAt(
  g: Gray,
  loc: Located,
  page: TemplatePage,
  source: { bytes: Uint8Array; page: number; shrink: number } | null,
  turned: boolean,
) {
  const box = boxOf(loc.map, page.qr, loc.marksFound < 4 ? 35 : 4);
  const read = await readSheetQr(cropPixels(g, box));
  if (read || !source || source.shrink === 1) return read;
  // Small modules on a shrunk, blurred scan: try the code at full resolution.
  return readSheetQr(await cropOriginal(source.bytes, { ...source, turned }, box));
}

/** The pixel box, in `g`, of a template box widened by `marginMm`, under map `t`. */
function boxOf(
  t: Affine | Projective,
  b: { xMm: number; yMm: number; wMm: number; hMm: number },
  marginMm: number,
) {
  const corners = [
    apply(t, b.xMm - marginMm, b.yMm - marginMm),
    apply(t, b.xMm + b.wMm + marginMm, b.yMm - marginMm),
    apply(t, b.xMm - marginMm, b.yMm + b.hMm + marginMm),
    apply(t, b.xMm + b.wMm + marginMm, b.yMm + b.hMm + marginMm),
  ];
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/**
 * The 考号 barcode on the sticker (barcode mode), read around the 贴条形码区 with a margin for a
 * sticker pasted a little outside it; a template without the area (older exports) gives the header
 * band above the first bubble. At the reading resolution first, then — narrow bars blur at ~6 px/mm —
 * from the file at full resolution.
 */
async function stickerAt(
  g: Gray,
  t: Affine | Projective,
  page: TemplatePage,
  source: PageResult['source'],
  turned: boolean,
): Promise<string | null> {
  if (page.page !== 1) return null;
  const top = Math.min(...page.bubbles.map((b) => b.yMm), page.heightMm / 2);
  const area = page.sticker ?? {
    xMm: 10,
    yMm: page.qr.yMm + page.qr.hMm,
    wMm: page.widthMm - 20,
    hMm: top - page.qr.yMm - page.qr.hMm,
  };
  const box = boxOf(t, area, 6);
  const read = await readStickerCode(cropPixels(g, box));
  if (read || !source || source.shrink === 1) return read;
  return readStickerCode(await cropOriginal(source.bytes, { ...source, turned }, box));
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
  options: {
    tiffPage?: number;
    /**
     * Resolution to read at, pixels per mm (default 3.8): a finer file is shrunk by 2, 3 or 4 while
     * decoding, which is most of the time a page takes. Marks and bubbles need about 3–6.
     */
    readPxPerMm?: number;
  } = {},
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
    const info = await imageInfo(bytes, tiffPage);
    const want = options.readPxPerMm ?? READ_PX_PER_MM;
    const pxPerMm = info.width / template.pages[0]!.widthMm;
    g = await decodeGray(bytes, tiffPage, [4, 3, 2].find((k) => pxPerMm / k >= want) ?? 1, info);
    // The exact factor (the decoded width is whole pixels), for full-resolution crops.
    source = { bytes, page: tiffPage, shrink: info.width / g.width };
  }
  lap('decodeMs');
  const decoded = g;
  /** The page read from `decoded`; `far`: marks of the second, smaller search allowed (see `findMarks`). */
  const read = async (far: boolean): Promise<{ result: PageResult; far: boolean }> => {
    let g = decoded;
    let rotated180 = false;
    let pageT = template.pages[0]!;
    let loc = locate(g, pageT, far);
    lap('marksMs');
    let qr = loc ? await qrAt(g, loc, pageT, source, false) : null;
    lap('qrMs');
    if (!qr) {
      const turned = rotate180(g);
      const loc2 = locate(turned, pageT, far);
      lap('marksMs');
      const qr2 = loc2 ? await qrAt(turned, loc2, pageT, source, true) : null;
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
        loc = locate(g, pageT, far);
      }
    }
    const base = {
      qr: qr?.content ?? null,
      refined: false,
      page: pageT.page,
      rotated180,
      bubbles: [],
      ringsLost: null,
      answers: {},
      flags: {},
      studentNo: null,
      absent: false,
      paperType: null,
      choices: {},
      choiceFlags: {},
      regions: [],
      stain: null,
      image: g,
      source,
      timings,
    };
    if (!loc)
      return {
        result: {
          ...base,
          marksFound: 0,
          transform: null,
          homography: null,
          residualPx: null,
          problem: TEXT.noMarks,
        },
        far: false,
      };
    if (qr && qr.content.examId !== template.examId)
      return {
        result: {
          ...base,
          marksFound: loc.marksFound,
          transform: loc.transform,
          homography: homographyOf(loc),
          residualPx: loc.residualPx,
          problem: TEXT.noTemplate,
        },
        far: loc.far,
      };

    clock = performance.now();
    let t = loc.map;
    const spots = paperSpots(pageT.bubbles);
    let samples = pageT.bubbles.map((b, i) => sampleBubble(g, t, b, spots[i]));
    // A bubble whose printed ring is not where the map puts it was sampled off its place (a curled
    // page, a photo's perspective with a mark covered): whatever it reads, a person decides.
    let rings = alignment(g, t, pageT.bubbles);
    // A map the marks alone may not get right everywhere — three marks, a photo's homography, rings
    // missed, or bubbles read half dark in numbers — is fitted again to the printed rings, and kept
    // when they line up at least as well.
    let start: Affine | Projective = t;
    // Three marks and rings lost: a photo with a corner hidden, perhaps — find where that corner is.
    if (loc.marksFound === 3 && rings.lost > 0.02) {
      const hidden = pageT.marks.find(
        (m) => !loc.marks.some((p) => p.mm.x === m.xMm + m.wMm / 2 && p.mm.y === m.yMm + m.hMm / 2),
      );
      const corner =
        hidden &&
        hiddenCorner(
          g,
          loc.marks,
          { x: hidden.xMm + hidden.wMm / 2, y: hidden.yMm + hidden.hMm / 2 },
          pageT.bubbles,
        );
      if (corner) start = corner;
    }
    const refined =
      (loc.marksFound < 4 || 'g' in t || rings.lost > 0 || murky(samples)
        ? refineByRings(g, start, loc.marks, pageT.bubbles)
        : null) ?? (start !== t ? start : null);
    if (refined) {
      const again = alignment(g, refined, pageT.bubbles);
      if (again.mean >= rings.mean) {
        t = refined;
        rings = again;
        samples = pageT.bubbles.map((b, i) => sampleBubble(g, t, b, spots[i]));
      }
    }
    const { decisions, dots, empty, low, high } = decide(samples);
    const bubbles: BubbleRead[] = pageT.bubbles.map((b, i) => ({
      question: b.question,
      option: b.option,
      fill: samples[i]!.fill,
      centre: samples[i]!.centre,
      decision: rings.found[i] ? decisions[i]! : 'ambiguous',
      ...(dots[i] ? { dot: true } : {}),
      ring: rings.found[i]!,
      ...(samples[i]!.uneven ? { uneven: true } : {}),
      ...(samples[i]!.struck ? { struck: true } : {}),
    }));
    // A question read all empty but for one bubble clearly darker than the rest goes to a person.
    flagStandingOut(bubbles, empty);
    const reading = readSheet(template, bubbles, { low, high });
    const stain = stainOf(pageT, t, bubbles, template);
    if (stain)
      for (const q of stain.questions)
        if (!reading.flags[q] || reading.flags[q] === 'blank') reading.flags[q] = 'ambiguous';
    lap('bubblesMs');
    const studentNo =
      template.idMode === 'barcode' ? await stickerAt(g, t, pageT, source, rotated180) : reading.studentNo;
    lap('qrMs');
    const result: PageResult = {
      ...base,
      marksFound: loc.marksFound,
      transform: 'g' in t ? loc.transform : t,
      homography: 'g' in t ? t : null,
      residualPx: loc.residualPx,
      bubbles,
      ...reading,
      studentNo,
      ringsLost: rings.lost,
      regions: regionsOf(t, pageT),
      stain,
      // Too many bubbles half dark: sampled off their places, though their rings seemed found.
      problem:
        rings.lost > MAX_RINGS_LOST ||
        (samples.length >= 8 && rings.mean < MIN_RING_CONTRAST) ||
        murky(samples)
          ? TEXT.misaligned
          : null,
      refined: t !== loc.map,
      timings,
    };
    return { result, far: loc.far };
  };
  const first = await read(true);
  // A mark found only by the second search is a small square on a steep photo's far side, or — its
  // corner covered — a square of print: a page read with it that fails is read again without it.
  if (first.far && (first.result.problem || !first.result.qr)) return (await read(false)).result;
  return first.result;
}

/** Bubbles with uneven paper around them, at least this many, not beside a struck one, make a stain. */
const STAIN_BUBBLES = 2;

/**
 * A stain over the page's bubbles: at least `STAIN_BUBBLES` bubbles with uneven paper around them
 * (the stain's edge or rim), leaving out those within 8 mm of a bubble with a stroke through it (an
 * X's arms reach its neighbours' paper). Its box is theirs widened by 3 mm; the objective questions
 * with a bubble in it are named.
 */
function stainOf(
  page: TemplatePage,
  t: Affine | Projective,
  bubbles: BubbleRead[],
  template: SheetTemplate,
): PageResult['stain'] {
  const struck = page.bubbles.filter((_, i) => bubbles[i]!.struck);
  const near = (a: { xMm: number; yMm: number }, b: { xMm: number; yMm: number }) =>
    Math.abs(a.xMm - b.xMm) < 8 && Math.abs(a.yMm - b.yMm) < 8;
  const edge = page.bubbles.filter((b, i) => bubbles[i]!.uneven && !struck.some((s) => near(s, b)));
  if (edge.length < STAIN_BUBBLES) return null;
  const x0 = Math.min(...edge.map((b) => b.xMm)) - 3;
  const y0 = Math.min(...edge.map((b) => b.yMm)) - 3;
  const x1 = Math.max(...edge.map((b) => b.xMm + b.wMm)) + 3;
  const y1 = Math.max(...edge.map((b) => b.yMm + b.hMm)) + 3;
  const objective = new Set(
    template.questions.filter((q) => q.kind !== 'subjective' && q.kind !== 'optional').map((q) => q.question),
  );
  const questions = [
    ...new Set(
      page.bubbles
        .filter(
          (b) =>
            objective.has(b.question) && b.xMm + b.wMm > x0 && b.xMm < x1 && b.yMm + b.hMm > y0 && b.yMm < y1,
        )
        .map((b) => b.question),
    ),
  ];
  return { box: boxOf(t, { xMm: x0, yMm: y0, wMm: x1 - x0, hMm: y1 - y0 }, 0), questions };
}

/**
 * Where a template box (a bubble, a region) is in `result.image`, pixels: through the homography
 * when the page was read through one (a photo), else the affine map; null when the page was not
 * located. Use this rather than `transform` alone, which is off on a page seen at an angle.
 */
export function pixelBox(
  result: PageResult,
  b: { xMm: number; yMm: number; wMm: number; hMm: number },
): { x: number; y: number; w: number; h: number } | null {
  const map = result.homography ?? result.transform;
  return map ? boxOf(map, b, 0) : null;
}

/**
 * Written answers' regions cut from the page at full resolution, as PNG: from the file itself (in its
 * own grey, not the one channel bubbles were read on), decoded once for all of them, unless the page
 * came as pixels.
 */
export const cropRegions = (result: PageResult, regions: RegionCrop[]): Promise<Buffer[]> =>
  result.source
    ? cropsOriginal(
        result.source.bytes,
        { ...result.source, turned: result.rotated180 },
        regions.map((r) => r.box),
      )
    : Promise.all(regions.map((r) => cropPng(result.image, r.box)));

/** One written answer's region at full resolution, as PNG (see `cropRegions`). */
export const cropRegion = async (result: PageResult, region: RegionCrop): Promise<Buffer> =>
  (await cropRegions(result, [region]))[0]!;
