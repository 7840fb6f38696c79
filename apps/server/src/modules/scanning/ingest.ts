import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MAX_BUNDLE_PAGES } from '@zhijuan/contracts';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { badRequest } from '../../errors';
import { type ArchiveEntry, ArchiveError, type ArchiveLimits, inflateEntry, readDirectory } from '../files';

/** One scanned page ready to store: its bytes, a name to show, and what it is. */
export interface ScanImage {
  name: string;
  bytes: Uint8Array;
  ext: 'jpg' | 'png' | 'tif';
  sha256: string;
}

type Kind = 'jpg' | 'png' | 'tif' | 'zip' | 'pdf';

/** What a file is, from its first bytes (never its name). */
export function sniffScan(b: Uint8Array): Kind | null {
  const at = (i: number, ...xs: number[]) => xs.every((x, k) => b[i + k] === x);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (at(0, 0x49, 0x49, 0x2a, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2a)) return 'tif';
  if (at(0, 0x50, 0x4b, 0x03, 0x04)) return 'zip';
  if (at(0, 0x25, 0x50, 0x44, 0x46)) return 'pdf';
  return null;
}

const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const image = (name: string, bytes: Uint8Array, ext: ScanImage['ext']): ScanImage => ({
  name,
  bytes,
  ext,
  sha256: hash(bytes),
});

const UNSUPPORTED = '只支持 JPG、PNG、TIFF 图片，或装有这些图片的 ZIP 压缩包、扫描仪导出的 PDF';
const TOO_MANY = `一次最多上传 ${MAX_BUNDLE_PAGES} 页`;

/** Each page of a TIFF (scanners write a stack as one multi-page file) as its own lossless PNG. */
async function tiffPages(name: string, bytes: Uint8Array): Promise<ScanImage[]> {
  const meta = await sharp(bytes, { failOn: 'none' })
    .metadata()
    .catch(() => null);
  if (!meta) throw badRequest(`「${name}」不是有效的 TIFF 图片`);
  const n = meta.pages ?? 1;
  if (n === 1) return [image(name, bytes, 'tif')];
  if (n > MAX_BUNDLE_PAGES) throw badRequest(TOO_MANY);
  const out: ScanImage[] = [];
  for (let p = 0; p < n; p++) {
    const png = await sharp(bytes, { page: p, failOn: 'none' }).png({ compressionLevel: 1 }).toBuffer();
    out.push(image(`${name} 第${p + 1}页`, png, 'png'));
  }
  return out;
}

/** An entry of a .zip that was not read, and why (shown to the person who uploaded it). */
export interface SkippedEntry {
  name: string;
  reason: string;
}

/**
 * A zip of scans: the unpacked total is bounded by the budget and counted while inflating. An
 * uncompressed white TIFF or PNG page zips 200:1, so the ratio guard only stops what no scan is: an
 * entry over 64 MB inflating more than 500 times its size.
 */
function scanZipLimits(budget: number): ArchiveLimits {
  return {
    maxEntries: MAX_BUNDLE_PAGES * 2 + 100,
    maxEntryBytes: 200 * 1024 * 1024,
    maxTotalBytes: budget,
    maxRatio: 500,
    ratioFloorBytes: 64 * 1024 * 1024,
  };
}

async function zipPages(
  name: string,
  bytes: Uint8Array,
  budget: number,
): Promise<{ files: { name: string; bytes: Uint8Array }[]; skipped: SkippedEntry[] }> {
  const limits = scanZipLimits(budget);
  let entries: ArchiveEntry[];
  try {
    entries = readDirectory(bytes, limits);
  } catch (err) {
    if (err instanceof ArchiveError) throw badRequest('压缩包解开后太大，请分批上传');
    throw badRequest(`「${name}」不是有效的 ZIP 压缩包`);
  }
  const skipped: SkippedEntry[] = [];
  const wanted: ArchiveEntry[] = [];
  for (const entry of entries) {
    // Folders hold nothing of their own; their files are entries of their own and listed if skipped.
    if (entry.name.endsWith('/')) continue;
    if (/(^|\/)(__MACOSX|\.)/.test(entry.name)) {
      skipped.push({
        name: entry.name,
        reason: '隐藏文件或系统生成的文件（如 __MACOSX、以“.”开头的文件夹）',
      });
    } else if (!/\.(jpe?g|png|tiff?)$/i.test(entry.name)) {
      skipped.push({ name: entry.name, reason: '不是 JPG、PNG 或 TIFF 图片' });
    } else if (entry.encrypted) {
      skipped.push({ name: entry.name, reason: '已加密，无法读取' });
    } else wanted.push(entry);
  }
  if (wanted.length > MAX_BUNDLE_PAGES) throw badRequest(TOO_MANY);
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (const entry of wanted) {
    try {
      files.push({ name: entry.name, bytes: await inflateEntry(bytes, entry, limits) });
    } catch (err) {
      if (err instanceof ArchiveError) throw badRequest('压缩包解开后太大，请分批上传');
      skipped.push({ name: entry.name, reason: '压缩数据已损坏，无法解开' });
    }
  }
  files.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true }));
  if (files.length === 0) {
    const why = skipped.length
      ? `；跳过的文件：${skipped
          .slice(0, 5)
          .map((s) => `${s.name}（${s.reason}）`)
          .join('、')}`
      : '';
    throw badRequest(`「${name}」里没有 JPG、PNG 或 TIFF 图片${why}`);
  }
  return { files: files.map((f) => ({ name: f.name.split('/').pop()!, bytes: f.bytes })), skipped };
}

