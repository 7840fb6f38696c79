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

/** The bands from easiest to hardest, as charts list them. */
export const BAND_NAMES = BANDS.map(([, name]) => name);

export interface PaperStats {
  questionCount: number;
  totalScore: number;
  /** Per question type, in the order types first appear. */
  byType: { typeId: string; name: string; count: number; score: number }[];
  /** Expected scoring rate of the whole paper (questions weighted by score); null without questions. */
  difficulty: number | null;
  /**
   * Knowledge points the paper touches, most points first: `score` is each question's score split
   * evenly over its knowledge points, so the shares of all points add up to the scored questions.
   */
  knowledge: { id: string; name: string; count: number; score: number; share: number }[];
  /** Questions and points per difficulty band, easiest first (every band, possibly empty). */
  bands: { name: string; count: number; score: number }[];
  /**
   * Score shares of 容易+较易 : 中档 : 较难+困难 in whole percents (易中难比例), or null without
   * questions whose difficulty is known.
   */
  ratio: [number, number, number] | null;
}

/** Totals, counts per type, average difficulty and knowledge coverage of a paper. */
export function paperStats(doc: PaperDoc, questions: Map<string, QuestionCard>): PaperStats {
  const byType = new Map<string, PaperStats['byType'][number]>();
  const knowledge = new Map<string, PaperStats['knowledge'][number]>();
  const bands = new Map(BAND_NAMES.map((name) => [name, { name, count: 0, score: 0 }]));
  let knowledgeTotal = 0;
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
      const band = bands.get(bandName(q.difficulty))!;
      band.count += 1;
      band.score += score;
      for (const k of q.knowledge) {
        const entry = knowledge.get(k.id) ?? { id: k.id, name: k.name, count: 0, score: 0, share: 0 };
        entry.count += 1;
        entry.score += score / q.knowledge.length;
        knowledge.set(k.id, entry);
      }
      if (q.knowledge.length) knowledgeTotal += score;
    }
  }
  const difficulty = weight > 0 ? weighted / weight : known > 0 ? plain / known : null;
  const banded = [...bands.values()];
  const scored = banded.reduce((n, b) => n + b.score, 0);
  const part = (names: string[]) =>
    banded.filter((b) => names.includes(b.name)).reduce((n, b) => n + b.score, 0);
  const ratio =
    scored > 0
      ? wholePercents([part(['容易', '较易']), part(['中档']), part(['较难', '困难'])], scored)
      : null;
  return {
    questionCount,
    totalScore,
    byType: [...byType.values()],
    difficulty: difficulty === null ? null : Math.round(difficulty * 100) / 100,
    knowledge: [...knowledge.values()]
      .map((k) => ({
        ...k,
        score: round1(k.score),
        share: knowledgeTotal > 0 ? k.score / knowledgeTotal : 0,
      }))
      .sort((a, b) => b.score - a.score || b.count - a.count || a.name.localeCompare(b.name, 'zh')),
    bands: banded,
    ratio: ratio as PaperStats['ratio'],
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Parts of a whole as whole percents that add up to 100 (largest remainders get the rounding). */
export function wholePercents(parts: number[], whole: number): number[] {
  const exact = parts.map((p) => (p / whole) * 100);
  const out = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = 100 - out.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) out[order[k % out.length]![1]]! += 1;
  return out;
}
