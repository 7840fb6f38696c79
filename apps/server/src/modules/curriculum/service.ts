import type { IdName, TextbookList, TreeItem } from '@zhijuan/contracts';
import type { AppContext, Caller } from '../../http';
import * as repo from './repo';

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
  const rows = await repo.listStages(ctx.database.db);
  return ctx.config.features.juniorOnly ? rows.filter((s) => s.name === '初中') : rows;
}

export const listSubjects = (ctx: AppContext, stageId: string) => repo.listSubjects(ctx.database.db, stageId);
export const listVersions = (ctx: AppContext, subjectId: string) =>
  repo.listVersions(ctx.database.db, subjectId);

export async function listTextbooks(
  ctx: AppContext,
  caller: Caller,
  versionId: string,
): Promise<TextbookList> {
  const list = await repo.listTextbooks(ctx.database.db, versionId);
  const saved = caller.user.preferences.userGradeId;
  const userGradeId = list.find((t) => t.id === saved)?.id ?? list[0]?.id ?? null;
  return { list, userGradeId };
}

export const listQuestionTypes = (ctx: AppContext, subjectId: string, isObjective: boolean | undefined) =>
  repo.listQuestionTypes(ctx.database.db, subjectId, isObjective);

export const bookNodeTree = async (ctx: AppContext, textbookId: string) =>
  buildTree(await repo.listBookNodes(ctx.database.db, textbookId));

export const knowledgeTree = async (ctx: AppContext, subjectId: string) =>
  buildTree(await repo.listKnowledge(ctx.database.db, subjectId));
