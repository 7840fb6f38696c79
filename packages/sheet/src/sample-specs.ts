import { type GivenPaper, type PaperQuestion, type SheetChoices, sheetSpecOf } from './from-paper';
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

type Part = {
  typeName: string;
  title: string;
  kind: PaperQuestion['kind'];
  scores: number[];
  blanks?: number;
};

function paperOf(title: string, layout: string, parts: Part[]): GivenPaper {
  let n = 0;
  return {
    title,
    settings: { layout },
    sections: parts.map((p) => ({
      title: p.title,
      questions: p.scores.map((score) => {
        n += 1;
        return {
          number: String(n),
          typeName: p.typeName,
          kind: p.kind,
          options: p.kind === 'subjective' ? 0 : 4,
          answer: p.kind === 'subjective' ? Array(p.blanks ?? 0).fill('x') : ['A'],
          score,
        };
      }),
    })),
  };
}

/**
 * Papers of the sizes teachers print most, for the layout's targets: a 10-question 57-point 周测 (one
 * A4 side), the demo 单元测验 of 23 questions and 100 points (one A4 sheet, both sides) and a 150-point
 * 期中 with 12 单选, 4 填空 and 8 解答 (one A3 sheet, both sides).
 */
export const SAMPLE_PAPERS = {
  weekly: paperOf('七年级数学周测', 'A4', [
    { typeName: '单选题', title: '一、选择题（每小题3分，共12分）', kind: 'single', scores: [3, 3, 3, 3] },
    {
      typeName: '填空题',
      title: '二、填空题（每小题4分，共8分）',
      kind: 'subjective',
      scores: [4, 4],
      blanks: 1,
    },
    { typeName: '解答题', title: '三、解答题（共37分）', kind: 'subjective', scores: [8, 9, 10, 10] },
  ]),
  unit: paperOf('七年级数学第一单元测验', 'A4', [
    {
      typeName: '单选题',
      title: '一、选择题（每小题3分，共30分）',
      kind: 'single',
      scores: Array(10).fill(3),
    },
    {
      typeName: '填空题',
      title: '二、填空题（每小题3分，共18分）',
      kind: 'subjective',
      scores: Array(6).fill(3),
      blanks: 1,
    },
    { typeName: '计算题', title: '三、计算题（共21分）', kind: 'subjective', scores: [7, 7, 7] },
    { typeName: '解答题', title: '四、解答题（共15分）', kind: 'subjective', scores: [7, 8] },
    { typeName: '证明题', title: '五、证明题（共16分）', kind: 'subjective', scores: [8, 8] },
  ]),
  midterm: paperOf('七年级数学期中考试', 'A3', [
    {
      typeName: '单选题',
      title: '一、选择题（每小题3分，共36分）',
      kind: 'single',
      scores: Array(12).fill(3),
    },
    {
      typeName: '填空题',
      title: '二、填空题（每小题4分，共16分）',
      kind: 'subjective',
      scores: Array(4).fill(4),
      blanks: 1,
    },
    {
      typeName: '解答题',
      title: '三、解答题（共98分）',
      kind: 'subjective',
      scores: [10, 11, 12, 12, 13, 13, 13, 14],
    },
  ]),
} satisfies Record<string, GivenPaper>;

/** The sheet of one of the sample papers as the product generates it, with the teacher's choices. */
export function paperSheet(paper: keyof typeof SAMPLE_PAPERS, choices: SheetChoices = {}): SheetSpec {
  const given = SAMPLE_PAPERS[paper];
  return sheetSpecOf({ id: `exam-${paper}`, name: given.title, paper: given, sheetVersion: 1 }, choices, {
    idMode: 'bubbles',
    idDigits: 8,
  });
}
