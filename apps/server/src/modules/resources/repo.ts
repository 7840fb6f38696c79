import { and, arrayContains, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  bookNodes,
  knowledgePoints,
  resourceFavourites,
  resourceFiles,
  resources,
  subjects,
  textbooks,
  users,
} from '../../db/schema';
import type { Db, Tx } from '../../infra/db';
import { rowsOf } from '../../infra/sql';

export type ResourceRow = typeof resources.$inferSelect;
export type ResourceInsert = typeof resources.$inferInsert;
export type FileRow = typeof resourceFiles.$inferSelect;

// ── Files (by content hash) ──

export async function findFile(db: Db | Tx, hash: string): Promise<FileRow | null> {
  const [row] = await db.select().from(resourceFiles).where(eq(resourceFiles.hash, hash));
  return row ?? null;
}

/** Records a stored file; a second upload of the same bytes finds the first row. */
export async function insertFile(db: Db | Tx, row: typeof resourceFiles.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(resourceFiles)
    .values(row)
    .onConflictDoNothing()
    .returning({ hash: resourceFiles.hash });
  return inserted.length > 0;
}

export async function updateFile(db: Db, hash: string, patch: Partial<typeof resourceFiles.$inferInsert>) {
  await db.update(resourceFiles).set(patch).where(eq(resourceFiles.hash, hash));
}

// ── Resources ──

/** A resource with what its card shows: file facts, subject and uploader names. */
const CARD = {
  resource: resources,
  file: {
    size: resourceFiles.size,
    ext: resourceFiles.ext,
    mime: resourceFiles.mime,
    storageKey: resourceFiles.storageKey,
    thumbKey: resourceFiles.thumbKey,
    previewKey: resourceFiles.previewKey,
    previewError: resourceFiles.previewError,
    pages: resourceFiles.pages,
  },
  subjectName: subjects.name,
  uploaderName: users.nickname,
};
export type ResourceCard = {
  resource: ResourceRow;
  file: Pick<
    FileRow,
    'size' | 'ext' | 'mime' | 'storageKey' | 'thumbKey' | 'previewKey' | 'previewError' | 'pages'
  >;
  subjectName: string;
  uploaderName: string | null;
};

const cards = (db: Db | Tx) =>
  db
    .select(CARD)
    .from(resources)
    .innerJoin(resourceFiles, eq(resourceFiles.hash, resources.fileHash))
    .innerJoin(subjects, eq(subjects.id, resources.subjectId))
    .leftJoin(users, eq(users.id, resources.ownerId));

export async function findCard(db: Db | Tx, id: string): Promise<ResourceCard | null> {
  const [row] = await cards(db).where(eq(resources.id, id));
  return row ?? null;
}

/** The caller's live resource of these bytes (an upload of a file they already have). */
export async function findOwnByHash(
  db: Db | Tx,
  ownerId: string,
  hash: string,
): Promise<ResourceCard | null> {
  const [row] = await cards(db).where(
    and(eq(resources.ownerId, ownerId), eq(resources.fileHash, hash), isNull(resources.deletedAt)),
  );
  return row ?? null;
}

/** Inserts unless the owner already has a live resource of this file (then null). */
export async function insertResource(db: Db | Tx, row: ResourceInsert): Promise<string | null> {
  const [inserted] = await db
    .insert(resources)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: resources.id });
  return inserted?.id ?? null;
}

export async function updateResource(db: Db | Tx, id: string, patch: Partial<ResourceInsert>) {
  await db
    .update(resources)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(resources.id, id));
}

export async function setDeleted(db: Db, id: string, deletedAt: Date | null) {
  await db.update(resources).set({ deletedAt }).where(eq(resources.id, id));
}

export async function countDownload(db: Db, id: string) {
  await db
    .update(resources)
    .set({ downloads: sql`${resources.downloads} + 1` })
    .where(eq(resources.id, id));
}

/** Resources of one file (to refresh their search text once the file's text is known). */
export async function resourcesOfFile(db: Db, hash: string): Promise<ResourceRow[]> {
  return db.select().from(resources).where(eq(resources.fileHash, hash));
}

// ── Favourites ──

export async function setFavourite(tx: Tx, userId: string, resourceId: string, on: boolean): Promise<number> {
  const changed = on
    ? await tx.insert(resourceFavourites).values({ userId, resourceId }).onConflictDoNothing().returning()
    : await tx
        .delete(resourceFavourites)
        .where(and(eq(resourceFavourites.userId, userId), eq(resourceFavourites.resourceId, resourceId)))
        .returning();
  const delta = changed.length ? (on ? 1 : -1) : 0;
  const [row] = await tx
    .update(resources)
    .set({ favourites: sql`greatest(0, ${resources.favourites} + ${delta})` })
    .where(eq(resources.id, resourceId))
    .returning({ favourites: resources.favourites });
  return row?.favourites ?? 0;
}

export async function favouritedAmong(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: resourceFavourites.resourceId })
    .from(resourceFavourites)
    .where(and(eq(resourceFavourites.userId, userId), inArray(resourceFavourites.resourceId, ids)));
  return new Set(rows.map((r) => r.id));
}

// ── Names of tags ──

