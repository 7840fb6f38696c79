/** Page geometry of printed papers, in millimetres (docs/print.md). */
export type PaperLayout = 'A4' | 'A3' | '8K';

export interface PageGeometry {
  widthMm: number;
  heightMm: number;
  columns: number;
  /** Outer margins; `left` includes the sealing strip when there is one. */
  margin: { top: number; right: number; bottom: number; left: number };
  gapMm: number;
  /** Space kept at the foot for 第 N 页 共 M 页. */
  footerMm: number;
}

export const SEAL_STRIP_MM = 24;

export function pageGeometry(layout: PaperLayout, sealing: boolean): PageGeometry {
  const size = { A4: { w: 210, h: 297, c: 1 }, A3: { w: 420, h: 297, c: 2 }, '8K': { w: 390, h: 270, c: 2 } }[
    layout
  ];
  const side = size.c === 1 ? 18 : 16;
  return {
    widthMm: size.w,
    heightMm: size.h,
    columns: size.c,
    margin: { top: 16, right: side, bottom: 14, left: sealing ? SEAL_STRIP_MM + 6 : side },
    gapMm: 16,
    footerMm: 8,
  };
}

export const columnWidthMm = (g: PageGeometry) =>
  (g.widthMm - g.margin.left - g.margin.right - g.gapMm * (g.columns - 1)) / g.columns;
export const columnHeightMm = (g: PageGeometry) => g.heightMm - g.margin.top - g.margin.bottom - g.footerMm;

/** Options four to a line when the widest fits a quarter of the column, two when it fits a half, else one. */
export function optionsPerLine(widestMm: number, columnMm: number): 1 | 2 | 4 {
  const gap = 3;
  if (widestMm <= columnMm / 4 - gap) return 4;
  if (widestMm <= columnMm / 2 - gap) return 2;
  return 1;
}

export interface Block {
  key: string;
  heightMm: number;
  /** A section heading: never left alone at the foot of a column. */
  keepWithNext?: boolean;
}

/**
 * Fills columns top to bottom, page after page, with the blocks in order. A heading moves on with the
 * block after it; a block taller than a whole column gets a column of its own (and overflows it).
 * Returns, per page, per column, the block keys.
 */
export function paginate(blocks: Block[], columns: number, columnHeight: number): string[][][] {
  const all: string[][] = [[]];
  let used = 0;
  const next = () => {
    all.push([]);
    used = 0;
  };
  blocks.forEach((b, i) => {
    const after = b.keepWithNext ? (blocks[i + 1]?.heightMm ?? 0) : 0;
    const need = b.heightMm + Math.min(after, columnHeight - b.heightMm);
    if (used > 0 && used + need > columnHeight) next();
    all.at(-1)!.push(b.key);
    used += b.heightMm;
  });
  const pages: string[][][] = [];
  for (let i = 0; i < all.length; i += columns) {
    const page = all.slice(i, i + columns);
    while (page.length < columns) page.push([]);
    pages.push(page);
  }
  return pages;
}
