import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  appSettings,
  bookMarks,
  bookNodes,
  digitalBooks,
  lessonPlans,
  type PageMapEntry,
  type PdfOutlineEntry,
  papers,
  questions,
  subjects,
  textbooks,
  textbookVersions,
} from '../../db/schema';
import type { Db } from '../../infra/db';
import { rowsOf } from '../../infra/sql';
import { type Viewer, visibleTo } from '../questions';

export type BookRow = typeof digitalBooks.$inferSelect;

const cardColumns = {
  id: digitalBooks.id,
  orgId: digitalBooks.orgId,
  title: digitalBooks.title,
  textbookId: digitalBooks.textbookId,
  textbookName: textbooks.name,
  textbookSort: textbooks.sort,
  versionId: textbookVersions.id,
  versionName: textbookVersions.name,
  versionSort: textbookVersions.sort,
  subjectId: subjects.id,
  subjectName: subjects.name,
  pageCount: digitalBooks.pageCount,
  coverKey: digitalBooks.coverKey,
  pageMap: digitalBooks.pageMap,
  updatedAt: digitalBooks.updatedAt,
};

function cards(db: Db) {
  return db
    .select(cardColumns)
    .from(digitalBooks)
    .innerJoin(textbooks, eq(textbooks.id, digitalBooks.textbookId))
    .innerJoin(textbookVersions, eq(textbookVersions.id, textbooks.versionId))
    .innerJoin(subjects, eq(subjects.id, textbookVersions.subjectId));
}

export type BookCardRow = Awaited<ReturnType<typeof listBooks>>[number];

/** The school's books, filtered by subject, version and volume. */
export function listBooks(
  db: Db,
  orgId: string,
  f: { subjectId?: string | undefined; versionId?: string | undefined; textbookId?: string | undefined },
) {
  return cards(db)
    .where(
      and(
        eq(digitalBooks.orgId, orgId),
        isNull(digitalBooks.deletedAt),
        f.subjectId ? eq(subjects.id, f.subjectId) : undefined,
        f.versionId ? eq(textbookVersions.id, f.versionId) : undefined,
        f.textbookId ? eq(digitalBooks.textbookId, f.textbookId) : undefined,
      ),
    )
    .orderBy(asc(textbookVersions.sort), asc(textbooks.sort), asc(digitalBooks.createdAt));
}

/** One book of the school with its textbook's names; undefined for another school's or a deleted one. */
export async function findBookCard(db: Db, orgId: string, id: string) {
  const [row] = await cards(db).where(
    and(eq(digitalBooks.id, id), eq(digitalBooks.orgId, orgId), isNull(digitalBooks.deletedAt)),
  );
  return row;
}

export async function findBook(db: Db, orgId: string, id: string): Promise<BookRow | undefined> {
  const [row] = await db
    .select()
    .from(digitalBooks)
    .where(and(eq(digitalBooks.id, id), eq(digitalBooks.orgId, orgId), isNull(digitalBooks.deletedAt)));
  return row;
}

/** A book of any school by id, for a caller already checked to read it. */
export async function findBookFile(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({
      fileKey: digitalBooks.fileKey,
      coverKey: digitalBooks.coverKey,
      title: digitalBooks.title,
      updatedAt: digitalBooks.updatedAt,
    })
    .from(digitalBooks)
    .where(and(eq(digitalBooks.id, id), eq(digitalBooks.orgId, orgId), isNull(digitalBooks.deletedAt)));
  return row;
}

export async function textbookExists(db: Db, textbookId: string) {
  const [row] = await db
    .select({ id: textbooks.id, name: textbooks.name })
    .from(textbooks)
    .where(eq(textbooks.id, textbookId));
  return row;
}

/** The textbook's nodes in the book's order (chapter, its sections, their lessons, next chapter …). */
export async function nodesInOrder(db: Db, textbookId: string) {
  const rows = await db
    .select({
      id: bookNodes.id,
      pid: bookNodes.pid,
      name: bookNodes.name,
      depth: bookNodes.depth,
      sort: bookNodes.sort,
    })
    .from(bookNodes)
    .where(eq(bookNodes.textbookId, textbookId))
    .orderBy(asc(bookNodes.depth), asc(bookNodes.sort));
  const children = new Map<string | null, typeof rows>();
  for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r]);
  const out: typeof rows = [];
  const walk = (pid: string | null) => {
    for (const r of (children.get(pid) ?? []).sort((a, b) => a.sort - b.sort)) {
      out.push(r);
      walk(r.id);
    }
  };
  walk(null);
  return out;
}

/** How many nodes of each textbook exist (for 已标注 x / y on the covers). */
export async function nodeCounts(db: Db, textbookIds: string[]): Promise<Map<string, number>> {
  if (textbookIds.length === 0) return new Map();
  const rows = await db
    .select({ textbookId: bookNodes.textbookId, n: sql<number>`count(*)::int` })
    .from(bookNodes)
    .where(inArray(bookNodes.textbookId, textbookIds))
    .groupBy(bookNodes.textbookId);
  return new Map(rows.map((r) => [r.textbookId, r.n]));
}

