import {
  MAX_VIDEO_BYTES,
  NoData,
  ResourceFavourite,
  ResourceIdParam,
  ResourceMetaBody,
  ResourceNodeCounts,
  ResourceNodeCountsQuery,
  ResourcePage,
  ResourcePreview,
  ResourceScopeBody,
  ResourceSearchQuery,
  ResourceSummary,
  ResourceUploadResult,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { callerOf, ok } from '../../http';
import { fileRoute, route } from '../../route';
import { openResourceFile, previewResource } from './preview';
import * as service from './service';
import { uploadResource } from './upload';

const FileParams = z.object({
  id: z.string().uuid('资源编号无效'),
  variant: z.enum(['original', 'preview', 'thumb'], { error: '文件类型不正确' }),
});
const TicketQuery = z.object({ t: z.string({ error: '缺少访问凭证' }).max(200) });

const attachment = (fileName: string) => {
  const ext = fileName.match(/\.[a-z0-9]+$/i)?.[0] ?? '';
  return `attachment; filename="download${ext}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

export async function resourceRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/resource/search',
      querystring: ResourceSearchQuery,
      response: ResourcePage,
      summary: '备课资源列表',
    },
    async (req) => ok(await service.searchResources(ctx, callerOf(req), req.query)),
  );

  // Form fields first, then the file: the file is streamed to storage, never held whole in memory.
  route(
    app,
    {
      method: 'POST',
      url: '/resource/upload',
      response: ResourceUploadResult,
      summary: '上传资源（表单：字段在前，文件 file 在后）',
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('请以表单方式上传文件');
      const part = await req.file({
        limits: { fileSize: MAX_VIDEO_BYTES + 1, files: 1, fields: 20, fieldSize: 4096 },
      });
      if (!part) throw badRequest('请选择要上传的文件');
      const fields: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(part.fields)) {
        const one = Array.isArray(value) ? value[0] : value;
        if (one && one.type === 'field') fields[name] = String(one.value);
      }
      const result = await uploadResource(ctx, callerOf(req), {
        fileName: part.filename,
        stream: part.file,
        fields,
      });
      return ok(result, result.duplicate ? '你已上传过这个文件' : '上传成功');
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/resource/node-counts',
      querystring: ResourceNodeCountsQuery,
      response: ResourceNodeCounts,
      summary: '各章节下可见资源数',
    },
    async (req) => ok(await service.countByNode(ctx, callerOf(req), req.query.textbookId)),
  );

  route(
    app,
    { method: 'GET', url: '/resource/:id', params: ResourceIdParam, response: ResourceSummary },
    async (req) => ok(await service.getResource(ctx, callerOf(req), req.params.id)),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/resource/:id',
      params: ResourceIdParam,
      body: ResourceMetaBody,
      response: ResourceSummary,
    },
    async (req) => ok(await service.updateResource(ctx, callerOf(req), req.params.id, req.body), '已保存'),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/resource/:id/scope',
      params: ResourceIdParam,
      body: ResourceScopeBody,
      response: ResourceSummary,
    },
    async (req) => ok(await service.moveResource(ctx, callerOf(req), req.params.id, req.body), '已移动'),
  );

  route(
    app,
    { method: 'DELETE', url: '/resource/:id', params: ResourceIdParam, response: NoData },
    async (req) => {
      await service.deleteResource(ctx, callerOf(req), req.params.id);
      return ok(null, '已移入回收站，30 天内可恢复');
    },
  );

  route(
    app,
    { method: 'POST', url: '/resource/:id/restore', params: ResourceIdParam, response: ResourceSummary },
    async (req) => ok(await service.restoreResource(ctx, callerOf(req), req.params.id), '已恢复'),
  );

  route(
    app,
    { method: 'POST', url: '/resource/:id/favourite', params: ResourceIdParam, response: ResourceFavourite },
    async (req) => ok(await service.favouriteResource(ctx, callerOf(req), req.params.id, true), '已收藏'),
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/resource/:id/favourite',
      params: ResourceIdParam,
      response: ResourceFavourite,
    },
    async (req) =>
      ok(await service.favouriteResource(ctx, callerOf(req), req.params.id, false), '已取消收藏'),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/resource/:id/preview',
      params: ResourceIdParam,
      response: ResourcePreview,
      summary: '在线预览',
    },
    async (req) => ok(await previewResource(ctx, callerOf(req), req.params.id)),
  );

  fileRoute(
    app,
    {
      method: 'POST',
      url: '/resource/:id/download',
      params: ResourceIdParam,
      produces: ['application/octet-stream'],
    },
    async (req, reply) => {
      const file = await service.downloadResource(ctx, callerOf(req), req.params.id);
      return reply
        .type(file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  // Signed URLs for <video>, <audio>, <img> and pdf.js (no bearer header possible); Range honoured.
  fileRoute(
    app,
    {
      method: 'GET',
      url: '/resource/file/:id/:variant',
      params: FileParams,
      querystring: TicketQuery,
      public: true,
      produces: ['application/pdf', 'video/mp4', 'audio/mpeg', 'image/webp', 'application/octet-stream'],
    },
    async (req, reply) => {
      const file = await openResourceFile(
        ctx,
        req.params.id,
        req.params.variant,
        req.query.t,
        req.headers.range,
      );
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600');
      if (file.unsatisfiable)
        return reply.code(416).header('content-range', `bytes */${file.size}`).type('text/plain').send('');
      reply.type(file.type).header('x-content-type-options', 'nosniff');
      if (file.range) {
        const { start, end } = file.range;
        reply
          .code(206)
          .header('content-range', `bytes ${start}-${end}/${file.size}`)
          .header('content-length', String(end - start + 1));
      } else reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );
}