/** The largest image drawn on a PDF page, as bytes sharp can read; null when it cannot be taken out. */
async function pageImage(
  doc: PDFDocument,
  pageIndex: number,
): Promise<{ bytes: Uint8Array; ext: 'jpg' | 'png' } | null> {
  const resources = doc.getPage(pageIndex).node.Resources();
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return null;
  let best: PDFRawStream | null = null;
  let bestArea = 0;
  for (const [, ref] of xobjects.entries()) {
    const stream = doc.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream)) continue;
    if (stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const w = stream.dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber() ?? 0;
    const h = stream.dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber() ?? 0;
    if (w * h > bestArea) {
      best = stream;
      bestArea = w * h;
    }
  }
  if (!best) return null;
  const filter = best.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  const names = filters.map((f) => f.toString());
  if (names.length === 1 && names[0] === '/DCTDecode') return { bytes: best.contents, ext: 'jpg' };
  if (names.length === 1 && names[0] === '/FlateDecode') {
    const w = best.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
    const h = best.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
    const bits = best.dict.lookupMaybe(PDFName.of('BitsPerComponent'), PDFNumber)?.asNumber() ?? 8;
    const cs = best.dict.get(PDFName.of('ColorSpace'))?.toString();
    const channels = cs === '/DeviceRGB' ? 3 : cs === '/DeviceGray' ? 1 : 0;
    if (!channels || best.dict.get(PDFName.of('DecodeParms'))) return null;
    const { inflateSync } = await import('fflate');
    const raw = inflateSync(best.contents);
    let pixels: Uint8Array = raw;
    if (bits === 1 && channels === 1) {
      // 1-bit black-and-white scans: 0 is black unless a Decode array says otherwise (rare; not read).
      const row = Math.ceil(w / 8);
      pixels = new Uint8Array(w * h);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++)
          pixels[y * w + x] = (raw[y * row + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    } else if (bits !== 8) return null;
    const png = await sharp(pixels, { raw: { width: w, height: h, channels: channels as 1 | 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { bytes: png, ext: 'png' };
  }
  return null;
}

/** Rasterises one PDF page at 300 dpi with poppler, when the page is not a plain scanned image. */
async function rasterise(bytes: Uint8Array, pageIndex: number): Promise<Uint8Array | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zhijuan-pdf-'));
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), bytes);
    const n = String(pageIndex + 1);
    await promisify(execFile)('pdftoppm', ['-gray', '-jpeg', '-r', '300', '-f', n, '-l', n, 'in.pdf', 'p'], {
      cwd: dir,
    });
    const out = (await fs.readdir(dir)).find((f) => f.startsWith('p') && f.endsWith('.jpg'));
    return out ? await fs.readFile(path.join(dir, out)) : null;
  } catch {
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function pdfPages(name: string, bytes: Uint8Array): Promise<ScanImage[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false }).catch(
    () => null,
  );
  if (!doc) throw badRequest(`「${name}」不是有效的 PDF 文件`);
  const n = doc.getPageCount();
  if (n === 0) throw badRequest(`「${name}」没有页面`);
  if (n > MAX_BUNDLE_PAGES) throw badRequest(TOO_MANY);
  const out: ScanImage[] = [];
  for (let p = 0; p < n; p++) {
    const label = `${name} 第${p + 1}页`;
    const taken = await pageImage(doc, p);
    if (taken) {
      out.push(image(label, taken.bytes, taken.ext));
      continue;
    }
    const jpg = await rasterise(bytes, p);
    if (!jpg) throw badRequest(`「${label}」不是扫描图像，无法读取`);
    out.push(image(label, jpg, 'jpg'));
  }
  return out;
}

/**
 * The scanned pages of one uploaded file: an image, a multi-page TIFF, a .zip of images or a PDF a
 * scanner exported (its embedded JPEGs are taken out as they are, not re-rendered). Anything else is
 * refused with a message naming the file.
 */
export async function scanImagesOf(
  name: string,
  bytes: Uint8Array,
  unpackBudget: number,
): Promise<{ images: ScanImage[]; skipped: SkippedEntry[] }> {
  const kind = sniffScan(bytes);
  switch (kind) {
    case 'jpg':
    case 'png':
      return { images: [image(name, bytes, kind)], skipped: [] };
    case 'tif':
      return { images: await tiffPages(name, bytes), skipped: [] };
    case 'pdf':
      return { images: await pdfPages(name, bytes), skipped: [] };
    case 'zip': {
      const out: ScanImage[] = [];
      const { files, skipped } = await zipPages(name, bytes, unpackBudget);
      for (const f of files) {
        const inner = sniffScan(f.bytes);
        if (inner === 'jpg' || inner === 'png') out.push(image(f.name, f.bytes, inner));
        else if (inner === 'tif') out.push(...(await tiffPages(f.name, f.bytes)));
        else throw badRequest(`压缩包里的「${f.name}」不是有效的图片`);
        if (out.length > MAX_BUNDLE_PAGES) throw badRequest(TOO_MANY);
      }
      return { images: out, skipped };
    }
    default:
      throw badRequest(`「${name}」：${UNSUPPORTED}`);
  }
}
