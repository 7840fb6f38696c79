import { QuestionSearchQuery } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, ok } from '../../http';
import * as service from './service';

const QuestionIdParam = z.object({ id: z.string().uuid('试题编号无效') });

export async function questionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/question/search', { schema: { querystring: QuestionSearchQuery } }, async (req) =>
    ok(await service.searchQuestions(ctx, callerOf(req), req.query)),
  );
  app.get('/question/:id', { schema: { params: QuestionIdParam } }, async (req) =>
    ok(await service.getQuestion(ctx, callerOf(req), req.params.id)),
  );
  app.get('/question/:id/similar', { schema: { params: QuestionIdParam } }, async (req) =>
    ok(await service.similarQuestions(ctx, callerOf(req), req.params.id)),
  );
}
