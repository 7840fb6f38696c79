import type {
  ResourceFavourite,
  ResourceMetaBody,
  ResourcePage,
  ResourceScopeBody,
  ResourceSearchQuery,
  ResourceSummary,
} from '@zhijuan/contracts';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { isSchoolManager } from '../../roles';
import { keywordQuery, stemKeywordQuery, withAncestors } from '../questions';
import { canEditResource, canPlaceIn, canReadResource } from './policy';
import { type Names, resourceSearchText, toSummary } from './present';
import * as repo from './repo';

const GONE = '资源不存在或已删除';
export const RECYCLE_DAYS = 30;

async function namesFor(ctx: AppContext, caller: Caller, cards: repo.ResourceCard[]): Promise<Names> {
  const db = ctx.database.db;
  const [nodes, knowledge, favourited] = await Promise.all([
    repo.nodeNames(db, [...new Set(cards.flatMap((c) => c.resource.bookNodeIds))]),
    repo.knowledgeNames(db, [...new Set(cards.flatMap((c) => c.resource.knowledgeIds))]),
    repo.favouritedAmong(
      db,
      caller.user.id,
      cards.map((c) => c.resource.id),
    ),
  ]);
  return { nodes, knowledge, favourited };
}

export async function summaryOf(
  ctx: AppContext,
  caller: Caller,
  card: repo.ResourceCard,
): Promise<ResourceSummary> {
  return toSummary(ctx, caller, card, await namesFor(ctx, caller, [card]));
}

/**
 * A live resource the caller may read. Another school's or another teacher's personal resource is
 * "not found", never "forbidden": its existence is not told.
 */
export async function readableCard(ctx: AppContext, caller: Caller, id: string) {
  const unsafeCard = await repo.findCard(ctx.database.db, id);
  if (!unsafeCard || unsafeCard.resource.deletedAt || !canReadResource(caller, unsafeCard.resource))
    throw notFound(GONE);
  return unsafeCard;
}

/** A resource (live or in the recycle bin) the caller may change: 404 if unreadable, 403 if read-only. */
async function editableCard(ctx: AppContext, caller: Caller, id: string) {
  const unsafeCard = await repo.findCard(ctx.database.db, id);
  if (!unsafeCard) throw notFound(GONE);
  const r = unsafeCard.resource;
  const readable = canReadResource(caller, r) || (r.deletedAt && r.ownerId === caller.user.id);
  if (!readable && !canEditResource(caller, r)) throw notFound(GONE);
  if (!canEditResource(caller, r)) throw forbidden('只有上传者或学校管理员可以修改这个资源');
  return unsafeCard;
}

/** The 备课资源 list: one tab of what the caller may read, filtered, searched and sorted on the server. */
export async function searchResources(
  ctx: AppContext,
  caller: Caller,
  q: ResourceSearchQuery,
): Promise<ResourcePage> {
  const { user } = caller;
  const empty = { records: [], total: 0, page: q.page, size: q.size, totalCapped: false };
  let visible: repo.SearchFilter['visible'];
  if (q.tab === 'mine') visible = repo.visibility.mine(user.id);
  else if (q.tab === 'school') {
    if (!user.orgId) return empty;
    visible = repo.visibility.school(user.orgId);
  } else if (q.tab === 'platform') visible = repo.visibility.platform();
  else if (q.tab === 'recycle')
    visible = repo.visibility.recycle(
      user.id,
      isSchoolManager(user) ? user.orgId : null,
      user.isPlatformAdmin,
    );
  else visible = repo.visibility.readable(user.id, user.orgId);
  const tsquery = q.keyword ? keywordQuery(q.keyword) : null;
  if (q.keyword && !tsquery) return empty;
  const { rows, total, capped } = await repo.search(
    ctx.database.db,
    {
      visible,
      kind: q.kind,
      subjectId: q.subjectId,
      textbookId: q.textbookId,
      bookNodeId: q.bookNodeId,
      knowledgeId: q.knowledgeId,
      tsquery,
      ownQuery: q.keyword ? stemKeywordQuery(q.keyword) : null,
      recycle: q.tab === 'recycle',
      favouriteOf: q.tab === 'favourite' ? user.id : undefined,
    },
    q.sort,
    q.page,
    q.size,
  );
  const names = await namesFor(ctx, caller, rows);
  return {
    records: rows.map((c) => toSummary(ctx, caller, c, names)),
    total,
    page: q.page,
    size: q.size,
    totalCapped: capped,
  };
}

export async function getResource(ctx: AppContext, caller: Caller, id: string): Promise<ResourceSummary> {
  return summaryOf(ctx, caller, await readableCard(ctx, caller, id));
}

/**
 * Checks a resource's tags: the subject exists, the textbook and chapters belong to it, the knowledge
 * points too. Returns the ancestors-included arrays stored for tree filters.
 */
