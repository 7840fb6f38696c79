import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { crossShape, stainShape } from '../test-support/damage';
import { drawOver } from '../test-support/phone';
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
import { cropRegion, recognise } from './recognise';

let template: Awaited<ReturnType<typeof blankScan>>['template'];
let blank: Buffer;

async function student(extra: Mark[] = [], darkness = 0.75) {
  return fill(blank, template, [...truthMarks(darkness), ...idMarks(STUDENT.examNo), ...extra]);
}

beforeAll(async () => {
  ({ template, png: blank } = await blankScan());
}, 60_000);

describe('recognising a scanned answer sheet', () => {
  it('reads a clean scan: the QR (exam, page, student), every answer, the 考号 and the regions', async () => {
    const r = await recognise(await student(), template);
    expect(r.problem).toBeNull();
    expect(r.qr).toMatchObject({
      examId: template.examId,
      sheetVersion: 2,
      page: 1,
      studentId: STUDENT.studentId,
    });
    expect(r.marksFound).toBe(4);
    expect(r.residualPx).toBeLessThan(2);
    expect(r.homography).toBeNull();
    expect(r.ringsLost).toBe(0);
    expect(r.bubbles.every((b) => b.ring)).toBe(true);
    expect(r.answers).toEqual(TRUTH);
    expect(r.flags).toEqual({ '7': 'blank' });
    expect(r.studentNo).toBe(STUDENT.examNo);
    expect(r.absent).toBe(false);
    expect(r.regions.map((g) => g.question)).toEqual(['16']);
    const crop = await sharp(await cropRegion(r, r.regions[0]!)).metadata();
    // Cut from the file at full resolution (300 dpi), not from the halved copy the bubbles are read on.
    expect(crop.width).toBeGreaterThan(1800);
  });

  it('reads a page of written answers only (no bubbles) by its marks, without a problem', async () => {
    // The later pages of a sheet often have no bubbles: nothing for the ring checks to look at.
    const page = { ...template.pages[0]!, bubbles: [] };
    const written = { ...template, pages: [page] };
    const r = await recognise(await student(), written);
    expect(r.problem).toBeNull();
    expect(r.marksFound).toBe(4);
    expect(r.qr?.studentId).toBe(STUDENT.studentId);
    expect(r.regions.map((g) => g.question)).toEqual(['16']);
  });

  it('never reads a mark on an empty row and flags two marks on a single choice', async () => {
    const r = await recognise(
      await student([
        { question: '7', option: 'B', darkness: 0.75 },
        { question: '7', option: 'C', darkness: 0.75 },
      ]),
      template,
    );
    expect(r.answers['7']).toBe('BC');
    expect(r.flags['7']).toBe('multiple');
    const empty = await recognise(await fill(blank, template, []), template);
    expect(Object.values(empty.answers).every((a) => a === '')).toBe(true);
    expect(Object.values(empty.flags).every((f) => f === 'blank')).toBe(true);
  });

  it.each([
    { rotateDeg: 10, jpegQuality: 50 },
    { rotateDeg: -10, scale: 0.95, blurSigma: 1.2 },
    { rotateDeg: 3, scale: 1.05, blurSigma: 1.5, jpegQuality: 50 },
  ])('copes with a page turned, scaled, blurred and compressed: %o', async (d) => {
    const r = await recognise(await degrade(await student(), template, d), template);
    expect(r.problem).toBeNull();
    expect(r.answers).toEqual(TRUTH);
    expect(r.studentNo).toBe(STUDENT.examNo);
  });

  it('turns an upside-down page and finds a corner covered by a fold from the other three marks', async () => {
    const upside = await recognise(await degrade(await student(), template, { rotateDeg: 180 }), template);
    expect(upside.rotated180).toBe(true);
    expect(upside.answers).toEqual(TRUTH);
    const scan = await student();
    for (const [coverMark, rotateDeg] of [
      [0, 0],
      [1, 5],
      [2, -8],
      [3, 180],
    ] as const) {
      const folded = await recognise(await degrade(scan, template, { coverMark, rotateDeg }), template);
      expect(folded.marksFound, `角 ${coverMark}`).toBe(3);
      expect(folded.answers).toEqual(TRUTH);
      expect(folded.studentNo).toBe(STUDENT.examNo);
    }
  });

  it('sends a faint or erased mark to a person instead of guessing', async () => {
    const r = await recognise(
      await student([
        { question: '7', option: 'A', darkness: 0.22 },
        { question: '9', option: 'C', darkness: 0.18 },
      ]),
      template,
    );
    // 7: only a faint mark — ambiguous, not blank and not A. 9: a firm A beside an erased C — A.
    expect(r.flags['7']).toBe('ambiguous');
    expect(r.answers['9']).toBe('A');
    expect(r.flags['9']).toBeUndefined();
  });

  it('reads light 2B fills right or flags them, never wrong', async () => {
    const r = await recognise(await student([], 0.4), template);
    let read = 0;
    for (const [q, want] of Object.entries(TRUTH)) {
      if (r.flags[q] === 'ambiguous') continue;
      expect(r.answers[q], `第 ${q} 题`).toBe(want);
      read++;
    }
    expect(read).toBeGreaterThanOrEqual(12);
  });
});

