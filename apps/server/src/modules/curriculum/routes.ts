import {
  BookNodeQuery,
  CreateBookNodeBody,
  CreateKnowledgeBody,
  KnowledgeQuery,
  NodeIdParam,
  QuestionTypeQuery,
  RenameNodeBody,
  SubjectQuery,
  TextbookQuery,
  VersionQuery,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, ok } from '../../http';
import * as editing from './editing';
import * as service from './service';

/** Curriculum lookups of spec §7, for every signed-in user. */
export async function curriculumRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  const base = '/resource/basic';

  app.get(`${base}/stage/search/`, async () => ok(await service.listStages(ctx)));

  app.get(`${base}/subject/search/`, { schema: { querystring: SubjectQuery } }, async (req) =>
    ok(await service.listSubjects(ctx, req.query.stageId)),
  );

  app.get(`${base}/version/search/`, { schema: { querystring: VersionQuery } }, async (req) =>
    ok(await service.listVersions(ctx, req.query.subjectId)),
  );

  app.get(`${base}/textbook/search/`, { schema: { querystring: TextbookQuery } }, async (req) =>
    ok(await service.listTextbooks(ctx, callerOf(req), req.query.versionId)),
  );

  app.get(`${base}/question/type/search/`, { schema: { querystring: QuestionTypeQuery } }, async (req) =>
    ok(await service.listQuestionTypes(ctx, req.query.subjectId, req.query.isObjective)),
  );

  app.get(`${base}/bookNode/search/`, { schema: { querystring: BookNodeQuery } }, async (req) =>
    ok(await service.bookNodeTree(ctx, req.query.textBookId)),
  );

  app.get(`${base}/knowledge/point/search/`, { schema: { querystring: KnowledgeQuery } }, async (req) =>
    ok(await service.knowledgeTree(ctx, req.query.subjectId)),
  );

  // Editing, for platform administrators.
  app.post(`${base}/bookNode`, { schema: { body: CreateBookNodeBody } }, async (req) =>
    ok(
      await editing.addBookNode(ctx, callerOf(req), req.body.textBookId, req.body.pid ?? null, req.body.name),
      '已添加',
    ),
  );
  app.post(`${base}/knowledge/point`, { schema: { body: CreateKnowledgeBody } }, async (req) =>
    ok(
      await editing.addKnowledgePoint(
        ctx,
        callerOf(req),
        req.body.subjectId,
        req.body.pid ?? null,
        req.body.name,
      ),
      '已添加',
    ),
  );
  for (const [path, kind] of [
    ['bookNode', 'book'],
    ['knowledge/point', 'knowledge'],
  ] as const) {
    app.put(`${base}/${path}/:id`, { schema: { params: NodeIdParam, body: RenameNodeBody } }, async (req) => {
      await editing.renameNode(ctx, callerOf(req), kind, req.params.id, req.body.name);
      return ok(null, '已保存');
    });
    app.delete(`${base}/${path}/:id`, { schema: { params: NodeIdParam } }, async (req) => {
      await editing.deleteNode(ctx, callerOf(req), kind, req.params.id);
      return ok(null, '已删除');
    });
  }
}
