import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SheetTemplate, TemplatePage } from '@zhijuan/sheet';
import sharp from 'sharp';
import { seeded } from './model';

/**
 * Scans of the demo sheets: the exam's printed personalised sheets rasterised by poppler like a grey
 * scanner, pencilled like a student with a 2B pencil (scripts/fill-sheets.ts does the same at 300 dpi),
 * stored as JPEG. 150 dpi: the recogniser reads at ~3.8 px/mm or finer (a 300-dpi scan is shrunk to
 * ~3.9 px/mm first), and 150 dpi gives 5.9 px/mm at a quarter of the rasterising time (docs/demo-data.md).
 */
export const SCAN_DPI = 150;

/** Pages `first`…`last` (1-based) of a PDF as grey pixel rows. */
export async function rasterisePages(pdf: Uint8Array, first: number, last: number, dpi = SCAN_DPI) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zhijuan-demo-'));
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), pdf);
    // Plain PGM: no compression to undo, and a three-line header.
    await promisify(execFile)(
      'pdftoppm',
      ['-gray', '-r', String(dpi), '-f', String(first), '-l', String(last), 'in.pdf', 'p'],
      { cwd: dir },
    );
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.pgm')).sort();
    return Promise.all(files.map(async (f) => readPgm(await fs.readFile(path.join(dir, f)))));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export interface GreyPage {
  width: number;
  height: number;
  pixels: Buffer;
}

function readPgm(b: Buffer): GreyPage {
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(b[i]!))) i++;
    let s = '';
    while (!/\s/.test(String.fromCharCode(b[i]!))) s += String.fromCharCode(b[i++]!);
    fields.push(s);
  }
  if (fields[0] !== 'P5' || fields[3] !== '255') throw new Error('pdftoppm 输出的不是 8 位灰度图');
  return { width: Number(fields[1]), height: Number(fields[2]), pixels: b.subarray(i + 1) };
}

export interface PencilMark {
  question: string;
  option: string;
}

/** Darkens the page under a shape: `cover(x, y)` is how much of pixel (x, y) the pencil covers, 0…1. */
function shade(
  page: GreyPage,
  box: { x0: number; y0: number; x1: number; y1: number },
  ink: number,
  cover: (x: number, y: number) => number,
) {
  const { width, height, pixels } = page;
  for (let y = Math.max(0, Math.floor(box.y0)); y <= Math.min(height - 1, Math.ceil(box.y1)); y++)
    for (let x = Math.max(0, Math.floor(box.x0)); x <= Math.min(width - 1, Math.ceil(box.x1)); x++) {
      const c = cover(x + 0.5, y + 0.5);
      // Graphite over print multiplies, like the blend of scripts/fill-sheets.ts.
      if (c > 0) pixels[y * width + x] = Math.round(pixels[y * width + x]! * (1 - c * (1 - ink)));
    }
}

/**
 * A student's pencil on one page: firm fills (darkness 0.7–0.9) of the given bubbles, and in each
 * written region that is not left blank a few lines of scribbled working, more for a better answer.
 * Drawn straight into the pixels (an SVG overlay cost ~6× the rasterising), edges antialiased.
 */
export async function pencilPage(
  source: GreyPage,
  layout: TemplatePage,
  marks: PencilMark[],
  writing: { question: string; share: number }[],
  seed: string,
  dpi = SCAN_DPI,
): Promise<Buffer> {
  const px = dpi / 25.4;
  const r = seeded(seed);
  const page = { ...source, pixels: Buffer.from(source.pixels) };
  for (const m of marks) {
    const b = layout.bubbles.find((x) => x.question === m.question && x.option === m.option);
    if (!b) throw new Error(`答题卡第 ${layout.page} 页没有 ${m.question}/${m.option} 的填涂框`);
    const ink = 1 - (0.7 + r() * 0.2);
    const cx = (b.xMm + b.wMm / 2) * px;
    const cy = (b.yMm + b.hMm / 2) * px;
    const rx = (b.wMm / 2 + 0.2) * px;
    const ry = (b.hMm / 2 + 0.2) * px;
    shade(page, { x0: cx - rx - 1, y0: cy - ry - 1, x1: cx + rx + 1, y1: cy + ry + 1 }, ink, (x, y) => {
      // Distance outside the ellipse in pixels, roughly: a one-pixel soft edge.
      const d = Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2);
      return Math.min(1, Math.max(0, (1 - d) * Math.min(rx, ry) + 0.5));
    });
  }
  const pen = 0.18 * px;
  for (const w of writing) {
    for (const region of layout.regions.filter((x) => x.question === w.question)) {
      // Working starts below the printed question number; lines 7 mm apart, as far down as it goes.
      const lines = Math.max(1, Math.min(Math.floor((region.hMm - 8) / 7), Math.round(1 + w.share * 5)));
      for (let l = 0; l < lines; l++) {
        const y = (region.yMm + 8 + l * 7) * px;
        const x0 = (region.xMm + 8 + r() * 4) * px;
        const x1 = x0 + (region.wMm - 20) * (0.35 + 0.55 * r()) * px;
        let prev = { x: x0, y };
        for (let x = x0 + 1.2 * px; x < x1; x += 1.2 * px) {
          const next = { x, y: y + (r() - 0.5) * 2.4 * px };
          const a = prev;
          const dx = next.x - a.x;
          const dy = next.y - a.y;
          const len2 = dx * dx + dy * dy;
          shade(
            page,
            {
              x0: Math.min(a.x, next.x) - pen - 1,
              y0: Math.min(a.y, next.y) - pen - 1,
              x1: Math.max(a.x, next.x) + pen + 1,
              y1: Math.max(a.y, next.y) + pen + 1,
            },
            0.25,
            (qx, qy) => {
              const t = Math.min(1, Math.max(0, ((qx - a.x) * dx + (qy - a.y) * dy) / len2));
              const dist = Math.hypot(qx - a.x - t * dx, qy - a.y - t * dy);
              return Math.min(1, Math.max(0, pen - dist + 0.5));
            },
          );
          prev = next;
        }
      }
    }
  }
  return sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 1 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The template page (1-based) a question's bubbles or region are on. */
export function pageOfQuestion(template: SheetTemplate, question: string): number | null {
  const p = template.pages.find(
    (x) => x.bubbles.some((b) => b.question === question) || x.regions.some((g) => g.question === question),
  );
  return p?.page ?? null;
}
