import type { QuestionCard } from '@zhijuan/contracts';
import type { PaperDoc } from './document';

/** Difficulty bands of the bank (expected scoring rate): 容易 ≥ 0.8 … 困难 < 0.2. */
const BANDS: [number, string][] = [
  [0.8, '容易'],
  [0.6, '较易'],
  [0.4, '中档'],
  [0.2, '较难'],
  [0, '困难'],
];
export const bandName = (difficulty: number) => BANDS.find(([min]) => difficulty >= min)?.[1] ?? '困难';

export interface PaperStats {
  questionCount: number;
  totalScore: number;
  /** Per question type, in the order types first appear. */
  byType: { typeId: string; name: string; count: number; score: number }[];
  /** Expected scoring rate of the whole paper (questions weighted by score); null without questions. */
  difficulty: number | null;
  /** Knowledge points the paper touches, most questions first. */
  knowledge: { id: string; name: string; count: number }[];
}

/** Totals, counts per type, average difficulty and knowledge coverage of a paper. */
export function paperStats(doc: PaperDoc, questions: Map<string, QuestionCard>): PaperStats {
  const byType = new Map<string, PaperStats['byType'][number]>();
  const knowledge = new Map<string, PaperStats['knowledge'][number]>();
  let questionCount = 0;
  let totalScore = 0;
  let weighted = 0;
  let weight = 0;
  let plain = 0;
  let known = 0;
  for (const section of doc.sections) {
    for (const { questionId, score } of section.questions) {
      questionCount += 1;
      totalScore += score;
      const q = questions.get(questionId);
      const typeId = q?.typeId ?? section.typeId;
      const row = byType.get(typeId) ?? { typeId, name: q?.typeName ?? section.title, count: 0, score: 0 };
      row.count += 1;
      row.score += score;
      byType.set(typeId, row);
      if (!q) continue;
      known += 1;
      plain += q.difficulty;
      weighted += q.difficulty * score;
      weight += score;
      for (const k of q.knowledge) {
        const entry = knowledge.get(k.id) ?? { id: k.id, name: k.name, count: 0 };
        entry.count += 1;
        knowledge.set(k.id, entry);
      }
    }
  }
  const difficulty = weight > 0 ? weighted / weight : known > 0 ? plain / known : null;
  return {
    questionCount,
    totalScore,
    byType: [...byType.values()],
    difficulty: difficulty === null ? null : Math.round(difficulty * 100) / 100,
    knowledge: [...knowledge.values()].sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'),
    ),
  };
}
