import {
  BookCreated,
  BookDetail,
  BookIdParam,
  BookList,
  BookListQuery,
  BookMark,
  BookMarkParams,
  CreateBookMarkBody,
  PageMapProposal,
  PageMapSaved,
  SavePageMapBody,
} from '@zhijuan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors';
import { callerOf, ok } from '../../http';
import { fileRoute, route } from '../../route';
import * as service from './service';

const MAX_PDF_BYTES = 200 * 1024 * 1024;

const UploadQuery = z.object({
  textbookId: z.string({ error: '请选择教材版本和册别' }).min(1, '请选择教材版本和册别').max(80),
  title: z
    .string({ error: '请填写教材名称' })
    .trim()
    .min(1, '请填写教材名称')
    .max(60, '教材名称最多 60 个字'),
});

/**
 * Sends the PDF whole, or the byte range asked for (pdf.js reads the pages it shows by range, so a
 * 300-page book opens without waiting for the whole file).
 */
function sendPdf(req: FastifyRequest, reply: FastifyReply, bytes: Buffer, etag: string) {
  reply
    .type('application/pdf')
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('cache-control', 'private, max-age=3600');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (!range || (!range[1] && !range[2])) return reply.send(bytes);
  const size = bytes.byteLength;
  let start = range[1] ? Number(range[1]) : size - Number(range[2]);
  let end = range[1] && range[2] ? Number(range[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  if (start > end) return reply.code(416).header('content-range', `bytes */${size}`).send();
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .send(bytes.subarray(start, end + 1));
}

/** 数字教材 (docs/lesson-prep.md). */
export async function bookRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/teacher/books',
      querystring: BookListQuery,
      response: BookList,
      summary: '本校的数字教材',
    },
    async (req) => ok(await service.listBooks(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/books',
      querystring: UploadQuery,
      response: BookCreated,
      summary: '上传数字教材（PDF，学校管理员）',
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('请选择要上传的 PDF 文件');
      const part = await req.file({ limits: { fileSize: MAX_PDF_BYTES, files: 1 } });
      if (!part) throw badRequest('请选择要上传的 PDF 文件');
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, '教材文件不能超过 200 MB');
        throw err;
      });
      const created = await service.createBook(ctx, callerOf(req), { ...req.query, bytes });
      return ok(created, `已上传，共 ${created.pageCount} 页`);
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/books/:id',
      params: BookIdParam,
      response: BookDetail,
      summary: '教材目录、页码与配套内容',
    },
    async (req) => ok(await service.getBook(ctx, callerOf(req), req.params.id)),
  );
  fileRoute(
    app,
    {
      method: 'GET',
      url: '/teacher/books/:id/file',
      params: BookIdParam,
      produces: ['application/pdf'],
      summary: '教材 PDF（支持 Range）',
    },
    async (req, reply) => {
      const file = await service.bookFile(ctx, callerOf(req), req.params.id);
      return sendPdf(req, reply, file.bytes, file.etag);
    },
  );
  fileRoute(
    app,
    {
      method: 'GET',
      url: '/teacher/books/:id/cover',
      params: BookIdParam,
      produces: ['image/jpeg'],
      summary: '教材封面（第一页）',
    },
    async (req, reply) => {
      const bytes = await service.bookCover(ctx, callerOf(req), req.params.id);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').send(bytes);
    },
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/books/:id/page-map',
      params: BookIdParam,
      body: SavePageMapBody,
      response: PageMapSaved,
      summary: '保存页码映射',
    },
    async (req) => ok(await service.savePageMap(ctx, callerOf(req), req.params.id, req.body), '页码已保存'),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/books/:id/page-map/proposal',
      params: BookIdParam,
      response: PageMapProposal,
      summary: '按 PDF 书签推荐页码',
    },
    async (req) => ok(await service.proposeMap(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/teacher/books/:id',
      params: BookIdParam,
      response: z.null(),
      summary: '删除数字教材',
    },
    async (req) => ok(await service.deleteBook(ctx, callerOf(req), req.params.id), '已删除'),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/books/:id/marks',
      params: BookIdParam,
      response: z.array(BookMark),
      summary: '我的书签与高亮',
    },
    async (req) => ok(await service.listMarks(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/books/:id/marks',
      params: BookIdParam,
      body: CreateBookMarkBody,
      response: BookMark,
      summary: '添加书签或高亮',
    },
    async (req) => ok(await service.addMark(ctx, callerOf(req), req.params.id, req.body)),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/teacher/books/:id/marks/:markId',
      params: BookMarkParams,
      response: z.null(),
      summary: '删除书签或高亮',
    },
    async (req) =>
      ok(await service.removeMark(ctx, callerOf(req), req.params.id, req.params.markId), '已删除'),
  );
}
