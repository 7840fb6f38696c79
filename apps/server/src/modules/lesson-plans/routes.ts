import {
  CommentPlanBody,
  CreatePlanBody,
  PlanCreated,
  PlanDetail,
  PlanHomeworkBody,
  PlanHomeworkCreated,
  PlanIdParam,
  PlanListQuery,
  PlanPage,
  PlanSaved,
  PlanTeam,
  SavePlanBody,
  SharePlanBody,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, ok, wordReply } from '../../http';
import { fileRoute, route } from '../../route';
import * as service from './service';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** 我的备课 (docs/lesson-prep.md). */
export async function lessonPlanRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/teacher/lesson-plans',
      querystring: PlanListQuery,
      response: PlanPage,
      summary: '我的备课：我的、教研组分享、全校共享、收藏',
    },
    async (req) => ok(await service.listPlans(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/lesson-plans',
      body: CreatePlanBody,
      response: PlanCreated,
      summary: '开始备课：在章节上新建教案',
    },
    async (req) => ok(await service.createPlan(ctx, callerOf(req), req.body), '已创建教案'),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/lesson-plans/teams',
      response: z.array(PlanTeam),
      summary: '可分享的教研组',
    },
    async (req) => ok(await service.planTeams(ctx, callerOf(req))),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/lesson-plans/:id',
      params: PlanIdParam,
      response: PlanDetail,
      summary: '一份教案',
    },
    async (req) => ok(await service.getPlan(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/lesson-plans/:id',
      params: PlanIdParam,
      body: SavePlanBody,
      response: PlanSaved,
      summary: '保存教案（带版本号，过期的保存被拒绝）',
    },
    async (req) => ok(await service.savePlan(ctx, callerOf(req), req.params.id, req.body), '已保存'),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/teacher/lesson-plans/:id',
      params: PlanIdParam,
      response: z.null(),
      summary: '删除教案',
    },
    async (req) => ok(await service.deletePlan(ctx, callerOf(req), req.params.id), '已删除'),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/lesson-plans/:id/share',
      params: PlanIdParam,
      body: SharePlanBody,
      response: z.null(),
      summary: '集体备课：分享给教研组或全校',
    },
    async (req) => ok(await service.sharePlan(ctx, callerOf(req), req.params.id, req.body), '分享设置已保存'),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/lesson-plans/:id/comments',
      params: PlanIdParam,
      body: CommentPlanBody,
      response: z.null(),
      summary: '评论教案的环节',
    },
    async (req) => ok(await service.commentPlan(ctx, callerOf(req), req.params.id, req.body), '评论已发表'),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/lesson-plans/:id/copy',
      params: PlanIdParam,
      response: PlanCreated,
      summary: '复制到我的备课',
    },
    async (req) => ok(await service.copyPlan(ctx, callerOf(req), req.params.id), '已复制到我的备课'),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/lesson-plans/:id/favourite',
      params: PlanIdParam,
      response: z.null(),
      summary: '收藏教案',
    },
    async (req) => ok(await service.favouritePlan(ctx, callerOf(req), req.params.id, true), '已收藏'),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/teacher/lesson-plans/:id/favourite',
      params: PlanIdParam,
      response: z.null(),
      summary: '取消收藏',
    },
    async (req) => ok(await service.favouritePlan(ctx, callerOf(req), req.params.id, false), '已取消收藏'),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/lesson-plans/:id/homework',
      params: PlanIdParam,
      body: PlanHomeworkBody,
      response: PlanHomeworkCreated,
      summary: '课后作业布置为作业',
    },
    async (req) =>
      ok(await service.assignHomework(ctx, callerOf(req), req.params.id, req.body), '作业已布置'),
  );
  fileRoute(
    app,
    {
      method: 'POST',
      url: '/teacher/lesson-plans/:id/docx',
      params: PlanIdParam,
      produces: [DOCX],
      summary: '教案的 Word 文件',
    },
    async (req, reply) => {
      const { bytes, fileName } = await service.planWord(ctx, callerOf(req), req.params.id);
      return wordReply(reply, bytes, fileName);
    },
  );
}
