import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type PaperSection,
  papers,
  questionTypes,
  stages,
  subjects,
  textbooks,
  textbookVersions,
  users,
} from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';
import { containing } from '../../../infra/sql';

export type { PaperSection };

type Conn = Db | Tx;
export type PaperRow = typeof papers.$inferSelect;

/** The user's question baskets (one per subject) with their stage's and subject's names. */
export const basketsOf = (db: Conn, userId: string) =>
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

/** The user's baskets, locked until the transaction ends: two adds at once queue. */
export const lockedBasketsOf = (tx: Tx, userId: string) =>
  basketsOf(tx, userId).for('update', { of: papers });

/** A paper by id, whoever owns it (the caller checks who may read it). */
export const unsafeFindPaper = (db: Db, id: string) =>
  db.query.papers.findFirst({ where: eq(papers.id, id) });

export async function insertPaper(db: Conn, values: typeof papers.$inferInsert): Promise<PaperRow> {
  const [row] = await db.insert(papers).values(values).returning();
  return row!;
}

/** Saves a paper's content if it is still at `version`; undefined when someone saved in between. */
export async function updateIfVersion(
  db: Db,
  id: string,
  version: number,
  content: Pick<PaperRow, 'title' | 'sections' | 'settings'>,
): Promise<PaperRow | undefined> {
  const [row] = await db
    .update(papers)
    .set({ ...content, version: sql`${papers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(papers.id, id), eq(papers.version, version)))
    .returning();
  return row;
}

/** Into the recycle bin (or, for a shared copy, out of the library). */
export async function softDelete(db: Db, id: string) {
  await db.update(papers).set({ deletedAt: new Date() }).where(eq(papers.id, id));
}

export async function restore(db: Db, id: string): Promise<PaperRow> {
  const [row] = await db
    .update(papers)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(eq(papers.id, id))
    .returning();
  return row!;
}

export interface OwnFilter {
  ownerId: string;
  bin: 'active' | 'recycle';
  /** Deleted after this, for the recycle bin. */
  deletedSince: Date;
  subjectId?: string | undefined;
  keyword?: string | undefined;
  page: number;
  size: number;
}

/** 我的试卷 or the recycle bin, newest first, with each paper's subject name; and the count. */
export async function ownPapersPage(db: Db, f: OwnFilter) {
  const where = and(
    eq(papers.ownerId, f.ownerId),
    eq(papers.status, 'saved'),
    eq(papers.scope, 'personal'),
    f.bin === 'active'
      ? isNull(papers.deletedAt)
      : and(isNotNull(papers.deletedAt), gt(papers.deletedAt, f.deletedSince)),
    f.subjectId ? eq(papers.subjectId, f.subjectId) : undefined,
    f.keyword ? ilike(papers.title, containing(f.keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ paper: papers, subjectName: subjects.name })
      .from(papers)
      .innerJoin(subjects, eq(subjects.id, papers.subjectId))
      .where(where)
      .orderBy(desc(f.bin === 'active' ? papers.updatedAt : papers.deletedAt))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(papers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The sections of the user's saved papers changed since `since`. */
export const savedSectionsSince = (db: Db, userId: string, since: Date) =>
  db
    .select({ sections: papers.sections })
    .from(papers)
    .where(and(eq(papers.ownerId, userId), eq(papers.status, 'saved'), gt(papers.updatedAt, since)));

/** A user's 试题设置 kept in their preferences. */
export async function savePreferences(
  db: Db,
  userId: string,
  preferences: typeof users.$inferSelect.preferences,
) {
  await db.update(users).set({ preferences, updatedAt: new Date() }).where(eq(users.id, userId));
}
