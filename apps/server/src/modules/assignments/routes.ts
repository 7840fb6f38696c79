import {
  AssignableClass,
  AssignmentDetail,
  AssignmentListQuery,
  AssignmentPage,
  AssignmentStudent,
  CreateAssignmentBody,
  NoData,
  UpdateAssignmentBody,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, ok } from '../../http';
import { route } from '../../route';
import * as service from './service';

const IdParam = z.object({ id: z.string().uuid('编号无效') });
const ClassesQuery = z.object({ subjectId: z.string({ error: '请选择学科' }).min(1, '请选择学科').max(80) });

/**
 * 作业与考试 (docs/assignments.md). An assignment's printed paper is served by papers (its routes), and
 * 重新发布答案 by marking, which owns the key.
 */
export async function assignmentRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    { method: 'GET', url: '/teacher/assignment', querystring: AssignmentListQuery, response: AssignmentPage },
    async (req) => ok(await service.listAssignments(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/classes',
      querystring: ClassesQuery,
      response: z.array(AssignableClass),
    },
    async (req) => ok(await service.assignableClasses(ctx, callerOf(req), req.query.subjectId)),
  );
  route(
    app,
    { method: 'POST', url: '/teacher/assignment', body: CreateAssignmentBody, response: AssignmentDetail },
    async (req) => {
      const created = await service.createAssignment(ctx, callerOf(req), req.body);
      return ok(created, created.kind === 'exam' ? '考试已布置' : '作业已布置');
    },
  );
  route(
    app,
    { method: 'GET', url: '/teacher/assignment/:id', params: IdParam, response: AssignmentDetail },
    async (req) => ok(await service.getAssignment(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/assignment/:id',
      params: IdParam,
      body: UpdateAssignmentBody,
      response: AssignmentDetail,
    },
    async (req) => ok(await service.updateAssignment(ctx, callerOf(req), req.params.id, req.body), '已保存'),
  );
  route(
    app,
    { method: 'DELETE', url: '/teacher/assignment/:id', params: IdParam, response: NoData },
    async (req) => {
      await service.deleteAssignment(ctx, callerOf(req), req.params.id);
      return ok(null, '已删除');
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/students',
      params: IdParam,
      response: z.array(AssignmentStudent),
    },
    async (req) => ok(await service.assignmentStudents(ctx, callerOf(req), req.params.id)),
  );
}
