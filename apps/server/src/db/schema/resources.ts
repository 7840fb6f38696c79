/** 备课资源: uploaded files with their metadata, and the background jobs that prepare previews. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id, tsvector } from './columns';
import { subjects } from './curriculum';

/**
 * One stored file, addressed by the SHA-256 of its bytes: uploading the same bytes twice stores them
 * once, and what is made from them (the PDF of an Office file, the thumbnail, the text) is made once.
 */
export const resourceFiles = pgTable('resource_files', {
  hash: text('hash').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  ext: text('ext').notNull(),
  mime: text('mime').notNull(),
  storageKey: text('storage_key').notNull(),
  /** Text pulled out at upload (slides, paragraphs, cells, PDF text), for search. */
  text: text('text').notNull().default(''),
  /** Pages of the PDF or of the converted document, once known. */
  pages: integer('pages'),
  /** The PDF converted from an Office file. */
  previewKey: text('preview_key'),
  /** Why the conversion failed (Chinese), shown with the download. */
  previewError: text('preview_error'),
  thumbKey: text('thumb_key'),
  createdAt: createdAt(),
});

export const resources = pgTable(
  'resources',
  {
    id: id(),
    /** Null for platform resources. */
    orgId: uuid('org_id').references(() => orgs.id),
    ownerId: uuid('owner_id').references(() => users.id),
    scope: text('scope', { enum: ['personal', 'school', 'platform'] }).notNull(),
    title: text('title').notNull(),
    kind: text('kind', {
      enum: ['courseware', 'plan', 'study', 'video', 'audio', 'image', 'pdf', 'material'],
    }).notNull(),
    fileHash: text('file_hash')
      .notNull()
      .references(() => resourceFiles.hash),
    fileName: text('file_name').notNull(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    textbookId: text('textbook_id'),
    bookNodeIds: text('book_node_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The tagged nodes with every ancestor, so a chapter finds the resources of its lessons. */
    bookNodeAll: text('book_node_all').array().notNull().default(sql`'{}'::text[]`),
    knowledgeIds: text('knowledge_ids').array().notNull().default(sql`'{}'::text[]`),
    knowledgeAll: text('knowledge_all').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    /** Index tokens of the title and description, then (marked) of the file's text and tag names. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    downloads: integer('downloads').notNull().default(0),
    favourites: integer('favourites').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('resources_library_idx').on(t.scope, t.orgId, t.subjectId, t.createdAt, t.id),
    // Platform resources have no org_id: their newest-first page needs an index of its own.
    index('resources_platform_idx').on(t.subjectId, t.createdAt, t.id).where(sql`${t.scope} = 'platform'`),
    // 下载最多 / 收藏最多 read in order as well, per school and on the platform.
    index('resources_library_downloads_idx').on(
      t.scope,
      t.orgId,
      t.subjectId,
      t.downloads,
      t.createdAt,
      t.id,
    ),
    index('resources_library_favourites_idx').on(
      t.scope,
      t.orgId,
      t.subjectId,
      t.favourites,
      t.createdAt,
      t.id,
    ),
    index('resources_platform_downloads_idx')
      .on(t.subjectId, t.downloads, t.createdAt, t.id)
      .where(sql`${t.scope} = 'platform'`),
    index('resources_platform_favourites_idx')
      .on(t.subjectId, t.favourites, t.createdAt, t.id)
      .where(sql`${t.scope} = 'platform'`),
    index('resources_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('resources_book_node_idx').using('gin', t.bookNodeAll),
    index('resources_knowledge_idx').using('gin', t.knowledgeAll),
    index('resources_search_idx').using('gin', t.searchVector),
    index('resources_file_idx').on(t.fileHash),
    // Uploading a file one already has gives back that resource (idempotent by content).
    uniqueIndex('resources_owner_file_idx').on(t.ownerId, t.fileHash).where(sql`${t.deletedAt} is null`),
  ],
);

export const resourceFavourites = pgTable(
  'resource_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resourceId] }),
    index('resource_favourites_resource_idx').on(t.resourceId),
  ],
);

/**
 * Background jobs (document conversion, …): one row per kind and key, so asking twice queues once and a
 * finished result is never redone. A process claims a due row with `FOR UPDATE SKIP LOCKED`; a lease
 * that runs out (the process died) lets another take it again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    index('jobs_due_idx').on(t.status, t.createdAt),
  ],
);
