import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type PaperSection,
  papers,
  questions,
  questionTypes,
  stages,
  subjects,
  textbooks,
  textbookVersions,
  users,
} from '../../db/schema';
import type { Db } from '../../infra/db';
import { containing } from '../../infra/sql';

export const basketsOf = (db: Db, userId: string) =>
  db
    .select({
      paper: papers,
      stageName: stages.name,
      subjectName: subjects.name,
    })
    .from(papers)
    .innerJoin(stages, eq(stages.id, papers.stageId))
    .innerJoin(subjects, eq(subjects.id, papers.subjectId))
    .where(and(eq(papers.ownerId, userId), eq(papers.status, 'basket')))
    .orderBy(asc(subjects.stageId), asc(subjects.sort));

export const findBasket = (db: Db, userId: string, subjectId: string) =>
  db.query.papers.findFirst({
    where: and(eq(papers.ownerId, userId), eq(papers.status, 'basket'), eq(papers.subjectId, subjectId)),
  });

/**
 * Makes the caller's empty basket of a subject, on the textbook given or else the user's own textbook
 * when the subject is theirs; a basket made meanwhile (another tab) is returned instead.
 */
export async function createBasket(
  db: Db,
  user: {
    id: string;
    orgId: string | null;
    preferences: { userSubjectId?: string | null; userGradeId?: string | null };
  },
  subjectId: string,
  textbookId?: string | null,
) {
  const prefs = user.preferences;
  const [made] = await db
    .insert(papers)
    .values({
      orgId: user.orgId,
      ownerId: user.id,
      status: 'basket',
      stageId: subjectId.split('.')[0]!,
      subjectId,
      textbookId: textbookId ?? (prefs.userSubjectId === subjectId ? (prefs.userGradeId ?? null) : null),
      title: '试题篮',
    })
    .onConflictDoNothing()
    .returning();
  return made ?? (await findBasket(db, user.id, subjectId))!;
}

export const subjectExists = async (db: Db, subjectId: string) =>
  Boolean(await db.query.subjects.findFirst({ where: eq(subjects.id, subjectId), columns: { id: true } }));

/** The subject a textbook belongs to (through its version), or null for an unknown textbook. */
export async function subjectOfTextbook(db: Db, textbookId: string): Promise<string | null> {
  const [row] = await db
    .select({ subjectId: textbookVersions.subjectId })
    .from(textbooks)
    .innerJoin(textbookVersions, eq(textbookVersions.id, textbooks.versionId))
    .where(eq(textbooks.id, textbookId));
  return row?.subjectId ?? null;
}

export async function setTextbook(db: Db, id: string, textbookId: string) {
  await db.update(papers).set({ textbookId, updatedAt: new Date() }).where(eq(papers.id, id));
}

export const findOwnPaper = (db: Db, userId: string, id: string) =>
  db.query.papers.findFirst({ where: and(eq(papers.ownerId, userId), eq(papers.id, id)) });

export async function saveSections(db: Db, id: string, sections: PaperSection[]) {
  await db.update(papers).set({ sections, updatedAt: new Date() }).where(eq(papers.id, id));
}

export const typeNames = (db: Db, ids: string[]) =>
  ids.length
    ? db
        .select({ id: questionTypes.id, name: questionTypes.name, sort: questionTypes.sort })
        .from(questionTypes)
        .where(inArray(questionTypes.id, ids))
    : Promise.resolve([]);

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
  db: Db,
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
