import { SaveSheetBody, SheetInfo, SheetPdfBody } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, ok, sendDownload } from '../../http';
import { fileRoute, route } from '../../route';
import * as service from './service';

const IdParam = z.object({ id: z.string().uuid('编号无效') });

/** 答题卡 of an assignment (docs/answer-sheet.md). */
export async function sheetRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    { method: 'GET', url: '/teacher/assignment/:id/sheet', params: IdParam, response: SheetInfo },
    async (req) => ok(await service.getSheet(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/assignment/:id/sheet',
      params: IdParam,
      body: SaveSheetBody,
      response: SheetInfo,
    },
    async (req) => ok(await service.saveSheet(ctx, callerOf(req), req.params.id, req.body), '答题卡已保存'),
  );
  fileRoute(
    app,
    {
      method: 'POST',
      url: '/teacher/assignment/:id/sheet/pdf',
      params: IdParam,
      body: SheetPdfBody,
      produces: ['application/pdf'],
    },
    async (req, reply) => {
      const { bytes, fileName } = await service.sheetPdf(ctx, callerOf(req), req.params.id, req.body);
      return sendDownload(reply, bytes, fileName, 'application/pdf');
    },
  );
  fileRoute(
    app,
    {
      method: 'POST',
      url: '/teacher/assignment/:id/sheet/template',
      params: IdParam,
      produces: ['application/json'],
    },
    async (req, reply) => {
      const { template, fileName } = await service.sheetTemplateOf(ctx, callerOf(req), req.params.id);
      const json = Buffer.from(JSON.stringify(template, null, 2));
      return sendDownload(reply, json, fileName, 'application/json; charset=utf-8');
    },
  );
}
