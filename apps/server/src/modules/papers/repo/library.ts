import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { papers, questions, subjects, textbooks, users } from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';
import { containing } from '../../../infra/sql';
import type { PaperRow } from './papers';

/** Live school (of `orgId`) and platform copies shared from the given papers of 我的试卷. */
export function liveCopiesOf(db: Db, sourceIds: string[], orgId: string | null) {
  if (sourceIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: papers.id, sourcePaperId: papers.sourcePaperId, scope: papers.scope })
    .from(papers)
    .where(
      and(
        inArray(papers.sourcePaperId, sourceIds),
        eq(papers.status, 'saved'),
        isNull(papers.deletedAt),
        or(
          eq(papers.scope, 'platform'),
          orgId ? and(eq(papers.scope, 'school'), eq(papers.orgId, orgId)) : undefined,
        ),
      ),
    );
}

/** The school (of `orgId`) or platform copy shared from a paper of 我的试卷, withdrawn or not. */
export const findSharedCopy = (
  db: Db | Tx,
  sourceId: string,
  scope: 'school' | 'platform',
  orgId: string | null,
) =>
  db.query.papers.findFirst({
    where: and(
      eq(papers.sourcePaperId, sourceId),
      eq(papers.scope, scope),
      eq(papers.status, 'saved'),
      orgId ? eq(papers.orgId, orgId) : isNull(papers.orgId),
    ),
  });

const libraryColumns = {
  paper: papers,
  subjectName: subjects.name,
  textbookName: textbooks.name,
  authorName: users.nickname,
};

const libraryFrom = (db: Db) =>
  db
    .select(libraryColumns)
    .from(papers)
    .innerJoin(subjects, eq(subjects.id, papers.subjectId))
    .leftJoin(textbooks, eq(textbooks.id, papers.textbookId))
    .leftJoin(users, eq(users.id, papers.ownerId));

/** A school or platform paper by id, whoever may read it (the caller checks). */
export async function findLibraryPaper(db: Db, id: string) {
  const [row] = await libraryFrom(db)
    .where(and(eq(papers.id, id), inArray(papers.scope, ['school', 'platform'])))
    .limit(1);
  return row;
}

export interface LibraryFilter {
  scope: 'school' | 'platform';
  orgId: string | null;
  kind: 'all' | 'shared' | 'template';
  subjectId?: string | undefined;
  textbookId?: string | undefined;
  paperType?: string | undefined;
  keyword?: string | undefined;
  sort: 'newest' | 'popular';
  page: number;
  size: number;
}

export async function libraryPage(db: Db, f: LibraryFilter) {
  const where: SQL = and(
    eq(papers.scope, f.scope),
    eq(papers.status, 'saved'),
    isNull(papers.deletedAt),
    f.scope === 'school' ? (f.orgId ? eq(papers.orgId, f.orgId) : sql`false`) : undefined,
    f.kind === 'all' ? undefined : eq(papers.template, f.kind === 'template'),
    f.subjectId ? eq(papers.subjectId, f.subjectId) : undefined,
    f.textbookId ? eq(papers.textbookId, f.textbookId) : undefined,
    f.paperType ? eq(papers.paperType, f.paperType) : undefined,
    f.keyword ? ilike(papers.title, containing(f.keyword)) : undefined,
  )!;
  const order =
    f.sort === 'popular'
      ? [desc(papers.copyCount), desc(papers.updatedAt), desc(papers.id)]
      : // Papers seeded together share a timestamp: then by title, so a volume's papers sit together.
        [desc(papers.updatedAt), asc(papers.title), desc(papers.id)];
  const [rows, [total]] = await Promise.all([
    libraryFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(papers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Locks a paper's row until the transaction ends (two shares of one paper meet on it). */
export async function lockPaper(tx: Tx, id: string) {
  await tx.select({ id: papers.id }).from(papers).where(eq(papers.id, id)).for('update');
}

export async function setPaperType(tx: Tx, id: string, paperType: string) {
  await tx.update(papers).set({ paperType }).where(eq(papers.id, id));
}

/** Shares again: the copy takes the paper's content now, and a withdrawn copy comes back. */
export async function refreshSharedCopy(
  tx: Tx,
  id: string,
  content: Partial<typeof papers.$inferInsert>,
): Promise<PaperRow> {
  const [row] = await tx
    .update(papers)
    .set({ ...content, deletedAt: null, version: sql`${papers.version} + 1` })
    .where(eq(papers.id, id))
    .returning();
  return row!;
}

/** One more copy made of a library paper. */
export async function countCopy(tx: Tx, id: string) {
  await tx
    .update(papers)
    .set({ copyCount: sql`${papers.copyCount} + 1` })
    .where(eq(papers.id, id));
}

/** Where each question comes from (scope, school) and whether it was deleted: what sharing checks. */
export const questionScopes = (db: Db, ids: string[]) =>
  db
    .select({
      id: questions.id,
      scope: questions.scope,
      orgId: questions.orgId,
      deletedAt: questions.deletedAt,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
