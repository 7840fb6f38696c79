import type {
  BookCard,
  BookCreated,
  BookDetail,
  BookList,
  BookListQuery,
  BookMark,
  CreateBookMarkBody,
  PageMapProposal,
  PageMapSaved,
  SavePageMapBody,
} from '@zhijuan/contracts';
import { CreateBookMarkBody as MarkBody } from '@zhijuan/contracts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';

type PageMapEntry = { nodeId: string; start: number; end: number };

import { viewerOf } from '../questions';
import { countResourcesByNode } from '../resources';
import { orgOf } from '../school';
import { pageMapProblems, proposePageMap } from './page-map';
import { inspectPdf, renderCover } from './pdf';
import { canManageBooks } from './policy';
import * as repo from './repo';

const BOOK_MISSING = '教材不存在或已删除';
const MAX_BOOK_BYTES = 200 * 1024 * 1024;
const MAX_MARKS = 500;

function toCard(
  row: repo.BookCardRow,
  totalNodes: number,
  mineTextbookId: string | null | undefined,
): BookCard {
  return {
    id: row.id,
    title: row.title,
    subjectId: row.subjectId,
    subjectName: row.subjectName,
    versionId: row.versionId,
    versionName: row.versionName,
    textbookId: row.textbookId,
    textbookName: row.textbookName,
    pageCount: row.pageCount,
    hasCover: Boolean(row.coverKey),
    mappedNodes: row.pageMap.length,
    totalNodes,
    mine: row.textbookId === mineTextbookId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 数字教材: the school's books of a subject (the caller's own subject when none is given), theirs first. */
export async function listBooks(ctx: AppContext, caller: Caller, query: BookListQuery): Promise<BookList> {
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  const prefs = caller.user.preferences;
  const rows = await repo.listBooks(db, orgId, {
    subjectId: query.subjectId ?? prefs.userSubjectId ?? undefined,
    versionId: query.versionId,
    textbookId: query.textbookId,
  });
  const counts = await repo.nodeCounts(db, [...new Set(rows.map((r) => r.textbookId))]);
  const mineId = prefs.userGradeId;
  const books = rows
    .map((r) => toCard(r, counts.get(r.textbookId) ?? 0, mineId))
    .sort((a, b) => Number(b.mine) - Number(a.mine));
  const state = await repo.demoBooksState(db);
  return { books, preparing: state === 'running', canManage: canManageBooks(caller) };
}

async function readableBook(db: Db, caller: Caller, id: string) {
  const unsafeBook = await repo.findBook(db, orgOf(caller), id);
  if (!unsafeBook) throw notFound(BOOK_MISSING);
  return unsafeBook;
}

/** 教材详情: the table of contents with pages and, per node, what the caller can use for it. */
export async function getBook(ctx: AppContext, caller: Caller, id: string): Promise<BookDetail> {
  const db = ctx.database.db;
  const card = await repo.findBookCard(db, orgOf(caller), id);
  if (!card) throw notFound(BOOK_MISSING);
  const book = (await repo.findBook(db, card.orgId, id))!;
  const nodes = await repo.nodesInOrder(db, card.textbookId);
  const ids = nodes.map((n) => n.id);
  const [questionCounts, paperNodes, planCounts, resourceCounts] = await Promise.all([
    repo.questionCountsByNode(db, viewerOf(caller), ids),
    repo.templatePaperNodes(db, card.textbookId),
    repo.planCountsByNode(db, caller.user.id, card.textbookId),
    countResourcesByNode(ctx, caller, card.textbookId),
  ]);
  const ranges = new Map(book.pageMap.map((e) => [e.nodeId, e]));
  // A node counts the plans of its own and of every node below it.
  const below = new Map<string, string[]>();
  for (const n of [...nodes].reverse()) {
    below.set(n.id, [n.id, ...nodes.filter((c) => c.pid === n.id).flatMap((c) => below.get(c.id) ?? [])]);
  }
  return {
    book: toCard(card, nodes.length, caller.user.preferences.userGradeId),
    toc: nodes.map((n) => ({
      id: n.id,
      pid: n.pid,
      name: n.name,
      depth: n.depth,
      start: ranges.get(n.id)?.start ?? null,
      end: ranges.get(n.id)?.end ?? null,
      questionCount: questionCounts.get(n.id) ?? 0,
      paperCount: paperNodes.filter((p) => p.nodes.has(n.id)).length,
      planCount: (below.get(n.id) ?? []).reduce((s, c) => s + (planCounts.get(c) ?? 0), 0),
      resourceCount: resourceCounts[n.id] ?? 0,
    })),
    mapVersion: book.mapVersion,
    outline: book.outline,
    canManage: canManageBooks(caller),
  };
}

/** The PDF's bytes and name, for the reader. */
export async function bookFile(ctx: AppContext, caller: Caller, id: string) {
  const row = await repo.findBookFile(ctx.database.db, orgOf(caller), id);
  if (!row) throw notFound(BOOK_MISSING);
  const bytes = await ctx.storage.get(row.fileKey);
  if (!bytes) throw notFound('教材文件已丢失，请联系学校管理员重新上传');
  return { bytes, title: row.title, etag: `"${id}-${row.updatedAt.getTime()}"` };
}

export async function bookCover(ctx: AppContext, caller: Caller, id: string) {
  const row = await repo.findBookFile(ctx.database.db, orgOf(caller), id);
  if (!row) throw notFound(BOOK_MISSING);
  const bytes = row.coverKey ? await ctx.storage.get(row.coverKey) : null;
  if (!bytes) throw notFound('这本教材还没有封面');
  return bytes;
}

/**
 * Stores a PDF and its first page as a book of the textbook (the caller's school). Refuses what is not a
 * readable, unencrypted PDF and stores nothing then. The outline is kept to propose the page map.
 */
export async function createBook(
  ctx: AppContext,
  caller: Caller,
  input: { textbookId: string; title: string; bytes: Uint8Array; pageMap?: PageMapEntry[]; seedKey?: string },
): Promise<BookCreated> {
  const orgId = orgOf(caller);
  if (!input.seedKey && !canManageBooks(caller)) throw forbidden('只有学校管理员可以上传数字教材');
  const db = ctx.database.db;
  if (input.bytes.byteLength > MAX_BOOK_BYTES) throw new AppError(413, '教材文件不能超过 200 MB');
  const title = input.title.trim();
  if (!title || title.length > 60) throw badRequest('请填写教材名称（最多 60 个字）');
  if (!(await repo.textbookExists(db, input.textbookId))) throw badRequest('请选择教材版本和册别');
  const pdf = await inspectPdf(input.bytes);
  if (input.pageMap) {
    const problems = pageMapProblems(
      input.pageMap,
      await repo.nodesInOrder(db, input.textbookId),
      pdf.pageCount,
    );
    if (problems.length) throw badRequest(problems[0]!);
  }
  const key = `books/${orgId}/${crypto.randomUUID()}`;
  await ctx.storage.put(`${key}.pdf`, input.bytes);
  const cover = await renderCover(input.bytes);
  if (cover) await ctx.storage.put(`${key}-cover.jpg`, cover);
  const id = await repo.insertBook(db, {
    orgId,
    textbookId: input.textbookId,
    title,
    fileKey: `${key}.pdf`,
    coverKey: cover ? `${key}-cover.jpg` : null,
    sizeBytes: input.bytes.byteLength,
    pageCount: pdf.pageCount,
    outline: pdf.outline,
    pageMap: input.pageMap ?? [],
    ...(input.seedKey ? { seedKey: input.seedKey } : {}),
    createdBy: caller.user.id,
  });
  return { id, pageCount: pdf.pageCount, outlineEntries: pdf.outline.length };
}

/** 页码映射: saves the whole map after checking it; a save from an older version is refused. */
export async function savePageMap(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: SavePageMapBody,
): Promise<PageMapSaved> {
  const db = ctx.database.db;
  const book = await readableBook(db, caller, id);
  if (!canManageBooks(caller)) throw forbidden('只有学校管理员可以修改页码');
  const problems = pageMapProblems(
    body.entries,
    await repo.nodesInOrder(db, book.textbookId),
    book.pageCount,
  );
  if (problems.length) throw new AppError(400, problems[0]!, { problems });
  if (book.mapVersion !== body.version || !(await repo.saveMap(db, id, body.version, body.entries)))
    throw conflict('页码已被其他人修改，请刷新后再编辑');
  return { version: body.version + 1 };
}

/** A map proposed from the PDF's own outline, for the administrator to check and save. */
export async function proposeMap(ctx: AppContext, caller: Caller, id: string): Promise<PageMapProposal> {
  const db = ctx.database.db;
  const book = await readableBook(db, caller, id);
  if (!canManageBooks(caller)) throw forbidden('只有学校管理员可以修改页码');
  return proposePageMap(book.outline, await repo.nodesInOrder(db, book.textbookId), book.pageCount);
}

export async function deleteBook(ctx: AppContext, caller: Caller, id: string): Promise<null> {
  const db = ctx.database.db;
  await readableBook(db, caller, id);
  if (!canManageBooks(caller)) throw forbidden('只有学校管理员可以删除数字教材');
  await repo.softDeleteBook(db, id);
  return null;
}

// ── The reader's own bookmarks and highlights ──

const toMark = (r: Awaited<ReturnType<typeof repo.listMarks>>[number]): BookMark => ({
  id: r.id,
  kind: r.kind,
  page: r.page,
  note: r.note,
  rect: r.rect ?? null,
  color: r.color,
  createdAt: r.createdAt.toISOString(),
});

export async function listMarks(ctx: AppContext, caller: Caller, bookId: string): Promise<BookMark[]> {
  const db = ctx.database.db;
  await readableBook(db, caller, bookId);
  return (await repo.listMarks(db, bookId, caller.user.id)).map(toMark);
}

export async function addMark(
  ctx: AppContext,
  caller: Caller,
  bookId: string,
  input: CreateBookMarkBody,
): Promise<BookMark> {
  const db = ctx.database.db;
  const book = await readableBook(db, caller, bookId);
  const body = MarkBody.parse(input);
  if (body.page > book.pageCount) throw badRequest(`页码超出教材页数（共 ${book.pageCount} 页）`);
  if (body.kind === 'highlight' && !body.rect) throw badRequest('请在页面上框选要高亮的区域');
  if ((await repo.countMarks(db, bookId, caller.user.id)) >= MAX_MARKS)
    throw badRequest(`一本教材最多 ${MAX_MARKS} 个书签和高亮`);
  const row = await repo.insertMark(db, {
    bookId,
    userId: caller.user.id,
    kind: body.kind,
    page: body.page,
    note: body.note,
    rect: body.kind === 'highlight' ? body.rect : null,
    color: body.color,
  });
  return toMark(row);
}

export async function removeMark(
  ctx: AppContext,
  caller: Caller,
  bookId: string,
  markId: string,
): Promise<null> {
  const db = ctx.database.db;
  await readableBook(db, caller, bookId);
  if (!(await repo.deleteMark(db, bookId, caller.user.id, markId))) throw notFound('书签不存在');
  return null;
}

/** For lesson plans: the school's book of a textbook and the first page of a node in it. */
export async function bookPagesOfNode(db: Db, orgId: string, textbookId: string, nodeId: string) {
  const book = await repo.bookOfTextbook(db, orgId, textbookId);
  if (!book) return null;
  return { id: book.id, start: book.pageMap.find((e) => e.nodeId === nodeId)?.start ?? null };
}
