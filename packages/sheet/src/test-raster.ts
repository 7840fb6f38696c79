import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoxMm } from './types';

/** A grey page raster: one byte per pixel, 0 black … 255 white. */
export interface Raster {
  width: number;
  height: number;
  dpi: number;
  data: Uint8Array;
}

/**
 * Rasterises every page with poppler's pdftoppm as 8-bit grey PGM, with an empty fontconfig so only
 * fonts embedded in the PDF can draw text.
 */
export function rasterise(pdf: Uint8Array, dpi = 300): Raster[] {
  const dir = mkdtempSync(join(tmpdir(), 'zhijuan-sheet-'));
  try {
    const emptyConfig = join(dir, 'fonts.conf');
    writeFileSync(emptyConfig, '<?xml version="1.0"?><fontconfig></fontconfig>');
    writeFileSync(join(dir, 'sheet.pdf'), pdf);
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), join(dir, 'sheet.pdf'), join(dir, 'page')], {
      env: { ...process.env, FONTCONFIG_FILE: emptyConfig },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort((a, b) => pageNo(a) - pageNo(b))
      .map((f) => readPgm(readFileSync(join(dir, f)), dpi));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pageNo = (file: string) => Number(/-(\d+)\.pgm$/.exec(file)?.[1] ?? 0);

/** Reads a binary (P5) 8-bit PGM. */
export function readPgm(bytes: Uint8Array, dpi: number): Raster {
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[i]!))) i++;
    if (bytes[i] === 0x23) {
      while (bytes[i] !== 0x0a) i++;
      continue;
    }
    let field = '';
    while (!/\s/.test(String.fromCharCode(bytes[i]!))) field += String.fromCharCode(bytes[i++]!);
    fields.push(field);
  }
  const [magic, w, h, max] = fields;
  if (magic !== 'P5' || max !== '255') throw new Error(`not an 8-bit binary PGM: ${magic} ${max}`);
  const width = Number(w);
  const height = Number(h);
  return { width, height, dpi, data: bytes.subarray(i + 1, i + 1 + width * height) };
}

const toPx = (r: Raster, mm: number) => (mm * r.dpi) / 25.4;
const toMm = (r: Raster, px: number) => (px * 25.4) / r.dpi;

/** Darkness (255 − grey) summed over pixels whose centres fall in the box. */
export function ink(r: Raster, b: BoxMm): number {
  let sum = 0;
  forPixels(r, b, (i) => {
    sum += 255 - r.data[i]!;
  });
  return sum;
}

function forPixels(r: Raster, b: BoxMm, visit: (index: number, px: number, py: number) => void): void {
  const x0 = Math.max(0, Math.ceil(toPx(r, b.x) - 0.5));
  const x1 = Math.min(r.width - 1, Math.floor(toPx(r, b.x + b.w) - 0.5));
  const y0 = Math.max(0, Math.ceil(toPx(r, b.y) - 0.5));
  const y1 = Math.min(r.height - 1, Math.floor(toPx(r, b.y + b.h) - 0.5));
  for (let py = y0; py <= y1; py++) for (let px = x0; px <= x1; px++) visit(py * r.width + px, px, py);
}

/**
 * Centre of darkness of a window along one axis, in millimetres from the page edge: where a stroke
 * crossing the window lies. Null when the window holds (almost) no ink.
 */
export function inkCentre(r: Raster, window: BoxMm, axis: 'x' | 'y'): number | null {
  let sum = 0;
  let moment = 0;
  forPixels(r, window, (i, px, py) => {
    const d = 255 - r.data[i]!;
    if (d < 40) return;
    sum += d;
    moment += d * ((axis === 'x' ? px : py) + 0.5);
  });
  return sum < 255 * 3 ? null : toMm(r, moment / sum);
}

/**
 * Finds a bubble's ring near where the template says it is: each of its four straight sides is located
 * as the centre of darkness in a band ±`searchMm` across the expected line, away from the rounded
 * corners and the printed label. Returns the measured box of the ring's centre line.
 */
export function locateRing(r: Raster, b: BoxMm, searchMm = 0.6): BoxMm | null {
  const bandY = { y: b.y + b.h * 0.42, h: b.h * 0.16 };
  const left = inkCentre(r, { x: b.x - searchMm, w: 2 * searchMm, ...bandY }, 'x');
  const right = inkCentre(r, { x: b.x + b.w - searchMm, w: 2 * searchMm, ...bandY }, 'x');
  const bandX = { x: b.x + 1.2, w: 0.4 };
  const top = inkCentre(r, { ...bandX, y: b.y - searchMm, h: 2 * searchMm }, 'y');
  const bottom = inkCentre(r, { ...bandX, y: b.y + b.h - searchMm, h: 2 * searchMm }, 'y');
  if (left === null || right === null || top === null || bottom === null) return null;
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** Centre and inked area (mm²) of a solid mark searched for in a window. */
export function locateSolid(r: Raster, window: BoxMm): { cx: number; cy: number; areaMm2: number } {
  let n = 0;
  let sx = 0;
  let sy = 0;
  forPixels(r, window, (i, px, py) => {
    if (r.data[i]! >= 128) return;
    n += 1;
    sx += px + 0.5;
    sy += py + 0.5;
  });
  const mmPerPx = 25.4 / r.dpi;
  return { cx: toMm(r, sx / n), cy: toMm(r, sy / n), areaMm2: n * mmPerPx * mmPerPx };
}

/** Grey value at a point in millimetres. */
export function greyAt(r: Raster, xMm: number, yMm: number): number {
  const px = Math.floor(toPx(r, xMm));
  const py = Math.floor(toPx(r, yMm));
  return r.data[py * r.width + px]!;
}
