import { createHash } from 'node:crypto';
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
import type { StageSeed, TreeNode } from './types';

interface TreeRow {
  id: string;
  pid: string | null;
  name: string;
  depth: number;
  sort: number;
}

/** Flattens a tree into rows whose ids extend the owner's id with 1-based positions: `owner.2.1`. */
export function flattenTree(
  ownerId: string,
  nodes: TreeNode[],
  pid: string | null = null,
  depth = 1,
): TreeRow[] {
  return nodes.flatMap((node, i) => {
    const id = `${pid ?? ownerId}.${i + 1}`;
    return [
      { id, pid, name: node.name, depth, sort: i },
      ...flattenTree(ownerId, node.children ?? [], id, depth + 1),
    ];
  });
}

export function curriculumRows(data: StageSeed[]) {
  const rows = {
    stages: [] as (typeof stages.$inferInsert)[],
    subjects: [] as (typeof subjects.$inferInsert)[],
    versions: [] as (typeof textbookVersions.$inferInsert)[],
    textbooks: [] as (typeof textbooks.$inferInsert)[],
    bookNodes: [] as (typeof bookNodes.$inferInsert)[],
    knowledge: [] as (typeof knowledgePoints.$inferInsert)[],
    questionTypes: [] as (typeof questionTypes.$inferInsert)[],
  };
  data.forEach((stage, si) => {
    rows.stages.push({ id: stage.code, name: stage.name, sort: si });
    stage.subjects.forEach((subject, ji) => {
      const subjectId = `${stage.code}.${subject.code}`;
      rows.subjects.push({ id: subjectId, stageId: stage.code, name: subject.name, sort: ji });
      subject.questionTypes.forEach((t, ti) => {
        rows.questionTypes.push({
          id: `${subjectId}.t${ti + 1}`,
          subjectId,
          name: t.name,
          isObjective: t.isObjective,
          sort: ti,
        });
      });
      for (const k of flattenTree(`${subjectId}.k`, subject.knowledge))
        rows.knowledge.push({ ...k, subjectId });
      subject.versions.forEach((version, vi) => {
        const versionId = `${subjectId}.${version.code}`;
        rows.versions.push({ id: versionId, subjectId, name: version.name, sort: vi });
        version.textbooks.forEach((book, bi) => {
          const textbookId = `${versionId}.${book.code}`;
          rows.textbooks.push({ id: textbookId, versionId, name: book.name, sort: bi });
          for (const n of flattenTree(textbookId, book.chapters)) rows.bookNodes.push({ ...n, textbookId });
        });
      });
    });
  });
  return rows;
}

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
