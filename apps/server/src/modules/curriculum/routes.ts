import {
  BookNodeQuery,
  CreateBookNodeBody,
  CreateKnowledgeBody,
  IdNameList,
  KnowledgeQuery,
  NoData,
  NodeIdParam,
  QuestionTypeList,
  QuestionTypeQuery,
  RenameNodeBody,
  SubjectQuery,
  TextbookList,
  TextbookQuery,
  TreeItem,
  TreeList,
  VersionQuery,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf, ok } from '../../http';
import { route } from '../../route';
import * as editing from './editing';
import * as service from './service';

/** Curriculum lookups of spec §7, for every signed-in user. */
export async function curriculumRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const base = '/resource/basic';

  route(app, { method: 'GET', url: `${base}/stage/search/`, response: IdNameList }, async () =>
    ok(await service.listStages(ctx)),
  );
  route(
    app,
    { method: 'GET', url: `${base}/subject/search/`, querystring: SubjectQuery, response: IdNameList },
    async (req) => ok(await service.listSubjects(ctx, req.query.stageId)),
  );
  route(
    app,
    { method: 'GET', url: `${base}/version/search/`, querystring: VersionQuery, response: IdNameList },
    async (req) => ok(await service.listVersions(ctx, req.query.subjectId)),
  );
  route(
    app,
    { method: 'GET', url: `${base}/textbook/search/`, querystring: TextbookQuery, response: TextbookList },
    async (req) => ok(await service.listTextbooks(ctx, callerOf(req), req.query.versionId)),
  );
  route(
    app,
    {
      method: 'GET',
      url: `${base}/question/type/search/`,
      querystring: QuestionTypeQuery,
      response: QuestionTypeList,
    },
    async (req) => ok(await service.listQuestionTypes(ctx, req.query.subjectId, req.query.isObjective)),
  );
  route(
    app,
    { method: 'GET', url: `${base}/bookNode/search/`, querystring: BookNodeQuery, response: TreeList },
    async (req) => ok(await service.bookNodeTree(ctx, req.query.textBookId)),
  );
  route(
    app,
    {
      method: 'GET',
      url: `${base}/knowledge/point/search/`,
      querystring: KnowledgeQuery,
      response: TreeList,
    },
    async (req) => ok(await service.knowledgeTree(ctx, req.query.subjectId)),
  );

  // Editing, for platform administrators.
  route(
    app,
    { method: 'POST', url: `${base}/bookNode`, body: CreateBookNodeBody, response: TreeItem },
    async (req) =>
      ok(
        await editing.addBookNode(
          ctx,
          callerOf(req),
          req.body.textBookId,
          req.body.pid ?? null,
          req.body.name,
        ),
        '已添加',
      ),
  );
  route(
    app,
    { method: 'POST', url: `${base}/knowledge/point`, body: CreateKnowledgeBody, response: TreeItem },
    async (req) =>
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
    route(
      app,
      {
        method: 'PUT',
        url: `${base}/${path}/:id`,
        params: NodeIdParam,
        body: RenameNodeBody,
        response: NoData,
      },
      async (req) => {
        await editing.renameNode(ctx, callerOf(req), kind, req.params.id, req.body.name);
        return ok(null, '已保存');
      },
    );
    route(
      app,
      { method: 'DELETE', url: `${base}/${path}/:id`, params: NodeIdParam, response: NoData },
      async (req) => {
        await editing.deleteNode(ctx, callerOf(req), kind, req.params.id);
        return ok(null, '已删除');
      },
    );
  }
}
