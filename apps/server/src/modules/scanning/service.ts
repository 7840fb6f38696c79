import type {
  AnswerSheetRow,
  CorrectScanPageBody,
  CreateScanBatchBody,
  ScanBatch,
  ScanCorrection,
  ScanCounts,
  ScanPage,
  ScanPageListQuery,
  ScanProblem,
  ScanSchoolSettings,
  ScanSchoolSettingsBody,
  ScanSummary,
  StoredPageResult,
  UploadedScan,
} from '@zhijuan/contracts';
import { decodeGray, type Gray, rotate180 } from '@zhijuan/omr';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
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
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { boundedMap } from '../../infra/cache';
import type { Db } from '../../infra/db';
import { isSchoolManager } from '../../roles';
import { assertVisible, assignmentStudents, visibleRow, visibleWhere } from '../assignments';
import { managedOrg, orgOf } from '../school/policy';
import { scanImagesOf } from './ingest';
import { type Corrected, effectiveAnswers } from './judge';
import { lockExams, multipleMarksOf, settlePage } from './state';

const PAGE_GONE = '扫描页不存在或已删除';
const BATCH_GONE = '扫描批次不存在';

/** Pages per state, as columns of a select over pages (grouped or not). */
const countColumns = {
  pages: sql<number>`count(${scanPages.id}) filter (where ${scanPages.status} <> 'discarded')::int`,
  queued: sql<number>`count(${scanPages.id}) filter (where ${scanPages.status} in ('queued', 'processing'))::int`,
  done: sql<number>`count(${scanPages.id}) filter (where ${scanPages.status} in ('done', 'failed'))::int`,
  problems: sql<number>`count(${scanPages.id}) filter (where ${scanPages.status} <> 'discarded' and jsonb_array_length(${scanPages.problems}) > 0)::int`,
};

const toCounts = (r: Partial<ScanCounts> | undefined): ScanCounts => ({
  pages: r?.pages ?? 0,
  queued: r?.queued ?? 0,
  done: r?.done ?? 0,
  problems: r?.problems ?? 0,
});

async function countsWhere(db: Db, where: SQL | undefined): Promise<ScanCounts> {
  const [r] = await db.select(countColumns).from(scanPages).where(where);
  return toCounts(r);
}

/** Pages of an exam: those uploaded in its batches and those another batch's QR codes sent to it. */
const ofExam = (assignmentId: string) =>
  or(
    eq(scanPages.assignmentId, assignmentId),
    sql`${scanPages.batchId} in (select id from ${scanBatches} where ${scanBatches.assignmentId} = ${assignmentId})`,
  );

export async function createBatch(
  ctx: AppContext,
  caller: Caller,
  body: CreateScanBatchBody,
): Promise<ScanBatch> {
  const { row } = await visibleRow(ctx, caller, body.assignmentId);
  const now = new Date();
  const name =
    body.name ||
    `${now.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' })} 扫描`;
  const [batch] = await ctx.database.db
    .insert(scanBatches)
    .values({
      orgId: row.orgId,
      assignmentId: row.id,
      createdBy: caller.user.id,
      source: body.source,
      toSubjectTeachers: body.toSubjectTeachers,
      name,
    })
    .returning();
  return {
    id: batch!.id,
    assignmentId: row.id,
    assignmentName: row.name,
    name,
    source: batch!.source,
    toSubjectTeachers: batch!.toSubjectTeachers,
    createdBy: caller.user.nickname || caller.user.username,
    createdAt: batch!.createdAt.toISOString(),
    counts: { pages: 0, queued: 0, done: 0, problems: 0 },
  };
}

/** A batch the caller may add to: in their school, of an exam they can see (404 otherwise). */
async function visibleBatch(ctx: AppContext, caller: Caller, id: string) {
  const batch = await ctx.database.db.query.scanBatches.findFirst({
    where: and(eq(scanBatches.id, id), eq(scanBatches.orgId, orgOf(caller))),
  });
  if (!batch) throw notFound(BATCH_GONE);
  await assertVisible(ctx, caller, batch.assignmentId);
  return batch;
}

