/** 错题重练: practice sets made from students' mistakes. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id } from './columns';

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    orgId: uuid('org_id').references(() => orgs.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    status: text('status', { enum: ['open', 'replied', 'closed'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.createdAt)],
);

/** Installation-wide settings, such as the generated token-signing key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
