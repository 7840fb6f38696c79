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

/** A usual paper to start from: 单选 10×3, 填空 6×4, 解答 4×8 (or the subject's first three types). */
export function defaultRows(types: QuestionTypeItem[]): TypeRow[] {
  const plan: [string, number, number][] = [
    ['单选题', 10, 3],
    ['填空题', 6, 4],
    ['解答题', 4, 8],
  ];
  const rows = plan.flatMap(([name, count, scoreEach]) => {
    const type = types.find((t) => t.name === name);
    return type ? [{ typeId: type.id, count, scoreEach }] : [];
  });
  if (rows.length) return rows;
  return types.slice(0, 3).map((t, i) => ({ typeId: t.id, count: [10, 6, 4][i]!, scoreEach: [3, 4, 8][i]! }));
}

export function toAssembleBody(
  subjectId: string,
  form: AssembleForm,
  seed: number,
): z.input<typeof AssembleBody> {
  return {
    subjectId,
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
