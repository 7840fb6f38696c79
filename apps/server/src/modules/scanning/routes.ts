import {
  CorrectScanPageBody,
  CreateScanBatchBody,
  KnownScansBody,
  MAX_SCAN_BUNDLE_BYTES,
  ScanPageListQuery,
  ScanSchoolSettingsBody,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors';
import { callerOf, ok } from '../../http';
import * as batches from './batches';
import * as corrections from './corrections';
import * as pages from './pages';
import type { ScanSignals } from './runner';
import * as settings from './settings';
import * as summary from './summary';
import * as zoom from './zoom';

const IdParam = z.object({ id: z.string().uuid('编号无效') });
const Paging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes this process's scan runner, if one is started beside the app; live progress. */
    scanning: ScanSignals;
  }
}

/** 扫描与识别 (docs/scanning.md). */
export async function scanningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  // Open event streams end before the server stops waiting for connections to finish.
  const streams = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.post('/teacher/scan/batch', { schema: { body: CreateScanBatchBody } }, async (req) =>
    ok(await batches.createBatch(ctx, callerOf(req), req.body)),
  );
  app.get('/teacher/assignment/:id/scan/batches', { schema: { params: IdParam } }, async (req) =>
    ok(await batches.listBatches(ctx, callerOf(req), req.params.id)),
  );

  // One file per request (an image, a multi-page TIFF, a .zip or a scanner PDF): the page shows each
  // file's progress and retries a file on its own.
  app.post('/teacher/scan/batch/:id/pages', { schema: { params: IdParam } }, async (req) => {
    if (!req.isMultipart()) throw badRequest('请选择要上传的扫描图像');
    const part = await req.file({ limits: { fileSize: MAX_SCAN_BUNDLE_BYTES, files: 1 } });
    if (!part) throw badRequest('请选择要上传的扫描图像');
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, '单个文件不能超过 300 MB，请分批上传');
      throw err;
    });
    const name = (part.filename || 'scan').slice(0, 200);
    const out = await batches.uploadScan(
      ctx,
      callerOf(req),
      req.params.id,
      name,
      bytes,
      MAX_SCAN_BUNDLE_BYTES * 3,
    );
    if (out.pages.some((p) => !p.duplicate)) fastify.scanning.wake();
    return ok(out);
  });
  app.post(
    '/teacher/scan/batch/:id/known',
    { schema: { params: IdParam, body: KnownScansBody } },
    async (req) => ok(await batches.knownHashes(ctx, callerOf(req), req.params.id, req.body.hashes)),
  );

  app.get(
    '/teacher/assignment/:id/scan/pages',
    { schema: { params: IdParam, querystring: ScanPageListQuery } },
    async (req) => ok(await pages.listPages(ctx, callerOf(req), req.params.id, req.query)),
  );
  app.get('/teacher/assignment/:id/scan/summary', { schema: { params: IdParam } }, async (req) =>
    ok(await summary.scanSummary(ctx, callerOf(req), req.params.id)),
  );
  app.get(
    '/teacher/assignment/:id/scan/sheets',
    { schema: { params: IdParam, querystring: Paging } },
    async (req) =>
      ok(await summary.answerSheetsOf(ctx, callerOf(req), req.params.id, req.query.page, req.query.size)),
  );

  app.get('/teacher/scan/settings', async (req) => ok(await settings.scanSettings(ctx, callerOf(req))));
  app.put('/teacher/scan/settings', { schema: { body: ScanSchoolSettingsBody } }, async (req) =>
    ok(await settings.saveScanSettings(ctx, callerOf(req), req.body)),
  );

  app.get('/teacher/scan/page/:id', { schema: { params: IdParam } }, async (req) =>
    ok(await pages.getPage(ctx, callerOf(req), req.params.id)),
  );
  app.get(
    '/teacher/scan/page/:id/image',
    {
      schema: {
        params: IdParam,
        querystring: z.object({ question: z.string().max(16).optional(), stain: z.literal('1').optional() }),
      },
    },
    async (req, reply) => {
      const jpeg = await zoom.pageImage(
        ctx,
        callerOf(req),
        req.params.id,
        req.query.question,
        req.query.stain === '1',
      );
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=300').send(jpeg);
    },
  );
  app.get(
    '/teacher/scan/page/:id/region/:index',
    { schema: { params: IdParam.extend({ index: z.coerce.number().int().min(0).max(500) }) } },
    async (req, reply) => {
      const png = await zoom.regionImage(ctx, callerOf(req), req.params.id, req.params.index);
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
    },
  );
  app.put(
    '/teacher/scan/page/:id',
    { schema: { params: IdParam, body: CorrectScanPageBody } },
    async (req) => {
      const page = await corrections.correctPage(ctx, callerOf(req), req.params.id, req.body);
      // A page given its exam is read again now; the exams' live counts show the change at once.
      if (page.status === 'queued') fastify.scanning.wake();
      for (const a of new Set([page.batchAssignmentId, page.assignmentId]))
        if (a) fastify.scanning.events.emit('changed', a);
      return ok(page, '已保存');
    },
  );
  app.post('/teacher/scan/page/:id/retry', { schema: { params: IdParam } }, async (req) => {
    const out = await pages.retryPage(ctx, callerOf(req), req.params.id);
    fastify.scanning.wake();
    if (out.assignmentId) fastify.scanning.events.emit('changed', out.assignmentId);
    return ok(out, '已重新加入识别队列');
  });
  app.get('/teacher/scan/page/:id/corrections', { schema: { params: IdParam } }, async (req) =>
    ok(await corrections.corrections(ctx, callerOf(req), req.params.id)),
  );

  /**
   * Live progress of an exam's scanning as Server-Sent Events: a `summary` event now and whenever a
   * page of the exam is settled here, and at least every 3 s (pages read by other worker processes).
   * Read with fetch (it carries the bearer token), not EventSource.
   */
  app.get('/teacher/assignment/:id/scan/events', { schema: { params: IdParam } }, async (req, reply) => {
    const caller = callerOf(req);
    const id = req.params.id;
    const first = await summary.scanSummary(ctx, caller, id);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let last = '';
    let closed = false;
    const send = (s: unknown) => {
      const text = JSON.stringify(s);
      if (text === last || closed) return;
      last = text;
      res.write(`event: summary\ndata: ${text}\n\n`);
    };
    send(first);
    let busy = false;
    const refresh = async () => {
      if (busy || closed) return;
      busy = true;
      try {
        send(await summary.scanSummary(ctx, caller, id));
      } catch {
        // The exam was deleted or the database is closing: the client reconnects or stops.
      } finally {
        busy = false;
      }
    };
    const onChange = (a: string) => a === id && void refresh();
    fastify.scanning.events.on('changed', onChange);
    const poll = setInterval(() => void refresh(), 3000);
    const ping = setInterval(() => !closed && res.write(': ping\n\n'), 15_000);
    const stop = () => {
      closed = true;
      clearInterval(poll);
      clearInterval(ping);
      fastify.scanning.events.off('changed', onChange);
    };
    const end = () => {
      stop();
      res.end();
    };
    streams.add(end);
    req.raw.on('close', () => {
      stop();
      streams.delete(end);
    });
  });
}
