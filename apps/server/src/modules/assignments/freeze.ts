import type { FrozenPaper, FrozenQuestion, FrozenSection, QuestionKind } from '@zhijuan/contracts';
import { PaperSettings } from '@zhijuan/contracts';
import type { PaperSection, QuestionPart } from './repo';

/** What freezing needs of each question of the paper. */
export interface FreezeQuestion {
  id: string;
  typeId: string;
  typeName: string;
  isObjective: boolean;
  options: string[];
  answer: string[];
  parts: QuestionPart[] | null;
}

const TRUE_FALSE = /判断/;
const MULTIPLE = /多选|双选|不定项/;
/** 判断题 answers are stored as 对/错 (or √/×); sheets and scoring use T/F. */
const TRUTH: Record<string, string> = {
  对: 'T',
  正确: 'T',
  '√': 'T',
  T: 'T',
  错: 'F',
  错误: 'F',
  '×': 'F',
  F: 'F',
};
const LETTER = /^[A-H]$/;

/** How a question is answered on the answer sheet: by its type, and by its own key. */
export function questionKind(q: Pick<FreezeQuestion, 'isObjective' | 'typeName' | 'options' | 'answer'>): {
  kind: QuestionKind;
  options: number;
  answer: string[];
} {
  if (q.isObjective && TRUE_FALSE.test(q.typeName)) {
    const a = TRUTH[q.answer[0]?.trim() ?? ''];
    if (a) return { kind: 'trueFalse', options: 2, answer: [a] };
  }
  const letters = q.answer.map((a) => a.trim().toUpperCase());
  if (q.isObjective && q.options.length >= 2 && letters.length && letters.every((a) => LETTER.test(a))) {
    const multiple = MULTIPLE.test(q.typeName) || letters.length > 1;
    return { kind: multiple ? 'multiple' : 'single', options: q.options.length, answer: [...letters].sort() };
  }
  return { kind: 'subjective', options: 0, answer: q.answer };
}

/**
 * The paper as given: questions numbered 1, 2, … across sections (parts 13(1), 13(2) …), each with its
 * sheet kind, key and score. A compound question's parts share its score in proportion to theirs.
 */
export function freezePaper(
  paper: { title: string; settings: unknown; sections: PaperSection[] },
  questions: Map<string, FreezeQuestion>,
): FrozenPaper {
  const settings = PaperSettings.parse(paper.settings);
  let n = 0;
  const sections: FrozenSection[] = paper.sections
    .filter((s) => s.questions.length)
    .map((s) => {
      const frozen: FrozenQuestion[] = s.questions.map(({ questionId, score, rubric }) => {
        const q = questions.get(questionId);
        if (!q) throw new Error(`question ${questionId} missing`);
        const number = String(++n);
        const own = questionKind(q);
        const item: FrozenQuestion = {
          number,
          questionId,
          typeId: q.typeId,
          typeName: q.typeName,
          ...own,
          score,
          ...(rubric?.length ? { rubric } : {}),
        };
        if (q.parts?.length) {
          const weight = q.parts.reduce((t, p) => t + (p.score || 1), 0);
          item.parts = q.parts.map((p, i) => ({
            number: `${number}(${i + 1})`,
            ...questionKind({
              isObjective: q.isObjective,
              typeName: (p.options?.length ?? 0) >= 2 ? '选择' : q.typeName,
              options: p.options ?? [],
              answer: p.answer,
            }),
            score: Math.round(((score * (p.score || 1)) / weight) * 2) / 2,
          }));
          item.kind = 'subjective';
          item.options = 0;
        }
        return item;
      });
      return {
        title: s.title,
        typeId: s.typeId,
        objective: frozen.every((q) => q.kind !== 'subjective'),
        questions: frozen,
      };
    });
  const totalScore = sections.reduce((t, s) => t + s.questions.reduce((u, q) => u + q.score, 0), 0);
  return { title: paper.title, subtitle: settings.subtitle, totalScore, settings, sections };
}

/** Numbers and sheet kinds of every question: what a printed or scanned answer sheet depends on. */
export function sheetShape(paper: FrozenPaper): string {
  return paper.sections
    .flatMap((s) => s.questions)
    .map(
      (q) =>
        `${q.number}:${q.kind}:${q.options}:${(q.parts ?? []).map((p) => `${p.kind}${p.options}`).join(',')}`,
    )
    .join('|');
}
