import { describe, expect, it } from 'vitest';
import { optionShares } from './answers';
import { Q1_ANSWERS } from './sample-exam';

describe('optionShares', () => {
  it('shares the sample exam Q1, with a double mark and a blank', () => {
    // 6 answers (S4 absent): B, B, B, AC, B, '' → A 1, B 4, C 1, D 0, blank 1; shares sum to 7/6.
    expect(optionShares(Q1_ANSWERS, ['A', 'B', 'C', 'D'], ['B'])).toEqual([
      { option: 'A', count: 1, share: 1 / 6, correct: false },
      { option: 'B', count: 4, share: 4 / 6, correct: true },
      { option: 'C', count: 1, share: 1 / 6, correct: false },
      { option: 'D', count: 0, share: 0, correct: false },
      { option: '', count: 1, share: 1 / 6, correct: false },
    ]);
  });

  it('counts each letter of a multiple-choice answer once', () => {
    // 4 answers: AC, A, ACD, '' (and AA counted as A once in a fifth) → A 4, B 0, C 2, D 1, blank 1 of 5
    const rows = optionShares(['AC', 'A', 'ACD', '', null, 'AA'], ['A', 'B', 'C', 'D'], ['A', 'C']);
    expect(rows.map((r) => [r.option, r.count, r.correct])).toEqual([
      ['A', 4, true],
      ['B', 0, false],
      ['C', 2, true],
      ['D', 1, false],
      ['', 1, false],
    ]);
    expect(rows[0]!.share).toBeCloseTo(4 / 5, 10);
  });

  it('ignores characters that are not options and gives 0 shares without answers', () => {
    expect(optionShares(['X', 'T'], ['T', 'F'], ['T']).map((r) => r.count)).toEqual([1, 0, 0]);
    expect(optionShares([null, null], ['A', 'B'], ['A'])).toEqual([
      { option: 'A', count: 0, share: 0, correct: true },
      { option: 'B', count: 0, share: 0, correct: false },
      { option: '', count: 0, share: 0, correct: false },
    ]);
    expect(optionShares([], [], [])).toEqual([{ option: '', count: 0, share: 0, correct: false }]);
  });
});
