import { randomBytes } from 'node:crypto';
import type { TreeItem } from '@zhijuan/contracts';
import { and, count, eq, max } from 'drizzle-orm';
import { bookNodes, knowledgePoints, subjects, textbooks } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { clearCurriculumCache } from './service';

/** Curriculum is platform data: only platform administrators change it. */
function requirePlatformAdmin(caller: Caller) {
  if (!caller.user.isPlatformAdmin) throw forbidden();
}

type TreeTable = typeof bookNodes | typeof knowledgePoints;

interface Target {
  table: TreeTable;
  /** The owner column: textbook for chapters, subject for knowledge points. */
  owner: typeof bookNodes.textbookId | typeof knowledgePoints.subjectId;
}

const BOOK: Target = { table: bookNodes, owner: bookNodes.textbookId };
const KNOWLEDGE: Target = { table: knowledgePoints, owner: knowledgePoints.subjectId };

async function addNode(
  ctx: AppContext,
  t: Target,
  ownerId: string,
  pid: string | null,
  name: string,
): Promise<TreeItem> {
  const db = ctx.database.db;
  let depth = 1;
  if (pid) {
    const [parent] = await db
      .select({ depth: t.table.depth })
      .from(t.table)
      .where(and(eq(t.table.id, pid), eq(t.owner, ownerId)));
    if (!parent) throw notFound('上级节点不存在');
    if (parent.depth >= 4) throw badRequest('最多四级');
    depth = parent.depth + 1;
  }
  const [last] = await db
    .select({ sort: max(t.table.sort) })
    .from(t.table)
    .where(and(eq(t.owner, ownerId), pid ? eq(t.table.pid, pid) : undefined));
  // Added nodes get a random suffix so a later change of the seed files never reuses their ids.
  const id = `${pid ?? ownerId}.u${randomBytes(4).toString('hex')}`;
  const values = { id, pid, name, depth, sort: (last?.sort ?? -1) + 1 };
  if (t === BOOK) await db.insert(bookNodes).values({ ...values, textbookId: ownerId });
  else await db.insert(knowledgePoints).values({ ...values, subjectId: ownerId });
  clearCurriculumCache(ctx);
  return { id, name, children: [] };
}

export async function addBookNode(
  ctx: AppContext,
  caller: Caller,
  textbookId: string,
  pid: string | null,
  name: string,
) {
  requirePlatformAdmin(caller);
  if (!(await ctx.database.db.query.textbooks.findFirst({ where: eq(textbooks.id, textbookId) })))
    throw notFound('教材不存在');
  return addNode(ctx, BOOK, textbookId, pid, name);
}

export async function addKnowledgePoint(
  ctx: AppContext,
  caller: Caller,
  subjectId: string,
  pid: string | null,
  name: string,
) {
  requirePlatformAdmin(caller);
  if (!(await ctx.database.db.query.subjects.findFirst({ where: eq(subjects.id, subjectId) })))
    throw notFound('学科不存在');
  return addNode(ctx, KNOWLEDGE, subjectId, pid, name);
}

export async function renameNode(
  ctx: AppContext,
  caller: Caller,
  kind: 'book' | 'knowledge',
  id: string,
  name: string,
) {
  requirePlatformAdmin(caller);
  const table = kind === 'book' ? bookNodes : knowledgePoints;
  const rows = await ctx.database.db
    .update(table)
    .set({ name })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (rows.length === 0) throw notFound();
  clearCurriculumCache(ctx);
}

/** Deletes a node without children. */
export async function deleteNode(ctx: AppContext, caller: Caller, kind: 'book' | 'knowledge', id: string) {
  requirePlatformAdmin(caller);
  const db = ctx.database.db;
  const table = kind === 'book' ? bookNodes : knowledgePoints;
  const [children] = await db.select({ n: count() }).from(table).where(eq(table.pid, id));
  if ((children?.n ?? 0) > 0) throw conflict('请先删除下级节点');
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (rows.length === 0) throw notFound();
  clearCurriculumCache(ctx);
}