export async function checkMeta(ctx: AppContext, meta: ResourceMetaBody) {
  const db = ctx.database.db;
  if (!(await repo.subjectExists(db, meta.subjectId))) throw badRequest('学科不存在');
  const tags = await repo.tagSubjects(db, meta);
  if (meta.textbookId && (!tags.textbookFound || tags.textbookSubject !== meta.subjectId))
    throw badRequest('所选教材不属于该学科');
  if (tags.nodes.length !== new Set(meta.bookNodeIds).size) throw badRequest('所选章节不存在');
  if (meta.textbookId && tags.nodes.some((n) => n.textbookId !== meta.textbookId))
    throw badRequest('所选章节不属于所选教材');
  if (!meta.textbookId && meta.bookNodeIds.length) throw badRequest('请先选择教材再选择章节');
  if (
    tags.points.length !== new Set(meta.knowledgeIds).size ||
    tags.points.some((p) => p.subjectId !== meta.subjectId)
  )
    throw badRequest('所选知识点不属于该学科');
  const [nodes, knowledge] = await Promise.all([
    repo.nodeNames(db, meta.bookNodeIds),
    repo.knowledgeNames(db, meta.knowledgeIds),
  ]);
  return {
    bookNodeAll: withAncestors(meta.bookNodeIds, 5),
    knowledgeAll: withAncestors(meta.knowledgeIds, 4),
    tagNames: [...nodes.values(), ...knowledge.values()],
  };
}

export async function updateResource(
  ctx: AppContext,
  caller: Caller,
  id: string,
  meta: ResourceMetaBody,
): Promise<ResourceSummary> {
  const card = await editableCard(ctx, caller, id);
  if (card.resource.deletedAt) throw notFound('资源已删除，可在回收站恢复');
  const tags = await checkMeta(ctx, meta);
  const file = await repo.findFile(ctx.database.db, card.resource.fileHash);
  await repo.updateResource(ctx.database.db, id, {
    title: meta.title,
    kind: meta.kind,
    subjectId: meta.subjectId,
    textbookId: meta.textbookId,
    bookNodeIds: [...new Set(meta.bookNodeIds)],
    bookNodeAll: tags.bookNodeAll,
    knowledgeIds: [...new Set(meta.knowledgeIds)],
    knowledgeAll: tags.knowledgeAll,
    description: meta.description,
    searchText: resourceSearchText({
      title: meta.title,
      description: meta.description,
      fileName: card.resource.fileName,
      text: file?.text ?? '',
      tagNames: tags.tagNames,
    }),
  });
  return getResource(ctx, caller, id);
}

const SCOPE_REFUSED = {
  school: '只有学校管理员可以把资源放入校本资源',
  platform: '只有平台管理员可以发布平台资源',
  personal: '',
} as const;

/** Moves a resource between 我的资源, 校本资源 and 平台资源 (each move needs the right to place it there). */
export async function moveResource(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: ResourceScopeBody,
): Promise<ResourceSummary> {
  const card = await editableCard(ctx, caller, id);
  if (card.resource.deletedAt) throw notFound('资源已删除，可在回收站恢复');
  if (!canPlaceIn(caller, body.scope)) throw forbidden(SCOPE_REFUSED[body.scope]);
  if (body.scope === 'personal' && card.resource.ownerId !== caller.user.id)
    throw forbidden('只能把自己上传的资源移回我的资源');
  await repo.updateResource(ctx.database.db, id, {
    scope: body.scope,
    orgId: body.scope === 'platform' ? null : (card.resource.orgId ?? caller.user.orgId),
  });
  return getResource(ctx, caller, id);
}

/** To the recycle bin, restorable for 30 days. */
export async function deleteResource(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const card = await editableCard(ctx, caller, id);
  if (card.resource.deletedAt) return;
  await repo.setDeleted(ctx.database.db, id, new Date());
}

export async function restoreResource(ctx: AppContext, caller: Caller, id: string): Promise<ResourceSummary> {
  const card = await editableCard(ctx, caller, id);
  const deletedAt = card.resource.deletedAt;
  if (deletedAt) {
    if (Date.now() - deletedAt.getTime() > RECYCLE_DAYS * 86_400_000)
      throw notFound('已超过 30 天，无法恢复');
    const again = await repo.findOwnByHash(
      ctx.database.db,
      card.resource.ownerId ?? '',
      card.resource.fileHash,
    );
    if (again && card.resource.ownerId)
      throw badRequest(`同一文件已在「${again.resource.title}」中，无需恢复`);
    await repo.setDeleted(ctx.database.db, id, null);
  }
  return getResource(ctx, caller, id);
}

export async function favouriteResource(
  ctx: AppContext,
  caller: Caller,
  id: string,
  on: boolean,
): Promise<ResourceFavourite> {
  await readableCard(ctx, caller, id);
  const favourites = await ctx.database.db.transaction((tx) => repo.setFavourite(tx, caller.user.id, id, on));
  return { favourited: on, favourites };
}

/** What a download sends; it counts. */
export async function downloadResource(ctx: AppContext, caller: Caller, id: string) {
  const card = await readableCard(ctx, caller, id);
  const stream = await ctx.storage.getStream(card.file.storageKey);
  if (!stream) throw notFound('文件已丢失，请联系学校管理员');
  await repo.countDownload(ctx.database.db, id);
  return { stream, fileName: card.resource.fileName, mime: card.file.mime, size: card.file.size };
}

/** How many resources the caller may read sit under each chapter and lesson of a textbook. */
export function countByNode(ctx: AppContext, caller: Caller, textbookId: string) {
  return repo.nodeCounts(
    ctx.database.db,
    textbookId,
    repo.visibility.readable(caller.user.id, caller.user.orgId),
  );
}
