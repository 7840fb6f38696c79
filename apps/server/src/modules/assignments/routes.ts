import { AssignmentListQuery, CreateAssignmentBody, UpdateAssignmentBody } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, ok } from '../../http';
import * as service from './service';

const IdParam = z.object({ id: z.string().uuid('编号无效') });
const ClassesQuery = z.object({ subjectId: z.string({ error: '请选择学科' }).min(1, '请选择学科').max(80) });

/**
 * 作业与考试 (docs/assignments.md). An assignment's printed paper is served by papers (its routes), and
 * 重新发布答案 by marking, which owns the key.
 */
export async function assignmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/teacher/assignment', { schema: { querystring: AssignmentListQuery } }, async (req) =>
    ok(await service.listAssignments(ctx, callerOf(req), req.query)),
  );
  app.get('/teacher/assignment/classes', { schema: { querystring: ClassesQuery } }, async (req) =>
    ok(await service.assignableClasses(ctx, callerOf(req), req.query.subjectId)),
  );
  app.post('/teacher/assignment', { schema: { body: CreateAssignmentBody } }, async (req) => {
    const created = await service.createAssignment(ctx, callerOf(req), req.body);
    return ok(created, created.kind === 'exam' ? '考试已布置' : '作业已布置');
  });
  app.get('/teacher/assignment/:id', { schema: { params: IdParam } }, async (req) =>
    ok(await service.getAssignment(ctx, callerOf(req), req.params.id)),
  );
  app.put(
    '/teacher/assignment/:id',
    { schema: { params: IdParam, body: UpdateAssignmentBody } },
    async (req) => ok(await service.updateAssignment(ctx, callerOf(req), req.params.id, req.body), '已保存'),
  );
  app.delete('/teacher/assignment/:id', { schema: { params: IdParam } }, async (req) => {
    await service.deleteAssignment(ctx, callerOf(req), req.params.id);
    return ok(null, '已删除');
  });
  app.get('/teacher/assignment/:id/students', { schema: { params: IdParam } }, async (req) =>
    ok(await service.assignmentStudents(ctx, callerOf(req), req.params.id)),
  );
}
