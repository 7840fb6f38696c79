import fs from 'node:fs/promises';
import yauzl from 'yauzl';
import { CFB_MAGIC } from './sniff';

/** Rules for what is inside an OOXML file (a zip): well past any real document, short of a zip bomb. */
export const ZIP_LIMITS = {
  entries: 20_000,
  /** Sum of every entry's uncompressed size. */
  totalBytes: 1024 * 1024 * 1024,
  /** An entry this large must not have been compressed more than `ratio` times. */
  ratioFrom: 10 * 1024 * 1024,
  ratio: 200,
  /** The most of one XML part read for its text. */
  partBytes: 32 * 1024 * 1024,
  /** The most text kept for search. */
  textChars: 200_000,
};

/** Why an upload is refused: a Chinese line for the teacher. */
export class Refusal extends Error {}

const MAIN_PART: Record<string, string> = {
  pptx: 'ppt/presentation.xml',
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
};

/** The parts whose text is searched, in reading order. */
function textParts(ext: string, names: string[]): string[] {
  const numbered = (re: RegExp) =>
    names.filter((n) => re.test(n)).sort((a, b) => Number(re.exec(a)?.[1]) - Number(re.exec(b)?.[1]));
  if (ext === 'pptx') return numbered(/^ppt\/slides\/slide(\d+)\.xml$/);
  if (ext === 'docx') return names.filter((n) => n === 'word/document.xml');
  return names.filter((n) => n === 'xl/sharedStrings.xml');
}

const TEXT_TAG: Record<string, RegExp> = {
  pptx: /<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>|<\/a:p>/g,
  docx: /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<\/w:p>/g,
  xlsx: /<t(?:\s[^>]*)?>([^<]*)<\/t>|<\/si>/g,
};

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of an OOXML part: runs joined, a line per paragraph (or shared string). */
export function xmlText(ext: string, xml: string): string {
  let out = '';
  for (const m of xml.matchAll(TEXT_TAG[ext] as RegExp)) out += m[1] === undefined ? '\n' : decode(m[1]);
  return out.replace(/\n{2,}/g, '\n').trim();
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      entries.push(e);
      if (entries.length > ZIP_LIMITS.entries) {
        zip.close();
        reject(new Refusal('文件内容异常（包含的部件过多），已拒绝上传'));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Inflates one entry, stopping past `limit` bytes (yauzl also checks the size the zip declares). */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > limit) {
          stream.destroy();
          reject(new Refusal('文件内容异常（解压后过大），已拒绝上传'));
          return;
        }
        chunks.push(c);
      });
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  });
}

/**
 * Checks an OOXML file (.pptx/.docx/.xlsx) and pulls out its text. Refuses (Refusal) a file that is not
 * a readable zip, lacks the main part of its type, or whose sizes look like a zip bomb (too many
 * entries, too large in total, or compressed far beyond what documents compress to); nothing past the
 * limits is ever inflated.
 */
export async function inspectOoxml(file: string, ext: string): Promise<{ text: string }> {
  const label = ext.toUpperCase();
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    throw new Refusal(`文件已损坏，不是有效的 ${label} 文件`);
  }
  try {
    let entries: yauzl.Entry[];
    try {
      entries = await listEntries(zip);
    } catch (err) {
      if (err instanceof Refusal) throw err;
      throw new Refusal(`文件已损坏，不是有效的 ${label} 文件`);
    }
    let total = 0;
    for (const e of entries) {
      total += e.uncompressedSize;
      const ratio = e.uncompressedSize / Math.max(1, e.compressedSize);
      if (
        total > ZIP_LIMITS.totalBytes ||
        (e.uncompressedSize > ZIP_LIMITS.ratioFrom && ratio > ZIP_LIMITS.ratio)
      )
        throw new Refusal('文件内容异常（解压后过大，疑似压缩炸弹），已拒绝上传');
    }
    const names = entries.map((e) => e.fileName);
    if (!names.includes('[Content_Types].xml') || !names.includes(MAIN_PART[ext] as string))
      throw new Refusal(`文件已损坏，不是有效的 ${label} 文件`);
    // Reading needs the zip open again from the start: yauzl hands out entries once.
    zip.close();
    zip = await openZip(file);
    const wanted = new Set(textParts(ext, names));
    const texts = new Map<string, string>();
    await new Promise<void>((resolve, reject) => {
      const z = zip;
      z.on('entry', (e: yauzl.Entry) => {
        if (!wanted.has(e.fileName)) return z.readEntry();
        readEntry(z, e, ZIP_LIMITS.partBytes).then((b) => {
          texts.set(e.fileName, xmlText(ext, b.toString('utf8')));
          z.readEntry();
        }, reject);
      });
      z.on('end', resolve);
      z.on('error', reject);
      z.readEntry();
    }).catch((err) => {
      if (err instanceof Refusal) throw err;
      throw new Refusal(`文件已损坏，不是有效的 ${label} 文件`);
    });
    const text = [...wanted].map((n) => texts.get(n) ?? '').join('\n');
    return { text: text.slice(0, ZIP_LIMITS.textChars) };
  } finally {
    zip.close();
  }
}

const utf16 = (s: string) => Buffer.from(s, 'utf16le');

/** The stream a legacy Office file of each type must hold. */
const CFB_STREAM: Record<string, string[]> = {
  doc: ['WordDocument'],
  ppt: ['PowerPoint Document'],
  xls: ['Workbook', 'Book'],
};

/**
 * Checks a compound file (legacy .doc/.ppt/.xls, or an OOXML file saved with a password, which Office
 * wraps in one): its directory, read from the header's first directory sector on, must name the
 * stream of its type; `EncryptedPackage`/`EncryptionInfo` mean a password was set.
 */
export async function inspectCompound(file: string, ext: string): Promise<void> {
  const label = ext.toUpperCase();
  const handle = await fs.open(file, 'r');
  try {
    const header = Buffer.alloc(512);
    await handle.read(header, 0, 512, 0);
    if (!CFB_MAGIC.every((b, i) => header[i] === b))
      throw new Refusal(`文件已损坏，不是有效的 ${label} 文件`);
    const sectorSize = 1 << header.readUInt16LE(0x1e);
    const firstDir = header.readUInt32LE(0x30);
    if (sectorSize !== 512 && sectorSize !== 4096) throw new Refusal(`文件已损坏，不是有效的 ${label} 文件`);
    const dir = Buffer.alloc(sectorSize * 8);
    const { bytesRead } = await handle.read(dir, 0, dir.length, (firstDir + 1) * sectorSize);
    const names = dir.subarray(0, bytesRead);
    if (names.includes(utf16('EncryptedPackage')) || names.includes(utf16('EncryptionInfo')))
      throw new Refusal('文件设置了打开密码，无法预览和检索，请取消密码后再上传');
    if (ext.endsWith('x')) throw new Refusal(`文件已损坏，不是有效的 ${label} 文件`);
    if (!(CFB_STREAM[ext] ?? []).some((s) => names.includes(utf16(s))))
      throw new Refusal(`文件内容与扩展名不符，不是有效的 ${label} 文件`);
  } finally {
    await handle.close();
  }
}
