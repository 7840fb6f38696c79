/** 错题重练: practice sets made from students' mistakes. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id } from './columns';
import { stages, subjects } from './curriculum';

/** A paper is one document: its sections (大题) with questions and scores, edited as a whole. */
export interface PaperSection {
  id: string;
  title: string;
  typeId: string;
  /** `rubric`: 评分标准 of a written question, step by step. */
  questions: { questionId: string; score: number; rubric?: { text: string; score: number }[] }[];
}

export const papers = pgTable(
  'papers',
  {
    id: id(),
    orgId: uuid('org_id').references(() => orgs.id),
    /** The teacher who made (or shared) the paper; null only for seeded platform papers. */
    ownerId: uuid('owner_id').references(() => users.id),
    /** `basket` is the teacher's question basket for one subject; `saved` is a paper in 我的试卷. */
    status: text('status', { enum: ['basket', 'saved'] }).notNull(),
    scope: text('scope', { enum: ['personal', 'school', 'platform'] })
      .notNull()
      .default('personal'),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    textbookId: text('textbook_id'),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<PaperSection[]>().notNull().default([]),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped on every save; a save carrying an older version is refused (stale edit). */
    version: integer('version').notNull().default(1),
    /** Kind of paper for library filters: 同步练习, 单元测试, 月考, 期中, 期末, 模拟; null when unset. */
    paperType: text('paper_type'),
    /** A curated complete paper (精品试卷, /rehearse/GoodsPaper), only ever platform-scoped. */
    template: boolean('template').notNull().default(false),
    /** Stable key of seeded papers (dedup on re-seed); null for papers users make. */
    seedKey: text('seed_key').unique(),
    /** The paper this one was shared or copied from. */
    sourcePaperId: uuid('source_paper_id'),
    /** When a school or platform copy was shared; null for personal papers. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /** How often teachers copied this shared paper into their own library. */
    copyCount: integer('copy_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('papers_owner_idx').on(t.ownerId, t.status, t.updatedAt),
    uniqueIndex('papers_basket_idx').on(t.ownerId, t.subjectId).where(sql`${t.status} = 'basket'`),
    index('papers_library_idx').on(t.scope, t.orgId, t.subjectId, t.updatedAt),
  ],
);
