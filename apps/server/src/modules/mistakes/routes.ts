import { CreatePracticeBody, MistakeQuery, PracticeListQuery } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, ok } from '../../http';
import * as service from './service';

const IdParam = z.object({ id: z.string().uuid('编号无效') });

/** 错题重练 (docs/mistakes.md). */
export async function mistakeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/teacher/mistakes/classes', async (req) => ok(await service.mistakeClasses(ctx, callerOf(req))));
  app.get('/teacher/mistakes', { schema: { querystring: MistakeQuery } }, async (req) =>
    ok(await service.getMistakes(ctx, callerOf(req), req.query)),
  );
  app.post('/teacher/mistakes/practice', { schema: { body: CreatePracticeBody } }, async (req) => {
    const created = await service.createPractice(ctx, callerOf(req), req.body);
    return ok(created, created.paperId ? '已保存到我的试卷' : '个人错题卷已生成');
  });
  app.get('/teacher/mistakes/practice', { schema: { querystring: PracticeListQuery } }, async (req) =>
    ok(await service.listPractice(ctx, callerOf(req), req.query)),
  );
  app.get('/teacher/mistakes/practice/:id', { schema: { params: IdParam } }, async (req) =>
    ok(await service.getPractice(ctx, callerOf(req), req.params.id)),
  );
}
