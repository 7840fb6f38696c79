import {
  BookNodeQuery,
  KnowledgeQuery,
  QuestionTypeQuery,
  SubjectQuery,
  TextbookQuery,
  VersionQuery,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, ok } from '../../http';
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
}
