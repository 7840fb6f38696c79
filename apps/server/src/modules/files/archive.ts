import { Inflate } from 'fflate';
import { AppError } from '../../errors';

/**
 * Zip archives (.docx and .xlsx are zips too) are read here before any parser sees them, because only
 * the compressed size is limited by the upload: a 400 KB .docx can inflate to 400 MB (docs/security.md).
 * The central directory's declared sizes are checked first (entry count, each entry, the total, the
 * ratio); then every entry is actually inflated in small steps, counting the bytes, and refused the
 * moment it passes what it declared or the limit, so a lying header costs at most the limit.
 */
export interface ArchiveLimits {
  /** Entries in the archive, folders included. */
  maxEntries: number;
  /** Inflated bytes of any one entry. */
  maxEntryBytes: number;
  /** Inflated bytes of all entries together. */
  maxTotalBytes: number;
  /** Inflated ÷ compressed of an entry larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

const MB = 1024 * 1024;

/** Word and Excel files: a document part may inflate to 50 MB, the whole file to 100 MB. */
export const OFFICE_LIMITS: ArchiveLimits = {
  maxEntries: 2000,
  maxEntryBytes: 50 * MB,
  maxTotalBytes: 100 * MB,
  maxRatio: 100,
  ratioFloorBytes: 4 * MB,
};

export interface ArchiveEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's local header. */
  offset: number;
  encrypted: boolean;
}

/** Why an archive was refused; the message is for the user. */
export class ArchiveError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

const BOMB = '文件解压后过大或压缩比异常，已拒绝处理。请检查文件后重新上传';
const BROKEN = '压缩文件已损坏，无法读取';

/** The entries listed in a zip's central directory, with their declared sizes; throws on a broken zip. */
export function readDirectory(bytes: Uint8Array, limits: ArchiveLimits): ArchiveEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + up to 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new AppError(400, BROKEN);
  const count = view.getUint16(eocd + 10, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ArchiveError(BOMB); // zip64: never needed here
  if (count > limits.maxEntries)
    throw new ArchiveError(`压缩文件中的条目过多（超过 ${limits.maxEntries} 个）`);
  const entries: ArchiveEntry[] = [];
  let at = dirOffset;
  let total = 0;
  const decoder = new TextDecoder();
  for (let k = 0; k < count; k++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw new AppError(400, BROKEN);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const offset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    total += size;
    if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) throw new ArchiveError(BOMB);
    if (size > limits.ratioFloorBytes && size > compressedSize * limits.maxRatio)
      throw new ArchiveError(BOMB);
    entries.push({ name, method, compressedSize, size, offset, encrypted: (flags & 1) === 1 });
  }
  return entries;
}

// A deflate step inflates to at most ~1,032× its size: 8 KB in, at most ~8 MB out at a time.
const STEP = 8 * 1024;

/**
 * Inflates one entry in 8 KB steps; refuses it as soon as it inflates past what it declared (a
 * forged header) or past the limit. `keep` false only counts, for checking an archive a library reads.
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ArchiveEntry,
  limits: ArchiveLimits,
  keep = true,
): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (entry.offset + 30 > bytes.length || view.getUint32(entry.offset, true) !== 0x04034b50) {
    throw new AppError(400, BROKEN);
  }
  const start =
    entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new AppError(400, BROKEN);
  const data = bytes.subarray(start, end);
  if (entry.encrypted) throw new AppError(400, '不支持加密的压缩文件，请去掉密码后重新上传');
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new AppError(400, BROKEN);
    return data;
  }
  if (entry.method !== 8) throw new AppError(400, BROKEN);
  const cap = Math.min(entry.size, limits.maxEntryBytes);
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let over = false;
  const inflate = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > cap) over = true;
    else if (keep) chunks.push(chunk);
  });
  try {
    for (let i = 0; i < data.length && !over; i += STEP) {
      inflate.push(data.subarray(i, Math.min(i + STEP, data.length)), i + STEP >= data.length);
    }
  } catch {
    throw new AppError(400, BROKEN);
  }
  if (over) throw new ArchiveError(BOMB);
  if (!keep) return new Uint8Array(0);
  const out = new Uint8Array(produced);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** Checks a whole archive (declared and actual sizes) without keeping what it inflates. */
export function checkArchive(bytes: Uint8Array, limits: ArchiveLimits): ArchiveEntry[] {
  const entries = readDirectory(bytes, limits);
  for (const entry of entries) {
    if (!entry.name.endsWith('/')) inflateEntry(bytes, entry, limits, false);
  }
  return entries;
}
