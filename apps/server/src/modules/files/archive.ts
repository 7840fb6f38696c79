import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { AppError } from '../../errors';

/**
 * Zip archives (.docx and .xlsx are zips too) are read here before any parser sees them, because only
 * the compressed size is limited by the upload: a 400 KB .docx can inflate to 400 MB (docs/security.md).
 * The central directory's declared sizes are checked first (entry count, each entry, the total, the
 * ratio); then every entry is actually inflated, by zlib in the thread pool with a cap on its output,
 * and refused the moment it passes what it declared or the limit: a lying header costs at most that.
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

/** Where an entry's compressed data is, after checking its local header. */
function dataOf(bytes: Uint8Array, entry: ArchiveEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (entry.offset + 30 > bytes.length || view.getUint32(entry.offset, true) !== 0x04034b50) {
    throw new AppError(400, BROKEN);
  }
  const start =
    entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new AppError(400, BROKEN);
  if (entry.encrypted) throw new AppError(400, '不支持加密的压缩文件，请去掉密码后重新上传');
  if (entry.method !== 0 && entry.method !== 8) throw new AppError(400, BROKEN);
  return bytes.subarray(start, end);
}

const inflateRaw = promisify(zlib.inflateRaw);

/**
 * Inflates one entry with zlib in the thread pool (the event loop stays free), stopping at what the
 * entry declared or the limit, whichever is less: a forged header is found out after inflating no
 * more than it claimed.
 */
export async function inflateEntry(
  bytes: Uint8Array,
  entry: ArchiveEntry,
  limits: ArchiveLimits,
): Promise<Uint8Array> {
  const data = dataOf(bytes, entry);
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new AppError(400, BROKEN);
    return data;
  }
  const cap = Math.min(entry.size, limits.maxEntryBytes);
  try {
    return await inflateRaw(data, { maxOutputLength: Math.max(1, cap) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ArchiveError(BOMB);
    throw new AppError(400, BROKEN);
  }
}

/** Checks a whole archive, declared and actual inflated sizes, without keeping what it inflates. */
export async function checkArchive(bytes: Uint8Array, limits: ArchiveLimits): Promise<ArchiveEntry[]> {
  const entries = readDirectory(bytes, limits);
  for (const entry of entries) {
    if (!entry.name.endsWith('/')) await inflateEntry(bytes, entry, limits);
  }
  return entries;
}
