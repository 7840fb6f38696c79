import type { SheetTemplate, TemplatePage } from '@zhijuan/sheet';
import { alignment } from './align';
import { type BubbleRead, decide, flagStandingOut, murky, paperSpots, sampleBubble } from './bubbles';
import { cropOriginal, cropPixels, decodeGray, type Gray, imageInfo, rotate180 } from './gray';
import { homographyOf, type Located, locate } from './locate';
import { boxOf, regionsOf, stainOf } from './places';
import { readSheetQr, readStickerCode } from './qr';
import { type QuestionFlag, readSheet } from './read';
import { hiddenCorner, refineByRings } from './refine';
import type { PageResult } from './result';
import type { Affine, Projective } from './transform';

export { cropRegion, cropRegions, pixelBox } from './places';
export type { PageResult, RegionCrop } from './result';
export type { QuestionFlag };

const TEXT = {
  noMarks: '找不到定位点：请确认整张答题卡都在扫描范围内',
  noTemplate: '答题卡二维码与模板不符',
  misaligned: '答题卡定位不准（纸张变形或拍摄角度过大）：请重新扫描或人工核对',
  hiddenOrSteep: '定位点被遮挡或拍摄角度过大，无法定位：请正对答题卡、露出四角定位点重新拍摄，或人工核对',
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

/**
 * The sheet's QR code, read around where the marks put it: 4 mm around it, or 35 mm when a mark was
 * missing — three marks on a photo may put it 20–35 mm off (the rings correct the map only later).
 */
async function qrAt(
  g: Gray,
  loc: Pick<Located, 'map' | 'marksFound'>,
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
    /**
     * Decode a progressive JPEG with all its scans even when it is shrunk (see gray.ts). Without it
     * the AC refinement scans are left out, and a page that then goes to a person whole or leaves a
     * 考号 digit unread is read once more from the whole file.
     */
    wholeJpeg?: boolean;
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
  // A progressive JPEG decoded without its AC refinement scans.
  let cut = false;
  let g: Gray;
  if ('data' in image && 'width' in image) g = image;
  else {
    const bytes = image as Uint8Array;
    const info = await imageInfo(bytes, tiffPage);
    const want = options.readPxPerMm ?? READ_PX_PER_MM;
    const pxPerMm = info.width / template.pages[0]!.widthMm;
    const shrink = [4, 3, 2].find((k) => pxPerMm / k >= want) ?? 1;
    cut = info.progressive && shrink >= 2 && !options.wholeJpeg;
    g = await decodeGray(bytes, tiffPage, shrink, options.wholeJpeg ? { ...info, progressive: false } : info);
    // The exact factor (the decoded width is whole pixels), for full-resolution crops.
    source = { bytes, page: tiffPage, shrink: info.width / g.width };
  }
  lap('decodeMs');
  const decoded = g;
  /**
   * The page read from `decoded`; `far`: marks of the second, smaller search allowed (see `findMarks`);
   * `skip`: a mark taken as hidden. `farMarks`: the marks the second search found.
   */
  const read = async (far: boolean, skip?: number): Promise<{ result: PageResult; farMarks: number[] }> => {
    let g = decoded;
    let rotated180 = false;
    let pageT = template.pages[0]!;
    let loc = locate(g, pageT, far, skip);
    lap('marksMs');
    let qr = loc ? await qrAt(g, loc, pageT, source, false) : null;
    lap('qrMs');
    if (!qr) {
      const turned = rotate180(g);
      const loc2 = locate(turned, pageT, far, skip);
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
        loc = locate(g, pageT, far, skip);
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
        farMarks: [],
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
        farMarks: loc.farMarks,
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
    // Three marks and rings lost — or lost everywhere alike, none clear (a steep photo's three marks
    // map no ring): a photo with a corner hidden, perhaps — find where that corner is.
    if (loc.marksFound === 3 && (rings.lost > 0.02 || rings.mean < MIN_RING_CONTRAST)) {
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
    // The QR code not where three marks put it — beside the hidden corner of a steep photo, over 35 mm
    // off — is looked for again where the map fitted to the rings puts it (this page's code only).
    if (!qr && t !== loc.map) {
      const late = await qrAt(g, { map: t, marksFound: 4 }, pageT, source, rotated180);
      if (late && late.content.examId === template.examId && late.content.page === pageT.page) qr = late;
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
      qr: qr?.content ?? null,
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
    return { result, farMarks: loc.farMarks };
  };
  /** The page, read again in the ways below when the first reading fails. */
  const readAll = async (): Promise<PageResult> => {
    const first = await read(true);
    if (first.farMarks.length === 0 || (!first.result.problem && first.result.qr)) return first.result;
    // A mark found only by the second search is a small square on a steep photo's far side, or — its
    // corner covered — a square of print. A page read with such marks that fails is read again with
    // each of them taken as hidden (a steep photo with a near corner covered: the print that stood in
    // for it dropped, the far marks kept), then without any of them.
    for (const skip of first.farMarks) {
      const again = await read(true, skip);
      if (!again.result.problem && again.result.qr) return again.result;
    }
    const last = (await read(false)).result;
    // Marks were found, but no three of them place the page: say why rather than "no marks".
    return last.marksFound === 0 && first.result.marksFound >= 3
      ? { ...last, problem: TEXT.hiddenOrSteep }
      : last;
  };
  const result = await readAll();
  // A page read from a progressive JPEG cut short that goes to a person whole, or leaves a 考号 digit
  // unread, is read again from all its scans: the finer detail may be what it lacked.
  if (cut && (result.problem || result.studentNo?.includes('?')))
    return recognise(image, template, { ...options, wholeJpeg: true });
  return result;
}
