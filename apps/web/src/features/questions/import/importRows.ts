import type { ImportDraft, QuestionTypeItem, SaveImportBody } from '@zhijuan/contracts';
import type { z } from 'zod';

/** One draft under review: the type the teacher settled on, the answer, and the duplicate decision. */
export interface ReviewRow {
  key: number;
  draft: ImportDraft;
  typeId: string | null;
  answer: string[];
  /** Save even though the bank holds a near-identical question. */
  allowDuplicate: boolean;
  /** The bank's question the server refused this row for (409), shown on the row. */
  conflict: { id: string; stem: string } | null;
  /** Expected scoring rate 0–1, chosen as one of the five bands. */
  difficulty: number;
  /** This question's own knowledge points; null: the ones chosen for the whole file. */
  knowledgeIds: string[] | null;
}

/**
 * The five bands (容易 ≥ 0.8, 较易 ≥ 0.6, 中档 ≥ 0.4, 较难 ≥ 0.2, 困难) and the difficulty a question
 * filed under each gets: the middle of the band. A new question is 中档 until its use says otherwise.
 */
export const DIFFICULTY_BANDS = [
  { name: '容易', difficulty: 0.9 },
  { name: '较易', difficulty: 0.7 },
  { name: '中档', difficulty: 0.5 },
  { name: '较难', difficulty: 0.3 },
  { name: '困难', difficulty: 0.1 },
] as const;
export const DEFAULT_DIFFICULTY = 0.5;

export function toRows(drafts: ImportDraft[], types: QuestionTypeItem[]): ReviewRow[] {
  return drafts.map((draft, i) => ({
    key: i,
    draft,
    typeId: types.find((t) => t.name === draft.typeName)?.id ?? null,
    answer: draft.answer,
    allowDuplicate: false,
    conflict: null,
    difficulty: DEFAULT_DIFFICULTY,
    knowledgeIds: null,
  }));
}

/** What must be fixed before a row can be saved (the server's own problems are warnings). */
export function blockingProblem(row: ReviewRow): string | null {
  if (!row.typeId) return '请选择题型';
  if (!row.answer.some((a) => a.trim())) return '请填写答案';
  return null;
}

/** A typed answer: choice letters split one by one ("AC" → A, C), anything else as one answer. */
export function parseTypedAnswer(text: string, hasOptions: boolean): string[] {
  const t = text.trim();
  if (!t) return [];
  if (hasOptions && /^[A-Ja-j\s,，、]+$/.test(t)) return [...t.toUpperCase().replace(/[^A-J]/g, '')];
  return [t];
}

export interface SaveChoice {
  subjectId: string;
  scope: 'personal' | 'school';
  bookNodeIds: string[];
  knowledgeIds: string[];
}

export function toSaveBody(rows: ReviewRow[], choice: SaveChoice): z.input<typeof SaveImportBody> {
  return {
    subjectId: choice.subjectId,
    scope: choice.scope,
    questions: rows.map((row) => ({
      typeId: row.typeId ?? '',
      stem: row.draft.stem,
      options: row.draft.options,
      answer: row.answer,
      analysis: row.draft.analysis,
      difficulty: row.difficulty,
      knowledgeIds: row.knowledgeIds ?? choice.knowledgeIds,
      bookNodeIds: choice.bookNodeIds,
      allowDuplicate: row.allowDuplicate,
    })),
  };
}

/** The refusal of a save with a near-duplicate: `{ duplicateOf, index }` beside the message. */
export function duplicateRefusal(
  body: unknown,
): { index: number; duplicateOf: { id: string; stem: string } | null } | null {
  if (!body || typeof body !== 'object' || !('index' in body)) return null;
  const { index, duplicateOf } = body as { index: unknown; duplicateOf?: unknown };
  if (typeof index !== 'number') return null;
  const dup =
    duplicateOf && typeof duplicateOf === 'object' && 'id' in duplicateOf && 'stem' in duplicateOf
      ? (duplicateOf as { id: string; stem: string })
      : null;
  return { index, duplicateOf: dup };
}
