import { describe, expect, it } from 'vitest';
import { defaultRows, problemsOf, toAssembleBody } from './assembleForm';

describe('智能组卷 form', () => {
  it('starts from 单选, 填空 and 解答 when the subject has them, else its first three types', () => {
    const math = ['单选题', '多选题', '填空题', '解答题'].map((name, i) => ({
      id: `t${i}`,
      name,
      isObjective: i < 2,
    }));
    expect(defaultRows(math)).toEqual([
      { typeId: 't0', count: 10, scoreEach: 3 },
      { typeId: 't2', count: 6, scoreEach: 4 },
      { typeId: 't3', count: 4, scoreEach: 8 },
    ]);
    const other = ['作文', '阅读'].map((name, i) => ({ id: `o${i}`, name, isObjective: false }));
    expect(defaultRows(other).map((r) => r.typeId)).toEqual(['o0', 'o1']);
  });

  it('sends the target difficulty in hundredths and the seed it is given', () => {
    const body = toAssembleBody(
      'cz.math',
      {
        sections: [{ typeId: 't0', count: 4, scoreEach: 3 }],
        targetDifficulty: 0.6500000001,
        knowledgeIds: ['k'],
        bookNodeIds: [],
        excludeRecent: true,
      },
      42,
    );
    expect(body).toMatchObject({
      subjectId: 'cz.math',
      targetDifficulty: 0.65,
      seed: 42,
      excludeRecent: true,
    });
  });

  it('reads the Chinese problems of a 422', () => {
    expect(problemsOf({ code: 422, message: 'a；b', problems: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(problemsOf({ code: 422, message: 'x' })).toBeNull();
    expect(problemsOf({ problems: [1] })).toBeNull();
  });
});