export async function listBatches(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
): Promise<ScanBatch[]> {
  const { row } = await visibleRow(ctx, caller, assignmentId);
  const db = ctx.database.db;
  // The batches with their pages counted in one statement (a left join: a batch may have none yet).
  const rows = await db
    .select({ b: scanBatches, by: users.nickname, username: users.username, ...countColumns })
    .from(scanBatches)
    .innerJoin(users, eq(users.id, scanBatches.createdBy))
    .leftJoin(scanPages, eq(scanPages.batchId, scanBatches.id))
    .where(eq(scanBatches.assignmentId, assignmentId))
    .groupBy(scanBatches.id, users.id)
    .orderBy(desc(scanBatches.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.b.id,
    assignmentId,
    assignmentName: row.name,
    name: r.b.name,
    source: r.b.source,
    toSubjectTeachers: r.b.toSubjectTeachers,
    createdBy: r.by || r.username,
    createdAt: r.b.createdAt.toISOString(),
    counts: toCounts(r),
  }));
}

/**
 * Stores the pages of one uploaded file and queues them for recognition. Idempotent per image: a page
 * whose bytes this school already uploaded is answered with the page it already is, so re-sending a
 * file after a lost connection or a reload never doubles a sheet.
 */
export async function uploadScan(
  ctx: AppContext,
  caller: Caller,
  batchId: string,
  fileName: string,
  bytes: Uint8Array,
  unpackBudget: number,
): Promise<UploadedScan> {
  const batch = await visibleBatch(ctx, caller, batchId);
  const { images, skipped } = await scanImagesOf(fileName, bytes, unpackBudget);
  const db = ctx.database.db;
  const pages: UploadedScan['pages'] = [];
  for (const img of images) {
    const key = `scans/${batch.orgId}/pages/${img.sha256}.${img.ext}`;
    const [known] = await db
      .select({ id: scanPages.id, status: scanPages.status })
      .from(scanPages)
      .where(and(eq(scanPages.orgId, batch.orgId), eq(scanPages.sha256, img.sha256)));
    if (known?.status === 'failed') {
      // Sent again after a failure (say, a storage fault since mended): stored again and read again.
      await ctx.storage.put(key, img.bytes);
      await requeuePage(ctx, known.id);
      pages.push({ id: known.id, duplicate: false });
      continue;
    }
    if (known) {
      pages.push({ id: known.id, duplicate: true });
      continue;
    }
    // The file first: a row never points at bytes that are not there. Same bytes, same key.
    await ctx.storage.put(key, img.bytes);
    const [row] = await db
      .insert(scanPages)
      .values({
        orgId: batch.orgId,
        batchId: batch.id,
        sha256: img.sha256,
        storageKey: key,
        fileName: img.name.slice(0, 200),
        byteSize: img.bytes.byteLength,
      })
      .onConflictDoNothing()
      .returning({ id: scanPages.id });
    if (row) pages.push({ id: row.id, duplicate: false });
    else {
      const [again] = await db
        .select({ id: scanPages.id })
        .from(scanPages)
        .where(and(eq(scanPages.orgId, batch.orgId), eq(scanPages.sha256, img.sha256)));
      pages.push({ id: again!.id, duplicate: true });
    }
  }
  return { fileName, pages, skipped };
}

async function requeuePage(ctx: AppContext, id: string) {
  await ctx.database.db
    .update(scanPages)
    .set({ status: 'queued', attempts: 0, leaseUntil: null, problems: [], detail: null, processedAt: null })
    .where(and(eq(scanPages.id, id), eq(scanPages.status, 'failed')));
}

/** 重新识别: a page whose reading failed is queued again (after its cause, such as storage, is mended). */
export async function retryPage(ctx: AppContext, caller: Caller, id: string) {
  const r = await visiblePage(ctx, caller, id);
  if (r.p.status !== 'failed') throw conflict('只有识别失败的页面可以重新识别');
  await requeuePage(ctx, id);
  return { id, assignmentId: r.p.assignmentId ?? null };
}

