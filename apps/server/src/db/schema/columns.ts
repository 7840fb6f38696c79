import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers shared by the table files (not tables themselves, so not exported from index.ts). */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** PostgreSQL's full-text document type; read back as its text form. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
