import type { SheetTemplate } from '@zhijuan/sheet';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { blobShape, drawOver, photograph, stampShape, strayStrokes } from '../test-support/phone';
import {
  blankScan,
  degrade,
  fill,
  idMarks,
  type Mark,
  STUDENT,
  TRUTH,
  truthMarks,
} from '../test-support/synthetic';
import { type PageResult, pixelBox, recognise } from './recognise';
import { apply } from './transform';

let template: SheetTemplate;
let blankPng: Buffer;
let filled: Buffer;

beforeAll(async () => {
  const blank = await blankScan();
  template = blank.template;
  blankPng = blank.png;
  filled = await fill(blank.png, template, [...truthMarks(), ...idMarks(STUDENT.examNo)]);
}, 60_000);

/** Every answer as the student meant it, the 考号, and no flag but the blank question 7. */
function expectRead(r: PageResult) {
  expect(r.problem).toBeNull();
  expect(r.answers).toEqual(TRUTH);
  expect(r.flags).toEqual({ '7': 'blank' });
  expect(r.studentNo).toBe(STUDENT.examNo);
  expect(r.qr?.studentId).toBe(STUDENT.studentId);
}

/** Largest distance, in millimetres, between where the engine's map and the truth put bubble centres. */
function mapErrorMm(r: PageResult, toPixel: (x: number, y: number) => { x: number; y: number }) {
  const map = r.homography ?? r.transform!;
  const shrink = r.source?.shrink ?? 1;
  let worst = 0;
  for (const b of template.pages[0]!.bubbles) {
    const cx = b.xMm + b.wMm / 2;
    const cy = b.yMm + b.hMm / 2;
    const got = apply(map, cx, cy);
    const want = toPixel(cx, cy);
    const near = toPixel(cx + 1, cy);
    const pxPerMm = Math.hypot(near.x - want.x, near.y - want.y);
    worst = Math.max(worst, Math.hypot(got.x * shrink - want.x, got.y * shrink - want.y) / pxPerMm);
  }
  return worst;
}

describe('phone photos of a sheet', () => {
  it.each([
    { seed: 1, inset: [0.02, 0.1] as [number, number] },
    { seed: 2, inset: [0.01, 0.14] as [number, number], blurSigma: 1.2, jpegQuality: 70 },
  ])('reads a page seen at an angle through a homography of the four marks: %o', async (d) => {
    const photo = await photograph(filled, d);
    const r = await recognise(photo.bytes, template);
    expectRead(r);
    expect(r.marksFound).toBe(4);
    expect(r.homography).not.toBeNull();
    expect(mapErrorMm(r, photo.toPixel)).toBeLessThan(0.4);
    // pixelBox places a bubble through the homography: its centre within 0.4 mm of the truth.
    const b = template.pages[0]!.bubbles.at(-1)!;
    const box = pixelBox(r, b)!;
    const shrink = r.source?.shrink ?? 1;
    const want = photo.toPixel(b.xMm + b.wMm / 2, b.yMm + b.hMm / 2);
    const near = photo.toPixel(b.xMm + b.wMm / 2 + 1, b.yMm + b.hMm / 2);
    const pxPerMm = Math.hypot(near.x - want.x, near.y - want.y);
    const off = Math.hypot((box.x + box.w / 2) * shrink - want.x, (box.y + box.h / 2) * shrink - want.y);
    expect(off / pxPerMm).toBeLessThan(0.4);
  });

  it('reads a page lit unevenly (half the light on the far side) with sensor noise', async () => {
    const photo = await photograph(filled, { seed: 3, inset: [0.04, 0.05], lightFalloff: 0.5, noise: 12 });
    expectRead(await recognise(photo.bytes, template));
  });
});

describe('a photo taken at a steep angle', () => {
  // The far side's corners 20 % of the frame in from the sides and 12 % from its edge, the near side's
  // 2 %: the page fills 60 % of the frame across there, and its marks are half the size a page filling
  // the frame would have.
  const far = { x: 0.2, y: 0.12 };
  const near = { x: 0.02, y: 0.02 };
  it('finds the small marks of the far side and reads the page (far side at the bottom)', async () => {
    const photo = await photograph(filled, {
      seed: 5,
      corners: [near, near, far, far],
      blurSigma: 0.8,
      jpegQuality: 85,
    });
    const r = await recognise(photo.bytes, template);
    expect(r.marksFound).toBe(4);
    expect(mapErrorMm(r, photo.toPixel)).toBeLessThan(0.4);
    expectRead(r);
  });

  it('reads the page with the far side at the top, the 考号 exactly or with a digit for a person', async () => {
    const photo = await photograph(filled, {
      seed: 5,
      corners: [far, far, near, near],
      blurSigma: 0.8,
      jpegQuality: 85,
    });
    const r = await recognise(photo.bytes, template);
    expect(r.problem).toBeNull();
    expect(r.marksFound).toBe(4);
    expect(r.answers).toEqual(TRUTH);
    expect(r.flags).toEqual({ '7': 'blank' });
    // Each digit right or unread, never another digit.
    expect([...r.studentNo!].every((c, i) => c === '?' || c === STUDENT.examNo[i])).toBe(true);
  });
});

