import { describe, expect, it } from 'vitest';
import { defaultHeightMm, type GivenPaper, idDefaults, optionalProblems, sheetSpecOf } from './from-paper';
import { layoutSheet } from './layout';
import { checkSheetSpec } from './spec';

const q = (
  number: string,
  kind: 'single' | 'multiple' | 'trueFalse' | 'subjective',
  typeName: string,
  score: number,
  extra = {},
) => ({
  number,
  kind,
  typeName,
  score,
  options: kind === 'subjective' ? 0 : kind === 'trueFalse' ? 2 : 4,
  answer: kind === 'subjective' ? ['x'] : ['A'],
  ...extra,
});

const PAPER: GivenPaper = {
  title: '期中考试',
  settings: { layout: 'A3' },
  sections: [
    { title: '选择题', questions: [q('1', 'single', '单选题', 3), q('2', 'multiple', '多选题', 4)] },
    { title: '填空题', questions: [q('3', 'subjective', '填空题', 4, { answer: ['a', 'b', 'c'] })] },
    {
      title: '解答题',
      questions: [
        q('4', 'subjective', '解答题', 10),
        q('5', 'subjective', '解答题', 12),
        q('6', 'subjective', '阅读理解', 6, {
          parts: [q('6(1)', 'single', '阅读理解', 3), q('6(2)', 'single', '阅读理解', 3)],
        }),
      ],
    },
  ],
};
const source = { id: 'e1', name: '期中考试', paper: PAPER, sheetVersion: 3 };
const ids = { idMode: 'bubbles' as const, idDigits: 8 };

describe('the answer sheet of a given paper', () => {
  it('sizes written answers by type and score, and picks 考号 bubbles only for short numeric 考号', () => {
    // The least heights: 填空 a line (taller for many blanks), 作文 by length, the rest 2.2 mm a point.
    expect(defaultHeightMm({ typeName: '填空题', score: 4, answer: ['a'] })).toBe(12);
    expect(defaultHeightMm({ typeName: '填空题', score: 4, answer: ['a', 'b', 'c', 'd'] })).toBe(12);
    expect(defaultHeightMm({ typeName: '填空题', score: 4, answer: ['a', 'b', 'c', 'd', 'e'] })).toBe(20);
    expect(defaultHeightMm({ typeName: '解答题', score: 4, answer: [] })).toBe(20);
    expect(defaultHeightMm({ typeName: '解答题', score: 10, answer: [] })).toBe(22);
    expect(defaultHeightMm({ typeName: '解答题', score: 40, answer: [] })).toBe(60);
    expect(defaultHeightMm({ typeName: '作文', score: 50, answer: [] })).toBe(250);
    expect(idDefaults(['2025001', '2025102'])).toEqual({ idMode: 'bubbles', idDigits: 7 });
    expect(idDefaults(['12'])).toEqual({ idMode: 'bubbles', idDigits: 4 });
    expect(idDefaults(['A-01', '2025001'])).toEqual({ idMode: 'barcode', idDigits: 7 });
  });

  it('lays bubbles for choices (and choice parts) and regions for written answers, section by section', () => {
    const spec = sheetSpecOf(source, {}, ids);
    expect(spec).toMatchObject({
      examId: 'e1',
      sheetVersion: 3,
      paper: 'A3',
      idDigits: 8,
    });
    expect(spec).not.toHaveProperty('subtitle');
    expect(spec.sections).toEqual([
      {
        kind: 'objective',
        title: '选择题',
        questions: [
          { number: '1', kind: 'single', options: 4 },
          { number: '2', kind: 'multiple', options: 4 },
        ],
      },
      {
        kind: 'subjective',
        title: '填空题',
        questions: [{ number: '3', heightMm: 12, minWidthMm: 120, grow: 0, scoreBox: false }],
      },
      {
        kind: 'subjective',
        title: '解答题',
        questions: [
          { number: '4', heightMm: 22, grow: 10, scoreBox: false },
          { number: '5', heightMm: 26, grow: 12, scoreBox: false },
        ],
      },
      {
        kind: 'objective',
        title: '解答题',
        questions: [
          { number: '6(1)', kind: 'single', options: 4 },
          { number: '6(2)', kind: 'single', options: 4 },
        ],
      },
    ]);
    expect(checkSheetSpec(spec)).toEqual([]);
    expect(layoutSheet(spec).pages.length).toBeGreaterThanOrEqual(1);
  });

  it('applies the teacher’s choices: sizes, 考号, heights, score boxes and 选做题', () => {
    const spec = sheetSpecOf(
      source,
      {
        paper: 'A4',
        idMode: 'barcode',
        idDigits: 10,
        scoreBoxes: true,
        heights: { '4': 100, '3': 30 },
        optional: [{ title: '选做题', questions: ['4', '5'] }],
      },
      ids,
    );
    // A height the teacher set is kept exactly: no growing.
    expect(spec.sections[1]).toEqual(
      expect.objectContaining({
        questions: [{ number: '3', heightMm: 30, minWidthMm: 120, scoreBox: true }],
      }),
    );
    expect(spec).toMatchObject({ paper: 'A4', idMode: 'barcode', idDigits: 10 });
    expect(spec.sections[2]).toEqual({
      kind: 'optional',
      title: '选做题',
      questions: ['4', '5'],
      heightMm: 100,
      scoreBox: true,
    });
    expect(checkSheetSpec(spec)).toEqual([]);
    const grown = sheetSpecOf(source, { optional: [{ title: '选做题', questions: ['4', '5'] }] }, ids);
    expect(grown.sections[2]).toMatchObject({ kind: 'optional', heightMm: 26, grow: 12 });
    // The fixed sizing gives the sheet as it was before packing: old default heights, one to a row.
    const before = sheetSpecOf(
      source,
      { sizing: 'fixed', optional: [{ title: '选做题', questions: ['4', '5'] }] },
      ids,
    );
    expect(before.sections.slice(1, 3)).toEqual([
      { kind: 'subjective', title: '填空题', questions: [{ number: '3', heightMm: 35, scoreBox: false }] },
      { kind: 'optional', title: '选做题', questions: ['4', '5'], heightMm: 85, scoreBox: false },
    ]);
    expect(sheetSpecOf(source, { sizing: 'fixed', heights: { '5': 50 } }, ids).sections[2]).toEqual({
      kind: 'subjective',
      title: '解答题',
      questions: [
        { number: '4', heightMm: 70, scoreBox: false },
        { number: '5', heightMm: 50, scoreBox: false },
      ],
    });
    expect(optionalProblems(PAPER, { optional: [{ title: '选做', questions: ['1', '4'] }] })).toEqual([
      '选做题「选做」中的第 1 题不是解答类试题',
    ]);
  });
});
