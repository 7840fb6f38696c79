/** 错题重练: practice sets made from students' mistakes. */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { assignments } from './assignments';
import { createdAt, id } from './columns';
import { schoolClasses, students } from './school';

/**
 * One marking of one written answer (题块 of a student's sheet). Round 1, and round 2 with 双评; round 3
 * is the arbitration of two scores too far apart. The row is also the hand-out: an open task is leased
 * to one marker with `FOR UPDATE SKIP LOCKED`, and a lease that runs out puts it back in the pool.
 */
export const markingTasks = pgTable(
  'marking_tasks',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    block: text('block').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    round: smallint('round').notNull().default(1),
    /** Hand-out order: a shuffled key, so a marker does not mark one class in roster order. */
    seq: integer('seq').notNull(),
    status: text('status', { enum: ['open', 'leased', 'marked', 'problem'] })
      .notNull()
      .default('open'),
    markerId: uuid('marker_id').references(() => users.id),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    score: real('score'),
    annotations: jsonb('annotations').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    problem: text('problem'),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marking_tasks_unique_idx').on(t.assignmentId, t.block, t.studentId, t.round),
    index('marking_tasks_queue_idx').on(t.assignmentId, t.block, t.status, t.seq),
    index('marking_tasks_marker_idx').on(t.markerId, t.assignmentId, t.markedAt),
  ],
);

/** Who marks a block: per class in 按班级 mode, the pool (class null) in 统一阅卷 mode. No rows: the defaults. */
export const markingMarkers = pgTable(
  'marking_markers',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    block: text('block').notNull(),
    /** The class whose answers go to the user; null for the pool. */
    classId: uuid('class_id').references(() => schoolClasses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('marking_markers_idx').on(t.assignmentId, t.block)],
);

/** Every change of an objective question's key after the exam was given: who, when, before and after. */
export const keyChanges = pgTable(
  'key_changes',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    number: text('number').notNull(),
    before: jsonb('before').$type<string[]>().notNull(),
    after: jsonb('after').$type<string[]>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sheets: integer('sheets').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('key_changes_assignment_idx').on(t.assignmentId, t.at)],
);
