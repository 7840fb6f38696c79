import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id } from './columns';
import { textbooks } from './curriculum';

/** One line of a digital book's page map: a book node and its pages, 1-based and inclusive. */
export interface PageMapEntry {
  nodeId: string;
  start: number;
  end: number;
}

/** An entry of the PDF's own outline (bookmarks), read at upload. */
export interface PdfOutlineEntry {
  title: string;
  page: number;
  depth: number;
}

/**
 * 数字教材: a PDF a school holds a licence for, attached to one textbook of the curriculum, with a map
 * from the textbook's nodes to page ranges (docs/lesson-prep.md).
 */
export const digitalBooks = pgTable(
  'digital_books',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    textbookId: text('textbook_id')
      .notNull()
      .references(() => textbooks.id),
    title: text('title').notNull(),
    /** Storage keys of the PDF and of its first page as a JPEG (null when poppler is not installed). */
    fileKey: text('file_key').notNull(),
    coverKey: text('cover_key'),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    outline: jsonb('outline').$type<PdfOutlineEntry[]>().notNull().default([]),
    pageMap: jsonb('page_map').$type<PageMapEntry[]>().notNull().default([]),
    /** Bumped on every page-map save; a save from an older version is refused. */
    mapVersion: integer('map_version').notNull().default(1),
    /** Stable key of the generated demo books (dedup on re-seed); null for uploaded books. */
    seedKey: text('seed_key').unique(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('digital_books_org_idx').on(t.orgId, t.textbookId)],
);

/** A reader's own bookmark or highlight in a digital book. */
export const bookMarks = pgTable(
  'book_marks',
  {
    id: id(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => digitalBooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['bookmark', 'highlight'] }).notNull(),
    page: integer('page').notNull(),
    note: text('note').notNull().default(''),
    /** A highlight's rectangle as shares of the page. */
    rect: jsonb('rect').$type<{ x: number; y: number; w: number; h: number } | null>(),
    color: text('color').notNull().default('#ffe58f'),
    createdAt: createdAt(),
  },
  (t) => [index('book_marks_user_idx').on(t.bookId, t.userId, t.page)],
);
