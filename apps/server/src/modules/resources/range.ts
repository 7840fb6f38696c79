import type { ByteRange } from '../../infra/storage';

/**
 * The byte range an HTTP `Range` header asks of a file of `size` bytes: null to send the whole file
 * (no header, a unit other than bytes, several ranges), `unsatisfiable` for a range past the end (416).
 * `bytes=0-99`, `bytes=100-` and `bytes=-500` (the last 500) are understood.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const last = Number(b);
    if (last === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
