import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  bookNodes,
  knowledgePoints,
  questions,
  questionTypes,
  textbooks,
  textbookVersions,
} from '../../../db/schema';
import type { Db } from '../../../infra/db';
import { textArray } from '../../questions';

/** What papers read of the question bank and the curriculum: printing, 智能组卷 and 同步课时练. */

/** The book nodes each question is tagged with (every version), for the basket's textbook label. */
export const bookNodesOfQuestions = (db: Db, ids: string[]) =>
  ids.length
    ? db
        .select({ id: questions.id, bookNodeIds: questions.bookNodeIds })
        .from(questions)
        .where(inArray(questions.id, ids))
    : Promise.resolve([]);

/** Textbooks by id, in curriculum order. */
export const textbooksByIds = (db: Db, ids: string[]) =>
  ids.length
    ? db
        .select({ id: textbooks.id, name: textbooks.name })
        .from(textbooks)
        .where(inArray(textbooks.id, ids))
        .orderBy(asc(textbooks.sort))
    : Promise.resolve([]);

/** Content of questions by id for printing (deleted ones too: they print as a note), with type names. */
export const printContents = (db: Db, ids: string[]) =>
  db
    .select({
      id: questions.id,
      typeName: questionTypes.name,
      stem: questions.stem,
      options: questions.options,
      answer: questions.answer,
      analysis: questions.analysis,
      parts: questions.parts,
      deletedAt: questions.deletedAt,
    })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(inArray(questions.id, ids));

/** The chapters (first-level book nodes) of a textbook. */
export const chaptersOf = (db: Db, textbookId: string) =>
  db
    .select({ id: bookNodes.id })
    .from(bookNodes)
    .where(and(eq(bookNodes.textbookId, textbookId), eq(bookNodes.depth, 1)));

/** The given question types of a subject. */
export const subjectTypes = (db: Db, subjectId: string, typeIds: string[]) =>
  db
    .select({ id: questionTypes.id, name: questionTypes.name, sort: questionTypes.sort })
    .from(questionTypes)
    .where(and(eq(questionTypes.subjectId, subjectId), inArray(questionTypes.id, typeIds)));

/** Every question type of a subject, in curriculum order. */
export const allSubjectTypes = (db: Db, subjectId: string) =>
  db
    .select({ id: questionTypes.id, name: questionTypes.name, sort: questionTypes.sort })
    .from(questionTypes)
    .where(eq(questionTypes.subjectId, subjectId))
    .orderBy(questionTypes.sort);

/** Questions of a subject tagged with any of the chapters (all when none). */
export const inChapters = (subjectId: string, chapters: string[]) =>
  and(
    eq(questions.subjectId, subjectId),
    chapters.length ? sql`${questions.bookNodeAll} && ${textArray(chapters)}` : undefined,
  );

const candidateColumns = {
  id: questions.id,
  typeId: questions.typeId,
  difficulty: questions.difficulty,
  knowledgeAll: questions.knowledgeAll,
};

/** Up to `limit` questions of a type within `scope`, nearest the target difficulty first. */
export const nearestOfType = (
  db: Db,
  scope: SQL | undefined,
  typeId: string,
  target: number,
  limit: number,
) =>
  db
    .select(candidateColumns)
    .from(questions)
    .where(and(scope, eq(questions.typeId, typeId)))
    .orderBy(sql`abs(${questions.difficulty} - ${target})`)
    .limit(limit);

/** Up to `limit` questions of the types within `scope` covering any of the knowledge points. */
export const covering = (
  db: Db,
  scope: SQL | undefined,
  typeIds: string[],
  knowledgeIds: string[],
  limit: number,
) =>
  db
    .select(candidateColumns)
    .from(questions)
    .where(
      and(
        scope,
        inArray(questions.typeId, typeIds),
        sql`${questions.knowledgeAll} && ${textArray(knowledgeIds)}`,
      ),
    )
    .limit(limit);

export const knowledgeNames = (db: Db, ids: string[]) =>
  db
    .select({ id: knowledgePoints.id, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(inArray(knowledgePoints.id, ids));

/** A book node (lesson) with the subject of its textbook's version. */
export async function lessonOf(db: Db, id: string) {
  const [node] = await db
    .select({ id: bookNodes.id, name: bookNodes.name, subjectId: textbookVersions.subjectId })
    .from(bookNodes)
    .innerJoin(textbooks, eq(textbooks.id, bookNodes.textbookId))
    .innerJoin(textbookVersions, eq(textbookVersions.id, textbooks.versionId))
    .where(eq(bookNodes.id, id));
  return node;
}

/** Up to `limit` questions within `visible` of a subject under a lesson (and everything below it), by id. */
export const lessonPool = (db: Db, visible: SQL, subjectId: string, lessonId: string, limit: number) =>
  db
    .select({ id: questions.id, typeId: questions.typeId, difficulty: questions.difficulty })
    .from(questions)
    .where(
      and(
        visible,
        eq(questions.subjectId, subjectId),
        sql`${questions.bookNodeAll} @> ${textArray([lessonId])}`,
      ),
    )
    .orderBy(questions.id)
    .limit(limit);
