import { randomBytes } from 'node:crypto';
import type { TreeItem } from '@zhijuan/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { canEditCurriculum } from './policy';
import * as repo from './repo';
import { clearCurriculumCache } from './service';

function requirePlatformAdmin(caller: Caller) {
  if (!canEditCurriculum(caller)) throw forbidden();
}

async function addNode(
  ctx: AppContext,
  kind: repo.TreeKind,
  ownerId: string,
  pid: string | null,
  name: string,
): Promise<TreeItem> {
  const db = ctx.database.db;
  let depth = 1;
  if (pid) {
    const parentDepth = await repo.nodeDepth(db, kind, ownerId, pid);
    if (parentDepth === null) throw notFound('上级节点不存在');
    if (parentDepth >= 4) throw badRequest('最多四级');
    depth = parentDepth + 1;
  }
  const last = await repo.lastSort(db, kind, ownerId, pid);
  // Added nodes get a random suffix so a later change of the seed files never reuses their ids.
  const id = `${pid ?? ownerId}.u${randomBytes(4).toString('hex')}`;
  await repo.insertNode(db, kind, ownerId, { id, pid, name, depth, sort: last + 1 });
  clearCurriculumCache(ctx);
  return { id, name, children: [] };
}

export async function addBookNode(
  ctx: AppContext,
  caller: Caller,
  textbookId: string,
  pid: string | null,
  name: string,
): Promise<TreeItem> {
  requirePlatformAdmin(caller);
  if (!(await repo.textbookExists(ctx.database.db, textbookId))) throw notFound('教材不存在');
  return addNode(ctx, 'book', textbookId, pid, name);
}

export async function addKnowledgePoint(
  ctx: AppContext,
  caller: Caller,
  subjectId: string,
  pid: string | null,
  name: string,
): Promise<TreeItem> {
  requirePlatformAdmin(caller);
  if (!(await repo.subjectExists(ctx.database.db, subjectId))) throw notFound('学科不存在');
  return addNode(ctx, 'knowledge', subjectId, pid, name);
}

export async function renameNode(
  ctx: AppContext,
  caller: Caller,
  kind: repo.TreeKind,
  id: string,
  name: string,
): Promise<void> {
  requirePlatformAdmin(caller);
  if (!(await repo.renameNode(ctx.database.db, kind, id, name))) throw notFound();
  clearCurriculumCache(ctx);
}

/** Deletes a node without children. */
export async function deleteNode(
  ctx: AppContext,
  caller: Caller,
  kind: repo.TreeKind,
  id: string,
): Promise<void> {
  requirePlatformAdmin(caller);
  const db = ctx.database.db;
  if ((await repo.childCount(db, kind, id)) > 0) throw conflict('请先删除下级节点');
  if (!(await repo.deleteNode(db, kind, id))) throw notFound();
  clearCurriculumCache(ctx);
}
