import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, notFound } from '../../errors';
import { callerOf, ok } from '../../http';
import { isSafeKey } from '../../infra/storage';
import { managedOrg } from '../school';
import { fileUrl, findOrg, setAvatar, setOrgLogo } from '../system';
import { IMAGE_MIME, MAX_IMAGE_BYTES, sniffImage } from './images';

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

export async function fileRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /** Reads one uploaded image (≤ 2 MB, PNG/JPEG/WebP by its bytes) and stores it under `folder/`. */
  async function storeImage(request: FastifyRequest, folder: 'avatars' | 'logos', owner: string) {
    if (!request.isMultipart()) throw badRequest('请以表单方式上传图片');
    const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!part) throw badRequest('请选择要上传的图片');
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, '图片不能超过 2 MB');
      throw err;
    });
    const type = sniffImage(bytes);
    if (!type) throw new AppError(415, '仅支持 PNG、JPG、WebP 格式的图片');
    const key = `${folder}/${owner}-${randomBytes(6).toString('hex')}.${type}`;
    await ctx.storage.put(key, bytes);
    return { key, type };
  }

  app.post('/system/user/avatar', async (request) => {
    const caller = callerOf(request);
    const { key, type } = await storeImage(request, 'avatars', caller.user.id);
    const previous = caller.user.avatarPath;
    await setAvatar(ctx.database.db, caller.user.id, key);
    if (previous) await ctx.storage.remove(previous).catch(() => undefined);
    return ok({ avatar: fileUrl(key), type: IMAGE_MIME[type] }, '头像已更新');
  });

  app.post('/system/org/logo', async (request) => {
    const caller = callerOf(request);
    const orgId = managedOrg(caller);
    const { key, type } = await storeImage(request, 'logos', orgId);
    const previous = (await findOrg(ctx.database.db, orgId))?.logoPath;
    await setOrgLogo(ctx.database.db, orgId, key);
    if (previous) await ctx.storage.remove(previous).catch(() => undefined);
    return ok({ orgLogo: fileUrl(key), type: IMAGE_MIME[type] }, '校徽已更新');
  });

  // Avatars, school logos and the pictures of imported questions are shown in <img> tags, which
  // cannot carry a bearer token; their keys are unguessable, so they are served without one.
  app.get<{ Params: { '*': string } }>('/files/*', { config: { public: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!isSafeKey(key) || !/^(avatars|logos|questions)\//.test(key)) throw notFound();
    const bytes = await ctx.storage.get(key);
    if (!bytes) throw notFound();
    const ext = key.split('.').pop() ?? '';
    return reply
      .type(MIME_BY_EXT[ext] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
