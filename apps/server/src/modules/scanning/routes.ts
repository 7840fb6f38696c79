import {
  AnswerSheetPage,
  CorrectScanPageBody,
  CreateScanBatchBody,
  KnownScanHashes,
  KnownScansBody,
  MAX_SCAN_BUNDLE_BYTES,
  RetriedScanPage,
  ScanBatch,
  ScanCorrection,
  ScanPageDetail,
  ScanPageList,
  ScanPageListQuery,
  ScanSchoolSettings,
  ScanSchoolSettingsBody,
  ScanSummary,
  UploadedScan,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventStreams } from '../../events';
import { callerOf, ok } from '../../http';
import { fileRoute, route } from '../../route';
import { readUpload } from '../../upload';
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

/** One file per upload request: an image, a multi-page TIFF, a .zip or a scanner PDF. */
const SCAN_FILE = {
  what: '扫描图像',
  maxBytes: MAX_SCAN_BUNDLE_BYTES,
  tooLarge: '单个文件不能超过 300 MB，请分批上传',
};

/** 扫描与识别 (docs/scanning.md). */
export async function scanningRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const events = eventStreams(app);

  route(
    app,
    { method: 'POST', url: '/teacher/scan/batch', body: CreateScanBatchBody, response: ScanBatch },
    async (req) => ok(await batches.createBatch(ctx, callerOf(req), req.body)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/scan/batches',
      params: IdParam,
      response: z.array(ScanBatch),
    },
    async (req) => ok(await batches.listBatches(ctx, callerOf(req), req.params.id)),
  );

  // One file per request (an image, a multi-page TIFF, a .zip or a scanner PDF): the page shows each
  // file's progress and retries a file on its own.
  route(
    app,
    { method: 'POST', url: '/teacher/scan/batch/:id/pages', params: IdParam, response: UploadedScan },
    async (req) => {
      const file = await readUpload(req, SCAN_FILE);
      return ok(
        await batches.uploadScan(
          ctx,
          callerOf(req),
          req.params.id,
          file.fileName || 'scan',
          file.bytes,
          MAX_SCAN_BUNDLE_BYTES * 3,
          app.scanning,
        ),
      );
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/scan/batch/:id/known',
      params: IdParam,
      body: KnownScansBody,
      response: KnownScanHashes,
    },
    async (req) => ok(await batches.knownHashes(ctx, callerOf(req), req.params.id, req.body.hashes)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/scan/pages',
      params: IdParam,
      querystring: ScanPageListQuery,
      response: ScanPageList,
    },
    async (req) => ok(await pages.listPages(ctx, callerOf(req), req.params.id, req.query)),
  );
  route(
    app,
    { method: 'GET', url: '/teacher/assignment/:id/scan/summary', params: IdParam, response: ScanSummary },
    async (req) => ok(await summary.scanSummary(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/scan/sheets',
      params: IdParam,
      querystring: Paging,
      response: AnswerSheetPage,
    },
    async (req) =>
      ok(await summary.answerSheetsOf(ctx, callerOf(req), req.params.id, req.query.page, req.query.size)),
  );

  route(app, { method: 'GET', url: '/teacher/scan/settings', response: ScanSchoolSettings }, async (req) =>
    ok(await settings.scanSettings(ctx, callerOf(req))),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/scan/settings',
      body: ScanSchoolSettingsBody,
      response: ScanSchoolSettings,
    },
    async (req) => ok(await settings.saveScanSettings(ctx, callerOf(req), req.body)),
  );

  route(
    app,
    { method: 'GET', url: '/teacher/scan/page/:id', params: IdParam, response: ScanPageDetail },
    async (req) => ok(await pages.getPage(ctx, callerOf(req), req.params.id)),
  );
  fileRoute(
    app,
    {
      method: 'GET',
      url: '/teacher/scan/page/:id/image',
      params: IdParam,
      querystring: z.object({ question: z.string().max(16).optional(), stain: z.literal('1').optional() }),
      produces: ['image/jpeg'],
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
  fileRoute(
    app,
    {
      method: 'GET',
      url: '/teacher/scan/page/:id/region/:index',
      params: IdParam.extend({ index: z.coerce.number().int().min(0).max(500) }),
      produces: ['image/png'],
    },
    async (req, reply) => {
      const png = await zoom.regionImage(ctx, callerOf(req), req.params.id, req.params.index);
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
    },
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/scan/page/:id',
      params: IdParam,
      body: CorrectScanPageBody,
      response: ScanPageDetail,
    },
    async (req) =>
      ok(await corrections.correctPage(ctx, callerOf(req), req.params.id, req.body, app.scanning), '已保存'),
  );
  route(
    app,
    { method: 'POST', url: '/teacher/scan/page/:id/retry', params: IdParam, response: RetriedScanPage },
    async (req) =>
      ok(await pages.retryPage(ctx, callerOf(req), req.params.id, app.scanning), '已重新加入识别队列'),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/scan/page/:id/corrections',
      params: IdParam,
      response: z.array(ScanCorrection),
    },
    async (req) => ok(await corrections.corrections(ctx, callerOf(req), req.params.id)),
  );

  /**
   * Live progress of an exam's scanning as Server-Sent Events: a `summary` event now and whenever a
   * page of the exam is settled here, and at least every 3 s (pages read by other worker processes).
   * Read with fetch (it carries the bearer token), not EventSource.
   */
  fileRoute(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/scan/events',
      params: IdParam,
      produces: ['text/event-stream'],
    },
    async (req, reply) =>
      events.send(req, reply, await summary.liveSummary(ctx, callerOf(req), req.params.id, app.scanning)),
  );
}
