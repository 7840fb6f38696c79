import type { AssembleBody, QuestionTypeItem } from '@zhijuan/contracts';
import type { z } from 'zod';

export interface TypeRow {
  typeId: string;
  count: number;
  scoreEach: number;
}

export interface AssembleForm {
  sections: TypeRow[];
  targetDifficulty: number;
  knowledgeIds: string[];
  bookNodeIds: string[];
  excludeRecent: boolean;
}

type Plan = [typeName: string, count: number, scoreEach: number][];

/**
 * Usual papers to start from, by subject and grade: 七、八年级 数学 100 分 (选择 30, 填空 18, 计算 20,
 * 解答 32), 九年级 数学 120 分 as 中考 papers are (选择 30, 填空 18, 计算 12, 解答 60), 物理 100 分 (选择
 * 30, 填空 16, 实验 18, 计算 36).
 */
const PLANS: Record<string, Plan> = {
  'math.low': [
    ['单选题', 10, 3],
    ['填空题', 6, 3],
    ['计算题', 4, 5],
    ['解答题', 4, 8],
  ],
  'math.9': [
    ['单选题', 10, 3],
    ['填空题', 6, 3],
    ['计算题', 2, 6],
    ['解答题', 6, 10],
  ],
  physics: [
    ['单选题', 10, 3],
    ['填空题', 8, 2],
    ['实验题', 2, 9],
    ['计算题', 3, 12],
  ],
};

/** A paper of 100 points from the subject's first three types, when no plan fits its types. */
const FALLBACK: [count: number, scoreEach: number][] = [
  [10, 3],
  [5, 4],
  [5, 10],
];

/** The plan for a textbook id such as `cz.math.rj.9a` (grade from its volume), or none. */
function planOf(textbookId: string | null): Plan | undefined {
  if (!textbookId) return undefined;
  const [, subject, , volume = ''] = textbookId.split('.');
  if (subject === 'physics') return PLANS.physics;
  if (subject === 'math') return PLANS[volume.startsWith('9') ? 'math.9' : 'math.low'];
  return undefined;
}

/**
 * The rows a 智能组卷 form starts from: a usual paper of the teacher's textbook's subject and grade
 * (100 or 120 points), or 100 points over the subject's first three types when its types differ.
 */
export function defaultRows(types: QuestionTypeItem[], textbookId: string | null): TypeRow[] {
  const plan = planOf(textbookId);
  const rows = (plan ?? []).flatMap(([name, count, scoreEach]) => {
    const type = types.find((t) => t.name === name);
    return type ? [{ typeId: type.id, count, scoreEach }] : [];
  });
  if (plan && rows.length === plan.length) return rows;
  return types
    .slice(0, 3)
    .map((t, i) => ({ typeId: t.id, count: FALLBACK[i]![0], scoreEach: FALLBACK[i]![1] }));
}

/** Points of the rows. */
export const totalOf = (rows: TypeRow[]) =>
  rows.reduce((t, r) => t + (r?.count ?? 0) * (r?.scoreEach ?? 0), 0);

export function toAssembleBody(
  subjectId: string,
  form: AssembleForm,
  seed: number,
  textbookId: string | null = null,
): z.input<typeof AssembleBody> {
  return {
    subjectId,
    ...(textbookId ? { textbookId } : {}),
    sections: form.sections.map((s) => ({ typeId: s.typeId, count: s.count, scoreEach: s.scoreEach })),
    targetDifficulty: Math.round(form.targetDifficulty * 100) / 100,
    knowledgeIds: form.knowledgeIds,
    bookNodeIds: form.bookNodeIds,
    excludeRecent: form.excludeRecent,
    seed,
  };
}

/** The Chinese reasons of a 422 (`problems`), or null when the error has none. */
export function problemsOf(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || !('problems' in body)) return null;
  const { problems } = body as { problems: unknown };
  return Array.isArray(problems) && problems.every((p) => typeof p === 'string') ? problems : null;
}

export const newSeed = () => Math.floor(Math.random() * 2_147_483_647);
