import { z } from 'zod';
import { pageOf } from './envelope';

/** 备课资源 kinds: the value stored, and the name a teacher sees. */
export const RESOURCE_KINDS = [
  'courseware',
  'plan',
  'study',
  'video',
  'audio',
  'image',
  'pdf',
  'material',
] as const;
export const ResourceKind = z.enum(RESOURCE_KINDS, { error: '资源类型不正确' });
export type ResourceKind = z.infer<typeof ResourceKind>;
export const RESOURCE_KIND_NAMES: Record<ResourceKind, string> = {
  courseware: '课件',
  plan: '教案',
  study: '学案',
  video: '微课',
  audio: '音频',
  image: '图片',
  pdf: 'PDF',
  material: '素材',
};

/** 个人 (the uploader only), 校本 (the school), 平台 (everyone) — as the cloud paper libraries. */
export const ResourceScope = z.enum(['personal', 'school', 'platform'], { error: '资源范围不正确' });
export type ResourceScope = z.infer<typeof ResourceScope>;
export const RESOURCE_SCOPE_NAMES: Record<ResourceScope, string> = {
  personal: '我的资源',
  school: '校本资源',
  platform: '平台资源',
};

/** What a file's extension may be, and the largest size of each family, in bytes. */
export const RESOURCE_EXTENSIONS = {
  office: ['ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx'],
  pdf: ['pdf'],
  video: ['mp4', 'm4v', 'webm', 'mov'],
  audio: ['mp3', 'm4a', 'wav', 'ogg'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
} as const;
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const MAX_RESOURCE_BYTES = 100 * 1024 * 1024;

const ids = (message: string) => z.array(z.string().min(1).max(120)).max(20, message).default([]);

/** How the viewer opens a resource. */
export const PreviewMode = z.enum(['pdf', 'video', 'audio', 'image', 'none']);
export type PreviewMode = z.infer<typeof PreviewMode>;
/**
 * `ready`: open it; `pending`: an Office file is being converted (ask again); `failed`: the conversion
 * failed (download instead); `unavailable`: this server cannot convert Office files (no LibreOffice).
 */
export const PreviewState = z.enum(['ready', 'pending', 'failed', 'unavailable']);
export type PreviewState = z.infer<typeof PreviewState>;

export const ResourceSummary = z.object({
  id: z.string(),
  title: z.string(),
  kind: ResourceKind,
  scope: ResourceScope,
  fileName: z.string(),
  ext: z.string(),
  size: z.number().int(),
  subjectId: z.string(),
  subjectName: z.string(),
  textbookId: z.string().nullable(),
  bookNodeIds: z.array(z.string()),
  /** Names of the tagged chapters/lessons, in the order of `bookNodeIds`. */
  bookNodeNames: z.array(z.string()),
  knowledgeIds: z.array(z.string()),
  knowledgeNames: z.array(z.string()),
  description: z.string(),
  uploaderName: z.string(),
  mine: z.boolean(),
  /** Edit, move and delete (owner; a school manager for school resources; platform admins). */
  canEdit: z.boolean(),
  downloads: z.number().int(),
  favourites: z.number().int(),
  favourited: z.boolean(),
  /** A thumbnail URL (first page/slide, a picture) valid for a few hours; null: show the kind's icon. */
  thumbnailUrl: z.string().nullable(),
  previewMode: PreviewMode,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set in the recycle bin. */
  deletedAt: z.string().nullable(),
});
export type ResourceSummary = z.infer<typeof ResourceSummary>;

export const ResourcePage = pageOf(ResourceSummary).extend({
  /** `total` stops counting here (a search over a large library). */
  totalCapped: z.boolean(),
});
export type ResourcePage = z.infer<typeof ResourcePage>;

/** The 备课资源 list: a library tab, filters, a keyword, a sort and a page. */
export const ResourceSearchQuery = z.object({
  /** `mine`: my uploads; `school`/`platform`: the libraries; `favourite`: what I favoured; `recycle`: deleted. */
  tab: z.enum(['mine', 'school', 'platform', 'favourite', 'recycle']).default('mine'),
  kind: ResourceKind.optional(),
  subjectId: z.string().max(80).optional(),
  textbookId: z.string().max(120).optional(),
  bookNodeId: z.string().max(120).optional(),
  knowledgeId: z.string().max(120).optional(),
  keyword: z.string().trim().max(40, '关键词最多 40 个字').optional(),
  sort: z.enum(['newest', 'downloads', 'favourites']).default('newest'),
  page: z.coerce.number().int().min(1, '页码必须大于 0').default(1),
  size: z.coerce.number().int().min(1).max(60, '每页最多 60 条').default(20),
});
export type ResourceSearchQuery = z.infer<typeof ResourceSearchQuery>;

export const ResourceIdParam = z.object({ id: z.string().uuid('资源编号无效') });

/** Metadata a teacher edits (and sends with an upload, as form fields). */
export const ResourceMetaBody = z.object({
  title: z.string().trim().min(1, '请填写资源名称').max(100, '资源名称最多 100 个字'),
  kind: ResourceKind,
  subjectId: z.string({ error: '请选择学科' }).min(1, '请选择学科').max(80),
  textbookId: z.string().max(120).nullable().default(null),
  bookNodeIds: ids('最多关联 20 个章节'),
  knowledgeIds: ids('最多关联 20 个知识点'),
  description: z.string().trim().max(500, '简介最多 500 个字').default(''),
});
export type ResourceMetaBody = z.infer<typeof ResourceMetaBody>;

export const ResourceScopeBody = z.object({ scope: ResourceScope });
export type ResourceScopeBody = z.infer<typeof ResourceScopeBody>;

export const ResourceUploadResult = z.object({
  resource: ResourceSummary,
  /** The caller had already uploaded this very file: the existing resource is returned, nothing stored. */
  duplicate: z.boolean(),
});
export type ResourceUploadResult = z.infer<typeof ResourceUploadResult>;

export const ResourceFavourite = z.object({ favourited: z.boolean(), favourites: z.number().int() });
export type ResourceFavourite = z.infer<typeof ResourceFavourite>;

/** `GET /resource/:id/preview`: how /OnlyOfficeReady shows it. */
export const ResourcePreview = z.object({
  resource: ResourceSummary,
  mode: PreviewMode,
  state: PreviewState,
  /** Why it cannot be shown (Chinese), with `failed` and `unavailable`. */
  message: z.string().nullable(),
  /** The file to show (the converted PDF for Office files), a URL valid for a few hours; supports Range. */
  url: z.string().nullable(),
  /** Pages of a PDF or converted document, when known. */
  pages: z.number().int().nullable(),
});
export type ResourcePreview = z.infer<typeof ResourcePreview>;

/** `GET /resource/node-counts?textbookId=`: how many resources the caller may read sit under each node. */
export const ResourceNodeCountsQuery = z.object({
  textbookId: z.string({ error: '请选择教材' }).min(1, '请选择教材').max(120),
});
export const ResourceNodeCounts = z.record(z.string(), z.number().int());
export type ResourceNodeCounts = z.infer<typeof ResourceNodeCounts>;
