import type { FrozenPaper } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { finalScore, ranks, scoreObjective, scoreSheet, scoringPlan } from './scoring';

const q = (
  number: string,
  kind: 'single' | 'multiple' | 'trueFalse' | 'subjective',
  answer: string[],
  score: number,
) => ({
  number,
  kind,
  options: kind === 'trueFalse' ? 2 : kind === 'subjective' ? 0 : 4,
  answer,
  score,
  questionId: `q${number}`,
  typeId: kind,
  typeName: { single: '单选题', multiple: '多选题', trueFalse: '判断题', subjective: '解答题' }[kind],
});

const paper: FrozenPaper = {
  title: '测验',
  subtitle: '',
  totalScore: 41,
  settings: {} as FrozenPaper['settings'],
  sections: [
    {
      title: '一、选择题',
      typeId: 's',
      objective: true,
      questions: [q('1', 'single', ['B'], 3), q('2', 'multiple', ['A', 'C', 'D'], 6)],
    },
    { title: '二、判断题', typeId: 't', objective: true, questions: [q('3', 'trueFalse', ['T'], 2)] },
    {
      title: '三、解答题',
      typeId: 'j',
      objective: false,
      questions: [
        q('4', 'subjective', [], 10),
        {
          ...q('5', 'subjective', [], 10),
          parts: [
            { number: '5(1)', kind: 'single', options: 4, answer: ['A'], score: 2 },
            { number: '5(2)', kind: 'subjective', options: 0, answer: [], score: 8 },
          ],
        },
        q('6', 'subjective', [], 10),
        q('7', 'subjective', [], 10),
      ],
    },
  ],
};

describe('scoring plan', () => {
  it('lists objective questions and parts, written blocks, and a 选做 group once', () => {
    const plan = scoringPlan(paper, [{ questions: ['6', '7'] }]);
    expect(plan.objective.map((o) => o.number)).toEqual(['1', '2', '3', '5(1)']);
    expect(plan.written.map((w) => [w.block, w.max, w.label])).toEqual([
      ['4', 10, '第4题'],
      ['5', 8, '第5题'],
      ['6/7', 10, '第6/7题（选做）'],
    ]);
    expect(plan.columns.map((c) => c.key)).toEqual(['1', '2', '3', '4', '5(1)', '5', '6/7']);
  });
});

describe('objective scores', () => {
  const plan = scoringPlan(paper);
  const multiple = plan.objective[1]!;
  it('scores single choice and true/false by the key exactly', () => {
    expect(scoreObjective(plan.objective[0]!, 'B', 'half')).toBe(3);
    expect(scoreObjective(plan.objective[0]!, 'AB', 'half')).toBe(0);
    expect(scoreObjective(plan.objective[0]!, '', 'half')).toBe(0);
    expect(scoreObjective(plan.objective[2]!, 'T', 'half')).toBe(2);
    expect(scoreObjective(plan.objective[2]!, 'F', 'half')).toBe(0);
  });
  it('scores a multiple choice by the exam rule, any wrong option zero', () => {
    expect(scoreObjective(multiple, 'ACD', 'all')).toBe(6);
    expect(scoreObjective(multiple, 'DCA', 'all')).toBe(6);
    expect(scoreObjective(multiple, 'AC', 'all')).toBe(0);
    expect(scoreObjective(multiple, 'AC', 'half')).toBe(3);
    expect(scoreObjective(multiple, 'A', 'half')).toBe(3);
    expect(scoreObjective(multiple, 'AC', 'ratio')).toBe(4);
    expect(scoreObjective(multiple, 'A', 'ratio')).toBe(2);
    expect(scoreObjective(multiple, 'AB', 'half')).toBe(0);
    expect(scoreObjective(multiple, 'ABCD', 'ratio')).toBe(0);
  });
  it('rounds partial scores down to half a point', () => {
    const five = { ...multiple, score: 5 };
    expect(scoreObjective(five, 'AC', 'ratio')).toBe(3);
    expect(scoreObjective(five, 'A', 'half')).toBe(2.5);
  });
});

describe('sheet scores', () => {
  const plan = scoringPlan(paper, [{ questions: ['6', '7'] }]);
  it('adds objective and marked written scores and says when every block is marked', () => {
    const answers = { '1': 'B', '2': 'AC', '3': 'F', '5(1)': 'A' };
    const partly = scoreSheet(plan, 'half', answers, { '4': 7 });
    expect(partly).toMatchObject({ objective: 8, subjective: 7, total: 15, complete: false });
    expect(partly.scores).toEqual({ '1': 3, '2': 3, '3': 0, '5(1)': 2, '4': 7 });
    const whole = scoreSheet(plan, 'half', answers, { '4': 7, '5': 8, '6/7': 9.5 });
    expect(whole).toMatchObject({ subjective: 24.5, total: 32.5, complete: true });
  });
});

describe('final score of a written answer', () => {
  it('is the one marking without 双评', () => {
    expect(finalScore(false, 2, 7, null, null)).toEqual({ score: 7, needsArbitration: false });
    expect(finalScore(false, 2, null, null, null).score).toBeUndefined();
  });
  it('is the mean of two close markings, rounded up to half a point', () => {
    expect(finalScore(true, 2, 7, 8, null).score).toBe(7.5);
    expect(finalScore(true, 2, 7, 9, null).score).toBe(8);
    expect(finalScore(true, 2, 7, 7.5, null).score).toBe(7.5);
    expect(finalScore(true, 2, 7, null, null).score).toBeUndefined();
  });
  it('waits for the arbitrator when the two are too far apart', () => {
    expect(finalScore(true, 2, 3, 8, null)).toEqual({ score: undefined, needsArbitration: true });
    expect(finalScore(true, 2, 3, 8, 6)).toEqual({ score: 6, needsArbitration: true });
  });
});

describe('ranks', () => {
  it('gives ties one rank and skips the next, leaving unscored students out', () => {
    expect(ranks([90, 85, 90, null, 70])).toEqual([1, 3, 1, null, 4]);
  });
});
