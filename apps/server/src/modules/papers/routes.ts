import { AddBasketBody, DelBasketQuery } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, ok } from '../../http';
import * as basket from './basket';

const PaperIdParam = z.object({ id: z.string().uuid('试题篮编号无效') });
const DelParam = z.object({ id: z.string().min(1).max(80) });

/** The question basket, at the spec's paths (§7). */
export async function paperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/teacher/paper/info/getQuestionBasket', async (req) =>
    ok(await basket.getBasket(ctx, callerOf(req))),
  );

  app.post('/teacher/paper/info/addBasket', { schema: { body: AddBasketBody } }, async (req) =>
    ok(await basket.addToBasket(ctx, callerOf(req), req.body.questionIds), '添加成功'),
  );

  app.delete('/teacher/paper/info/:id/clearBasket', { schema: { params: PaperIdParam } }, async (req) =>
    ok(await basket.clearBasket(ctx, callerOf(req), req.params.id), '已清空试题篮'),
  );

  app.delete(
    '/teacher/paper/question/type/delQuestion/:id',
    { schema: { params: DelParam, querystring: DelBasketQuery } },
    async (req) =>
      ok(await basket.removeFromBasket(ctx, callerOf(req), req.params.id, req.query.paperId), '已移出'),
  );
}
