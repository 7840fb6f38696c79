import type { SheetSpec } from './types';

/**
 * A typical 初中数学 exam sheet: 12 单选 (one of them five options), 2 多选, 4 判断, 4 subjective
 * questions of different heights and a 选做题 pair. Used by tests, the benchmark and docs.
 */
export function sampleSheetSpec(overrides: Partial<SheetSpec> = {}): SheetSpec {
  return {
    examId: 'exam-2026-g7-math-mid',
    examName: '2026-2027学年七年级上学期期中考试 数学',
    subtitle: '考试时间：120分钟　满分：120分',
    sheetVersion: 1,
    paper: 'A4',
    idMode: 'bubbles',
    idDigits: 8,
    paperTypeAB: true,
    sections: [
      {
        kind: 'objective',
        title: '一、选择题（每小题3分，共36分）',
        questions: Array.from({ length: 12 }, (_, i) => ({
          number: String(i + 1),
          kind: 'single' as const,
          options: i === 11 ? 5 : 4,
        })),
      },
      {
        kind: 'objective',
        title: '二、多项选择题（每小题4分，共8分）',
        questions: [
          { number: '13', kind: 'multiple', options: 4 },
          { number: '14', kind: 'multiple', options: 4 },
        ],
      },
      {
        kind: 'objective',
        title: '三、判断题（每小题1分，共4分）',
        questions: ['15', '16', '17', '18'].map((number) => ({ number, kind: 'trueFalse' as const })),
      },
      {
        kind: 'subjective',
        title: '四、解答题（共62分）',
        questions: [
          { number: '19', heightMm: 45, scoreBox: true },
          { number: '20', heightMm: 60, scoreBox: true },
          { number: '21', heightMm: 80, scoreBox: true },
          { number: '22', heightMm: 120, scoreBox: true },
        ],
      },
      {
        kind: 'optional',
        title: '五、选做题（10分）',
        questions: ['23', '24'],
        heightMm: 70,
        scoreBox: true,
      },
    ],
    ...overrides,
  };
}