describe('a photo taken at a steep angle with a corner mark hidden', () => {
  // As above, and a thumb or a fold over one mark: three marks' affine map puts the hidden corner up to
  // ~80 mm off, past the 45 mm the hidden-corner search covers; on the far side the remaining far
  // mark is small, and with the top-right hidden the QR code is far from where three marks put it.
  const far = { x: 0.2, y: 0.12 };
  const near = { x: 0.02, y: 0.02 };
  it.each([
    { side: 'far side at the bottom', corners: [near, near, far, far], cover: 0, mark: 'top-left' },
    { side: 'far side at the bottom', corners: [near, near, far, far], cover: 3, mark: 'bottom-right' },
    { side: 'far side at the top', corners: [far, far, near, near], cover: 1, mark: 'top-right' },
    { side: 'far side at the top', corners: [far, far, near, near], cover: 2, mark: 'bottom-left' },
  ])('finds the hidden corner from the rings and reads the page ($side, $mark mark hidden)', async (d) => {
    const covered = await degrade(filled, template, { coverMark: d.cover });
    const photo = await photograph(covered, { seed: 5, corners: d.corners, blurSigma: 0.8, jpegQuality: 85 });
    const r = await recognise(photo.bytes, template);
    expect(r.problem).toBeNull();
    expect(r.marksFound).toBe(3);
    expect(r.homography).not.toBeNull();
    expect(mapErrorMm(r, photo.toPixel)).toBeLessThan(0.5);
    expect(r.qr?.studentId).toBe(STUDENT.studentId);
    expect(r.answers).toEqual(TRUTH);
    expect(r.flags).toEqual({ '7': 'blank' });
    // Each digit right or unread, never another digit.
    expect([...r.studentNo!].every((c, i) => c === '?' || c === STUDENT.examNo[i])).toBe(true);
  });
});

describe('the 考号 on a 150-dpi photo', () => {
  /** A photo of `scan` at half a 300-dpi scan's size, where the printed 4 of a 考号 column reads as a dot. */
  const coarse = async (scan: Buffer) => {
    const photo = await photograph(scan, {
      seed: 21,
      inset: [0.01, 0.12],
      blurSigma: 0.6,
      lightFalloff: 0.1,
      jpegQuality: 75,
    });
    const width = (await sharp(photo.bytes).metadata()).width!;
    return sharp(photo.bytes)
      .resize({ width: Math.round(width / 2) })
      .jpeg({ quality: 85 })
      .toBuffer();
  };

  it('reads a column whose printed 4 looks like a pencil dot by its one filled digit', async () => {
    const r = await recognise(await coarse(filled), template);
    // The 4 of the fourth column is darker in the middle than the page's bubbles usually are.
    expect(r.bubbles.find((b) => b.question === 'id:4' && b.option === '4')).toMatchObject({
      decision: 'ambiguous',
      dot: true,
    });
    expectRead(r);
  });

  it('still leaves a digit to a person when a real pencil dot stands beside its fill', async () => {
    const scan = await fill(blankPng, template, [
      ...truthMarks(),
      ...idMarks(STUDENT.examNo),
      { question: 'id:2', option: '7', darkness: 0.7, shape: 'dot' },
    ]);
    const r = await recognise(await coarse(scan), template);
    expect(r.studentNo).toBe(`${STUDENT.examNo[0]}?${STUDENT.examNo.slice(2)}`);
  });
});

