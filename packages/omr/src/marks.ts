import type { TemplateBox } from '@zhijuan/sheet';
import type { Gray } from './gray';

export interface FoundMark {
  /** Index of the template mark. */
  index: number;
  x: number;
  y: number;
  /** Side of the dark blob it was found as, pixels (the square root of its area). */
  side: number;
  /** Found by the second search, for marks smaller than the image's scale gives (see `findMarks`). */
  far?: boolean;
}

interface Blob {
  x: number;
  y: number;
  side: number;
}

/** Pixels per millimetre if the page about fills the image (a scan with a border gives a bit more). */
const roughScale = (g: Gray, page: { widthMm: number; heightMm: number }) =>
  Math.min(g.width / page.widthMm, g.height / page.heightMm);

/**
 * Dark, filled, square blobs the size of a positioning mark, on a copy shrunk to 2–3 px/mm (so a
 * 5 mm mark is 10–15 px; the page is searched whole, so this is most of the time marks take): dark against the paper white around it (`localWhite`); filled ≥ 55 % of the
 * bounding box (a square turned 10° fills 75 %); bounding box no longer than 1.45 × its width (bubbles
 * are 5 × 3 mm); standing on paper (`onPaper`).
 */
function squareBlobs(g: Gray, markMm: number, scale: number): Blob[] {
  const k = Math.max(1, Math.round(scale / 2));
  const w = Math.floor(g.width / k);
  const h = Math.floor(g.height / k);
  const small = shrinkBy(g, k, w, h);
  const white = localWhite(small, w, h, Math.max(8, Math.round((16 * scale) / k)));
  const dark = new Uint8Array(w * h);
  for (let i = 0; i < dark.length; i++) dark[i] = small[i]! < white[i]! * 0.5 ? 1 : 0;
  const want = (markMm * scale) / k;
  const blobs: Blob[] = [];
  const stack = new Int32Array(w * h);
  for (let start = 0; start < dark.length; start++) {
    if (dark[start] !== 1) continue;
    dark[start] = 2;
    let top = 0;
    stack[top++] = start;
    let n = 0;
    let sx = 0;
    let sy = 0;
    let minX = w;
    let minY = h;
    let maxX = 0;
    let maxY = 0;
    // Flat loop over a typed stack: this visits every dark pixel of the page.
    while (top > 0) {
      const p = stack[--top]!;
      const px = p % w;
      const py = (p - px) / w;
      n++;
      sx += px;
      sy += py;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
      if (px > 0 && dark[p - 1] === 1) {
        dark[p - 1] = 2;
        stack[top++] = p - 1;
      }
      if (px < w - 1 && dark[p + 1] === 1) {
        dark[p + 1] = 2;
        stack[top++] = p + 1;
      }
      if (py > 0 && dark[p - w] === 1) {
        dark[p - w] = 2;
        stack[top++] = p - w;
      }
      if (py < h - 1 && dark[p + w] === 1) {
        dark[p + w] = 2;
        stack[top++] = p + w;
      }
    }
    const bw = maxX - minX + 1;
    const bh = maxY - minY + 1;
    const side = Math.sqrt(n);
    if (side < want * 0.6 || side > want * 1.5) continue;
    if (n / (bw * bh) < 0.55 || Math.max(bw, bh) > Math.min(bw, bh) * 1.45) continue;
    const gap = Math.max(2, Math.round((1.5 * scale) / k));
    if (!onPaper(small, white, w, h, { x0: minX - gap, y0: minY - gap, x1: maxX + gap, y1: maxY + gap }))
      continue;
    blobs.push({ x: (sx / n + 0.5) * k, y: (sy / n + 0.5) * k, side: side * k });
  }
  return blobs;
}

/** The image averaged over k × k blocks (w × h of them); pairs of rows summed at once when k is 2. */
function shrinkBy(g: Gray, k: number, w: number, h: number): Uint8Array {
  const small = new Uint8Array(w * h);
  const d = g.data;
  if (k === 2) {
    for (let y = 0; y < h; y++) {
      const r0 = 2 * y * g.width;
      const r1 = r0 + g.width;
      for (let x = 0, o = y * w, i = 0; x < w; x++, o++, i += 2)
        small[o] = (d[r0 + i]! + d[r0 + i + 1]! + d[r1 + i]! + d[r1 + i + 1]! + 2) >> 2;
    }
    return small;
  }
  const area = k * k;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < k; dy++) {
        const row = (y * k + dy) * g.width + x * k;
        for (let dx = 0; dx < k; dx++) sum += d[row + dx]!;
      }
      small[y * w + x] = sum / area;
    }
  return small;
}