export async function nodeNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: bookNodes.id, name: bookNodes.name })
    .from(bookNodes)
    .where(inArray(bookNodes.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function knowledgeNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: knowledgePoints.id, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(inArray(knowledgePoints.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The subject a textbook and nodes belong to, to check tags against the resource's subject. */
export async function tagSubjects(
  db: Db,
  q: { textbookId: string | null; bookNodeIds: string[]; knowledgeIds: string[] },
) {
  const book = q.textbookId
    ? await db
        .select({
          subjectId: sql<string>`(select v.subject_id from textbook_versions v where v.id = ${textbooks.versionId})`,
        })
        .from(textbooks)
        .where(eq(textbooks.id, q.textbookId))
    : [];
  const nodes = q.bookNodeIds.length
    ? await db
        .select({ id: bookNodes.id, textbookId: bookNodes.textbookId })
        .from(bookNodes)
        .where(inArray(bookNodes.id, q.bookNodeIds))
    : [];
  const points = q.knowledgeIds.length
    ? await db
        .select({ id: knowledgePoints.id, subjectId: knowledgePoints.subjectId })
        .from(knowledgePoints)
        .where(inArray(knowledgePoints.id, q.knowledgeIds))
    : [];
  return { textbookSubject: book[0]?.subjectId ?? null, textbookFound: book.length > 0, nodes, points };
}

export async function subjectExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id));
  return !!row;
}

// ── Search ──

export interface SearchFilter {
  /** Which resources the tab shows, already narrowed to what the caller may read. */
  visible: SQL;
  kind?: string;
  subjectId?: string;
  textbookId?: string;
  bookNodeId?: string;
  knowledgeId?: string;
  /** tsquery text (questions' keyword syntax), and the part that meets the title/description. */
  tsquery?: string | null;
  ownQuery?: string | null;
  recycle: boolean;
  favouriteOf?: string;
}

/** Who may read what, per tab. */
export const visibility = {
  mine: (userId: string) => and(eq(resources.ownerId, userId), eq(resources.scope, 'personal')) as SQL,
  school: (orgId: string) => and(eq(resources.scope, 'school'), eq(resources.orgId, orgId)) as SQL,
  platform: () => eq(resources.scope, 'platform'),
  /** Everything the caller may read: own personal, the school's, the platform's. */
  readable: (userId: string, orgId: string | null) =>
    sql`(${resources.scope} = 'platform' or (${resources.scope} = 'personal' and ${resources.ownerId} = ${userId})${
      orgId ? sql` or (${resources.scope} = 'school' and ${resources.orgId} = ${orgId})` : sql``
    })`,
  /** The recycle bin: deleted resources the caller may restore (see policy.canEdit). */
  recycle: (userId: string, managedOrg: string | null, platformAdmin: boolean) =>
    sql`(${resources.ownerId} = ${userId}${
      managedOrg ? sql` or (${resources.scope} = 'school' and ${resources.orgId} = ${managedOrg})` : sql``
    }${platformAdmin ? sql` or ${resources.scope} = 'platform'` : sql``})`,
};

const ORDER = {
  newest: [desc(resources.createdAt), desc(resources.id)],
  downloads: [desc(resources.downloads), desc(resources.createdAt), desc(resources.id)],
  favourites: [desc(resources.favourites), desc(resources.createdAt), desc(resources.id)],
};

/** The most a search counts; past it the total says "1,000+". */
export const COUNT_CAP = 1000;

export async function search(
  db: Db,
  f: SearchFilter,
  sort: keyof typeof ORDER,
  page: number,
  size: number,
): Promise<{ rows: ResourceCard[]; total: number; capped: boolean }> {
  const where = and(
    f.visible,
    f.recycle ? isNotNull(resources.deletedAt) : isNull(resources.deletedAt),
    f.recycle ? sql`${resources.deletedAt} > now() - interval '30 days'` : undefined,
    f.kind ? eq(resources.kind, f.kind as ResourceRow['kind']) : undefined,
    f.subjectId ? eq(resources.subjectId, f.subjectId) : undefined,
    f.textbookId ? eq(resources.textbookId, f.textbookId) : undefined,
    f.bookNodeId ? arrayContains(resources.bookNodeAll, [f.bookNodeId]) : undefined,
    f.knowledgeId ? arrayContains(resources.knowledgeAll, [f.knowledgeId]) : undefined,
    f.tsquery ? sql`${resources.searchVector} @@ to_tsquery('simple', ${f.tsquery})` : undefined,
    f.favouriteOf
      ? sql`exists (select 1 from ${resourceFavourites} where ${resourceFavourites.resourceId} = ${resources.id} and ${resourceFavourites.userId} = ${f.favouriteOf})`
      : undefined,
  );
  const order = f.ownQuery
    ? [desc(sql`${resources.searchVector} @@ to_tsquery('simple', ${f.ownQuery})`), ...ORDER[sort]]
    : ORDER[sort];
  // The page is chosen on resources alone (an index gives the order, or a sort of narrow rows), then
  // only its rows are joined for their cards.
  const ids = (
    await db
      .select({ id: resources.id })
      .from(resources)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size)
  ).map((r) => r.id);
  const byId = new Map(
    (ids.length ? await cards(db).where(inArray(resources.id, ids)) : []).map((c) => [c.resource.id, c]),
  );
  const rows = ids.map((id) => byId.get(id)).filter((c): c is ResourceCard => !!c);
  const [counted] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${resources} where ${where} limit ${COUNT_CAP + 1}) t`,
    ),
  ) as { n: number }[];
  const n = Number(counted?.n ?? 0);
  return { rows, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/** Per book node (ancestors included), the live resources of a textbook that `visible` lets through. */
export async function nodeCounts(db: Db, textbookId: string, visible: SQL): Promise<Record<string, number>> {
  const rows = rowsOf(
    await db.execute(
      sql`select n as id, count(*)::int as c from ${resources}, unnest(${resources.bookNodeAll}) as n
          where ${resources.textbookId} = ${textbookId} and ${resources.deletedAt} is null and ${visible}
          group by n`,
    ),
  ) as { id: string; c: number }[];
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.c)]));
}
