/** 错题重练: practice sets made from students' mistakes. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id, tsvector } from './columns';
import { questionTypes, stages, subjects } from './curriculum';

/** A question of the bank: platform-wide, shared within a school, or one teacher's own. */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    /** Stable key of seeded questions (dedup on re-seed); null for questions users make. */
    seedKey: text('seed_key').unique(),
    scope: text('scope', { enum: ['platform', 'school', 'personal'] }).notNull(),
    orgId: uuid('org_id').references(() => orgs.id),
    ownerId: uuid('owner_id').references(() => users.id),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    typeId: text('type_id')
      .notNull()
      .references(() => questionTypes.id),
    difficulty: real('difficulty').notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    answer: jsonb('answer').$type<string[]>().notNull().default([]),
    analysis: text('analysis').notNull().default(''),
    parts: jsonb('parts').$type<QuestionPart[] | null>(),
    /** Tagged knowledge points, and the same with every ancestor (for tree filters by containment). */
    knowledgeIds: text('knowledge_ids').array().notNull().default(sql`'{}'::text[]`),
    knowledgeAll: text('knowledge_all').array().notNull().default(sql`'{}'::text[]`),
    bookNodeIds: text('book_node_ids').array().notNull().default(sql`'{}'::text[]`),
    bookNodeAll: text('book_node_all').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Generated questions: the generator family they come from (`math.eq1.solve.calc`). Variants of one
     * family are 同类: search shows one of them unless asked for the family. Null for everything else.
     */
    family: text('family'),
    source: text('source'),
    year: smallint('year'),
    region: text('region'),
    score: real('score').notNull(),
    useCount: integer('use_count').notNull().default(0),
    /** Space-separated search tokens: each CJK character and each latin/digit run (see text.ts). */
    searchText: text('search_text').notNull(),
    /**
     * `search_text` as a stored tsvector: phrase queries (`绝 <-> 对 <-> 值`) recheck every candidate
     * row, and reading a stored vector costs far less than parsing the text again.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    /** Normalised stem text, for near-duplicate detection. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One index per sort of the search, ending in the id tie-breaker, so a page is the first rows read.
    index('questions_subject_type_idx').on(t.subjectId, t.typeId, t.difficulty, t.id),
    index('questions_subject_newest_idx').on(t.subjectId, t.createdAt, t.id),
    index('questions_subject_popular_idx').on(t.subjectId, t.useCount, t.createdAt, t.id),
    index('questions_subject_difficulty_idx').on(t.subjectId, t.difficulty, t.id),
    index('questions_knowledge_idx').using('gin', t.knowledgeAll),
    index('questions_book_node_idx').using('gin', t.bookNodeAll),
    index('questions_search_idx').using('gin', t.searchVector),
    index('questions_fingerprint_idx').on(t.subjectId, t.fingerprint),
    index('questions_family_idx').on(t.subjectId, t.family).where(sql`family is not null`),
    index('questions_owner_idx').on(t.orgId, t.ownerId),
  ],
);

export interface QuestionPart {
  stem: string;
  options?: string[];
  answer: string[];
  analysis: string;
  score: number;
}