/** Which of these content hashes this school already has: the client skips them when resuming. */
export async function knownHashes(ctx: AppContext, caller: Caller, batchId: string, hashes: string[]) {
  const batch = await visibleBatch(ctx, caller, batchId);
  if (hashes.length === 0) return [];
  const rows = await ctx.database.db
    .select({ sha256: scanPages.sha256 })
    .from(scanPages)
    .where(and(eq(scanPages.orgId, batch.orgId), inArray(scanPages.sha256, hashes)));
  return rows.map((r) => r.sha256);
}

/** A person chose the page's exam (its QR code named none of the school's) and that choice stands. */
const examChosen = (p: typeof scanPages.$inferSelect) =>
  Boolean(p.corrected?.assignmentId) && p.assignmentId === p.corrected?.assignmentId;

const pageColumns = {
  p: scanPages,
  batchName: scanBatches.name,
  studentName: students.name,
  studentNo: students.studentNo,
  className: schoolClasses.name,
};

function toScanPage(r: {
  p: typeof scanPages.$inferSelect;
  batchName: string;
  studentName: string | null;
  studentNo: string | null;
  className: string | null;
}): ScanPage {
  const result = r.p.result as StoredPageResult | null;
  const c = (r.p.corrected ?? {}) as Corrected;
  const { answers, flags, absent } = effectiveAnswers(result, c);
  return {
    id: r.p.id,
    batchId: r.p.batchId,
    fileName: r.p.fileName,
    status: r.p.status,
    problems: r.p.problems as ScanProblem[],
    detail: r.p.detail,
    assignmentId: r.p.assignmentId,
    student:
      r.p.studentId && r.studentName
        ? { id: r.p.studentId, name: r.studentName, studentNo: r.studentNo!, className: r.className ?? '' }
        : null,
    pageNo: r.p.pageNo,
    pages: result?.pages ?? null,
    studentNoRead: result?.studentNo ?? null,
    absent,
    answers,
    flags: flags as ScanPage['flags'],
    corrected: Object.keys(c.answers ?? {}),
    examChosen: examChosen(r.p),
    version: r.p.version,
    createdAt: r.p.createdAt.toISOString(),
    batchName: r.batchName,
  };
}

const pageQuery = (db: Db) =>
  db
    .select(pageColumns)
    .from(scanPages)
    .innerJoin(scanBatches, eq(scanBatches.id, scanPages.batchId))
    .leftJoin(students, eq(students.id, scanPages.studentId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.classId));

/** Pages of an exam, newest last, filtered by batch, state or problem, paged. */
export async function listPages(ctx: AppContext, caller: Caller, assignmentId: string, q: ScanPageListQuery) {
  await visibleRow(ctx, caller, assignmentId);
  const db = ctx.database.db;
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
  return { records: rows.map(toScanPage), total: total?.n ?? 0, page: q.page, size: q.size };
}

/**
 * A page the caller may see and change: in their school, and uploaded for an exam they can see or
 * belonging to one (a QR code or a person sent it there from another exam's batch).
 */
async function visiblePage(ctx: AppContext, caller: Caller, id: string) {
  const db = ctx.database.db;
  const [unsafe] = await pageQuery(db)
    .where(and(eq(scanPages.id, id), eq(scanPages.orgId, orgOf(caller))))
    .limit(1);
  if (!unsafe) throw notFound(PAGE_GONE);
  const [batch] = await db.select().from(scanBatches).where(eq(scanBatches.id, unsafe.p.batchId));
  const exams = [batch!.assignmentId, ...(unsafe.p.assignmentId ? [unsafe.p.assignmentId] : [])];
  const seen = await db
    .select({ id: assignments.id, name: assignments.name })
    .from(assignments)
    .where(and(inArray(assignments.id, exams), visibleWhere(caller, orgOf(caller))));
  if (seen.length === 0) throw notFound(PAGE_GONE);
  return {
    ...unsafe,
    batchAssignmentId: batch!.assignmentId,
    assignmentName: seen.find((e) => e.id === unsafe.p.assignmentId)?.name ?? null,
  };
}