/** Questions the viewer may use under each of the nodes (a question tagged below a node counts for it). */
export async function questionCountsByNode(
  db: Db,
  v: Viewer,
  nodeIds: string[],
): Promise<Map<string, number>> {
  if (nodeIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select n as id, count(*)::int as n
    from ${questions}, unnest(${questions.bookNodeAll}) as n
    where ${questions.bookNodeAll} && ${sql`array[${sql.join(
      nodeIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`} and ${visibleTo(v)}
    group by n`);
  const wanted = new Set(nodeIds);
  return new Map(
    (rowsOf(result) as { id: string; n: number }[])
      .filter((r) => wanted.has(r.id))
      .map((r) => [r.id, Number(r.n)]),
  );
}

/** 精品试卷 of the textbook with the book nodes their questions sit under. */
export async function templatePaperNodes(
  db: Db,
  textbookId: string,
): Promise<{ paperId: string; nodes: Set<string> }[]> {
  const rows = await db
    .select({ id: papers.id, sections: papers.sections })
    .from(papers)
    .where(and(eq(papers.template, true), eq(papers.textbookId, textbookId), isNull(papers.deletedAt)));
  const ids = [
    ...new Set(rows.flatMap((p) => p.sections.flatMap((s) => s.questions.map((q) => q.questionId)))),
  ];
  if (ids.length === 0) return [];
  const tags = await db
    .select({ id: questions.id, nodes: questions.bookNodeAll })
    .from(questions)
    .where(inArray(questions.id, ids));
  const nodesOf = new Map(tags.map((t) => [t.id, t.nodes]));
  return rows.map((p) => ({
    paperId: p.id,
    nodes: new Set(p.sections.flatMap((s) => s.questions.flatMap((q) => nodesOf.get(q.questionId) ?? []))),
  }));
}

/** The caller's own lesson plans per node of a textbook. */
export async function planCountsByNode(
  db: Db,
  ownerId: string,
  textbookId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ nodeId: lessonPlans.bookNodeId, n: sql<number>`count(*)::int` })
    .from(lessonPlans)
    .where(
      and(
        eq(lessonPlans.ownerId, ownerId),
        eq(lessonPlans.textbookId, textbookId),
        isNull(lessonPlans.deletedAt),
      ),
    )
    .groupBy(lessonPlans.bookNodeId);
  return new Map(rows.map((r) => [r.nodeId, Number(r.n)]));
}

export async function insertBook(
  db: Db,
  values: {
    orgId: string;
    textbookId: string;
    title: string;
    fileKey: string;
    coverKey: string | null;
    sizeBytes: number;
    pageCount: number;
    outline: PdfOutlineEntry[];
    pageMap?: PageMapEntry[];
    seedKey?: string;
    createdBy: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(digitalBooks).values(values).returning({ id: digitalBooks.id });
  return row!.id;
}

/** Saves the map when the book is still at `version`; false when someone saved meanwhile. */
export async function saveMap(
  db: Db,
  id: string,
  version: number,
  entries: PageMapEntry[],
): Promise<boolean> {
  const rows = await db
    .update(digitalBooks)
    .set({ pageMap: entries, mapVersion: version + 1, updatedAt: new Date() })
    .where(and(eq(digitalBooks.id, id), eq(digitalBooks.mapVersion, version)))
    .returning({ id: digitalBooks.id });
  return rows.length === 1;
}

export async function softDeleteBook(db: Db, id: string) {
  await db.update(digitalBooks).set({ deletedAt: new Date() }).where(eq(digitalBooks.id, id));
}

export async function findBySeedKey(db: Db, seedKey: string) {
  const [row] = await db
    .select({ id: digitalBooks.id })
    .from(digitalBooks)
    .where(eq(digitalBooks.seedKey, seedKey));
  return row;
}

/** The school's book of a textbook with a page map (the first uploaded), for lesson plans. */
export async function bookOfTextbook(db: Db, orgId: string, textbookId: string) {
  const [row] = await db
    .select({ id: digitalBooks.id, pageMap: digitalBooks.pageMap })
    .from(digitalBooks)
    .where(
      and(
        eq(digitalBooks.orgId, orgId),
        eq(digitalBooks.textbookId, textbookId),
        isNull(digitalBooks.deletedAt),
      ),
    )
    .orderBy(asc(digitalBooks.createdAt))
    .limit(1);
  return row;
}

// ── Bookmarks and highlights ──

export const listMarks = (db: Db, bookId: string, userId: string) =>
  db
    .select()
    .from(bookMarks)
    .where(and(eq(bookMarks.bookId, bookId), eq(bookMarks.userId, userId)))
    .orderBy(asc(bookMarks.page), asc(bookMarks.createdAt));

export async function insertMark(db: Db, values: typeof bookMarks.$inferInsert) {
  const [row] = await db.insert(bookMarks).values(values).returning();
  return row!;
}

export async function deleteMark(db: Db, bookId: string, userId: string, markId: string): Promise<boolean> {
  const rows = await db
    .delete(bookMarks)
    .where(and(eq(bookMarks.id, markId), eq(bookMarks.bookId, bookId), eq(bookMarks.userId, userId)))
    .returning({ id: bookMarks.id });
  return rows.length === 1;
}

export const countMarks = async (db: Db, bookId: string, userId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookMarks)
      .where(and(eq(bookMarks.bookId, bookId), eq(bookMarks.userId, userId)))
  )[0]!.n;

// ── The demo books' state (first start) ──

const DEMO_KEY = 'demo_books';

export async function demoBooksState(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_KEY));
  return row ? String(row.value) : null;
}

export async function setDemoBooksState(db: Db, state: string) {
  await db
    .insert(appSettings)
    .values({ key: DEMO_KEY, value: state })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: state } });
}
