/** 错题重练: practice sets made from students' mistakes. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { assignments } from './assignments';
import { createdAt, id } from './columns';
import { students } from './school';

/** A stack of scanned pages of one exam uploaded together: files, a .zip, a scanner PDF or the scan agent. */
export const scanBatches = pgTable(
  'scan_batches',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    source: text('source', { enum: ['files', 'agent'] }).notNull(),
    name: text('name').notNull(),
    /** 试卷分配给学科老师 of the scan settings: marking hands these sheets to each class's subject teacher. */
    toSubjectTeachers: boolean('to_subject_teachers').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('scan_batches_assignment_idx').on(t.assignmentId, t.createdAt)],
);

/**
 * One scanned page. The row is also the recognition job: `queued` pages are claimed with a lease
 * (`FOR UPDATE SKIP LOCKED`), so any number of worker processes share them and a page whose worker
 * died is claimed again when its lease runs out.
 */
export const scanPages = pgTable(
  'scan_pages',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => scanBatches.id),
    /** SHA-256 of the image bytes: the same image uploaded twice is one page. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'done', 'failed', 'discarded'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The exam, student and page the sheet belongs to, as read or as a person decided. */
    assignmentId: uuid('assignment_id').references(() => assignments.id),
    studentId: uuid('student_id').references(() => students.id),
    pageNo: integer('page_no'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** A person's decisions over the result: the exam, the student, answers per question, absent. */
    corrected: jsonb('corrected').$type<{
      assignmentId?: string;
      studentId?: string;
      answers?: Record<string, string>;
      absent?: boolean;
    }>(),
    problems: jsonb('problems').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    detail: text('detail'),
    /** Bumped by each change, so a stale correction is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scan_pages_hash_idx').on(t.orgId, t.sha256),
    index('scan_pages_batch_idx').on(t.batchId, t.createdAt),
    index('scan_pages_queue_idx').on(t.status, t.createdAt),
    index('scan_pages_sheet_idx').on(t.assignmentId, t.studentId),
  ],
);

/** One student's answer sheet of an exam, merged from its recognised (and corrected) pages. */
export const answerSheets = pgTable(
  'answer_sheets',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    flags: jsonb('flags').$type<Record<string, string>>().notNull(),
    absent: boolean('absent').notNull().default(false),
    pageIds: jsonb('page_ids').$type<string[]>().notNull(),
    /** Final score per objective question number and per written block (absent until marked). */
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    objectiveScore: real('objective_score'),
    subjectiveScore: real('subjective_score'),
    totalScore: real('total_score'),
    /** Every written block has its final score. */
    complete: boolean('complete').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] })],
);

/** Every manual change on a scanned page: who, when, before and after. */
export const scanCorrections = pgTable(
  'scan_corrections',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    pageId: uuid('page_id')
      .notNull()
      .references(() => scanPages.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scan_corrections_page_idx').on(t.pageId, t.at)],
);
