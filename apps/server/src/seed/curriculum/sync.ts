import { createHash } from 'node:crypto';
import { curriculumRows, type StageSeed } from '@zhijuan/demo-bank/curriculum';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  appSettings,
  bookNodes,
  knowledgePoints,
  questionTypes,
  stages,
  subjects,
  textbooks,
  textbookVersions,
} from '../../db/schema';
import type { Db, Tx } from '../../infra/db';

const camel = (c: string) => c.replace(/_([a-z])/g, (_, x: string) => x.toUpperCase());

async function upsert<T extends PgTable>(tx: Tx, table: T, values: T['$inferInsert'][], columns: string[]) {
  for (let i = 0; i < values.length; i += 500) {
    const chunk = values.slice(i, i + 500);
    if (chunk.length === 0) continue;
    // `set` maps property names to excluded.<column>; drizzle cannot type this generically.
    const set = Object.fromEntries(columns.map((c) => [camel(c), sql.raw(`excluded.${c}`)])) as never;
    const target = (table as unknown as { id: PgColumn }).id;
    await tx.insert(table).values(chunk).onConflictDoUpdate({ target, set });
  }
}

/**
 * Brings the curriculum tables in line with the seed files. Runs at every start and does nothing when
 * the data has not changed since last time (compared by hash). Rows no longer in the files are kept,
 * since questions may still point at them.
 */
export async function syncCurriculum(db: Db, data: StageSeed[]): Promise<boolean> {
  const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex');
  const current = await db.query.appSettings.findFirst({ where: eq(appSettings.key, 'curriculum_hash') });
  if (current?.value === hash) return false;
  const rows = curriculumRows(data);
  await db.transaction(async (tx) => {
    await upsert(tx, stages, rows.stages, ['name', 'sort']);
    await upsert(tx, subjects, rows.subjects, ['stage_id', 'name', 'sort']);
    await upsert(tx, textbookVersions, rows.versions, ['subject_id', 'name', 'sort']);
    await upsert(tx, textbooks, rows.textbooks, ['version_id', 'name', 'sort']);
    await upsert(tx, bookNodes, rows.bookNodes, ['textbook_id', 'pid', 'name', 'depth', 'sort']);
    await upsert(tx, knowledgePoints, rows.knowledge, ['subject_id', 'pid', 'name', 'depth', 'sort']);
    await upsert(tx, questionTypes, rows.questionTypes, ['subject_id', 'name', 'is_objective', 'sort']);
    await tx
      .insert(appSettings)
      .values({ key: 'curriculum_hash', value: hash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: hash, updatedAt: new Date() } });
  });
  return true;
}
