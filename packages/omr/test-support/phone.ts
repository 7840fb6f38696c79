/**
 * Phone-photo and desk damage for synthetic scans (a test tool, not part of the engine), each with its
 * ground truth: a perspective view of the page on a desk, light falling off across it, sensor noise,
 * stray pencil strokes away from the bubbles and a stamp. `photograph` returns where every template
 * millimetre ended up, so a test can check the engine's map as well as its answers.
 */
import type { SheetTemplate, TemplateBox } from '@zhijuan/sheet';
import sharp from 'sharp';
import { DPI } from './synthetic';

const PX = DPI / 25.4;

/** A small deterministic random source, so a failing case can be run again. */
export function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    // xorshift32
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** 3×3 projective matrix, row-major; maps (u, v, 1). */
type Matrix = [number, number, number, number, number, number, number, number, number];

/**
 * The projective map of the unit square onto a quadrilateral (corners in the order (0,0), (1,0),
 * (1,1), (0,1)) — Heckbert's closed form, independent of the engine's least-squares fit on purpose.
 */
function squareToQuad(q: { x: number; y: number }[]): Matrix {
  const [p0, p1, p2, p3] = q as [(typeof q)[0], (typeof q)[0], (typeof q)[0], (typeof q)[0]];
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dx3 = p0.x - p1.x + p2.x - p3.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const dy3 = p0.y - p1.y + p2.y - p3.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (dx3 * dy2 - dx2 * dy3) / det;
  const h = (dx1 * dy3 - dx3 * dy1) / det;
  return [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ];
}

function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

const project = (m: Matrix, u: number, v: number) => {
  const w = m[6] * u + m[7] * v + m[8];
  return { x: (m[0] * u + m[1] * v + m[2]) / w, y: (m[3] * u + m[4] * v + m[5]) / w };
};

export interface Photo {
  /**
   * Perspective: each corner of the page moved inwards from the frame's corner by this share of the
   * frame's width and height, at random between `inset[0]` and `inset[1]` (unequal insets tilt the view).
   */
  inset?: [number, number];
  /**
   * Each corner's inset exactly (top-left, top-right, bottom-right, bottom-left; shares of the frame's
   * width and height), instead of at random: a steep view has the far side's corners far in.
   */
  corners?: { x: number; y: number }[];
  /** Light falling off across the page in one direction: 0.4 means the far side gets 60 % of the light. */
  lightFalloff?: number;
  /** Grey levels of Gaussian sensor noise (standard deviation). */
  noise?: number;
  blurSigma?: number;
  jpegQuality?: number;
  /** Grey of the desk around the page. */
  desk?: number;
  seed?: number;
}

export interface PhotoResult {
  bytes: Buffer;
  /** Where a point of the page (template millimetres) is in the photo, pixels. */
  toPixel: (xMm: number, yMm: number) => { x: number; y: number };
  /** The page's corners in the photo, pixels: top-left, top-right, bottom-right, bottom-left. */
  corners: { x: number; y: number }[];
}

/**
 * A phone photo of the page: seen in perspective on a desk, lit unevenly, with sensor noise, blur and
 * JPEG. The frame is as large as the page image; the page fills 70–95 % of it.
 */
export async function photograph(png: Buffer, d: Photo = {}): Promise<PhotoResult> {
  const rand = random(d.seed ?? 1);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H, channels: C } = info;
  const [lo, hi] = d.inset ?? [0.03, 0.08];
  const inset = () => lo + (hi - lo) * rand();
  const c = d.corners ?? Array.from({ length: 4 }, () => ({ x: inset(), y: inset() }));
  const corners = [
    { x: W * c[0]!.x, y: H * c[0]!.y },
    { x: W * (1 - c[1]!.x), y: H * c[1]!.y },
    { x: W * (1 - c[2]!.x), y: H * (1 - c[2]!.y) },
    { x: W * c[3]!.x, y: H * (1 - c[3]!.y) },
  ];
  const forward = squareToQuad(corners);
  const backward = invert(forward);
  const angle = rand() * 2 * Math.PI;
  const out = warp(data, W, H, C, backward, d.desk ?? 110);
  shade(out, W, H, C, lighting(W, H, d.lightFalloff ?? 0, angle), d.noise ?? 0, gaussian(rand));
  let img = sharp(out, { raw: { width: W, height: H, channels: C } });
  // sharp blurs only from σ 0.3; a sharper photo is left as it is.
  if (d.blurSigma && d.blurSigma >= 0.3) img = img.blur(d.blurSigma);
  const bytes = await img.jpeg({ quality: d.jpegQuality ?? 88 }).toBuffer();
  return {
    bytes,
    toPixel: (xMm, yMm) => project(forward, (xMm * PX) / W, (yMm * PX) / H),
    corners,
  };
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/**
 * Each pixel of the photo looked up in the page through `backward` (photo → unit square), bilinear;
 * the desk where it falls outside the page. Written flat: it runs over ~9 million pixels.
 */
function warp(data: Buffer, W: number, H: number, C: number, m: Matrix, desk: number): Buffer {
  const out = Buffer.alloc(W * H * C, desk);
  for (let y = 0; y < H; y++) {
    const py = y + 0.5;
    for (let x = 0; x < W; x++) {
      const px = x + 0.5;
      const w = m[6] * px + m[7] * py + m[8];
      const sx = ((m[0] * px + m[1] * py + m[2]) / w) * W - 0.5;
      const sy = ((m[3] * px + m[4] * py + m[5]) / w) * H - 0.5;
      if (sx < 0 || sy < 0 || sx >= W - 1 || sy >= H - 1) continue;
      const x0 = sx | 0;
      const y0 = sy | 0;
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * W + x0) * C;
      const i10 = i00 + C;
      const i01 = i00 + W * C;
      const i11 = i01 + C;
      const o = (y * W + x) * C;
      for (let c = 0; c < C; c++) {
        const top = data[i00 + c]! + (data[i10 + c]! - data[i00 + c]!) * fx;
        const bottom = data[i01 + c]! + (data[i11 + c]! - data[i01 + c]!) * fx;
        out[o + c] = top + (bottom - top) * fy + 0.5;
      }
    }
  }
  return out;
}

