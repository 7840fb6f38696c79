import { and, asc, count, eq, max } from 'drizzle-orm';
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

/** The chapter tree of a textbook or the knowledge tree of a subject. */
export type TreeKind = 'book' | 'knowledge';
const tree = (kind: TreeKind) =>
  kind === 'book'
    ? { table: bookNodes, owner: bookNodes.textbookId }
    : { table: knowledgePoints, owner: knowledgePoints.subjectId };

export async function textbookExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.query.textbooks.findFirst({ where: eq(textbooks.id, id) }));
}

export async function subjectExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.query.subjects.findFirst({ where: eq(subjects.id, id) }));
}

/** Depth of a node of the owner's tree, or null when it is not one. */
export async function nodeDepth(db: Db, kind: TreeKind, ownerId: string, id: string): Promise<number | null> {
  const t = tree(kind);
  const [row] = await db
    .select({ depth: t.table.depth })
    .from(t.table)
    .where(and(eq(t.table.id, id), eq(t.owner, ownerId)));
  return row?.depth ?? null;
}

/** The highest sort among the children of `pid` (the owner's top level when null), -1 when none. */
export async function lastSort(db: Db, kind: TreeKind, ownerId: string, pid: string | null): Promise<number> {
  const t = tree(kind);
  const [last] = await db
    .select({ sort: max(t.table.sort) })
    .from(t.table)
    .where(and(eq(t.owner, ownerId), pid ? eq(t.table.pid, pid) : undefined));
  return last?.sort ?? -1;
}

export async function insertNode(
  db: Db,
  kind: TreeKind,
  ownerId: string,
  values: { id: string; pid: string | null; name: string; depth: number; sort: number },
) {
  if (kind === 'book') await db.insert(bookNodes).values({ ...values, textbookId: ownerId });
  else await db.insert(knowledgePoints).values({ ...values, subjectId: ownerId });
}

/** Renames a node; false when there is none. */
export async function renameNode(db: Db, kind: TreeKind, id: string, name: string): Promise<boolean> {
  const { table } = tree(kind);
  const rows = await db.update(table).set({ name }).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

export async function childCount(db: Db, kind: TreeKind, id: string): Promise<number> {
  const { table } = tree(kind);
  const [children] = await db.select({ n: count() }).from(table).where(eq(table.pid, id));
  return children?.n ?? 0;
}

/** Deletes a node; false when there is none. */
export async function deleteNode(db: Db, kind: TreeKind, id: string): Promise<boolean> {
  const { table } = tree(kind);
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
