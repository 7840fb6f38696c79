/**
 * Paper sizes of the scan settings (spec §3 codes) and what "adaptive off" does with them (spec §9).
 *
 * The pixel sizes are the page at 300 dpi. A4, 16k and B5 are the spec's figures; A3 and B4 are not in
 * the spec, so they follow the same rule: A3 is 297 × 420 mm, B4 the JIS B4 sold in China as B4
 * (257 × 364 mm). B5 in the spec is ISO B5 (176 × 250 mm) and 16k is 185 × 260 mm.
 */
export interface PageSize {
  code: PageSizeCode;
  name: string;
  /** Width and height in pixels at 300 dpi — also the eSCL scan region, in 1/300 inch. */
  width: number;
  height: number;
}

export const PAGE_SIZE_CODES = [0, 1, 2, 6, 11] as const;
export type PageSizeCode = (typeof PAGE_SIZE_CODES)[number];

const PAGE_SIZES: Record<PageSizeCode, PageSize> = {
  1: { code: 1, name: 'A4', width: 2480, height: 3507 },
  11: { code: 11, name: 'A3', width: 3507, height: 4960 },
  2: { code: 2, name: 'B5', width: 2079, height: 2954 },
  6: { code: 6, name: 'B4', width: 3035, height: 4299 },
  0: { code: 0, name: '16k', width: 2184, height: 3072 },
};

/** The resolution the pixel sizes are given at, and the one the spec scans at. */
export const PAGE_SIZE_DPI = 300;

export function pageSize(code: PageSizeCode): PageSize {
  return PAGE_SIZES[code];
}

/** Millimetres of a page size, for scanners that take the scan area in mm (SANE). */
export function pageSizeMm(code: PageSizeCode): { width: number; height: number } {
  const { width, height } = PAGE_SIZES[code];
  const mm = (px: number) => Math.round((px / PAGE_SIZE_DPI) * 25.4 * 10) / 10;
  return { width: mm(width), height: mm(height) };
}
