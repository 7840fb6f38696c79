import type { ImportDraft } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import {
  blockingProblem,
  DIFFICULTY_BANDS,
  duplicateRefusal,
  parseTypedAnswer,
  toRows,
  toSaveBody,
} from './importRows';

const draft = (over: Partial<ImportDraft>): ImportDraft => ({
  number: 1,
  typeName: '单选题',
  stem: '<p>题</p>',
  options: ['1', '2'],
  answer: ['A'],
  analysis: '',
  problems: [],
  duplicateOf: null,
  ...over,
});
const TYPES = [
  { id: 't1', name: '单选题', isObjective: true },
  { id: 't4', name: '填空题', isObjective: false },
];

describe('Word import review rows', () => {
  it('match the guessed type by name and block rows without a type or an answer', () => {
    const rows = toRows([draft({}), draft({ number: 2, typeName: '作图题', answer: [] })], TYPES);
    expect(rows.map((r) => r.typeId)).toEqual(['t1', null]);
    expect(blockingProblem(rows[0]!)).toBeNull();
    expect(blockingProblem(rows[1]!)).toBe('请选择题型');
    expect(blockingProblem({ ...rows[1]!, typeId: 't4' })).toBe('请填写答案');
  });

  it('read typed choice letters one by one and anything else as one answer', () => {
    expect(parseTypedAnswer(' ac ', true)).toEqual(['A', 'C']);
    expect(parseTypedAnswer('A、D', true)).toEqual(['A', 'D']);
    expect(parseTypedAnswer('\\(-3\\)', true)).toEqual(['\\(-3\\)']);
    expect(parseTypedAnswer('AC', false)).toEqual(['AC']);
    expect(parseTypedAnswer('  ', false)).toEqual([]);
  });

  it('save with the chosen bank, chapter and knowledge points, and the duplicate decision per row', () => {
    const rows = toRows([draft({}), draft({ number: 2 })], TYPES);
    const body = toSaveBody([rows[0]!, { ...rows[1]!, allowDuplicate: true }], {
      subjectId: 'cz.math',
      scope: 'school',
      bookNodeIds: ['cz.math.rj.7a.1'],
      knowledgeIds: [],
    });
    expect(body.scope).toBe('school');
    expect(body.questions.map((q) => [q.typeId, q.allowDuplicate, q.bookNodeIds])).toEqual([
      ['t1', false, ['cz.math.rj.7a.1']],
      ['t1', true, ['cz.math.rj.7a.1']],
    ]);
  });

  it('save each row’s difficulty band, and its own knowledge points over the file’s', () => {
    const rows = toRows([draft({}), draft({ number: 2 }), draft({ number: 3 })], TYPES);
    expect(rows.map((r) => [r.difficulty, r.knowledgeIds])).toEqual([
      [0.5, null],
      [0.5, null],
      [0.5, null],
    ]);
    const hard = DIFFICULTY_BANDS.find((b) => b.name === '较难')!.difficulty;
    const body = toSaveBody(
      [
        rows[0]!,
        { ...rows[1]!, difficulty: hard, knowledgeIds: ['cz.math.k.2'] },
        { ...rows[2]!, knowledgeIds: [] },
      ],
      { subjectId: 'cz.math', scope: 'personal', bookNodeIds: [], knowledgeIds: ['cz.math.k.1'] },
    );
    expect(body.questions.map((q) => [q.difficulty, q.knowledgeIds])).toEqual([
      [0.5, ['cz.math.k.1']],
      [0.3, ['cz.math.k.2']],
      [0.5, []],
    ]);
  });

  it('read the row a 409 names', () => {
    expect(
      duplicateRefusal({ code: 409, message: 'x', index: 3, duplicateOf: { id: 'q', stem: 's' } }),
    ).toEqual({
      index: 3,
      duplicateOf: { id: 'q', stem: 's' },
    });
    expect(
      duplicateRefusal({ code: 409, message: 'x', index: 0, duplicateOf: null })?.duplicateOf,
    ).toBeNull();
    expect(duplicateRefusal({ code: 409, message: 'x' })).toBeNull();
    expect(duplicateRefusal(null)).toBeNull();
  });
});
