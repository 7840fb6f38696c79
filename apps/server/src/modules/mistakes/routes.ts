import {
  CreatedPractice,
  CreatePracticeBody,
  MistakeClass,
  MistakeOverview,
  MistakeQuery,
  PracticeDetail,
  PracticeListQuery,
  PracticePage,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, ok } from '../../http';
import { route } from '../../route';
import * as service from './service';

const IdParam = z.object({ id: z.string().uuid('编号无效') });

/** 错题重练 (docs/mistakes.md). */
export async function mistakeRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/teacher/mistakes/classes',
      response: z.array(MistakeClass),
      summary: '可查看错题的班级（本学年）',
    },
    async (req) => ok(await service.mistakeClasses(ctx, callerOf(req))),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/mistakes',
      querystring: MistakeQuery,
      response: MistakeOverview,
      summary: '班级错题：考试、高频错题、每名学生的错题数',
    },
    async (req) => ok(await service.getMistakes(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/mistakes/practice',
      body: CreatePracticeBody,
      response: CreatedPractice,
      summary: '生成班级错题卷或个人错题卷',
    },
    async (req) => {
      const created = await service.createPractice(ctx, callerOf(req), req.body);
      return ok(created, created.paperId ? '已保存到我的试卷' : '个人错题卷已生成');
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/mistakes/practice',
      querystring: PracticeListQuery,
      response: PracticePage,
      summary: '我生成的错题练习，新的在前',
    },
    async (req) => ok(await service.listPractice(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/mistakes/practice/:id',
      params: IdParam,
      response: PracticeDetail,
      summary: '一份错题练习，每名学生一份可打印的试卷',
    },
    async (req) => ok(await service.getPractice(ctx, callerOf(req), req.params.id)),
  );
}