/** Uneven light (multiplies what the page reflects) and sensor noise (adds), in place. */
function shade(
  out: Buffer,
  W: number,
  H: number,
  C: number,
  light: (x: number, y: number) => number,
  noise: number,
  gauss: () => number,
) {
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const lit = light(x, y);
      const n = noise ? noise * gauss() : 0;
      const o = (y * W + x) * C;
      for (let c = 0; c < C; c++) out[o + c] = clamp(out[o + c]! * lit + n);
    }
}

/** Light across the frame: full on one side, `falloff` less on the other, along `angle`. */
function lighting(W: number, H: number, falloff: number, angle: number) {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(dx) * W + Math.abs(dy) * H;
  const start = Math.min(0, dx * W) + Math.min(0, dy * H);
  return (x: number, y: number) => 1 - (falloff * (x * dx + y * dy - start)) / span;
}

/** Standard normal numbers (sum of uniforms: close enough for noise, and fast). */
function gaussian(rand: () => number) {
  return () => (rand() + rand() + rand() + rand() - 2) * Math.sqrt(3);
}

const overlaps = (a: TemplateBox, b: TemplateBox) =>
  a.xMm < b.xMm + b.wMm && b.xMm < a.xMm + a.wMm && a.yMm < b.yMm + b.hMm && b.yMm < a.yMm + a.hMm;

const grown = (b: TemplateBox, by: number): TemplateBox => ({
  xMm: b.xMm - by,
  yMm: b.yMm - by,
  wMm: b.wMm + 2 * by,
  hMm: b.hMm + 2 * by,
});

/**
 * Stray pencil strokes a student leaves on the page — working in the margins, a line under a
 * question — placed at random but never within 2 mm of a bubble (where the engine reads the paper
 * beside it), of a mark or of the QR code: none of them may change what is read.
 */
export function strayStrokes(template: SheetTemplate, count: number, seed = 1): string[] {
  const page = template.pages[0]!;
  const rand = random(seed);
  const keepOut = [
    ...page.bubbles.map((b) => grown(b, 2)),
    ...page.marks.map((m) => grown(m, 4)),
    grown(page.qr, 2),
  ];
  const strokes: string[] = [];
  for (let tries = 0; strokes.length < count && tries < count * 200; tries++) {
    const x = 10 + rand() * (page.widthMm - 20);
    const y = 10 + rand() * (page.heightMm - 20);
    const len = 3 + rand() * 25;
    const angle = rand() * Math.PI;
    const x2 = x + len * Math.cos(angle);
    const y2 = y + len * Math.sin(angle);
    const box = {
      xMm: Math.min(x, x2) - 0.5,
      yMm: Math.min(y, y2) - 0.5,
      wMm: Math.abs(x2 - x) + 1,
      hMm: Math.abs(y2 - y) + 1,
    };
    if (keepOut.some((k) => overlaps(k, box))) continue;
    const grey = Math.round(60 + rand() * 80);
    const bend = (rand() - 0.5) * len * 0.4;
    strokes.push(
      `<path d="M${x * PX} ${y * PX} Q${((x + x2) / 2 + bend) * PX} ${((y + y2) / 2 - bend) * PX} ${x2 * PX} ${y2 * PX}" stroke="rgb(${grey},${grey},${grey})" stroke-width="${(0.3 + rand() * 0.4) * PX}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return strokes;
}

/**
 * A round stamp (公章-like): a ring of ink with a star, `diameterMm` across, centred at (xMm, yMm),
 * red by default; a dark one stands for a black stamp or a smudge.
 */
export function stampShape(xMm: number, yMm: number, diameterMm = 36, colour = 'rgb(205,40,45)'): string {
  const r = (diameterMm / 2) * PX;
  const cx = xMm * PX;
  const cy = yMm * PX;
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.14 : r * 0.35;
    return `${cx + rr * Math.cos(a)},${cy + rr * Math.sin(a)}`;
  }).join(' ');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.92}" stroke="${colour}" stroke-width="${r * 0.08}" fill="none" opacity="0.85"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" stroke="${colour}" stroke-width="${r * 0.03}" fill="none" opacity="0.85"/>` +
    `<polygon points="${star}" fill="${colour}" opacity="0.85"/>`
  );
}

/** A solid dark blob (a stamp pad smudge, a coffee ring filled in), `sizeMm` across. */
export const blobShape = (xMm: number, yMm: number, sizeMm: number, grey = 30): string =>
  `<rect x="${(xMm - sizeMm / 2) * PX}" y="${(yMm - sizeMm / 2) * PX}" width="${sizeMm * PX}" height="${sizeMm * PX}" fill="rgb(${grey},${grey},${grey})"/>`;

/**
 * Draws SVG shapes over the page in colour: ink multiplies with what is under it, as on paper; a
 * label (`cover`) hides it.
 */
export async function drawOver(png: Buffer, shapes: string[], cover = false): Promise<Buffer> {
  const { width, height } = await sharp(png).metadata();
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`,
  );
  return sharp(png)
    .toColourspace('srgb')
    .composite([{ input: svg, blend: cover ? 'over' : 'multiply' }])
    .png({ compressionLevel: 0 })
    .toBuffer();
}
