/** 错题重练: practice sets made from students' mistakes. */
import { boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

export const stages = pgTable('stages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const subjects = pgTable(
  'subjects',
  {
    id: text('id').primaryKey(),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('subjects_stage_idx').on(t.stageId, t.sort)],
);

export const textbookVersions = pgTable(
  'textbook_versions',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('textbook_versions_subject_idx').on(t.subjectId, t.sort)],
);

export const textbooks = pgTable(
  'textbooks',
  {
    id: text('id').primaryKey(),
    versionId: text('version_id')
      .notNull()
      .references(() => textbookVersions.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('textbooks_version_idx').on(t.versionId, t.sort)],
);

/** Chapter → section → lesson of one textbook. */
export const bookNodes = pgTable(
  'book_nodes',
  {
    id: text('id').primaryKey(),
    textbookId: text('textbook_id')
      .notNull()
      .references(() => textbooks.id),
    pid: text('pid'),
    name: text('name').notNull(),
    depth: smallint('depth').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('book_nodes_textbook_idx').on(t.textbookId, t.sort)],
);

export const knowledgePoints = pgTable(
  'knowledge_points',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    pid: text('pid'),
    name: text('name').notNull(),
    depth: smallint('depth').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('knowledge_points_subject_idx').on(t.subjectId, t.sort)],
);

export const questionTypes = pgTable(
  'question_types',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    name: text('name').notNull(),
    isObjective: boolean('is_objective').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('question_types_subject_idx').on(t.subjectId, t.sort)],
);
