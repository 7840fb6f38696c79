import type { SheetTemplate } from '@zhijuan/sheet';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawOver, photograph } from '../test-support/phone';
import { BARCODE_SPEC, type Sticker, stickerShape } from '../test-support/sticker';
import { blankScan, fill, type Mark, STUDENT, TRUTH, truthMarks } from '../test-support/synthetic';
import { recognise } from './recognise';

let template: SheetTemplate;
let blank: Buffer;

beforeAll(async () => {
  ({ template, png: blank } = await blankScan(BARCODE_SPEC));
}, 60_000);

const GROUP = '17/18';
const choose = (option: string, darkness = 0.75): Mark => ({ question: `choice:${GROUP}`, option, darkness });

async function sheet(marks: Mark[], sticker?: Sticker) {
  const filled = await fill(blank, template, [...truthMarks(), ...marks]);
  return sticker ? drawOver(filled, [await stickerShape(template, sticker)], true) : filled;
}

describe('考号 from a barcode sticker (barcode mode)', () => {
  it.each<Sticker>([
    { text: STUDENT.examNo },
    { text: STUDENT.examNo, angleDeg: 5, dxMm: 4, dyMm: -3 },
    { text: 'G7-2026-0042', angleDeg: -3, moduleMm: 0.25 },
  ])('reads the sticker where it was pasted: %o', async (sticker) => {
    const r = await recognise(await sheet([choose('18')], sticker), template);
    expect(r.problem).toBeNull();
    expect(r.studentNo).toBe(sticker.text);
    expect(r.answers).toEqual(TRUTH);
  });

  it('reads it on a phone photo, and gives null (not the printed digits) without a sticker', async () => {
    const photo = await photograph(await sheet([], { text: STUDENT.examNo, angleDeg: 2 }), {
      seed: 7,
      lightFalloff: 0.3,
      noise: 6,
    });
    expect((await recognise(photo.bytes, template)).studentNo).toBe(STUDENT.examNo);
    const bare = await recognise(await sheet([]), template);
    expect(bare.problem).toBeNull();
    expect(bare.studentNo).toBeNull();
  });
});

describe('选做题 selector bubbles', () => {
  it('gives the question chosen in each group, flagging none, two or a faint mark', async () => {
    const cases: [Mark[], string, string | undefined][] = [
      [[choose('17')], '17', undefined],
      [[choose('18')], '18', undefined],
      [[], '', 'blank'],
      [[choose('17'), choose('18')], '', 'multiple'],
      [[choose('18', 0.22)], '', 'ambiguous'],
    ];
    for (const [marks, choice, flag] of cases) {
      const r = await recognise(await sheet(marks), template);
      expect(r.choices, JSON.stringify(marks)).toEqual({ [GROUP]: choice });
      expect(r.choiceFlags[GROUP]).toBe(flag);
      // Selectors are not answers: the objective answers and their flags are unchanged.
      expect(r.answers).toEqual(TRUTH);
      expect(r.flags).toEqual({ '7': 'blank' });
    }
  });
});
