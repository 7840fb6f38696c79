import type { FrozenPaper } from '@zhijuan/contracts';
import type { ScoringPlan } from '../marking';

/** One scored key of a sheet (an objective number or a written block) and the question it belongs to. */
export interface ScoreUnit {
  key: string;
  max: number;
  questionId: string;
}

export interface PaperQuestion {
  questionId: string;
  number: string;
  typeId: string;
  typeName: string;
  score: number;
}

/**
 * The questions of a frozen paper and the sheet keys that score them. A 选做 block ("23/24") is left
 * out: the sheet's score does not say which of its questions the student answered.
 */
export function scoreUnits(paper: FrozenPaper, plan: ScoringPlan) {
  const questions: PaperQuestion[] = [];
  const owner = new Map<string, string>();
  for (const s of paper.sections)
    for (const q of s.questions) {
      questions.push({
        questionId: q.questionId,
        number: q.number,
        typeId: q.typeId,
        typeName: q.typeName,
        score: q.score,
      });
      owner.set(q.number, q.questionId);
      for (const p of q.parts ?? []) owner.set(p.number, q.questionId);
    }
  const units: ScoreUnit[] = [];
  for (const o of plan.objective) {
    const questionId = owner.get(o.number);
    if (questionId) units.push({ key: o.number, max: o.score, questionId });
  }
  for (const w of plan.written) {
    const questionId = w.numbers.length === 1 ? owner.get(w.numbers[0]!) : undefined;
    if (questionId) units.push({ key: w.block, max: w.max, questionId });
  }
  return { questions, units };
}

/**
 * The questions a sheet lost points on: any of its keys scored below full marks. A written block not
 * yet marked (no key on the sheet) counts as nothing.
 */
export function missedOn(units: ScoreUnit[], scores: Record<string, number>): Set<string> {
  const missed = new Set<string>();
  for (const u of units) {
    const got = scores[u.key];
    if (typeof got === 'number' && got < u.max) missed.add(u.questionId);
  }
  return missed;
}
