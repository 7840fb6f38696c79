import sharp, { type Sharp } from 'sharp';
import { withoutAcRefinement } from './jpeg';

/** A grey image: one byte per pixel, 0 black … 255 white, rows top to bottom. */
export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

/** What decoding needs to know of a file, from its header. */
export interface ImageInfo {
  /** Pixels across after its EXIF orientation. */
  width: number;
  /** Pixels across as stored, before any EXIF turn. */
  storedWidth: number;
  /** An RGB file (not grey, not CMYK): its green channel is read as the grey. */
  rgb: boolean;
  /** Its EXIF orientation, 1 (as stored) … 8. */
  orientation: number;
  /** A progressive JPEG (phones and some scanners write them): see `withoutAcRefinement`. */
  progressive: boolean;
}

/** The turn and mirror of each EXIF orientation, on pixels decoded as stored (checked against libvips' own). */
const UPRIGHT: Record<number, (s: Sharp) => Sharp> = {
  2: (s) => s.flop(),
  3: (s) => s.rotate(180),
  4: (s) => s.flip(),
  5: (s) => s.rotate(270).flop(),
  6: (s) => s.rotate(90),
  7: (s) => s.rotate(90).flop(),
  8: (s) => s.rotate(270),
};

/**
 * Decodes a scan to grey (JPEG, PNG, TIFF — `page` picks a page of a multi-page TIFF; 1-bit images
 * come out as 0/255 grey), shrunk `shrink` times while decoding, then turned upright by its EXIF
 * orientation. Of a colour scan only the green channel is taken: it carries most of the brightness
 * (pencil, ink, red and blue pens all dark in it) and skips converting every pixel.
 *
 * A JPEG is shrunk by libjpeg while it decodes (DCT scaling: by 2 of a shrink by 3 or 4), which sharp
 * does only when nothing comes before the resize — so an EXIF turn (a phone's portrait photo) is done
 * after, on the few pixels left, not by sharp's `rotate()` first, which would decode every pixel. A
 * progressive JPEG to be shrunk by 2 or more leaves out its AC refinement scans (`withoutAcRefinement`).
 */
