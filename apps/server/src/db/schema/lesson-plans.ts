import type { PlanContent } from '@zhijuan/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id } from './columns';
import { bookNodes, textbooks } from './curriculum';
import { teams } from './school';

/** 教案: one teacher's lesson plan on a book node, edited as one document (docs/lesson-prep.md). */
export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    subjectId: text('subject_id').notNull(),
    textbookId: text('textbook_id')
      .notNull()
      .references(() => textbooks.id),
    bookNodeId: text('book_node_id')
      .notNull()
      .references(() => bookNodes.id),
    title: text('title').notNull(),
    content: jsonb('content').$type<PlanContent>().notNull(),
    /** Bumped on every save; a save carrying an older version is refused (stale edit). */
    version: integer('version').notNull().default(1),
    /** Shared with the whole school: any teacher of it may read it and copy it into their own plans. */
    schoolShared: boolean('school_shared').notNull().default(false),
    /** The plan this one was copied from. */
    sourcePlanId: uuid('source_plan_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('lesson_plans_owner_idx').on(t.ownerId, t.updatedAt),
    index('lesson_plans_school_idx').on(t.orgId, t.updatedAt).where(sql`${t.schoolShared}`),
    index('lesson_plans_node_idx').on(t.orgId, t.bookNodeId),
  ],
);

/** 集体备课: a plan shared with a team (教研组) of the school. */
export const lessonPlanShares = pgTable(
  'lesson_plan_shares',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => lessonPlans.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.teamId] }), index('lesson_plan_shares_team_idx').on(t.teamId)],
);

/** A comment on a shared plan, on one of its steps or on the plan as a whole. */
export const lessonPlanComments = pgTable(
  'lesson_plan_comments',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => lessonPlans.id, { onDelete: 'cascade' }),
    stepId: text('step_id'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lesson_plan_comments_plan_idx').on(t.planId, t.createdAt)],
);

/** A teacher's favourite plans. */
export const lessonPlanFavourites = pgTable(
  'lesson_plan_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => lessonPlans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
);
