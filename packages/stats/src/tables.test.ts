import { describe, expect, it } from 'vitest';
import { ITEMS, MATRIX } from './sample-exam';
import { mastery, mergeMastery, questionTypeTable } from './tables';

describe('questionTypeTable', () => {
  it('works out the sample exam by hand', () => {
    const [choice, written] = questionTypeTable(MATRIX, ITEMS);
    // 单选题 Q1–Q3, 6 present students: full marks 4 + 3 + 2 = 9 of 6 × 3 = 18 answers → 0.5;
    // per-student sums 9, 6, 6, 3, 3, 0 = 27 → 27/6 = 4.5; full score 3 + 3 + 3 = 9
    expect(choice).toEqual({
      questionTypeName: '单选题',
      accuracy: 0.5,
      average: 4.5,
      studentNum: 6,
      correctNum: 9,
      fullScore: 9,
    });
    // 解答题 Q4–Q5: full marks only S1's 9 on Q4 → 1 of 6 × 2 = 12; sums 19, 15, 12, 7, 15, 5 = 73 → 73/6
    expect(written).toMatchObject({
      questionTypeName: '解答题',
      studentNum: 6,
      correctNum: 1,
      fullScore: 21,
    });
    expect(written!.accuracy).toBeCloseTo(1 / 12, 10);
    expect(written!.average).toBeCloseTo(73 / 6, 10); // 12.1667
  });

  it('keeps first-appearance order when types interleave', () => {
    const items = [
      { max: 2, objective: false, typeName: '填空题' },
      { max: 3, objective: true, typeName: '单选题' },
      { max: 2, objective: false, typeName: '填空题' },
    ];
    const rows = questionTypeTable([[2, 0, 1]], items);
    expect(rows.map((r) => [r.questionTypeName, r.correctNum, r.average, r.fullScore])).toEqual([
      ['填空题', 1, 3, 4],
      ['单选题', 0, 0, 3],
    ]);
  });

  it('gives zeros when everyone is absent', () => {
    expect(questionTypeTable([[null, null, null, null, null]], ITEMS)[0]).toEqual({
      questionTypeName: '单选题',
      accuracy: 0,
      average: 0,
      studentNum: 0,
      correctNum: 0,
      fullScore: 9,
    });
    expect(questionTypeTable([], [])).toEqual([]);
  });
});

describe('mastery', () => {
  // 有理数: Q1, Q2, Q5 (max 3 + 3 + 12 = 18); 绝对值: Q2, Q3 (6); 一元一次方程: Q4, Q5 (21)
  const s2 = mastery(ITEMS, MATRIX[1]!); // 3, 3, 0, 7, 8
  const s3 = mastery(ITEMS, MATRIX[2]!); // 3, 0, 3, 5, 7

  it('weights one student by score', () => {
    expect([...s2.keys()]).toEqual(['有理数', '绝对值', '一元一次方程']);
    // 有理数 3 + 3 + 8 = 14 of 18; 绝对值 3 + 0 = 3 of 6; 一元一次方程 7 + 8 = 15 of 21
    expect(s2.get('有理数')).toEqual({ got: 14, max: 18, mastery: 14 / 18 });
    expect(s2.get('绝对值')).toEqual({ got: 3, max: 6, mastery: 0.5 });
    expect(s2.get('一元一次方程')!.mastery).toBeCloseTo(15 / 21, 10); // 0.7143
    // S3: 有理数 3 + 0 + 7 = 10 of 18
    expect(s3.get('有理数')).toEqual({ got: 10, max: 18, mastery: 10 / 18 });
  });

  it('leaves null scores out of got and max, and counts a repeated point once', () => {
    // Q2 unscored: 有理数 3 + 8 = 11 of 3 + 12 = 15; 绝对值 only Q3: 0 of 3
    const m = mastery(ITEMS, [3, null, 0, 7, 8]);
    expect(m.get('有理数')).toEqual({ got: 11, max: 15, mastery: 11 / 15 });
    expect(m.get('绝对值')).toEqual({ got: 0, max: 3, mastery: 0 });
    expect(mastery([{ max: 4, points: ['a', 'a'] }], [2]).get('a')).toEqual({ got: 2, max: 4, mastery: 0.5 });
    expect(mastery(ITEMS, [null, null, null, null, null]).size).toBe(0);
    expect(mastery([{ max: 0, points: ['a'] }], [0]).get('a')!.mastery).toBe(0);
  });

  it('merges across students or exams by summing got and max', () => {
    const merged = mergeMastery([s2, s3]);
    // 有理数 (14 + 10)/(18 + 18) = 24/36; 绝对值 (3 + 3)/(6 + 6) = 0.5; 一元一次方程 (15 + 12)/(21 + 21) = 27/42
    expect(merged.get('有理数')!.mastery).toBeCloseTo(2 / 3, 10);
    expect(merged.get('绝对值')).toEqual({ got: 6, max: 12, mastery: 0.5 });
    expect(merged.get('一元一次方程')).toMatchObject({ got: 27, max: 42 });
    expect(merged.get('一元一次方程')!.mastery).toBeCloseTo(0.642857, 5);
    // Parts are not changed; a point seen in one part only keeps its figures.
    expect(s2.get('有理数')!.got).toBe(14);
    const other = mergeMastery([s2, new Map([['方程的解', { got: 1, max: 2, mastery: 0.5 }]])]);
    expect(other.get('方程的解')).toEqual({ got: 1, max: 2, mastery: 0.5 });
    expect(mergeMastery([]).size).toBe(0);
  });
});