export async function decodeGray(image: Uint8Array, page = 0, shrink = 1, info?: ImageInfo): Promise<Gray> {
  const { storedWidth, rgb, orientation, progressive } = info ?? (await imageInfo(image, page));
  // A progressive JPEG shrunk by 2 or more is decoded without its AC refinement scans (jpeg.ts): the
  // bits they add are averaged away by the shrink, and they are most of its decoding time.
  const input = (progressive && shrink >= 2 && withoutAcRefinement(image)) || image;
  let pipeline = sharp(input, { page, failOn: 'none' });
  // Linear, not nearest: where the decoder does not scale (PNG, TIFF) nearest would drop three pixels
  // in four, and with them a 0.25 mm ring line or a thin pencil stroke. The width is rounded down: sharp
  // lets libjpeg shrink by 2 only when the whole shrink is 3 or more (by 2 alone it decodes at full
  // size, twice the time), and a width rounded up makes a shrink by 3 a hair under 3.
  if (shrink > 1) pipeline = pipeline.resize({ width: Math.floor(storedWidth / shrink), kernel: 'linear' });
  pipeline = rgb ? pipeline.extractChannel(1) : pipeline.toColourspace('b-w');
  let { data, info: out } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (out.channels !== 1) throw new Error(`expected one channel, got ${out.channels}`);
  const upright = UPRIGHT[orientation];
  if (upright)
    ({ data, info: out } = await upright(
      sharp(data, { raw: { width: out.width, height: out.height, channels: 1 } }),
    )
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true }));
  return {
    width: out.width,
    height: out.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

/** Width and colour of an image file, from its header, without decoding it. */
export async function imageInfo(image: Uint8Array, page = 0): Promise<ImageInfo> {
  const meta = await sharp(image, { page, failOn: 'none' }).metadata();
  const orientation = meta.orientation ?? 1;
  return {
    width: orientation >= 5 ? meta.height : meta.width,
    storedWidth: meta.width,
    rgb: meta.space === 'srgb' && (meta.channels ?? 1) >= 3,
    orientation,
    progressive: meta.format === 'jpeg' && meta.isProgressive === true,
  };
}

/**
 * Rectangles of the original file at full resolution, each as grey PNG: `boxes` in pixels of an image
 * shrunk by `shrink` (and turned half a turn when `turned`). The file is decoded once for all of them
 * (a page's written answers are cut together), to the same grey the page is read in (the green channel
 * of a colour scan: pencil and every pen colour dark in it, and 20 ms a page instead of 35 for RGB).
 */
export async function cropsOriginal(
  image: Uint8Array,
  opts: { page: number; shrink: number; turned: boolean },
  boxes: { x: number; y: number; w: number; h: number }[],
): Promise<Buffer[]> {
  if (boxes.length === 0) return [];
  const meta = await sharp(image, { page: opts.page, failOn: 'none' }).metadata();
  let pipeline = sharp(image, { page: opts.page, failOn: 'none' });
  if ((meta.orientation ?? 1) > 1) pipeline = pipeline.rotate();
  const rgb = meta.space === 'srgb' && (meta.channels ?? 1) >= 3;
  pipeline = rgb ? pipeline.extractChannel(1) : pipeline.toColourspace('b-w');
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = info;
  return Promise.all(
    boxes.map((box) => {
      // Clamped in the page as read (turned or not: the same size), then found in the file as stored.
      let x = Math.min(W - 1, Math.max(0, Math.floor(box.x * opts.shrink)));
      let y = Math.min(H - 1, Math.max(0, Math.floor(box.y * opts.shrink)));
      const w = Math.max(1, Math.min(W - x, Math.ceil(box.w * opts.shrink)));
      const h = Math.max(1, Math.min(H - y, Math.ceil(box.h * opts.shrink)));
      if (opts.turned) {
        x = W - x - w;
        y = H - y - h;
      }
      let crop = sharp(data, { raw: { width: W, height: H, channels: 1 } }).extract({
        left: x,
        top: y,
        width: w,
        height: h,
      });
      if (opts.turned) crop = crop.rotate(180);
      return crop.extractChannel(0).png().toBuffer();
    }),
  );
}

/** One rectangle of the original file at full resolution, as grey PNG (see `cropsOriginal`). */
export const cropOriginal = async (
  image: Uint8Array,
  opts: { page: number; shrink: number; turned: boolean },
  box: { x: number; y: number; w: number; h: number },
): Promise<Buffer> => (await cropsOriginal(image, opts, [box]))[0]!;

/** How many pages an image file holds (multi-page TIFF), at least 1. */
export async function pageCount(image: Uint8Array): Promise<number> {
  const meta = await sharp(image, { failOn: 'none' }).metadata();
  return meta.pages ?? 1;
}

/** The grey value at (x, y), white outside the image. */
export const at = (g: Gray, x: number, y: number) => {
  const xi = Math.round(x);
  const yi = Math.round(y);
  return xi < 0 || yi < 0 || xi >= g.width || yi >= g.height ? 255 : g.data[yi * g.width + xi]!;
};

/** The image turned half a turn (an upside-down scan). */
export function rotate180(g: Gray): Gray {
  const out = new Uint8Array(g.data.length);
  for (let i = 0, n = g.data.length; i < n; i++) out[n - 1 - i] = g.data[i]!;
  return { width: g.width, height: g.height, data: out };
}

/** A rectangle of the image as PNG bytes (for the QR reader and for answer crops). */
export async function cropPng(g: Gray, box: { x: number; y: number; w: number; h: number }): Promise<Buffer> {
  const x = Math.min(g.width - 1, Math.max(0, Math.floor(box.x)));
  const y = Math.min(g.height - 1, Math.max(0, Math.floor(box.y)));
  const w = Math.max(1, Math.min(g.width - x, Math.ceil(box.w)));
  const h = Math.max(1, Math.min(g.height - y, Math.ceil(box.h)));
  return sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } })
    .extract({ left: x, top: y, width: w, height: h })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Pixels as the barcode reader takes them without an image file: RGBA, grey in each colour. */
export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
  colorSpace: 'srgb';
}

/**
 * A rectangle of the image as RGBA pixels for the QR and barcode reader: no PNG to encode here and
 * decode again there (a few milliseconds a page).
 */
export function cropPixels(g: Gray, box: { x: number; y: number; w: number; h: number }): Pixels {
  const x = Math.min(g.width - 1, Math.max(0, Math.floor(box.x)));
  const y = Math.min(g.height - 1, Math.max(0, Math.floor(box.y)));
  const w = Math.max(1, Math.min(g.width - x, Math.ceil(box.w)));
  const h = Math.max(1, Math.min(g.height - y, Math.ceil(box.h)));
  const data = new Uint8ClampedArray(w * h * 4);
  for (let row = 0; row < h; row++) {
    const from = (y + row) * g.width + x;
    for (let col = 0, o = row * w * 4; col < w; col++, o += 4) {
      const v = g.data[from + col]!;
      data[o] = v;
      data[o + 1] = v;
      data[o + 2] = v;
      data[o + 3] = 255;
    }
  }
  return { data, width: w, height: h, colorSpace: 'srgb' };
}
