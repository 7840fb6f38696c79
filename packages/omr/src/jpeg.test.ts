import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { blankScan, fill, idMarks, type Mark, STUDENT, TRUTH, truthMarks } from '../test-support/synthetic';
import { decodeGray, imageInfo } from './gray';
import { withoutAcRefinement } from './jpeg';
import { recognise } from './recognise';

let template: Awaited<ReturnType<typeof blankScan>>['template'];
let page: Buffer;

/** The scans of a JPEG: first coefficient, last, successive-approximation high and low bit. */
function scans(b: Uint8Array) {
  const out: { ss: number; se: number; ah: number; al: number }[] = [];
  for (let i = 2; i + 1 < b.length; ) {
    if (b[i] !== 0xff || b[i + 1] === 0xd9) break;
    const len = (b[i + 2]! << 8) | b[i + 3]!;
    if (b[i + 1] !== 0xda) {
      i += 2 + len;
      continue;
    }
    const p = i + 5 + b[i + 4]! * 2;
    out.push({ ss: b[p]!, se: b[p + 1]!, ah: b[p + 2]! >> 4, al: b[p + 2]! & 15 });
    let j = i + 2 + len;
    while (!(b[j] === 0xff && b[j + 1] !== 0 && !(b[j + 1]! >= 0xd0 && b[j + 1]! <= 0xd7))) j++;
    i = j;
  }
  return out;
}

beforeAll(async () => {
  const blank = await blankScan();
  template = blank.template;
  const marks: Mark[] = [...truthMarks(), ...idMarks(STUDENT.examNo)];
  page = await fill(blank.png, template, marks);
}, 60_000);

describe('progressive JPEGs shrunk while decoding', () => {
  it('leaves out only the AC refinement scans, and nothing of a baseline or single-pass file', async () => {
    const progressive = await sharp(page)
      .toColourspace('b-w')
      .jpeg({ quality: 85, progressive: true })
      .toBuffer();
    const before = scans(progressive);
    expect(before.some((s) => s.ss > 0 && s.ah > 0)).toBe(true);
    const cut = withoutAcRefinement(progressive)!;
    expect(cut.length).toBeLessThan(progressive.length * 0.75);
    // Every first pass and the DC refinement stay, in order; every AC refinement is gone.
    expect(scans(cut)).toEqual(before.filter((s) => !(s.ss > 0 && s.ah > 0)));
    const meta = await sharp(cut).metadata();
    expect([meta.width, meta.height, meta.isProgressive]).toEqual([2481, 3508, true]);

    expect(withoutAcRefinement(await sharp(page).jpeg({ quality: 85 }).toBuffer())).toBeNull();
    // mozjpeg's progressive files send every band at full precision: nothing to leave out.
    expect(withoutAcRefinement(await sharp(page).jpeg({ quality: 85, mozjpeg: true }).toBuffer())).toBeNull();
    expect(withoutAcRefinement(await sharp(page).png().toBuffer())).toBeNull();
    expect(withoutAcRefinement(progressive.subarray(0, 5000))).toBeNull();
  });

  it('decodes a progressive page shrunk by 3 within a grey level or two of the whole file', async () => {
    const colour = await sharp(page).toColourspace('srgb').tint({ r: 250, g: 246, b: 236 }).png().toBuffer();
    const progressive = await sharp(colour).jpeg({ quality: 85, progressive: true }).toBuffer();
    const info = await imageInfo(progressive);
    expect(info.progressive).toBe(true);
    const cut = await decodeGray(progressive, 0, 3, info);
    const whole = await decodeGray(progressive, 0, 3, { ...info, progressive: false });
    expect([cut.width, cut.height]).toEqual([whole.width, whole.height]);
    let sum = 0;
    let over4 = 0;
    for (let i = 0; i < cut.data.length; i++) {
      const d = Math.abs(cut.data[i]! - whole.data[i]!);
      sum += d;
      if (d > 4) over4++;
    }
    expect(sum / cut.data.length).toBeLessThan(0.6);
    expect(over4 / cut.data.length).toBeLessThan(0.005);
    // Not shrunk (a 150-dpi photo): decoded whole.
    const full = await decodeGray(progressive, 0, 1, info);
    const plain = await decodeGray(progressive, 0, 1, { ...info, progressive: false });
    expect(Buffer.from(full.data).equals(Buffer.from(plain.data))).toBe(true);
  });

  it('reads a pencilled progressive page like its baseline twin: every answer, the QR and the 考号', async () => {
    for (const grey of [true, false]) {
      const s = grey ? sharp(page).toColourspace('b-w') : sharp(page);
      const r = await recognise(await s.jpeg({ quality: 80, progressive: true }).toBuffer(), template);
      expect(r.source?.shrink).toBeCloseTo(3, 1);
      expect(r.problem).toBeNull();
      expect(r.qr?.studentId).toBe(STUDENT.studentId);
      expect(r.answers).toEqual(TRUTH);
      expect(r.studentNo).toBe(STUDENT.examNo);
      expect(r.bubbles.filter((b) => b.decision === 'ambiguous')).toEqual([]);
    }
  });
});
