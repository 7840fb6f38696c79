import { QuestionDetailsBody, QuestionSearchQuery, SaveImportBody } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors';
import { callerOf, ok } from '../../http';
import { MAX_DOCX_BYTES, previewWord, saveImported } from './importing';
import * as service from './service';

const QuestionIdParam = z.object({ id: z.string().uuid('试题编号无效') });

export async function questionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/question/search', { schema: { querystring: QuestionSearchQuery } }, async (req) =>
    ok(await service.searchQuestions(ctx, callerOf(req), req.query)),
  );
  app.get(
    '/question/years',
    {
      schema: {
        querystring: z.object({ subjectId: z.string({ error: '请选择学科' }).min(1, '请选择学科').max(80) }),
      },
    },
    async (req) => ok(await service.questionYears(ctx, callerOf(req), req.query.subjectId)),
  );
  app.post(
    '/question/import',
    {
      schema: {
        querystring: z.object({ subjectId: z.string({ error: '请选择学科' }).min(1, '请选择学科').max(80) }),
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('请选择要上传的 Word 文件');
      const part = await req.file({ limits: { fileSize: MAX_DOCX_BYTES, files: 1 } });
      if (!part) throw badRequest('请选择要上传的 Word 文件');
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'Word 文件不能超过 10 MB');
        throw err;
      });
      return ok(await previewWord(ctx, callerOf(req), req.query.subjectId, bytes));
    },
  );
  app.post('/question/import/save', { schema: { body: SaveImportBody } }, async (req) => {
    const result = await saveImported(ctx, callerOf(req), req.body);
    return ok(result, `已保存 ${result.ids.length} 道试题`);
  });
  app.post('/question/details', { schema: { body: QuestionDetailsBody } }, async (req) =>
    ok(await service.questionDetailList(ctx, callerOf(req), req.body.ids)),
  );
  app.get('/question/:id', { schema: { params: QuestionIdParam } }, async (req) =>
    ok(await service.getQuestion(ctx, callerOf(req), req.params.id)),
  );
  app.get('/question/:id/similar', { schema: { params: QuestionIdParam } }, async (req) =>
    ok(await service.similarQuestions(ctx, callerOf(req), req.params.id)),
  );
}
