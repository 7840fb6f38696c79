/**
 * The database schema, one file per area. Import it as `db/schema` (this index); new tables go into the
 * file of their area, and `npx drizzle-kit generate` (apps/server/drizzle.config.ts reads this folder)
 * turns a change into a migration. Only repos, db/ and migrations import it (scripts/check-imports.mjs).
 */
export * from './accounts';
export * from './assignments';
export * from './books';
export * from './curriculum';
export * from './lesson-plans';
export * from './marking';
export * from './mistakes';
export * from './papers';
export * from './questions';
export * from './resources';
export * from './scanning';
export * from './school';
export * from './system';
