import type { QuestionSeed } from '@zhijuan/demo-bank';

export const K = { abs: 'cz.math.k.1.1.6', opposite: 'cz.math.k.1.1.5', add: 'cz.math.k.1.1.8' };
export const N = { abs: 'cz.math.rj.7a.1.2.4', opposite: 'cz.math.rj.7a.1.2.3', add: 'cz.math.rj.7a.1.3.1' };

export function seed(i: number, over: Partial<QuestionSeed> = {}): QuestionSeed {
  return {
    key: `test.${i}`,
    subjectId: 'cz.math',
    typeName: '单选题',
    difficulty: 0.5,
    stem: `<p>第 ${i} 题：\\(-${i}\\) 的绝对值是（　）</p>`,
    options: [`\\(${i}\\)`, `\\(-${i}\\)`, `\\(\\frac{1}{${i}}\\)`, '0'],
    answer: ['A'],
    analysis: `负数的绝对值是它的相反数，所以 \\(|-${i}|=${i}\\)。`,
    knowledgeIds: [K.abs],
    bookNodeIds: [N.abs],
    score: 3,
    source: '2025 期中',
    year: 2025,
    region: '北京',
    ...over,
  };
}

/** 50 small questions of 七年级上册 第一章, for tests that need a bank. */
export const BANK: QuestionSeed[] = [
  ...Array.from({ length: 30 }, (_, i) => seed(i + 1, { difficulty: 0.3 + (i % 7) / 10 })),
  ...Array.from({ length: 12 }, (_, i) =>
    seed(100 + i, {
      typeName: '填空题',
      stem: `<p>\\(${i + 2}\\) 的相反数是＿＿＿。</p>`,
      options: [],
      answer: [`\\(-${i + 2}\\)`],
      knowledgeIds: [K.opposite],
      bookNodeIds: [N.opposite],
      difficulty: 0.85,
      year: 2024,
    }),
  ),
  ...Array.from({ length: 8 }, (_, i) =>
    seed(200 + i, {
      typeName: '解答题',
      stem: `<p>计算：\\((-${i + 3})+${i + 8}\\)，并说明有理数加法法则。<script>alert(1)</script></p>`,
      options: [],
      answer: [`\\(${5}\\)`],
      knowledgeIds: [K.add],
      bookNodeIds: [N.add],
      difficulty: 0.15,
      score: 8,
    }),
  ),
];