describe('marks that must be read right or flagged, never silently wrong', () => {
  /** A 1.4 mm dot in the middle of the bubble (the sheet's 错误填涂 example) as each of these answers. */
  const dotted: Mark[] = [
    { question: '2', option: 'B', darkness: 0.6, shape: 'dot' },
    { question: '5', option: 'A', darkness: 0.6, shape: 'dot' },
    { question: '13', option: 'T', darkness: 0.6, shape: 'dot' },
    { question: '14', option: 'F', darkness: 0.6, shape: 'dot' },
    { question: '15', option: 'T', darkness: 0.6, shape: 'dot' },
  ];
  /** Erased first choices (darkness 0.2, the darkest an eraser leaves) beside the answers. */
  const erased: Mark[] = [
    { question: '1', option: 'B', darkness: 0.2 },
    { question: '3', option: 'D', darkness: 0.2 },
    { question: '11', option: 'B', darkness: 0.2 },
    { question: '12', option: 'A', darkness: 0.2 },
  ];
  let scan: Buffer;
  beforeAll(async () => {
    const dots = new Set(dotted.map((m) => m.question));
    scan = await fill(blank, template, [
      ...truthMarks().filter((m) => !dots.has(m.question)),
      ...dotted,
      ...erased,
      ...idMarks(STUDENT.examNo),
    ]);
  }, 60_000);

  it.each([{}, { rotateDeg: 3, blurSigma: 1.2, jpegQuality: 60 }])(
    'flags a dot in the middle of a bubble, on single choice and true/false alike: %o',
    async (d) => {
      const r = await recognise(Object.keys(d).length ? await degrade(scan, template, d) : scan, template);
      for (const { question } of dotted) expect(r.flags[question], `第 ${question} 题`).toBe('ambiguous');
    },
  );

  it.each([{}, { rotateDeg: 3, blurSigma: 1.2, jpegQuality: 60 }])(
    'never takes an erased mark beside the answer for a second answer: %o',
    async (d) => {
      const r = await recognise(Object.keys(d).length ? await degrade(scan, template, d) : scan, template);
      // Single choice: the firm mark is the answer. Multiple choice: a light mark beside a firm one
      // may be a second answer or an erasure — a person decides, the letter is never added silently.
      expect(r.answers['1']).toBe('A');
      expect(r.flags['1']).toBeUndefined();
      expect(r.answers['3']).toBe('C');
      expect(r.flags['3']).toBeUndefined();
      expect(r.flags['11']).toBe('ambiguous');
      expect(r.answers['11']).toBe('AC');
      expect(r.flags['12']).toBe('ambiguous');
      expect(r.answers['12']).toBe('BCD');
      const { '2': _2, '5': _5, '13': _13, '14': _14, '15': _15, '11': _11, '12': _12, ...rest } = TRUTH;
      for (const [q, want] of Object.entries(rest)) expect(r.answers[q], `第 ${q} 题`).toBe(want);
    },
  );
});

describe('scanner file formats', () => {
  it('reads a 1-bit TIFF (converted to grey, spec §5) and a PNG of the same page', async () => {
    const filled = await student();
    const bilevel = await sharp(filled)
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .threshold(128)
      .tiff({ bitdepth: 1, compression: 'lzw', predictor: 'none' })
      .toBuffer();
    expect(await sharp(bilevel).metadata()).toMatchObject({ format: 'tiff', channels: 1, bitsPerSample: 1 });
    const fromTiff = await recognise(bilevel, template);
    expect(fromTiff.problem).toBeNull();
    expect(fromTiff.answers).toEqual(TRUTH);
    expect(fromTiff.studentNo).toBe(STUDENT.examNo);
    const fromPng = await recognise(filled, template);
    expect(fromPng.answers).toEqual(TRUTH);
  });

  it.each([
    { orientation: 6, stored: 270 },
    { orientation: 8, stored: 90 },
    { orientation: 3, stored: 180 },
  ])(
    'turns a photo upright by its EXIF orientation (a phone held sideways): %o',
    async ({ orientation, stored }) => {
      // The pixels stored turned, with the tag that says how to show them upright, as a phone writes them.
      const upright = await student();
      const photo = await sharp(await sharp(upright).rotate(stored).toBuffer())
        .withMetadata({ orientation })
        .jpeg({ quality: 85 })
        .toBuffer();
      const r = await recognise(photo, template);
      expect(r.problem).toBeNull();
      expect(r.rotated180).toBe(false);
      expect(r.answers).toEqual(TRUTH);
      expect(r.studentNo).toBe(STUDENT.examNo);
      // The written answer is cut upright from the file at full resolution.
      const crop = await sharp(await cropRegion(r, r.regions[0]!)).metadata();
      expect(crop.width).toBeGreaterThan(crop.height!);
      expect(crop.width).toBeGreaterThan(1800);
    },
  );
});