export async function getPage(ctx: AppContext, caller: Caller, id: string) {
  const r = await visiblePage(ctx, caller, id);
  const result = r.p.result as StoredPageResult | null;
  return {
    ...toScanPage(r),
    batchAssignmentId: r.batchAssignmentId,
    /** The name of the exam the page belongs to, when the caller can see it. */
    assignmentName: r.assignmentName,
    bubbles: (result?.bubbles ?? []).map(({ question, option, fill, decision }) => ({
      question,
      option,
      fill,
      decision,
    })),
    regions: (result?.regions ?? []).map(({ question, part }, index) => ({ index, question, part })),
    /** A stain over the bubbles: the questions under it (its zoom is `image?stain=1`). */
    stain: result?.stain ? { questions: result.stain.questions } : null,
  };
}

/** `GET /teacher/scan/settings`: the school's 多涂处理, and whether the caller may change it. */
export async function scanSettings(ctx: AppContext, caller: Caller): Promise<ScanSchoolSettings> {
  return {
    multipleMarks: await multipleMarksOf(ctx.database.db, orgOf(caller)),
    canEdit: isSchoolManager(caller.user),
  };
}

/**
 * `PUT /teacher/scan/settings` (school managers): 多涂处理 for the pages read from now on (pages judged
 * before keep what they were given until they are settled again).
 */
export async function saveScanSettings(ctx: AppContext, caller: Caller, body: ScanSchoolSettingsBody) {
  const orgId = managedOrg(caller);
  await ctx.database.db
    .update(orgs)
    .set({ scanning: { multipleMarks: body.multipleMarks } })
    .where(eq(orgs.id, orgId));
  return scanSettings(ctx, caller);
}

/**
 * The last few pages decoded upright in grey, by stored file and turn: 异常处理 asks for one zoom per
 * flagged question of a page, and decoding a 300-dpi page is most of each answer's time.
 */
const uprightPages = boundedMap<string, Promise<Gray>>(4);

function uprightPage(ctx: AppContext, key: string, turned: boolean): Promise<Gray> {
  const id = `${key}:${turned}`;
  const hit = uprightPages.get(id);
  if (hit) return hit;
  const page = ctx.storage.get(key).then(async (bytes) => {
    if (!bytes) throw notFound('扫描图像文件丢失');
    const g = await decodeGray(bytes);
    return turned ? rotate180(g) : g;
  });
  page.catch(() => uprightPages.delete(id));
  uprightPages.set(id, page);
  return page;
}

/**
 * The scanned page as a JPEG to look at: the whole page at most 1400 px wide, or with `question` the
 * bubbles of that question and a margin around them, enlarged (the exceptions screen's zoomed crop).
 */
export async function pageImage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  question?: string,
  stain?: boolean,
) {
  const { p } = await visiblePage(ctx, caller, id);
  const result = p.result as StoredPageResult | null;
  if (stain && !result?.stain) throw notFound('这一页没有污渍');
  const g = await uprightPage(ctx, p.storageKey, result?.rotated180 === true);
  let img = sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } });
  if (stain && result?.stain) {
    // The stained region with a margin of half its size, at most 900 px wide.
    const s = result.scale;
    const b = result.stain.box;
    const left = Math.max(0, Math.floor((b.x - b.w / 2) * s));
    const top = Math.max(0, Math.floor((b.y - b.h / 2) * s));
    const width = Math.max(1, Math.min(g.width - left, Math.ceil(b.w * 2 * s)));
    const height = Math.max(1, Math.min(g.height - top, Math.ceil(b.h * 2 * s)));
    img = img.extract({ left, top, width, height }).resize({ width: Math.min(900, width) });
  } else if (question !== undefined) {
    const boxes = (result?.bubbles ?? []).filter((b) => b.question === question && b.box).map((b) => b.box!);
    if (boxes.length === 0) throw notFound('这道题没有填涂框');
    const s = result!.scale;
    const x0 = Math.min(...boxes.map((b) => b.x)) * s;
    const y0 = Math.min(...boxes.map((b) => b.y)) * s;
    const x1 = Math.max(...boxes.map((b) => b.x + b.w)) * s;
    const y1 = Math.max(...boxes.map((b) => b.y + b.h)) * s;
    const pad = (y1 - y0) * 1.5;
    const left = Math.max(0, Math.floor(x0 - pad * 2));
    const top = Math.max(0, Math.floor(y0 - pad));
    const width = Math.min(g.width - left, Math.ceil(x1 - x0 + pad * 4));
    const height = Math.min(g.height - top, Math.ceil(y1 - y0 + pad * 2));
    img = img.extract({ left, top, width, height }).resize({ width: Math.min(900, width * 2) });
  } else img = img.resize({ width: Math.min(1400, g.width) });
  return img.jpeg({ quality: 80 }).toBuffer();
}

