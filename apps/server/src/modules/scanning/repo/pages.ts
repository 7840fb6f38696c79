import type { ScanCorrection, ScanCounts, ScanPageListQuery } from '@zhijuan/contracts';
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  answerSheets,
  assignments,
  orgs,
  scanBatches,
  scanCorrections,
  scanPages,
  schoolClasses,
  students,
  users,
} from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';
import { visibleWhere } from '../../assignments';

export type PageRow = typeof scanPages.$inferSelect;
export type BatchRow = typeof scanBatches.$inferSelect;

/** Pages per state, as columns of a select over pages (grouped or not). */
const countColumns = {
  pages: sql<number>`count(${scanPages.id}) filter (where ${scanPages.status} <> 'discarded')::int`,
  queued: sql<number>`count(${scanPages.id}) filter (where ${scanPages.status} in ('queued', 'processing'))::int`,
  done: sql<number>`count(${scanPages.id}) filter (where ${scanPages.status} in ('done', 'failed'))::int`,
  problems: sql<number>`count(${scanPages.id}) filter (where ${scanPages.status} <> 'discarded' and jsonb_array_length(${scanPages.problems}) > 0)::int`,
};

export const toCounts = (r: Partial<ScanCounts> | undefined): ScanCounts => ({
  pages: r?.pages ?? 0,
  queued: r?.queued ?? 0,
  done: r?.done ?? 0,
  problems: r?.problems ?? 0,
});

/** Pages of an exam: those uploaded in its batches and those another batch's QR codes sent to it. */
const ofExam = (assignmentId: string) =>
  or(
    eq(scanPages.assignmentId, assignmentId),
    sql`${scanPages.batchId} in (select id from ${scanBatches} where ${scanBatches.assignmentId} = ${assignmentId})`,
  );

// ---- batches

export async function insertBatch(db: Db, values: typeof scanBatches.$inferInsert): Promise<BatchRow> {
  const [batch] = await db.insert(scanBatches).values(values).returning();
  return batch!;
}

/** A batch of the school by id, not yet checked against the caller's exams. */
export async function unsafeBatch(db: Db, orgId: string, id: string): Promise<BatchRow | undefined> {
  return db.query.scanBatches.findFirst({
    where: and(eq(scanBatches.id, id), eq(scanBatches.orgId, orgId)),
  });
}

/** An exam's batches, newest first, with their pages counted in one statement (a batch may have none yet). */
export async function batchesOf(db: Db, assignmentId: string) {
  return db
    .select({ b: scanBatches, by: users.nickname, username: users.username, ...countColumns })
    .from(scanBatches)
    .innerJoin(users, eq(users.id, scanBatches.createdBy))
    .leftJoin(scanPages, eq(scanPages.batchId, scanBatches.id))
    .where(eq(scanBatches.assignmentId, assignmentId))
    .groupBy(scanBatches.id, users.id)
    .orderBy(desc(scanBatches.createdAt))
    .limit(100);
}

/** The page of the school with these bytes, if it was uploaded before. */
export async function pageByHash(db: Db, orgId: string, sha256: string) {
  const [known] = await db
    .select({ id: scanPages.id, status: scanPages.status })
    .from(scanPages)
    .where(and(eq(scanPages.orgId, orgId), eq(scanPages.sha256, sha256)));
  return known;
}

/** A new queued page; undefined when the same bytes were stored meanwhile. */
export async function insertPage(db: Db, values: typeof scanPages.$inferInsert) {
  const [row] = await db
    .insert(scanPages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: scanPages.id });
  return row;
}

/** A failed page queued again for a fresh reading. */
export async function requeuePage(db: Db, id: string) {
  await db
    .update(scanPages)
    .set({ status: 'queued', attempts: 0, leaseUntil: null, problems: [], detail: null, processedAt: null })
    .where(and(eq(scanPages.id, id), eq(scanPages.status, 'failed')));
}

/** Which of these content hashes the school already has. */
export async function knownHashes(db: Db, orgId: string, hashes: string[]): Promise<string[]> {
  const rows = await db
    .select({ sha256: scanPages.sha256 })
    .from(scanPages)
    .where(and(eq(scanPages.orgId, orgId), inArray(scanPages.sha256, hashes)));
  return rows.map((r) => r.sha256);
}

// ---- pages

const pageColumns = {
  p: scanPages,
  batchName: scanBatches.name,
  studentName: students.name,
  studentNo: students.studentNo,
  className: schoolClasses.name,
};

/** A page with its batch's name and its student's. */
export interface PageLine {
  p: PageRow;
  batchName: string;
  studentName: string | null;
  studentNo: string | null;
  className: string | null;
}

const pageQuery = (db: Db) =>
  db
    .select(pageColumns)
    .from(scanPages)
    .innerJoin(scanBatches, eq(scanBatches.id, scanPages.batchId))
    .leftJoin(students, eq(students.id, scanPages.studentId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.classId));

