/** Questions by id for baskets, papers and imports; names, use counts, near-duplicates, inserts. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bookNodes, knowledgePoints, papers, questions, questionTypes } from '../../../db/schema';
import type { Db } from '../../../infra/db';
import { questionsChanged } from '../search-cache';
import { cardColumns, textArray, type Viewer, visibleTo } from './search';

/** Whether a teacher has questions of their own (personal bank) in a subject. */
export async function hasPersonalQuestions(db: Db, userId: string, subjectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.scope, 'personal'),
        eq(questions.ownerId, userId),
        eq(questions.subjectId, subjectId),
        isNull(questions.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Years of real exams among the visible questions of a subject, newest first. */
export async function questionYears(db: Db, v: Viewer, subjectId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: questions.year })
    .from(questions)
    .where(and(visibleTo(v), eq(questions.subjectId, subjectId), sql`${questions.year} is not null`))
    .orderBy(desc(questions.year));
  return rows.map((r) => r.year!);
}

/** Just what a basket needs of visible questions: subject, type and default score. */
export function findVisibleBrief(db: Db, v: Viewer, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      subjectId: questions.subjectId,
      typeId: questions.typeId,
      score: questions.score,
    })
    .from(questions)
    .where(and(visibleTo(v), inArray(questions.id, ids)));
}

export function findVisible(db: Db, v: Viewer, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...cardColumns,
      answer: questions.answer,
      analysis: questions.analysis,
      knowledgeAll: questions.knowledgeAll,
    })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(and(visibleTo(v), inArray(questions.id, ids)));
}

export function knowledgeNames(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: knowledgePoints.id, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(inArray(knowledgePoints.id, ids));
}

/** Same type, sharing a knowledge point, nearest in difficulty. */
export function similar(
  db: Db,
  v: Viewer,
  q: { id: string; subjectId: string; typeId: string; difficulty: number; knowledgeIds: string[] },
  size: number,
) {
  return db
    .select(cardColumns)
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(
      and(
        visibleTo(v),
        eq(questions.subjectId, q.subjectId),
        eq(questions.typeId, q.typeId),
        sql`${questions.id} <> ${q.id}`,
        q.knowledgeIds.length ? sql`${questions.knowledgeIds} && ${textArray(q.knowledgeIds)}` : undefined,
      ),
    )
    .orderBy(sql`abs(${questions.difficulty} - ${q.difficulty})`, desc(questions.id))
    .limit(size);
}

/**
 * Names of knowledge points and book nodes by id, for the search text (`SearchAlso`): those of `ids`,
 * or every one when not given (a whole bank's load).
 */
export async function curriculumNames(db: Db, ids?: string[]): Promise<Map<string, string>> {
  if (ids && ids.length === 0) return new Map();
  const [k, b] = await Promise.all([
    db
      .select({ id: knowledgePoints.id, name: knowledgePoints.name })
      .from(knowledgePoints)
      .where(ids ? inArray(knowledgePoints.id, ids) : undefined),
    db
      .select({ id: bookNodes.id, name: bookNodes.name })
      .from(bookNodes)
      .where(ids ? inArray(bookNodes.id, ids) : undefined),
  ]);
  return new Map([...k, ...b].map((r) => [r.id, r.name]));
}

/**
 * 组卷次数: adds `delta` to how many saved papers each question is in (one each, repeats ignored), never
 * below 0.
 */
export async function countUse(db: Db, ids: string[], delta: 1 | -1) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .update(questions)
    .set({ useCount: sql`greatest(0, ${questions.useCount} + ${delta})` })
    .where(inArray(questions.id, unique));
  questionsChanged();
}

/** Ids of the questions in the user's baskets (a card shows 已加入). */
export async function basketQuestionIds(db: Db, userId: string): Promise<Set<string>> {
  const baskets = await db
    .select({ sections: papers.sections })
    .from(papers)
    .where(and(eq(papers.ownerId, userId), eq(papers.status, 'basket')));
  return new Set(baskets.flatMap((b) => b.sections.flatMap((s) => s.questions.map((q) => q.questionId))));
}

/** Visible questions of a subject with one of these stem fingerprints, by fingerprint (near-duplicates). */
export async function byFingerprint(db: Db, v: Viewer, subjectId: string, prints: string[]) {
  const rows = await db
    .select({ id: questions.id, stem: questions.stem, fingerprint: questions.fingerprint })
    .from(questions)
    .where(and(visibleTo(v), eq(questions.subjectId, subjectId), inArray(questions.fingerprint, prints)));
  return new Map(rows.map((r) => [r.fingerprint, { id: r.id, stem: r.stem }]));
}

/** The ids of a subject's question types. */
export async function typeIdsOf(db: Db, subjectId: string): Promise<Set<string>> {
  const types = await db
    .select({ id: questionTypes.id })
    .from(questionTypes)
    .where(eq(questionTypes.subjectId, subjectId));
  return new Set(types.map((t) => t.id));
}

/** Inserts new questions; their ids in order. */
export async function insertQuestions(db: Db, rows: (typeof questions.$inferInsert)[]): Promise<string[]> {
  const inserted = await db.insert(questions).values(rows).returning({ id: questions.id });
  return inserted.map((r) => r.id);
}
