import { describe, expect, it } from 'vitest';
import { defaultRows, problemsOf, toAssembleBody, totalOf } from './assembleForm';

describe('智能组卷 form', () => {
  const mathTypes = ['单选题', '多选题', '填空题', '判断题', '计算题', '解答题', '证明题'].map((name, i) => ({
    id: `t${i}`,
    name,
    isObjective: i < 4,
  }));

  it('starts from a usual paper of the teacher’s grade: 100 points for 七、八年级, 120 for 九年级', () => {
    const seventh = defaultRows(mathTypes, 'cz.math.rj.7a');
    expect(seventh.map((r) => r.typeId)).toEqual(['t0', 't2', 't4', 't5']);
    expect(totalOf(seventh)).toBe(100);
    expect(totalOf(defaultRows(mathTypes, 'cz.math.bsd.8b'))).toBe(100);
    const ninth = defaultRows(mathTypes, 'cz.math.rj.9a');
    expect(totalOf(ninth)).toBe(120);
    expect(ninth.at(-1)).toEqual({ typeId: 't5', count: 6, scoreEach: 10 });
    const physics = ['单选题', '多选题', '填空题', '作图题', '实验题', '计算题', '综合能力题'].map(
      (name, i) => ({
        id: `p${i}`,
        name,
        isObjective: i < 2,
      }),
    );
    expect(totalOf(defaultRows(physics, 'cz.physics.rj.8a'))).toBe(100);
  });

  it('falls back to 100 points over the first three types when the subject’s types differ', () => {
    const other = ['作文', '阅读', '默写'].map((name, i) => ({ id: `o${i}`, name, isObjective: false }));
    const rows = defaultRows(other, 'xx.chinese.tb.1a');
    expect(rows.map((r) => r.typeId)).toEqual(['o0', 'o1', 'o2']);
    expect(totalOf(rows)).toBe(100);
    expect(totalOf(defaultRows(mathTypes, null))).toBe(100);
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
      'cz.math.rj.7a',
    );
    expect(body).toMatchObject({
      subjectId: 'cz.math',
      textbookId: 'cz.math.rj.7a',
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
