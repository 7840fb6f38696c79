import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ResourcePreview } from '@zhijuan/contracts';
import { forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { enqueueJob, findJob, JobFailure, type JobKind, type JobRunner, startJobRunner } from '../jobs';
import { type FileVariant, fileUrl, previewModeOf, resourceSearchText, verifyFileTicket } from './present';
import { parseRange } from './range';
import * as repo from './repo';
import { readableCard, summaryOf } from './service';
import { familyOf } from './sniff';
import {
  convertToPdf,
  pdfPages,
  pdfText,
  pdfThumbnail,
  sofficePath,
  ToolFailure,
  videoFrame,
  which,
  withTempDir,
} from './tools';

export const PREVIEW_JOB = 'resource-preview';
/** A conversion that runs longer is stopped (a 30-slide deck takes a few seconds). */
export const DEFAULT_PREVIEW_TIMEOUT_MS = 120_000;

export const MSG = {
  unavailable: '服务器未安装 LibreOffice，暂时无法在线预览 Office 文件，请下载后查看',
  unsupported: '该类型的文件不支持在线预览，请下载后查看',
  failed: '文档转换失败：文件可能已损坏或含有无法转换的内容，请下载后查看',
};

/** This process's runner, woken when something is queued here (other processes find it by polling). */
let runner: JobRunner | null = null;

/** Whether the file of this kind has preview work to do (convert, thumbnail, page count). */
function wantsJob(ext: string, file: repo.FileRow): boolean {
  const family = familyOf(ext);
  if (family === 'office') return !!sofficePath() && !file.previewKey && !file.previewError;
  if (family === 'pdf') return !file.thumbKey;
  if (family === 'video') return !!which('ffmpeg') && !file.thumbKey;
  return false;
}

/** Queues the preview work of a stored file once (the job is keyed by the file's hash). */
export async function queuePreview(ctx: AppContext, ext: string, hash: string): Promise<void> {
  const file = await repo.findFile(ctx.database.db, hash);
  if (!file || !wantsJob(ext, file)) return;
  await enqueueJob(ctx.database.db, PREVIEW_JOB, hash, {});
  runner?.wake();
}

/**
 * The preview work of one file: an Office file converted to PDF by LibreOffice (in a private profile,
 * stopped at the timeout), a thumbnail of the first page or slide (a video frame with ffmpeg), the
 * page count; the text of old .doc/.ppt/.xls files from the PDF, since they are not read at upload.
 */
async function prepare(ctx: AppContext, hash: string, signal: AbortSignal, timeoutMs: number) {
  const db = ctx.database.db;
  const file = await repo.findFile(db, hash);
  if (!file) return;
  const family = familyOf(file.ext);
  await withTempDir('preview', async (dir) => {
    const input = path.join(dir, `input.${file.ext}`);
    const source = await ctx.storage.getStream(file.storageKey);
    if (!source) throw new JobFailure('文件已丢失');
    await pipeline(source, createWriteStream(input));
    let pdf: string | null = family === 'pdf' ? input : null;
    const patch: Partial<repo.FileRow> = {};
    if (family === 'office') {
      const soffice = sofficePath();
      if (!soffice) throw new JobFailure(MSG.unavailable);
      try {
        pdf = await convertToPdf(soffice, input, dir, { timeoutMs, signal });
      } catch (err) {
        const timedOut = err instanceof ToolFailure && err.message.startsWith('timeout');
        const message = timedOut
          ? `文档转换超时（超过 ${Math.round(timeoutMs / 1000)} 秒），请下载后查看`
          : MSG.failed;
        await repo.updateFile(db, hash, { previewError: message });
        throw new JobFailure(message);
      }
      patch.previewKey = `resources/previews/${hash}.pdf`;
      await ctx.storage.putStream(patch.previewKey, createReadStream(pdf));
      if (['doc', 'ppt', 'xls'].includes(file.ext)) patch.text = (await pdfText(pdf)).slice(0, 200_000);
    }
    const thumb = pdf
      ? await pdfThumbnail(pdf, dir)
      : family === 'video'
        ? await videoFrame(input, dir)
        : null;
    if (thumb) {
      patch.thumbKey = `resources/thumbs/${hash}${path.extname(thumb)}`;
      await ctx.storage.putStream(patch.thumbKey, createReadStream(thumb));
    }
    if (pdf) {
      const pages = await pdfPages(pdf);
      if (typeof pages === 'number') patch.pages = pages;
    }
    await repo.updateFile(db, hash, patch);
    if (patch.text) await refreshSearchText(ctx, hash, patch.text);
  });
}

async function refreshSearchText(ctx: AppContext, hash: string, text: string) {
  const db = ctx.database.db;
  for (const r of await repo.resourcesOfFile(db, hash)) {
    const [nodes, knowledge] = await Promise.all([
      repo.nodeNames(db, r.bookNodeIds),
      repo.knowledgeNames(db, r.knowledgeIds),
    ]);
    await repo.updateResource(db, r.id, {
      searchText: resourceSearchText({
        title: r.title,
        description: r.description,
        fileName: r.fileName,
        text,
        tagNames: [...nodes.values(), ...knowledge.values()],
      }),
    });
  }
}

/** The job kinds of this module, for a runner (main.ts, the worker, a test). */
export function resourceJobKinds(
  ctx: AppContext,
  timeoutMs = DEFAULT_PREVIEW_TIMEOUT_MS,
): Record<string, JobKind> {
  return {
    [PREVIEW_JOB]: {
      timeoutMs: timeoutMs + 30_000,
      maxAttempts: 2,
      handler: ({ key, signal }) => prepare(ctx, key, signal, timeoutMs),
    },
  };
}

/** Starts this process's runner of resource jobs (one job at a time). */
export function startResourceJobs(
  ctx: AppContext,
  opts: { timeoutMs?: number; pollMs?: number } = {},
): JobRunner {
  const started = startJobRunner(ctx.database.db, resourceJobKinds(ctx, opts.timeoutMs), {
    pollMs: opts.pollMs,
    onError: (err) => console.error('resource job runner:', err),
  });
  runner = started;
  return {
    wake: started.wake,
    async stop() {
      if (runner === started) runner = null;
      await started.stop();
    },
  };
}

/** How /OnlyOfficeReady shows a resource; an Office file not yet converted is queued (state `pending`). */
export async function previewResource(ctx: AppContext, caller: Caller, id: string): Promise<ResourcePreview> {
  const card = await readableCard(ctx, caller, id);
  const resource = await summaryOf(ctx, caller, card);
  const mode = previewModeOf(card.file.ext);
  const base = { resource, mode, pages: card.file.pages };
  const ready = (variant: FileVariant) => ({
    ...base,
    state: 'ready' as const,
    message: null,
    url: fileUrl(ctx, id, variant),
  });
  if (mode === 'none') return { ...base, state: 'unavailable', message: MSG.unsupported, url: null };
  if (familyOf(card.file.ext) !== 'office') return ready('original');
  if (card.file.previewKey) return ready('preview');
  if (card.file.previewError) return { ...base, state: 'failed', message: card.file.previewError, url: null };
  if (!sofficePath()) return { ...base, state: 'unavailable', message: MSG.unavailable, url: null };
  const job = await findJob(ctx.database.db, PREVIEW_JOB, card.resource.fileHash);
  if (job?.status === 'failed')
    return { ...base, state: 'failed', message: job.error ?? MSG.failed, url: null };
  if (!job || job.status === 'done') await queuePreview(ctx, card.file.ext, card.resource.fileHash);
  return { ...base, state: 'pending', message: null, url: null };
}

/**
 * A file of a resource for a signed URL (fileUrl): the original, the converted PDF or the thumbnail,
 * whole or the byte range asked (video seeking, pdf.js). A bad or expired ticket is 403.
 */
export async function openResourceFile(
  ctx: AppContext,
  id: string,
  variant: FileVariant,
  ticket: string,
  rangeHeader: string | undefined,
) {
  if (!verifyFileTicket(ctx, id, variant, ticket)) throw forbidden('链接无效或已过期，请刷新页面后重试');
  const card = await repo.findCard(ctx.database.db, id);
  // The recycle bin still shows thumbnails; the file itself is gone with the resource.
  if (!card || (card.resource.deletedAt && variant !== 'thumb')) throw notFound('资源不存在或已删除');
  const key =
    variant === 'original'
      ? card.file.storageKey
      : variant === 'preview'
        ? card.file.previewKey
        : card.file.thumbKey;
  const size = key ? await ctx.storage.size(key) : null;
  if (!key || size === null) throw notFound('文件不存在');
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') return { unsatisfiable: true as const, size };
  const stream = await ctx.storage.getStream(key, range ?? undefined);
  if (!stream) throw notFound('文件不存在');
  const type =
    variant === 'original'
      ? card.file.mime
      : variant === 'preview'
        ? 'application/pdf'
        : key.endsWith('.png')
          ? 'image/png'
          : key.endsWith('.jpg')
            ? 'image/jpeg'
            : 'image/webp';
  return { unsatisfiable: false as const, stream, size, range, type, fileName: card.resource.fileName };
}