describe('a photo with a corner mark hidden', () => {
  it.each([0, 1, 2, 3])(
    'finds where hidden mark %i is from the printed rings and reads through all four',
    async (corner) => {
      // Strong perspective: three marks' affine map is 20–35 mm off at the hidden corner.
      const covered = await degrade(filled, template, { coverMark: corner });
      const photo = await photograph(covered, { seed: 2, inset: [0.01, 0.12] });
      const r = await recognise(photo.bytes, template);
      expect(r.marksFound).toBe(3);
      expect(r.refined).toBe(true);
      expect(r.homography).not.toBeNull();
      expect(r.ringsLost).toBe(0);
      expect(mapErrorMm(r, photo.toPixel)).toBeLessThan(0.4);
      expectRead(r);
    },
  );

  it('does not take the QR code’s finder pattern for the hidden top-right mark', async () => {
    // The code's outer finder is a dark square of about a mark's size on its quiet zone, in the
    // top-right quarter: solid ink is a mark, a square with a white ring inside is not.
    const covered = await degrade(filled, template, { coverMark: 1 });
    const photo = await photograph(covered, { seed: 4, inset: [0.01, 0.12] });
    const r = await recognise(photo.bytes, template);
    expect(r.marksFound).toBe(3);
    expectRead(r);
  });

  it('sends a page with two corners hidden to a person', async () => {
    const twice = await degrade(await degrade(filled, template, { coverMark: 0 }), template, {
      coverMark: 3,
    });
    const r = await recognise(twice, template);
    expect(r.problem).toMatch(/定位点/);
    expect(r.bubbles).toEqual([]);
  });
});

describe('marks that are not answers', () => {
  it('ignores stray pencil strokes away from the bubbles and a red stamp on the written answer', async () => {
    const dirty = await drawOver(filled, [...strayStrokes(template, 60, 4), stampShape(150, 240)]);
    expectRead(await recognise(dirty, template));
    const photo = await photograph(dirty, { seed: 5, lightFalloff: 0.3, noise: 6 });
    expectRead(await recognise(photo.bytes, template));
  });

  it('prefers three true marks over a stamp that stands in for a covered one', async () => {
    // The bottom-right mark painted over and a dark square of the mark's size 20 mm inside that corner:
    // the furthest mark-like blob there, so it is taken for the mark at first.
    const mark = template.pages[0]!.marks[3]!;
    const covered = await degrade(filled, template, { coverMark: 3 });
    const stamped = await drawOver(covered, [blobShape(mark.xMm - 14, mark.yMm - 14, 5.5)]);
    const r = await recognise(stamped, template);
    expect(r.marksFound).toBe(3);
    expect(r.homography).toBeNull();
    expectRead(r);
  });
});

describe('partial and wrong fills (错误填涂)', () => {
  it('reads a half fill, or flags it; flags a tick or a dot rather than calling the question blank', async () => {
    const marks: Mark[] = [
      { question: '7', option: 'B', darkness: 0.75, cover: 0.55 },
      { question: '4', option: 'A', darkness: 0.75, shape: 'tick' },
      { question: '6', option: 'C', darkness: 0.75, shape: 'dot' },
    ];
    const scan = await fill(blankPng, template, [
      ...truthMarks().filter((m) => m.question !== '4' && m.question !== '6'),
      ...marks,
      ...idMarks(STUDENT.examNo),
    ]);
    const r = await recognise(scan, template);
    expect(r.flags['7'] === 'ambiguous' || (r.answers['7'] === 'B' && !r.flags['7'])).toBe(true);
    expect(r.flags['4']).toBe('ambiguous');
    expect(r.flags['6']).toBe('ambiguous');
    const { '4': _4, '6': _6, '7': _7, ...rest } = TRUTH;
    for (const [q, want] of Object.entries(rest)) expect(r.answers[q], `第 ${q} 题`).toBe(want);
  });

  it('flags dots and erased marks on a photo too, never adding or dropping an answer silently', async () => {
    const dots = ['13', '14', '15'];
    const scan = await fill(blankPng, template, [
      ...truthMarks().filter((m) => !dots.includes(m.question)),
      ...dots.map((question) => ({
        question,
        option: TRUTH[question]!,
        darkness: 0.6,
        shape: 'dot' as const,
      })),
      { question: '11', option: 'B', darkness: 0.2 },
      { question: '1', option: 'B', darkness: 0.2 },
      ...idMarks(STUDENT.examNo),
    ]);
    const photo = await photograph(scan, {
      seed: 7,
      inset: [0.02, 0.1],
      noise: 8,
      lightFalloff: 0.4,
      blurSigma: 0.8,
    });
    const r = await recognise(photo.bytes, template);
    expect(r.problem).toBeNull();
    for (const q of [...dots, '11']) expect(r.flags[q], `第 ${q} 题`).toBe('ambiguous');
    expect(r.answers['1']).toBe('A');
  });
});
