import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes `start` to `end` of a file, both included (as an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Local disk under DATA_DIR/files; object storage can implement the same
 * (a put of a stream is a multipart upload, a ranged get a GET with Range).
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Stores what the stream gives, never holding the whole file in memory; nothing is left on failure. */
  putStream(key: string, stream: Readable): Promise<void>;
  /** The file, or bytes `range.start`..`range.end` of it, as a stream; null when there is no such file. */
  getStream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size in bytes; null when there is no such file. */
  size(key: string): Promise<number | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  // Written beside the target and renamed into place, so a reader never sees half a file.
  const temporary = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = temporary(file);
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async putStream(key, stream) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = temporary(file);
      try {
        await pipeline(stream, createWriteStream(tmp));
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    async getStream(key, range) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await fs.stat(resolve(key))).size;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
  };
}
