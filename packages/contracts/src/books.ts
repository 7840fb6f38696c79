import { z } from 'zod';

/**
 * 数字教材: a PDF a school holds a licence for, attached to one textbook (version + volume) of the
 * curriculum, with a page map from the textbook's nodes (章/节/课时) to page ranges. docs/lesson-prep.md.
 */

const bookId = z.string({ error: '请选择教材' }).uuid('教材编号无效');

/** One line of the page map: a book node and its pages (1-based, inclusive). */
export const PageRange = z.object({
  nodeId: z.string({ error: '缺少章节' }).min(1, '缺少章节').max(80),
  start: z.number({ error: '请填写起始页' }).int('页码应为整数').min(1, '页码从 1 开始'),
  end: z.number({ error: '请填写结束页' }).int('页码应为整数').min(1, '页码从 1 开始'),
});
export type PageRange = z.infer<typeof PageRange>;

/** `PUT /teacher/books/:id/page-map`: the whole map, with the version it was edited from. */
export const SavePageMapBody = z.object({
  version: z.number().int().min(1),
  entries: z.array(PageRange).max(2000, '章节过多'),
});
export type SavePageMapBody = z.infer<typeof SavePageMapBody>;

export const PageMapSaved = z.object({ version: z.number().int() });
export type PageMapSaved = z.infer<typeof PageMapSaved>;

/** `GET /teacher/books`: the books of a subject, filtered by version and volume. */
export const BookListQuery = z.object({
  subjectId: z.string().max(80).optional(),
  versionId: z.string().max(80).optional(),
  textbookId: z.string().max(80).optional(),
});
export type BookListQuery = z.infer<typeof BookListQuery>;

export const BookCard = z.object({
  id: z.string(),
  title: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  versionId: z.string(),
  versionName: z.string(),
  textbookId: z.string(),
  textbookName: z.string(),
  pageCount: z.number().int(),
  hasCover: z.boolean(),
  /** Nodes of the textbook with pages in the map, of all its nodes. */
  mappedNodes: z.number().int(),
  totalNodes: z.number().int(),
  /** The caller's own textbook (their preference): listed first. */
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type BookCard = z.infer<typeof BookCard>;

export const BookList = z.object({
  books: z.array(BookCard),
  /** The demo books are still being generated (first start): the list will grow. */
  preparing: z.boolean(),
  /** The caller may upload books and edit page maps (a school administrator). */
  canManage: z.boolean(),
});
export type BookList = z.infer<typeof BookList>;

/** A node of the book's table of contents with its pages and what the school has for it. */
export const BookTocNode = z.object({
  id: z.string(),
  pid: z.string().nullable(),
  name: z.string(),
  depth: z.number().int(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
  /** Questions of the bank the caller may use, tagged with this node or one below it. */
  questionCount: z.number().int(),
  /** 精品试卷 (template papers) of this node's textbook whose questions sit under this node. */
  paperCount: z.number().int(),
  /** The caller's lesson plans on this node. */
  planCount: z.number().int(),
  /** 备课资源 the caller may read, tagged with this node or one below it. */
  resourceCount: z.number().int(),
});
export type BookTocNode = z.infer<typeof BookTocNode>;

export const OutlineEntry = z.object({
  title: z.string(),
  page: z.number().int(),
  depth: z.number().int(),
});
export type OutlineEntry = z.infer<typeof OutlineEntry>;

export const BookDetail = z.object({
  book: BookCard,
  toc: z.array(BookTocNode),
  mapVersion: z.number().int(),
  /** The PDF's own outline (bookmarks), as read at upload. */
  outline: z.array(OutlineEntry),
  canManage: z.boolean(),
});
export type BookDetail = z.infer<typeof BookDetail>;

/** `GET /teacher/books/:id/page-map/proposal`: a map matched from the PDF's outline. */
export const PageMapProposal = z.object({
  entries: z.array(PageRange),
  /** Nodes no outline entry matched. */
  unmatched: z.array(z.string()),
});
export type PageMapProposal = z.infer<typeof PageMapProposal>;

export const BookIdParam = z.object({ id: bookId });

export const BookCreated = z.object({
  id: z.string(),
  pageCount: z.number().int(),
  outlineEntries: z.number().int(),
});
export type BookCreated = z.infer<typeof BookCreated>;

// ── Personal bookmarks and highlights ──

export const BOOK_MARK_KINDS = ['bookmark', 'highlight'] as const;

/** A highlight's rectangle as shares (0–1) of the page's width and height. */
export const MarkRect = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().min(0).max(1),
  h: z.number().min(0).max(1),
});

export const CreateBookMarkBody = z.object({
  kind: z.enum(BOOK_MARK_KINDS, { error: '请选择书签或高亮' }),
  page: z.number({ error: '缺少页码' }).int().min(1, '页码从 1 开始'),
  note: z.string().trim().max(200, '备注最多 200 个字').default(''),
  rect: MarkRect.nullable().default(null),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, '颜色格式不正确')
    .default('#ffe58f'),
});
export type CreateBookMarkBody = z.input<typeof CreateBookMarkBody>;

export const BookMark = z.object({
  id: z.string(),
  kind: z.enum(BOOK_MARK_KINDS),
  page: z.number().int(),
  note: z.string(),
  rect: MarkRect.nullable(),
  color: z.string(),
  createdAt: z.string(),
});
export type BookMark = z.infer<typeof BookMark>;

export const BookMarkParams = z.object({ id: bookId, markId: z.string().uuid('书签编号无效') });