describe('answers crossed out instead of erased, and stains', () => {
  const bubble = (question: string, option: string) =>
    template.pages[0]!.bubbles.find((b) => b.question === question && b.option === option)!;

  it.each([{}, { rotateDeg: -4, blurSigma: 1.2, jpegQuality: 60 }])(
    'flags an X or a strike over a filled answer 疑似改涂, and nothing else: %o',
    async (d) => {
      const cancelled: Mark[] = [
        { question: '1', option: 'C', darkness: 0.8 },
        { question: '4', option: 'B', darkness: 0.7 },
        { question: '11', option: 'D', darkness: 0.8 },
      ];
      const scan = await drawOver(await student(cancelled), [
        crossShape(bubble('1', 'C'), { kind: 'x', beyondMm: 1.2, darkness: 0.75, widthMm: 0.45 }),
        crossShape(bubble('4', 'B'), {
          kind: 'strike',
          angleDeg: 15,
          beyondMm: 1.5,
          darkness: 0.7,
          widthMm: 0.4,
        }),
        crossShape(bubble('11', 'D'), { kind: 'x', beyondMm: 2, darkness: 0.85, widthMm: 0.6 }),
      ]);
      const r = await recognise(Object.keys(d).length ? await degrade(scan, template, d) : scan, template);
      expect(r.flags['1']).toBe('crossed');
      expect(r.flags['4']).toBe('crossed');
      expect(r.flags['11']).toBe('crossed');
      // The letters left are the answers meant; every other question reads as without the strokes.
      expect([r.answers['1'], r.answers['4'], r.answers['11']]).toEqual(['A', 'D', 'AC']);
      for (const [q, want] of Object.entries(TRUTH))
        if (!['1', '4', '11'].includes(q)) {
          expect(r.flags[q], `第 ${q} 题`).not.toBe('crossed');
          if (!r.flags[q] || r.flags[q] === 'blank') expect(r.answers[q], `第 ${q} 题`).toBe(want);
        }
      expect(r.stain).toBeNull();
    },
  );

  it('flags a strike that leaves a filled bubble near its corners, at an angle other than its diagonal', async () => {
    // At 22° the strike passes the right end 0.25 mm below the top and the left end as far above
    // the bottom, outside the windows an X or a level strike is looked for in.
    const cancelled: Mark[] = [
      { question: '12', option: 'A', darkness: 0.85 },
      { question: '2', option: 'D', darkness: 0.8 },
    ];
    const scan = await drawOver(await student(cancelled), [
      crossShape(bubble('12', 'A'), {
        kind: 'strike',
        angleDeg: -22,
        beyondMm: 1,
        darkness: 0.8,
        widthMm: 0.4,
      }),
      crossShape(bubble('2', 'D'), {
        kind: 'strike',
        angleDeg: 25,
        beyondMm: 0.9,
        darkness: 0.7,
        widthMm: 0.35,
      }),
    ]);
    const r = await recognise(scan, template);
    expect(r.flags['12']).toBe('crossed');
    expect(r.answers['12']).toBe(TRUTH['12']);
    expect(r.flags['2']).toBe('crossed');
    expect(r.answers['2']).toBe(TRUTH['2']);
    for (const [q, want] of Object.entries(TRUTH))
      if (!['2', '12'].includes(q)) {
        expect(r.flags[q], `第 ${q} 题`).not.toBe('crossed');
        if (!r.flags[q] || r.flags[q] === 'blank') expect(r.answers[q], `第 ${q} 题`).toBe(want);
      }
  });

  it('reports a stain with a dark rim over the bubbles, and reads nothing under it silently wrong', async () => {
    const c = bubble('3', 'B');
    const erased: Mark[] = [
      { question: '3', option: 'A', darkness: 0.18 },
      { question: '4', option: 'C', darkness: 0.2 },
    ];
    const scan = await drawOver(await student(erased), [
      stainShape({
        xMm: c.xMm + 4,
        yMm: c.yMm + 2,
        radiusMm: 8,
        inside: 0.2,
        rim: 0.42,
        rimMm: 1.2,
        seed: 3,
      }),
    ]);
    for (const page of [
      scan,
      await degrade(scan, template, { rotateDeg: 3, blurSigma: 1, jpegQuality: 70 }),
    ]) {
      const r = await recognise(page, template);
      expect(r.stain).not.toBeNull();
      expect(r.stain!.questions).toEqual(expect.arrayContaining(['3', '4']));
      for (const [q, want] of Object.entries(TRUTH)) {
        const flag = r.flags[q];
        if (flag !== 'ambiguous' && flag !== 'crossed' && flag !== 'multiple')
          expect(r.answers[q], `第 ${q} 题`).toBe(want);
      }
      for (const q of r.stain!.questions) expect(['ambiguous', 'multiple', 'crossed']).toContain(r.flags[q]);
    }
  });
});