/** A written answer cut from the page at full resolution (PNG), by its index on the page. */
export async function regionImage(ctx: AppContext, caller: Caller, id: string, index: number) {
  const { p } = await visiblePage(ctx, caller, id);
  const region = (p.result as StoredPageResult | null)?.regions[index];
  const bytes = region?.key ? await ctx.storage.get(region.key) : null;
  if (!bytes) throw notFound('没有这个作答区');
  return bytes;
}

/**
 * A person's decision on a page (exceptions screen): which exam and whose sheet it is, what was
 * marked, absent, or set aside. Choosing the exam of a page whose QR code was not read queues it to be
 * read again with that exam's sheet. Refused when the page changed since it was loaded; every change
 * is recorded.
 */
export async function correctPage(ctx: AppContext, caller: Caller, id: string, body: CorrectScanPageBody) {
  const r = await visiblePage(ctx, caller, id);
  const db = ctx.database.db;
  const page = r.p;
  if (page.status === 'queued' || page.status === 'processing') throw conflict('这一页还在识别中，请稍候');
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const next: Corrected = { ...((page.corrected ?? {}) as Corrected) };
  const reread = body.assignmentId !== undefined;
  if (body.assignmentId !== undefined) {
    if (page.status === 'discarded') throw badRequest('这一页已作废，不能再选择考试');
    if (!page.problems.includes('unidentified') && !examChosen(page))
      throw badRequest('只有未识别考试的答题卡才能选择考试');
    if (body.answers || body.discard !== undefined)
      throw badRequest('选择考试后这一页要重新识别，请识别完成后再修改答案或作废');
    await assertVisible(ctx, caller, body.assignmentId);
    before.assignmentId = page.assignmentId;
    after.assignmentId = body.assignmentId;
    next.assignmentId = body.assignmentId;
    // The answers a person fixed and the student they named were of the sheet read before.
    delete next.answers;
    delete next.studentId;
    if (page.studentId && body.studentId === undefined) {
      before.studentId = page.studentId;
      after.studentId = null;
    }
  }
  if (body.studentId !== undefined) {
    const roster = await assignmentStudents(
      ctx,
      caller,
      body.assignmentId ?? page.assignmentId ?? r.batchAssignmentId,
    );
    if (!roster.some((s) => s.id === body.studentId)) throw badRequest('这名学生不在这次考试的班级中');
    before.studentId = page.studentId;
    after.studentId = body.studentId;
    next.studentId = body.studentId;
  }
  if (body.answers) {
    const result = page.result as StoredPageResult | null;
    const questions = new Set(Object.keys(result?.answers ?? {}));
    const options = new Map<string, Set<string>>();
    for (const b of result?.bubbles ?? []) {
      if (!options.has(b.question)) options.set(b.question, new Set());
      options.get(b.question)!.add(b.option);
    }
    next.answers = { ...(next.answers ?? {}) };
    for (const [q, a] of Object.entries(body.answers)) {
      if (!questions.has(q)) throw badRequest(`这一页没有第 ${q} 题`);
      if ([...a].some((x) => !options.get(q)?.has(x))) throw badRequest(`第 ${q} 题没有选项 ${a}`);
      before[`answer:${q}`] = page.corrected?.answers?.[q] ?? result?.answers[q] ?? '';
      after[`answer:${q}`] = a;
      next.answers[q] = a;
    }
  }
  if (body.absent !== undefined) {
    before.absent =
      (page.corrected as Corrected | null)?.absent ?? (page.result as StoredPageResult | null)?.absent;
    after.absent = body.absent;
    next.absent = body.absent;
  }
  let status = page.status;
  if (body.discard !== undefined) {
    before.discarded = page.status === 'discarded';
    after.discarded = body.discard;
    status = body.discard ? 'discarded' : page.result ? 'done' : 'failed';
  }
  if (Object.keys(after).length === 0) throw badRequest('没有要修改的内容');
  const updated = await db.transaction(async (tx) => {
    // The exams before the page, in the order settling takes them.
    await lockExams(tx, id, [
      (page.result as StoredPageResult | null)?.examId ?? null,
      next.assignmentId ?? null,
    ]);
    const rows = await tx
      .update(scanPages)
      .set({
        corrected: next,
        status: reread ? 'queued' : status,
        version: sql`${scanPages.version} + 1`,
        // Read again from the start: a new reading, with its own three tries.
        ...(reread ? { result: null, leaseUntil: null, attempts: 0, processedAt: null } : {}),
      })
      .where(and(eq(scanPages.id, id), eq(scanPages.version, body.version)))
      .returning({ id: scanPages.id });
    if (rows.length === 0) return false;
    await tx
      .insert(scanCorrections)
      .values({ orgId: page.orgId, pageId: id, userId: caller.user.id, before, after });
    await settlePage(tx, id);
    return true;
  });
  if (!updated) throw conflict('这一页已被其他人修改，请刷新后再处理');
  return getPage(ctx, caller, id);
}

