import type { IdName, TextbookList, TreeItem } from '@zhijuan/contracts';
import type { AppContext, Caller } from '../../http';
import { type TtlMemo, ttlMemo } from '../../infra/cache';
import * as repo from './repo';

/**
 * Curriculum rows change only with a deploy or a platform administrator's edit, so each process keeps
 * what it has read for a minute (edits in this process clear it at once; other processes catch up
 * within the minute). Keyed per database so tests with several apps stay apart.
 */
const CACHE_MS = 60_000;
const caches = new WeakMap<object, TtlMemo<string, unknown>>();
function cached<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(ctx.database);
  if (!cache) {
    // Far more than the lookups there are (stages, subjects, versions, textbooks, trees, types).
    cache = ttlMemo<string, unknown>(CACHE_MS, 5000);
    caches.set(ctx.database, cache);
  }
  return cache.get(key, load) as Promise<T>;
}

/** Forgets what was read, after the curriculum tables changed under a running process. */
export function clearCurriculumCache(ctx: AppContext) {
  caches.delete(ctx.database);
}

/** Builds a tree from rows ordered parents-first (by depth, then sort). */
export function buildTree(rows: { id: string; pid: string | null; name: string }[]): TreeItem[] {
  const roots: TreeItem[] = [];
  const byId = new Map<string, TreeItem>();
  for (const row of rows) {
    const item: TreeItem = { id: row.id, name: row.name, children: [] };
    byId.set(row.id, item);
    const parent = row.pid ? byId.get(row.pid) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/** The stages; only 初中 when the school runs with the junior-only flag (spec §6). */
export async function listStages(ctx: AppContext): Promise<IdName[]> {
  const rows = await cached(ctx, 'stages', () => repo.listStages(ctx.database.db));
  return ctx.config.features.juniorOnly ? rows.filter((s) => s.name === '初中') : rows;
}

export const listSubjects = (ctx: AppContext, stageId: string) =>
  cached(ctx, `subjects:${stageId}`, () => repo.listSubjects(ctx.database.db, stageId));
export const listVersions = (ctx: AppContext, subjectId: string) =>
  cached(ctx, `versions:${subjectId}`, () => repo.listVersions(ctx.database.db, subjectId));

export async function listTextbooks(
  ctx: AppContext,
  caller: Caller,
  versionId: string,
): Promise<TextbookList> {
  const list = await cached(ctx, `textbooks:${versionId}`, () =>
    repo.listTextbooks(ctx.database.db, versionId),
  );
  const saved = caller.user.preferences.userGradeId;
  const userGradeId = list.find((t) => t.id === saved)?.id ?? list[0]?.id ?? null;
  return { list, userGradeId };
}

export const listQuestionTypes = (ctx: AppContext, subjectId: string, isObjective: boolean | undefined) =>
  cached(ctx, `types:${subjectId}:${isObjective}`, () =>
    repo.listQuestionTypes(ctx.database.db, subjectId, isObjective),
  );

export const bookNodeTree = (ctx: AppContext, textbookId: string) =>
  cached(ctx, `nodes:${textbookId}`, async () =>
    buildTree(await repo.listBookNodes(ctx.database.db, textbookId)),
  );

export const knowledgeTree = (ctx: AppContext, subjectId: string) =>
  cached(ctx, `knowledge:${subjectId}`, async () =>
    buildTree(await repo.listKnowledge(ctx.database.db, subjectId)),
  );
