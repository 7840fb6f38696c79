/**
 * Where things of the template are on a read page, and the pixels cut from there: boxes through the
 * page's map, the written answers' regions and their crops at full resolution, a stain's box.
 */
import type { SheetTemplate, TemplatePage } from '@zhijuan/sheet';
import type { BubbleRead } from './bubbles';
import { cropPng, cropsOriginal } from './gray';
import type { PageResult, RegionCrop } from './result';
import { type Affine, apply, type Projective } from './transform';

export function regionsOf(t: Affine | Projective, page: TemplatePage): RegionCrop[] {
  return page.regions.map((r) => ({ question: r.question, part: r.part, box: boxOf(t, r, 0) }));
}

/** The pixel box, in `g`, of a template box widened by `marginMm`, under map `t`. */
export function boxOf(
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

/** Bubbles with uneven paper around them, at least this many, not beside a struck one, make a stain. */
const STAIN_BUBBLES = 2;

/**
 * A stain over the page's bubbles: at least `STAIN_BUBBLES` bubbles with uneven paper around them
 * (the stain's edge or rim), leaving out those within 8 mm of a bubble with a stroke through it (an
 * X's arms reach its neighbours' paper). Its box is theirs widened by 3 mm; the objective questions
 * with a bubble in it are named.
 */
export function stainOf(
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
