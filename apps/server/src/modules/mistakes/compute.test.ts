import type { FrozenPaper } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { scoringPlan } from '../marking';
import { missedOn, scoreUnits } from './compute';

const part = (number: string, kind: 'single' | 'subjective', score: number) => ({
  number,
  kind,
  options: kind === 'single' ? 4 : 0,
  answer: kind === 'single' ? ['A'] : [],
  score,
});
const paper = {
  title: 't',
  subtitle: '',
  totalScore: 15,
  settings: {},
  sections: [
    {
      title: '选择题',
      typeId: 'single',
      objective: true,
      questions: [{ ...part('1', 'single', 3), questionId: 'q1', typeId: 'single', typeName: '单选题' }],
    },
    {
      title: '解答题',
      typeId: 'essay',
      objective: false,
      questions: [
        { ...part('2', 'subjective', 8), questionId: 'q2', typeId: 'essay', typeName: '解答题' },
        {
          ...part('3', 'subjective', 4),
          questionId: 'q3',
          typeId: 'mat',
          typeName: '材料题',
          parts: [part('3(1)', 'single', 2), part('3(2)', 'subjective', 2)],
        },
      ],
    },
  ],
} as unknown as FrozenPaper;

describe('missedOn', () => {
  const { units } = scoreUnits(paper, scoringPlan(paper));
  it('counts a question once when any of its keys is below full marks', () => {
    expect([...missedOn(units, { '1': 0, '2': 8, '3(1)': 0 })]).toEqual(['q1', 'q3']);
  });
  it('leaves unmarked written blocks out', () => {
    expect([...missedOn(units, { '1': 3, '3(1)': 2 })]).toEqual([]);
  });
});