/** A page of an exam's pages, newest last, filtered, and their count. */
export async function pagesOf(
  db: Db,
  assignmentId: string,
  q: ScanPageListQuery,
): Promise<{ rows: PageLine[]; total: number }> {
  const where = and(
    ofExam(assignmentId),
    q.batchId ? eq(scanPages.batchId, q.batchId) : undefined,
    q.status ? eq(scanPages.status, q.status) : ne(scanPages.status, 'discarded'),
    q.problem === 'any'
      ? sql`jsonb_array_length(${scanPages.problems}) > 0`
      : q.problem
        ? sql`${scanPages.problems} ? ${q.problem}`
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    pageQuery(db)
      .where(where)
      .orderBy(asc(scanPages.createdAt), asc(scanPages.fileName))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(scanPages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A page of the school by id, not yet checked against the caller's exams. */
export async function unsafePage(db: Db, orgId: string, id: string): Promise<PageLine | undefined> {
  const [r] = await pageQuery(db)
    .where(and(eq(scanPages.id, id), eq(scanPages.orgId, orgId)))
    .limit(1);
  return r;
}

export async function batchById(db: Db, id: string): Promise<BatchRow | undefined> {
  const [batch] = await db.select().from(scanBatches).where(eq(scanBatches.id, id));
  return batch;
}

/** Which of these exams the caller can see, with their names. */
export async function visibleExams(
  db: Db,
  caller: Parameters<typeof visibleWhere>[0],
  orgId: string,
  ids: string[],
) {
  return db
    .select({ id: assignments.id, name: assignments.name })
    .from(assignments)
    .where(and(inArray(assignments.id, ids), visibleWhere(caller, orgId)));
}

export async function saveMultipleMarks(db: Db, orgId: string, multipleMarks: 'review' | 'rule') {
  await db.update(orgs).set({ scanning: { multipleMarks } }).where(eq(orgs.id, orgId));
}

// ---- corrections

export async function correctionsOf(db: Db, pageId: string): Promise<ScanCorrection[]> {
  const rows = await db
    .select({ c: scanCorrections, realName: users.nickname, username: users.username })
    .from(scanCorrections)
    .innerJoin(users, eq(users.id, scanCorrections.userId))
    .where(eq(scanCorrections.pageId, pageId))
    .orderBy(desc(scanCorrections.at));
  return rows.map((r) => ({
    id: r.c.id,
    userName: r.realName || r.username,
    at: r.c.at.toISOString(),
    before: r.c.before,
    after: r.c.after,
  }));
}

// ---- summary

/** What an exam's scanning summary is counted from, in parallel. */
export async function summaryFacts(db: Db, assignmentId: string) {
  const [[counts], problemRows, [duplicates], sheets, pageRows] = await Promise.all([
    db.select(countColumns).from(scanPages).where(ofExam(assignmentId)),
    db
      .select({ problem: sql<string>`p.value`, n: sql<number>`count(*)::int` })
      .from(sql`${scanPages}, jsonb_array_elements_text(${scanPages.problems}) as p(value)`)
      .where(and(ofExam(assignmentId), ne(scanPages.status, 'discarded')))
      .groupBy(sql`p.value`),
    db
      .select({ students: sql<number>`count(distinct ${scanPages.studentId})::int` })
      .from(scanPages)
      .where(
        and(
          ofExam(assignmentId),
          ne(scanPages.status, 'discarded'),
          sql`${scanPages.problems} ? 'duplicate'`,
        ),
      ),
    db
      .select({ studentId: answerSheets.studentId })
      .from(answerSheets)
      .where(eq(answerSheets.assignmentId, assignmentId)),
    db
      .select({
        studentId: scanPages.studentId,
        pageNo: scanPages.pageNo,
        pages: sql<number | null>`(${scanPages.result}->>'pages')::int`,
      })
      .from(scanPages)
      .where(and(eq(scanPages.assignmentId, assignmentId), eq(scanPages.status, 'done'))),
  ]);
  return { counts: toCounts(counts), problemRows, duplicates, sheets, pageRows };
}

/** A page of an exam's stored answer sheets, class order then 考号, and their count. */
export async function answerSheetPage(db: Db, assignmentId: string, page: number, size: number) {
  const where = eq(answerSheets.assignmentId, assignmentId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        a: answerSheets,
        name: students.name,
        studentNo: students.studentNo,
        className: schoolClasses.name,
      })
      .from(answerSheets)
      .innerJoin(students, eq(students.id, answerSheets.studentId))
      .innerJoin(schoolClasses, eq(schoolClasses.id, students.classId))
      .where(where)
      .orderBy(asc(schoolClasses.sort), asc(students.studentNo))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(answerSheets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A person's correction stored on the page if it is still the version they loaded (a page to be read
 * again loses its reading and its tries), and recorded. False when the page changed meanwhile.
 */
export async function storeCorrection(
  tx: Tx,
  o: {
    page: Pick<PageRow, 'id' | 'orgId'>;
    version: number;
    userId: string;
    corrected: PageRow['corrected'];
    status: PageRow['status'];
    reread: boolean;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<boolean> {
  const rows = await tx
    .update(scanPages)
    .set({
      corrected: o.corrected,
      status: o.reread ? 'queued' : o.status,
      version: sql`${scanPages.version} + 1`,
      // Read again from the start: a new reading, with its own three tries.
      ...(o.reread ? { result: null, leaseUntil: null, attempts: 0, processedAt: null } : {}),
    })
    .where(and(eq(scanPages.id, o.page.id), eq(scanPages.version, o.version)))
    .returning({ id: scanPages.id });
  if (rows.length === 0) return false;
  await tx
    .insert(scanCorrections)
    .values({ orgId: o.page.orgId, pageId: o.page.id, userId: o.userId, before: o.before, after: o.after });
  return true;
}
