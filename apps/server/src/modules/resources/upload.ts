import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ResourceMetaBody, ResourceScope, type ResourceUploadResult } from '@zhijuan/contracts';
import sharp from 'sharp';
import { AppError, badRequest, forbidden } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { inspectCompound, inspectOoxml, Refusal } from './office';
import { canPlaceIn } from './policy';
import { resourceSearchText } from './present';
import { queuePreview } from './preview';
import * as repo from './repo';
import { checkMeta, summaryOf } from './service';
import {
  CFB_MAGIC,
  defaultKind,
  extOf,
  familyOf,
  headMatches,
  MIME,
  maxBytesOf,
  typeName,
  UNSUPPORTED,
} from './sniff';
import { pdfPages, pdfText, withTempDir } from './tools';

export interface UploadInput {
  fileName: string;
  /** The file's bytes as they arrive. */
  stream: Readable;
  /** Form fields sent before the file: title, kind, subjectId, textbookId, bookNodeIds, knowledgeIds, description, scope. */
  fields: Record<string, string | undefined>;
}

const tooLarge = (family: string) =>
  new AppError(413, family === 'video' ? '视频不能超过 500 MB' : '文件不能超过 100 MB（视频不超过 500 MB）');

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The metadata of an upload from its form fields, with defaults from the file and the teacher. */
function metaOf(caller: Caller, input: UploadInput, ext: string) {
  const f = input.fields;
  const title =
    (f.title ?? '').trim() || input.fileName.replace(/\.[^.]+$/, '').slice(0, 100) || '未命名资源';
  const parsed = ResourceMetaBody.safeParse({
    title,
    kind: f.kind || defaultKind(ext),
    subjectId: f.subjectId || caller.user.preferences.userSubjectId || undefined,
    textbookId: f.textbookId || null,
    bookNodeIds: list(f.bookNodeIds),
    knowledgeIds: list(f.knowledgeIds),
    description: f.description ?? '',
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '参数格式不正确');
  const scope = ResourceScope.safeParse(f.scope || 'personal');
  if (!scope.success) throw badRequest('资源范围不正确');
  return { meta: parsed.data, scope: scope.data };
}

/**
 * Streams the upload to a private temporary file, hashing and counting as it goes; past the size limit
 * it stops at once. Keeps the first 4 KB for sniffing. Nothing is kept in memory beyond that.
 */
async function receive(stream: Readable, file: string, limit: number, family: string) {
  const hash = createHash('sha256');
  let size = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) return done(tooLarge(family));
      hash.update(chunk);
      if (headBytes < 4096) {
        head.push(chunk.subarray(0, 4096 - headBytes));
        headBytes += Math.min(chunk.length, 4096 - headBytes);
      }
      done(null, chunk);
    },
  });
  await pipeline(stream, counter, createWriteStream(file));
  // @fastify/multipart ends a stream cut at its own limit quietly, flagging it `truncated`.
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(family);
  return { hash: hash.digest('hex'), size, head: Buffer.concat(head) };
}

