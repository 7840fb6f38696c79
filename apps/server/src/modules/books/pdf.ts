import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OutlineEntry } from '@zhijuan/contracts';
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import { badRequest } from '../../errors';

export interface InspectedPdf {
  pageCount: number;
  outline: OutlineEntry[];
}

const MAX_OUTLINE = 2000;

/**
 * Reads what a digital book needs from an uploaded PDF: its page count and its own outline (bookmarks),
 * each entry with the 1-based page it points to. A file that is not a PDF, is encrypted or cannot be
 * parsed is refused with a Chinese message.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPdf> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0)
    throw badRequest('文件不是 PDF，请上传 PDF 格式的电子教材');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (err) {
    if (err instanceof EncryptedPDFError) throw badRequest('PDF 已加密，请上传未加密的文件');
    throw badRequest('PDF 文件已损坏，无法读取');
  }
  const pageCount = doc.getPageCount();
  if (pageCount < 1) throw badRequest('PDF 中没有页面');
  return { pageCount, outline: readOutline(doc) };
}

function text(obj: PDFObject | undefined): string {
  if (obj instanceof PDFString || obj instanceof PDFHexString) return obj.decodeText().trim();
  return '';
}

/** The outline's entries in document order, with the pages their destinations point to. */
export function readOutline(doc: PDFDocument): OutlineEntry[] {
  const pageIndex = new Map<string, number>();
  doc.getPages().forEach((p, i) => {
    pageIndex.set(p.ref.toString(), i + 1);
  });
  const namedDests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  const pageOf = (dest: PDFObject | undefined): number | null => {
    let d = dest instanceof PDFRef ? doc.context.lookup(dest) : dest;
    if ((d instanceof PDFName || d instanceof PDFString || d instanceof PDFHexString) && namedDests) {
      const key = d instanceof PDFName ? d : PDFName.of(text(d));
      const named = namedDests.lookup(key);
      d = named instanceof PDFDict ? named.lookup(PDFName.of('D')) : named;
    }
    if (d instanceof PDFArray && d.size() > 0) {
      const target = d.get(0);
      if (target instanceof PDFRef) return pageIndex.get(target.toString()) ?? null;
    }
    return null;
  };
  const out: OutlineEntry[] = [];
  const seen = new Set<PDFDict>();
  const walk = (first: PDFDict | undefined, depth: number) => {
    let item = first;
    while (item && !seen.has(item) && out.length < MAX_OUTLINE) {
      seen.add(item);
      let dest = item.lookup(PDFName.of('Dest'));
      const action = item.lookupMaybe(PDFName.of('A'), PDFDict);
      if (!dest && action) dest = action.lookup(PDFName.of('D'));
      const page = pageOf(dest);
      const title = text(item.lookup(PDFName.of('Title')));
      if (page && title) out.push({ title, page, depth });
      walk(item.lookupMaybe(PDFName.of('First'), PDFDict), depth + 1);
      item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
    }
  };
  try {
    const outlines = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
    walk(outlines?.lookupMaybe(PDFName.of('First'), PDFDict), 1);
  } catch {
    // A malformed outline is only a missing proposal; the book itself is fine.
  }
  return out;
}

/**
 * The first page as a JPEG about 360 px wide, for the cover in 数字教材; null when poppler's pdftoppm is
 * not installed or fails (the list then draws a cover from the title).
 */
export async function renderCover(pdf: Uint8Array): Promise<Buffer | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zhijuan-cover-'));
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), pdf);
    await promisify(execFile)(
      'pdftoppm',
      [
        '-jpeg',
        '-jpegopt',
        'quality=80',
        '-f',
        '1',
        '-l',
        '1',
        '-scale-to-x',
        '360',
        '-scale-to-y',
        '-1',
        '-singlefile',
        'in.pdf',
        'cover',
      ],
      { cwd: dir, timeout: 20_000 },
    );
    return await fs.readFile(path.join(dir, 'cover.jpg'));
  } catch {
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
