import type { PreviewMode, ResourceSummary } from '@zhijuan/contracts';
import type { AppContext, Caller } from '../../http';
import { ALSO, indexTokens, searchTokens } from '../questions';
import { canEditResource } from './policy';
import type { ResourceCard } from './repo';
import { familyOf } from './sniff';

/** How long a file URL handed to the browser stays valid: a lesson and then some. */
export const TICKET_SECONDS = 4 * 3600;

export type FileVariant = 'original' | 'preview' | 'thumb';

/** A URL of one file of a resource, signed so that <img>, <video> and pdf.js can fetch it without headers. */
export function fileUrl(ctx: AppContext, id: string, variant: FileVariant): string {
  const ticket = ctx.signer.signTicket(`resource:${id}:${variant}`, TICKET_SECONDS);
  return `/api/resource/file/${id}/${variant}?t=${ticket}`;
}

export const verifyFileTicket = (ctx: AppContext, id: string, variant: FileVariant, ticket: string) =>
  ctx.signer.verifyTicket(ticket, `resource:${id}:${variant}`);

export function previewModeOf(ext: string): PreviewMode {
  const family = familyOf(ext);
  if (family === 'office' || family === 'pdf') return 'pdf';
  if (family === 'video' || family === 'audio' || family === 'image') return family;
  return 'none';
}

export interface Names {
  nodes: Map<string, string>;
  knowledge: Map<string, string>;
  favourited: Set<string>;
}

export function toSummary(
  ctx: AppContext,
  caller: Caller,
  card: ResourceCard,
  names: Names,
): ResourceSummary {
  const r = card.resource;
  return {
    id: r.id,
    title: r.title,
    kind: r.kind,
    scope: r.scope,
    fileName: r.fileName,
    ext: card.file.ext,
    size: card.file.size,
    subjectId: r.subjectId,
    subjectName: card.subjectName,
    textbookId: r.textbookId,
    bookNodeIds: r.bookNodeIds,
    bookNodeNames: r.bookNodeIds.map((id) => names.nodes.get(id) ?? '').filter(Boolean),
    knowledgeIds: r.knowledgeIds,
    knowledgeNames: r.knowledgeIds.map((id) => names.knowledge.get(id) ?? '').filter(Boolean),
    description: r.description,
    uploaderName: card.uploaderName ?? '平台',
    mine: r.ownerId === caller.user.id,
    canEdit: canEditResource(caller, r),
    downloads: r.downloads,
    favourites: r.favourites,
    favourited: names.favourited.has(r.id),
    thumbnailUrl: card.file.thumbKey ? fileUrl(ctx, r.id, 'thumb') : null,
    previewMode: previewModeOf(card.file.ext),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: r.deletedAt?.toISOString() ?? null,
  };
}

/**
 * `resources.search_text`: the title and description as the resource's own words, then — marked, as
 * questions mark their tags and 解析 — the file's text, its file name and the names of its tags, so a
 * keyword finds both and a title match ranks first.
 */
export function resourceSearchText(r: {
  title: string;
  description: string;
  fileName: string;
  text: string;
  tagNames: string[];
}): string {
  const own = indexTokens(searchTokens(`${r.title} ${r.description}`));
  const also = [r.text, r.fileName.replace(/\.[^.]+$/, ''), ...r.tagNames].flatMap((t) =>
    indexTokens(searchTokens(t)).map((token) => ALSO + token),
  );
  return [...own, ...also].join(' ');
}