/**
 * Whether a blob stands on paper: at least 85 % of a frame drawn around it (1.5 mm out, inside the
 * 4 mm the sheet keeps clear around each mark) is paper-light. A square of desk cut off by the
 * page's edge in a photo, or ink inside the printed frame, is not.
 */
function onPaper(
  small: Uint8Array,
  white: Uint8Array,
  w: number,
  h: number,
  f: { x0: number; y0: number; x1: number; y1: number },
): boolean {
  if (f.x0 < 0 || f.y0 < 0 || f.x1 >= w || f.y1 >= h) return false;
  let light = 0;
  let n = 0;
  const visit = (x: number, y: number) => {
    n++;
    if (small[y * w + x]! >= white[y * w + x]! * 0.75) light++;
  };
  for (let x = f.x0; x <= f.x1; x++) {
    visit(x, f.y0);
    visit(x, f.y1);
  }
  for (let y = f.y0 + 1; y < f.y1; y++) {
    visit(f.x0, y);
    visit(f.x1, y);
  }
  return light >= n * 0.85;
}

/**
 * The paper white around every pixel: the 90th percentile of grey in tiles of `tile` pixels, blended
 * bilinearly between tile centres. A photo lit from one side has paper at 240 on one edge and 120 on
 * the other, so one white for the whole page would take the dim paper for ink.
 */
function localWhite(small: Uint8Array, w: number, h: number, tile: number): Uint8Array {
  const tw = Math.ceil(w / tile);
  const th = Math.ceil(h / tile);
  const tiles = new Float32Array(tw * th);
  const hist = new Uint32Array(256);
  for (let ty = 0; ty < th; ty++)
    for (let tx = 0; tx < tw; tx++) {
      hist.fill(0);
      let n = 0;
      // Every other pixel of every other row: a percentile of thousands needs no more.
      const yEnd = Math.min(h, (ty + 1) * tile);
      const xEnd = Math.min(w, (tx + 1) * tile);
      for (let y = ty * tile; y < yEnd; y += 2)
        for (let x = tx * tile, i = y * w + x; x < xEnd; x += 2, i += 2) {
          hist[small[i]!]!++;
          n++;
        }
      let seen = 0;
      let v = 0;
      while (v < 255 && seen + hist[v]! < n * 0.9) seen += hist[v++]!;
      tiles[ty * tw + tx] = v;
    }
  // Bilinear: each row first blends its two rows of tiles, then each pixel two of those values.
  const cx0 = new Int32Array(w);
  const cwx = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const fx = Math.min(tw - 1, Math.max(0, (x + 0.5) / tile - 0.5));
    cx0[x] = Math.floor(fx);
    cwx[x] = fx - cx0[x]!;
  }
  // One more entry, a copy of the last: the right edge blends with itself.
  const row = new Float32Array(tw + 1);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const fy = Math.min(th - 1, Math.max(0, (y + 0.5) / tile - 0.5));
    const r0 = Math.floor(fy) * tw;
    const r1 = Math.min(th - 1, Math.floor(fy) + 1) * tw;
    const wy = fy - Math.floor(fy);
    for (let t = 0; t < tw; t++) row[t] = tiles[r0 + t]! + (tiles[r1 + t]! - tiles[r0 + t]!) * wy;
    row[tw] = row[tw - 1]!;
    for (let x = 0, o = y * w; x < w; x++, o++) {
      const x0 = cx0[x]!;
      out[o] = row[x0]! + (row[x0 + 1]! - row[x0]!) * cwx[x]!;
    }
  }
  return out;
}

/**
 * Whether the blob centred at (x, y) is solid ink, as a positioning mark is: at least 80 % of the
 * middle 60 % of its square darker than half the paper white around it. A QR code's finder pattern —
 * the size of a mark, standing on the code's quiet zone — has a white ring there (about half dark)
 * and is taken for the mark of a covered corner otherwise.
 */
function solid(g: Gray, b: Blob, side: number): boolean {
  const r = side * 0.3;
  const R = side;
  let white = 0;
  for (let y = Math.max(0, Math.floor(b.y - R)); y < Math.min(g.height, Math.ceil(b.y + R)); y++)
    for (let x = Math.max(0, Math.floor(b.x - R)); x < Math.min(g.width, Math.ceil(b.x + R)); x++)
      white = Math.max(white, g.data[y * g.width + x]!);
  let dark = 0;
  let n = 0;
  for (let y = Math.max(0, Math.round(b.y - r)); y <= Math.min(g.height - 1, Math.round(b.y + r)); y++)
    for (let x = Math.max(0, Math.round(b.x - r)); x <= Math.min(g.width - 1, Math.round(b.x + r)); x++) {
      n++;
      if (g.data[y * g.width + x]! < white * 0.5) dark++;
    }
  return n > 0 && dark >= n * 0.8;
}