/** Checks what is inside; returns the text to search and, for images and PDFs, what is known at once. */
async function inspect(file: string, ext: string, head: Buffer, dir: string) {
  const family = familyOf(ext);
  if (family === 'office') {
    const compound = CFB_MAGIC.every((b, i) => head[i] === b);
    if (compound) {
      await inspectCompound(file, ext);
      return { text: '' };
    }
    return inspectOoxml(file, ext);
  }
  if (family === 'pdf') {
    const pages = await pdfPages(file);
    if (pages === 'unreadable') throw new Refusal('PDF 文件已损坏或设置了打开密码，无法使用');
    return { text: (await pdfText(file)).slice(0, 200_000), pages };
  }
  if (family === 'image') {
    try {
      const meta = await sharp(file, { limitInputPixels: 100_000_000 }).metadata();
      if (!meta.width || !meta.height) throw new Error('no size');
      const thumb = path.join(dir, 'thumb.webp');
      await sharp(file, { limitInputPixels: 100_000_000, animated: false })
        .rotate()
        .resize({ width: 360, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(thumb);
      return { text: '', thumb };
    } catch {
      throw new Refusal('图片已损坏或格式无法识别');
    }
  }
  return { text: '' };
}

/**
 * 上传资源: one file with its metadata. The file is checked before anything is kept — its bytes must
 * be what its name says, an Office file must open (no password, not corrupt, no zip bomb), the size
 * within 500 MB for video and 100 MB otherwise — and a refused file leaves nothing behind. The same
 * bytes are stored once (by SHA-256); uploading a file one already has returns that resource.
 */
export async function uploadResource(
  ctx: AppContext,
  caller: Caller,
  input: UploadInput,
): Promise<ResourceUploadResult> {
  const ext = extOf(input.fileName);
  const family = familyOf(ext);
  const drain = () => input.stream.resume();
  if (!family) {
    drain();
    throw new AppError(415, UNSUPPORTED);
  }
  let placed: ReturnType<typeof metaOf>;
  let tags: Awaited<ReturnType<typeof checkMeta>>;
  try {
    placed = metaOf(caller, input, ext);
    if (!canPlaceIn(caller, placed.scope))
      throw forbidden(
        placed.scope === 'school' ? '只有学校管理员可以上传到校本资源' : '只有平台管理员可以上传到平台资源',
      );
    if (placed.scope === 'school' && !caller.user.orgId) throw forbidden('加入学校后才能上传到校本资源');
    tags = await checkMeta(ctx, placed.meta);
  } catch (err) {
    drain();
    throw err;
  }
  const { meta, scope } = placed;
  const db = ctx.database.db;

  return withTempDir('upload', async (dir) => {
    const file = path.join(dir, `upload.${ext}`);
    const got = await receive(input.stream, file, maxBytesOf(family), family);
    if (got.size === 0) throw badRequest('文件是空的，请重新选择');
    if (!headMatches(ext, got.head))
      throw new AppError(415, `文件内容与扩展名不符，不是有效的 ${typeName(ext)} 文件`);

    const existing = await repo.findOwnByHash(db, caller.user.id, got.hash);
    if (existing) return { resource: await summaryOf(ctx, caller, existing), duplicate: true };

    let stored = await repo.findFile(db, got.hash);
    if (!stored) {
      let found: Awaited<ReturnType<typeof inspect>>;
      try {
        found = await inspect(file, ext, got.head, dir);
      } catch (err) {
        if (err instanceof Refusal) throw new AppError(422, err.message);
        throw err;
      }
      const storageKey = `resources/${got.hash.slice(0, 2)}/${got.hash}.${ext}`;
      await ctx.storage.putStream(storageKey, createReadStream(file));
      let thumbKey: string | null = null;
      if ('thumb' in found && found.thumb) {
        thumbKey = `resources/thumbs/${got.hash}.webp`;
        await ctx.storage.putStream(thumbKey, createReadStream(found.thumb));
      }
      await repo.insertFile(db, {
        hash: got.hash,
        size: got.size,
        ext,
        mime: MIME[ext] ?? 'application/octet-stream',
        storageKey,
        text: found.text,
        pages: 'pages' in found ? (found.pages ?? null) : null,
        thumbKey,
      });
      stored = await repo.findFile(db, got.hash);
    }
    const id = await repo.insertResource(db, {
      orgId: scope === 'platform' ? null : caller.user.orgId,
      ownerId: caller.user.id,
      scope,
      title: meta.title,
      kind: meta.kind,
      fileHash: got.hash,
      fileName: input.fileName.slice(0, 200),
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
        fileName: input.fileName,
        text: stored?.text ?? '',
        tagNames: tags.tagNames,
      }),
    });
    // Two uploads of one file at once: the second finds the first's row.
    const card = id ? await repo.findCard(db, id) : await repo.findOwnByHash(db, caller.user.id, got.hash);
    if (!card) throw new Error('resource row missing after insert');
    await queuePreview(ctx, card.file.ext, got.hash);
    return { resource: await summaryOf(ctx, caller, card), duplicate: !id };
  });
}
