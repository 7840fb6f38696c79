import { describe, expect, it } from 'vitest';
import { parseQuestionParagraphs } from './word';

const paragraphs = [
  '七年级数学第一章测试',
  '一、选择题（每小题 3 分）',
  '1. \\(-3\\) 的绝对值是（　）',
  'A. 3&nbsp;&nbsp;B. -3&nbsp;&nbsp;C. \\(\\frac{1}{3}\\)&nbsp;&nbsp;D. 0',
  '【答案】A',
  '【解析】负数的绝对值是它的相反数。',
  '2. 下列各数中，是负数的有（　）',
  'A. -2',
  'B. 0',
  'C. -0.5',
  'D. 3',
  '【答案】AC',
  '3. 下列说法正确的是（　）',
  'A. 0 是正数',
  'B. 0 是负数',
  '【答案】E',
  '二、填空题',
  '4. \\(5\\) 的相反数是＿＿＿＿，倒数是＿＿＿＿。',
  '【答案】\\(-5\\)；\\(\\frac{1}{5}\\)',
  '三、解答题',
  '5. 计算：\\((-2)+7-(-3)\\)。',
  '【答案】8',
  '【解析】原式 \\(=5+3=8\\)。',
  '1. 先算加法；',
  '6. 数轴上点 A 表示 \\(-2\\)，点 B 与点 A 相距 3 个单位，求点 B 表示的数。',
];

describe('parseQuestionParagraphs', () => {
  const { drafts, ignored } = parseQuestionParagraphs(paragraphs);

  it('reads numbered questions with their section type, options, answer and analysis', () => {
    expect(drafts.map((d) => [d.number, d.typeName])).toEqual([
      [1, '单选题'],
      [2, '多选题'],
      [3, '单选题'],
      [4, '填空题'],
      [5, '解答题'],
      [6, '解答题'],
    ]);
    expect(drafts[0]).toMatchObject({
      stem: '<p>\\(-3\\) 的绝对值是（　）</p>',
      options: ['3', '-3', '\\(\\frac{1}{3}\\)', '0'],
      answer: ['A'],
      analysis: '<p>负数的绝对值是它的相反数。</p>',
      problems: [],
    });
    expect(drafts[1]!.options).toEqual(['-2', '0', '-0.5', '3']);
    expect(drafts[1]!.answer).toEqual(['A', 'C']);
    expect(drafts[3]!.answer).toEqual(['\\(-5\\)', '\\(\\frac{1}{5}\\)']);
  });

  it('keeps numbered steps of a 解析 inside it', () => {
    expect(drafts[4]!.analysis).toContain('先算加法');
  });

  it('flags what a teacher must fix, and reports lines that fit no question', () => {
    expect(drafts[2]!.problems).toEqual(['答案 E 不在选项中']);
    expect(drafts[5]!.problems).toEqual(['没有找到【答案】']);
    expect(ignored).toEqual(['七年级数学第一章测试']);
  });
});