/** The centre of the dark pixels near (x, y), at full resolution. */
function refine(g: Gray, b: Blob, radius: number): Blob {
  const x0 = Math.max(0, Math.floor(b.x - radius));
  const y0 = Math.max(0, Math.floor(b.y - radius));
  const x1 = Math.min(g.width, Math.ceil(b.x + radius));
  const y1 = Math.min(g.height, Math.ceil(b.y + radius));
  let white = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) white = Math.max(white, g.data[y * g.width + x]!);
  const threshold = white * 0.5;
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      if (g.data[y * g.width + x]! < threshold) {
        n++;
        sx += x;
        sy += y;
      }
  return n ? { x: sx / n + 0.5, y: sy / n + 0.5, side: b.side } : b;
}

/**
 * How much smaller than the image's own scale the page may be where a mark is looked for the second
 * time: a photo taken at a steep angle from further off has the page fill 60–70 % of the frame, its far
 * side less, and marks there fall below the first search's smallest size (60 % of the expected).
 */
const FAR_SCALE = 0.6;

/**
 * Finds the positioning marks anywhere in the image, so a page turned 10° or scanned with a border is
 * found as well as a straight one: every mark-like blob is a candidate, and for each template mark the
 * candidate furthest out in that mark's corner direction, within its quarter of the image, is taken. A covered corner (a fold, a stamp)
 * then picks some inner blob; `locate` drops a mark that does not fit the other three. A mark not found
 * at the page-fills-the-image size is looked for again at `FAR_SCALE` of it (a steep photo's far side)
 * unless `far` is false; the marks found the first time stay. Such a mark is marked `far`: a small
 * square of print can pass for it when the real one is covered (`recognise` then reads without it,
 * or with that one mark taken as hidden: `skip`).
 */
export function findMarks(
  g: Gray,
  marks: TemplateBox[],
  page: { widthMm: number; heightMm: number },
  far = true,
  skip?: number,
): FoundMark[] {
  if (marks.length === 0) return [];
  const scale = roughScale(g, page);
  // `skip`: a mark taken as hidden (see `recognise`), never looked for.
  const skipped: FoundMark[] = skip === undefined ? [] : [{ index: skip, x: 0, y: 0, side: 0 }];
  const found = marksAt(g, marks, page, scale, skipped, false);
  if (found.length === marks.length || !far) return found.filter((f) => f.index !== skip);
  return marksAt(g, marks, page, scale * FAR_SCALE, found, true)
    .filter((f) => f.index !== skip)
    .sort((p, q) => p.index - q.index);
}

/** `findMarks` with blobs of one expected size, for the marks not in `known` (which are kept). */
function marksAt(
  g: Gray,
  marks: TemplateBox[],
  page: { widthMm: number; heightMm: number },
  scale: number,
  known: FoundMark[],
  far: boolean,
): FoundMark[] {
  const markMm = marks[0]!.wMm;
  const blobs = squareBlobs(g, markMm, scale);
  const cx = page.widthMm / 2;
  const cy = page.heightMm / 2;
  const gx = g.width / 2;
  const gy = g.height / 2;
  const found: FoundMark[] = [...known];
  const used = new Set<Blob>();
  marks.forEach((m, index) => {
    if (known.some((k) => k.index === index)) return;
    const dx = m.xMm + m.wMm / 2 - cx;
    const dy = m.yMm + m.hMm / 2 - cy;
    // Only blobs in the mark's own quarter of the image (a page turned 10° keeps its corners there),
    // furthest out in its corner's direction first, the first solid one the mark —
    // and not in its middle: a corner mark sits in the outer 35 % of the image both ways, however the
    // page is turned or framed, so a solid square of print inside the page never stands in for it.
    const corner = (b: Blob) => Math.abs(b.x - gx) >= g.width * 0.15 && Math.abs(b.y - gy) >= g.height * 0.15;
    const candidates = blobs
      .filter(
        (b) =>
          !used.has(b) &&
          Math.sign(b.x - gx) === Math.sign(dx) &&
          Math.sign(b.y - gy) === Math.sign(dy) &&
          corner(b),
      )
      .map((b) => ({ b, score: ((b.x - gx) * dx) / cx + ((b.y - gy) * dy) / cy }))
      .filter((c) => c.score > 0)
      .sort((p, q) => q.score - p.score);
    for (const { b } of candidates) {
      const at = refine(g, b, markMm * scale * 0.9);
      if (!solid(g, at, markMm * scale)) continue;
      used.add(b);
      found.push({ index, x: at.x, y: at.y, side: b.side, ...(far ? { far } : {}) });
      return;
    }
  });
  return found;
}
