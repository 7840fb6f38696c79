import { SaveSheetBody, SheetPdfBody } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, ok, sendDownload } from '../../http';
import * as service from './service';

const IdParam = z.object({ id: z.string().uuid('编号无效') });

/** 答题卡 of an assignment (docs/answer-sheet.md). */
export async function sheetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/teacher/assignment/:id/sheet', { schema: { params: IdParam } }, async (req) =>
    ok(await service.getSheet(ctx, callerOf(req), req.params.id)),
  );
  app.put(
    '/teacher/assignment/:id/sheet',
    { schema: { params: IdParam, body: SaveSheetBody } },
    async (req) => ok(await service.saveSheet(ctx, callerOf(req), req.params.id, req.body), '答题卡已保存'),
  );
  app.post(
    '/teacher/assignment/:id/sheet/pdf',
    { schema: { params: IdParam, body: SheetPdfBody } },
    async (req, reply) => {
      const { bytes, fileName } = await service.sheetPdf(ctx, callerOf(req), req.params.id, req.body);
      return sendDownload(reply, bytes, fileName, 'application/pdf');
    },
  );
  app.post('/teacher/assignment/:id/sheet/template', { schema: { params: IdParam } }, async (req, reply) => {
    const { template, fileName } = await service.sheetTemplateOf(ctx, callerOf(req), req.params.id);
    const json = Buffer.from(JSON.stringify(template, null, 2));
    return sendDownload(reply, json, fileName, 'application/json; charset=utf-8');
  });
}
