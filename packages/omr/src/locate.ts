import type { TemplatePage } from '@zhijuan/sheet';
import { alignment } from './align';
import type { Gray } from './gray';
import { findMarks } from './marks';
import { type Affine, apply, fitAffine, fitHomography, type Pair, type Projective } from './transform';

export const homographyOf = (loc: Located): Projective | null => ('g' in loc.map ? loc.map : null);

/** Where the marks are and the map they give; null when fewer than three fit. */
export interface Located {
  /** The least-squares affine map through the marks used (kept for callers of `transform`). */
  transform: Affine;
  /** The map bubbles and boxes are read with: `transform`, or a homography for a page seen at an angle. */
  map: Affine | Projective;
  residualPx: number;
  marksFound: number;
  /** The marks the map was fitted through, template mm and pixels. */
  marks: Pair[];
  /** A mark was found only by the second, smaller search (see `findMarks`). */
  far: boolean;
  /** The template indices of the marks found by that second search. */
  farMarks: number[];
}

const pairsOf = (page: TemplatePage, found: ReturnType<typeof findMarks>): Pair[] =>
  found.map((f) => {
    const m = page.marks[f.index]!;
    return { mm: { x: m.xMm + m.wMm / 2, y: m.yMm + m.hMm / 2 }, px: { x: f.x, y: f.y } };
  });

/** How much better than the homography's rings a map through three marks must line up to be taken. */
const HOMOGRAPHY_PREFERRED = 1.05;

/**
 * Marks and map of a page as laid out by `page`. Four marks a flat map fits (a scanner) give that
 * affine map. Four it does not fit are either a page seen at an angle (a phone photo: the homography
 * through all four) or one wrong mark (a covered corner whose place a stamp took: the affine map
 * through the other three); the printed bubble rings decide which, since the wrong map leaves them
 * off their places. `far` false: marks of the first search only (see `findMarks`); `skip`: a mark
 * taken as hidden.
 */
export function locate(g: Gray, page: TemplatePage, far = true, skip?: number): Located | null {
  const found = findMarks(g, page.marks, page, far, skip);
  const pairs = pairsOf(page, found);
  const fit = fitAffine(pairs);
  if (!fit) return null;
  const flat = {
    transform: fit.transform,
    map: fit.transform,
    residualPx: fit.residualPx,
    marksFound: pairs.length,
    marks: pairs,
    far: found.some((f) => f.far),
    farMarks: found.filter((f) => f.far).map((f) => f.index),
  };
  const pxPerMm = Math.hypot(fit.transform.a, fit.transform.d);
  if (pairs.length < 4 || fit.residualPx <= 0.5 * pxPerMm) return flat;
  const candidates: Located[] = [];
  const homography = fitHomography(pairs);
  if (homography && plausible(homography, page, g))
    candidates.push({ ...flat, map: homography, residualPx: 0 });
  for (let drop = 0; drop < 4; drop++) {
    const marks = pairs.filter((_, i) => i !== drop);
    const three = fitAffine(marks);
    if (three)
      candidates.push({
        transform: three.transform,
        map: three.transform,
        residualPx: three.residualPx,
        marksFound: 3,
        marks,
        far: found.some((f, i) => i !== drop && f.far),
        farMarks: found.filter((f, i) => i !== drop && f.far).map((f) => f.index),
      });
  }
  let best: { located: Located; score: number } | null = null;
  for (const c of candidates) {
    // All four marks are worth more than three: a map through three wins only when its rings are
    // clearly better (a stamp taken for a mark leaves them far worse), not on a tie at a mild angle.
    const score = alignment(g, c.map, page.bubbles).mean * ('g' in c.map ? HOMOGRAPHY_PREFERRED : 1);
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
