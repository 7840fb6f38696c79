import type { SheetTemplate } from '@zhijuan/sheet';
import { answerOf, type BubbleRead } from './bubbles';

export type QuestionFlag = 'blank' | 'multiple' | 'ambiguous';

/** What the decided bubbles of one page say. */
export interface SheetReading {
  answers: Record<string, string>;
  flags: Record<string, QuestionFlag>;
  /** 考号 from the digit columns, "?" for a digit not read clearly; null without a grid on the page. */
  studentNo: string | null;
  absent: boolean;
  paperType: string | null;
  choices: Record<string, string>;
  choiceFlags: Record<string, QuestionFlag>;
}

const byQuestion = (bubbles: BubbleRead[]) => {
  const map = new Map<string, BubbleRead[]>();
  for (const b of bubbles) map.set(b.question, [...(map.get(b.question) ?? []), b]);
  return map;
};

/**
 * Turns one page's bubble decisions into answers per objective question, the 考号 of the bubble grid,
 * 缺考, 试卷类型 and the 选做题 chosen in each group — each with a flag where a person must look.
 */
export function readSheet(template: SheetTemplate, bubbles: BubbleRead[]): SheetReading {
  const reads = byQuestion(bubbles);
  const answers: Record<string, string> = {};
  const flags: Record<string, QuestionFlag> = {};
  const choices: Record<string, string> = {};
  const choiceFlags: Record<string, QuestionFlag> = {};
  for (const q of template.questions) {
    if (q.kind === 'subjective') continue;
    if (q.kind === 'optional') {
      const selectors = reads.get(`choice:${q.question}`);
      if (!selectors) continue;
      // One choice expected, like a single-choice question: two filled is 'multiple', none 'blank'.
      const { answer, flag } = answerOf('single', selectors);
      choices[q.question] = flag ? '' : answer;
      if (flag) choiceFlags[q.question] = flag;
      continue;
    }
    const options = reads.get(q.question);
    if (!options) continue;
    const { answer, flag } = answerOf(q.kind, options);
    answers[q.question] = answer;
    if (flag) flags[q.question] = flag;
  }
  const types = (reads.get('paperType') ?? []).filter((r) => r.decision === 'filled');
  return {
    answers,
    flags,
    studentNo: template.idMode === 'bubbles' ? idFromGrid(template.idDigits, reads) : null,
    absent: reads.get('absent')?.some((r) => r.decision === 'filled') ?? false,
    paperType: types.length === 1 ? types[0]!.option : null,
    choices,
    choiceFlags,
  };
}

function idFromGrid(digits: number, reads: Map<string, BubbleRead[]>): string | null {
  if (!reads.has('id:1')) return null;
  let studentNo = '';
  for (let d = 1; d <= digits; d++) {
    const column = reads.get(`id:${d}`) ?? [];
    const chosen = column.filter((r) => r.decision === 'filled');
    studentNo +=
      chosen.length === 1 && !column.some((r) => r.decision === 'ambiguous') ? chosen[0]!.option : '?';
  }
  return studentNo;
}
