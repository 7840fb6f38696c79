import sharp from 'sharp';

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
  /** An RGB file (not grey, not CMYK): its green channel is read as the grey. */
  rgb: boolean;
  /** Its EXIF orientation asks for a turn or a flip. */
  turned: boolean;
}

/**
 * Decodes a scan to grey (JPEG, PNG, TIFF — `page` picks a page of a multi-page TIFF; 1-bit images
 * come out as 0/255 grey), turned upright by its EXIF orientation, and shrunk `shrink` times while
 * decoding (JPEG DCT scaling where libvips uses it). Of a colour scan only the green channel is taken: it carries most of
 * the brightness (pencil, ink, red and blue pens all dark in it) and skips converting every pixel.
 */
export async function decodeGray(image: Uint8Array, page = 0, shrink = 1, info?: ImageInfo): Promise<Gray> {
  const { width, rgb, turned } = info ?? (await imageInfo(image, page));
  // Turning by EXIF only when the file asks for it: the no-op still costs a copy of every pixel.
  let pipeline = sharp(image, { page, failOn: 'none' });
  if (turned) pipeline = pipeline.rotate();
  // Linear, not nearest: where the decoder does not scale (PNG, TIFF, and JPEG by 2 here) nearest
  // would drop three pixels in four, and with them a 0.25 mm ring line or a thin pencil stroke.
  if (shrink > 1) pipeline = pipeline.resize({ width: Math.round(width / shrink), kernel: 'linear' });
  pipeline = rgb ? pipeline.extractChannel(1) : pipeline.toColourspace('b-w');
  const { data, info: out } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (out.channels !== 1) throw new Error(`expected one channel, got ${out.channels}`);
  return {
    width: out.width,
    height: out.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

/** Width and colour of an image file, from its header, without decoding it. */
export async function imageInfo(image: Uint8Array, page = 0): Promise<ImageInfo> {
  const meta = await sharp(image, { page, failOn: 'none' }).metadata();
  return {
    width: (meta.orientation ?? 1) >= 5 ? meta.height : meta.width,
    rgb: meta.space === 'srgb' && (meta.channels ?? 1) >= 3,
    turned: (meta.orientation ?? 1) > 1,
  };
}

/**
 * A rectangle of the original file at full resolution, as PNG: `box` in pixels of an image shrunk by
 * `shrink` (and turned half a turn when `turned`).
 */
export async function cropOriginal(
  image: Uint8Array,
  opts: { page: number; shrink: number; turned: boolean },
  box: { x: number; y: number; w: number; h: number },
): Promise<Buffer> {
  const upright = sharp(image, { page: opts.page, failOn: 'none' }).rotate();
  const full = opts.turned
    ? sharp(await upright.rotate(180).png({ compressionLevel: 0 }).toBuffer())
    : upright;
  const meta = await full.metadata();
  const W = meta.width;
  const H = meta.height;
  const x = Math.min(W - 1, Math.max(0, Math.floor(box.x * opts.shrink)));
  const y = Math.min(H - 1, Math.max(0, Math.floor(box.y * opts.shrink)));
  const w = Math.max(1, Math.min(W - x, Math.ceil(box.w * opts.shrink)));
  const h = Math.max(1, Math.min(H - y, Math.ceil(box.h * opts.shrink)));
  return full.extract({ left: x, top: y, width: w, height: h }).toColourspace('b-w').png().toBuffer();
}

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
