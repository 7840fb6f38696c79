/** 错题重练: practice sets made from students' mistakes. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id } from './columns';
import { papers } from './papers';
import { schoolClasses } from './school';

/**
 * 错题重练: practice generated from students' mistakes — one paper for a class (saved to 我的试卷 as
 * `paperId`), or one per student (`items`: each student's questions), printed as a batch.
 */
export const practiceSets = pgTable(
  'practice_sets',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    mode: text('mode', { enum: ['class', 'personal'] }).notNull(),
    title: text('title').notNull(),
    /** What it was made from: exams, date range, options. */
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    /** Per student: their mistakes and the similar questions added, in order. */
    items: jsonb('items')
      .$type<{ studentId: string; mistakes: string[]; similar: string[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paperId: uuid('paper_id').references(() => papers.id),
    createdAt: createdAt(),
  },
  (t) => [index('practice_sets_owner_idx').on(t.ownerId, t.createdAt)],
);
