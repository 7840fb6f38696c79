import { and, asc, eq } from 'drizzle-orm';
import {
  bookNodes,
  knowledgePoints,
  questionTypes,
  stages,
  subjects,
  textbooks,
  textbookVersions,
} from '../../db/schema';
import type { Db } from '../../infra/db';

const idName = { id: stages.id, name: stages.name };

export const listStages = (db: Db) => db.select(idName).from(stages).orderBy(asc(stages.sort));

export const listSubjects = (db: Db, stageId: string) =>
  db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.stageId, stageId))
    .orderBy(asc(subjects.sort));

export const listVersions = (db: Db, subjectId: string) =>
  db
    .select({ id: textbookVersions.id, name: textbookVersions.name })
    .from(textbookVersions)
    .where(eq(textbookVersions.subjectId, subjectId))
    .orderBy(asc(textbookVersions.sort));

export const listTextbooks = (db: Db, versionId: string) =>
  db
    .select({ id: textbooks.id, name: textbooks.name })
    .from(textbooks)
    .where(eq(textbooks.versionId, versionId))
    .orderBy(asc(textbooks.sort));

export const listQuestionTypes = (db: Db, subjectId: string, isObjective: boolean | undefined) =>
  db
    .select({ id: questionTypes.id, name: questionTypes.name, isObjective: questionTypes.isObjective })
    .from(questionTypes)
    .where(
      and(
        eq(questionTypes.subjectId, subjectId),
        isObjective === undefined ? undefined : eq(questionTypes.isObjective, isObjective),
      ),
    )
    .orderBy(asc(questionTypes.sort));

export const listBookNodes = (db: Db, textbookId: string) =>
  db
    .select({ id: bookNodes.id, pid: bookNodes.pid, name: bookNodes.name })
    .from(bookNodes)
    .where(eq(bookNodes.textbookId, textbookId))
    .orderBy(asc(bookNodes.depth), asc(bookNodes.sort));

export const listKnowledge = (db: Db, subjectId: string) =>
  db
    .select({ id: knowledgePoints.id, pid: knowledgePoints.pid, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(eq(knowledgePoints.subjectId, subjectId))
    .orderBy(asc(knowledgePoints.depth), asc(knowledgePoints.sort));