export async function corrections(ctx: AppContext, caller: Caller, id: string): Promise<ScanCorrection[]> {
  await visiblePage(ctx, caller, id);
  const rows = await ctx.database.db
    .select({ c: scanCorrections, realName: users.nickname, username: users.username })
    .from(scanCorrections)
    .innerJoin(users, eq(users.id, scanCorrections.userId))
    .where(eq(scanCorrections.pageId, id))
    .orderBy(desc(scanCorrections.at));
  return rows.map((r) => ({
    id: r.c.id,
    userName: r.realName || r.username,
    at: r.c.at.toISOString(),
    before: r.c.before,
    after: r.c.after,
  }));
}

/** An exam's scanning state: counts, problems by kind, students without a sheet, sheets missing a page. */
export async function scanSummary(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
): Promise<ScanSummary> {
  const roster = await assignmentStudents(ctx, caller, assignmentId);
  const db = ctx.database.db;
  const [counts, problemRows, [duplicates], sheets, pageRows] = await Promise.all([
    countsWhere(db, ofExam(assignmentId)),
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
  const have = new Set(sheets.map((s) => s.studentId));
  const pagesOf = new Map<string, { seen: Set<number>; of: number }>();
  for (const p of pageRows) {
    if (!p.studentId) continue;
    const e = pagesOf.get(p.studentId) ?? { seen: new Set<number>(), of: 1 };
    if (p.pageNo) e.seen.add(p.pageNo);
    e.of = Math.max(e.of, p.pages ?? 1);
    pagesOf.set(p.studentId, e);
  }
  const incomplete: ScanSummary['incomplete'] = [];
  for (const s of roster) {
    const e = pagesOf.get(s.id);
    if (!e) continue;
    const missingPages = Array.from({ length: e.of }, (_, i) => i + 1).filter((n) => !e.seen.has(n));
    if (missingPages.length)
      incomplete.push({ id: s.id, name: s.name, className: s.className, pagesMissing: missingPages });
  }
  return {
    assignmentId,
    studentCount: roster.length,
    scannedStudents: roster.filter((s) => have.has(s.id)).length,
    counts,
    byProblem: Object.fromEntries(problemRows.map((r) => [r.problem, r.n])),
    duplicateStudents: duplicates?.students ?? 0,
    missing: roster
      .filter((s) => !have.has(s.id))
      .map((s) => ({ id: s.id, name: s.name, studentNo: s.studentNo, className: s.className })),
    incomplete,
  };
}

/** Students' stored objective answers for an exam, class order then 考号. */
export async function answerSheetsOf(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
  page: number,
  size: number,
) {
  await visibleRow(ctx, caller, assignmentId);
  const db = ctx.database.db;
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
  const records: AnswerSheetRow[] = rows.map((r) => ({
    studentId: r.a.studentId,
    name: r.name,
    studentNo: r.studentNo,
    className: r.className,
    absent: r.a.absent,
    answers: r.a.answers,
    flags: r.a.flags,
    pageIds: r.a.pageIds,
  }));
  return { records, total: total?.n ?? 0, page, size };
}
