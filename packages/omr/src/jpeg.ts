/**
 * A progressive JPEG made cheaper to decode when it is to be shrunk (docs/recognition.md, step 1).
 *
 * A progressive file sends its coefficients in several scans: first passes of the DC and of bands of
 * AC coefficients, each at reduced precision (the point transform `Al` leaves out the lowest bits),
 * then refinement scans (`Ah` > 0) that add those bits one at a time. libjpeg decodes a refinement scan
 * of AC coefficients far more slowly than a baseline file's data — it is most of why a progressive
 * page costs ~3 times a baseline one — and its DCT scaling does not shorten that: every scan is
 * entropy-decoded whatever the output size. The lowest bit or two of the AC coefficients are fine
 * detail and noise of a few grey levels at an edge, which a shrink by 2 or more averages away; so for
 * a page that will be shrunk, the AC refinement scans are left out and libjpeg decodes the rest as a
 * progressive file cut short (its coefficients at their first-pass precision). The DC refinement,
 * one bit a block and cheap, is kept: without it the whole page reads about a grey level darker.
 */

/** JPEG markers used here. */
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Start of frame, progressive, Huffman-coded (SOF2); SOF10 (arithmetic) is left alone. */
const SOF2 = 0xc2;

interface Segment {
  start: number;
  end: number;
  /** For a scan: its first coefficient (0 = DC) and the successive-approximation high bit (> 0 = refinement). */
  scan?: { ss: number; ah: number };
}

/** The file's marker segments in order, each scan with its entropy-coded data; null when not well formed. */
function segmentsOf(b: Uint8Array): Segment[] | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return null;
  const out: Segment[] = [{ start: 0, end: 2 }];
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const m = b[i + 1]!;
    if (m === 0xff) {
      i++; // fill byte before a marker
      continue;
    }
    if (m === EOI) {
      out.push({ start: i, end: i + 2 });
      return out;
    }
    if (i + 3 >= b.length) return null;
    const end = i + 2 + ((b[i + 2]! << 8) | b[i + 3]!);
    if (end > b.length) return null;
    if (m !== SOS) {
      out.push({ start: i, end });
      i = end;
      continue;
    }
    // The scan header, then entropy-coded data up to the next marker that is neither a stuffed zero
    // nor a restart marker (RST0–7).
    const components = b[i + 4]!;
    const params = i + 5 + components * 2;
    if (params + 2 >= end) return null;
    let j = end;
    for (;;) {
      j = b.indexOf(0xff, j);
      if (j < 0 || j + 1 >= b.length) return null;
      const next = b[j + 1]!;
      if (next === 0 || (next >= 0xd0 && next <= 0xd7)) j += 2;
      else if (next === 0xff) j += 1;
      else break;
    }
    out.push({ start: i, end: j, scan: { ss: b[params]!, ah: b[params + 2]! >> 4 } });
    i = j;
  }
  return null;
}

/**
 * The JPEG without its AC refinement scans, for a decode that is shrunk by 2 or more; null when the
 * file is not a progressive Huffman-coded JPEG, has no AC refinement scan, or cannot be parsed (then
 * the file is decoded as it is).
 */
export function withoutAcRefinement(bytes: Uint8Array): Uint8Array | null {
  const segments = segmentsOf(bytes);
  if (!segments) return null;
  if (!segments.some((s) => !s.scan && bytes[s.start + 1] === SOF2)) return null;
  const keep = segments.filter((s) => !(s.scan && s.scan.ss > 0 && s.scan.ah > 0));
  if (keep.length === segments.length) return null;
  const out = new Uint8Array(keep.reduce((n, s) => n + s.end - s.start, 0));
  let at = 0;
  for (const s of keep) {
    out.set(bytes.subarray(s.start, s.end), at);
    at += s.end - s.start;
  }
  return out;
}
