import { AnalysisExamQuery, AnalysisSettingsBody, DataCenterQuery } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, ok, sendDownload } from '../../http';
import { classReport } from './class-report';
import { commentary, details } from './commentary';
import * as dashboards from './dashboards';
import { listExams } from './exams';
import { classWorkbook } from './excel';
import { gradeReport, paperReport } from './grade-report';
import { classPeople, personReport } from './person-report';
import { analysisSettings, saveAnalysisSettings } from './settings';

const IdParam = z.object({ id: z.string().uuid('编号无效') });
const ClassParam = IdParam.extend({ classId: z.string().uuid('班级编号无效') });
const StudentParam = IdParam.extend({ studentId: z.string().uuid('学生编号无效') });
const ClassQuery = z.object({ classId: z.string().uuid('班级编号无效').optional() });
const GradeQuery = z.object({ gradeId: z.string().uuid('年级编号无效').optional() });

/** 学情分析, 数据中心 and 大屏 (docs/analysis.md). */
export async function analysisRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/teacher/analysis/exams', { schema: { querystring: AnalysisExamQuery } }, async (req) =>
    ok(await listExams(ctx, callerOf(req), req.query)),
  );
  app.get('/teacher/analysis/settings', async (req) => ok(await analysisSettings(ctx, callerOf(req))));
  app.put('/teacher/analysis/settings', { schema: { body: AnalysisSettingsBody } }, async (req) =>
    ok(await saveAnalysisSettings(ctx, callerOf(req), req.body)),
  );
  app.get('/teacher/analysis/:id/grade', { schema: { params: IdParam } }, async (req) =>
    ok(await gradeReport(ctx, callerOf(req), req.params.id)),
  );
  app.get('/teacher/analysis/:id/class/:classId', { schema: { params: ClassParam } }, async (req) =>
    ok(await classReport(ctx, callerOf(req), req.params.id, req.params.classId)),
  );
  app.post(
    '/teacher/analysis/:id/class/:classId/xlsx',
    { schema: { params: ClassParam } },
    async (req, reply) => {
      const report = await classReport(ctx, callerOf(req), req.params.id, req.params.classId);
      const { bytes, fileName } = await classWorkbook(report);
      return sendDownload(
        reply,
        bytes,
        fileName,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    },
  );
  app.get('/teacher/analysis/:id/class/:classId/people', { schema: { params: ClassParam } }, async (req) =>
    ok(await classPeople(ctx, callerOf(req), req.params.id, req.params.classId)),
  );
  app.get('/teacher/analysis/:id/student/:studentId', { schema: { params: StudentParam } }, async (req) =>
    ok(await personReport(ctx, callerOf(req), req.params.id, req.params.studentId)),
  );
  app.get(
    '/teacher/analysis/:id/commentary',
    { schema: { params: IdParam, querystring: ClassQuery } },
    async (req) => ok(await commentary(ctx, callerOf(req), req.params.id, req.query.classId)),
  );
  app.get(
    '/teacher/analysis/:id/details',
    { schema: { params: IdParam, querystring: ClassQuery } },
    async (req) => ok(await details(ctx, callerOf(req), req.params.id, req.query.classId)),
  );
  app.get('/teacher/analysis/:id/paper-report', { schema: { params: IdParam } }, async (req) =>
    ok(await paperReport(ctx, callerOf(req), req.params.id)),
  );

  app.get('/teacher/data-center/overview', { schema: { querystring: DataCenterQuery } }, async (req) =>
    ok(await dashboards.dataCenterOverview(ctx, callerOf(req), req.query)),
  );
  app.get('/teacher/data-center/:id/correct-score', { schema: { params: IdParam } }, async (req) =>
    ok(await dashboards.correctScore(ctx, callerOf(req), req.params.id)),
  );
  app.get('/teacher/big-screen', { schema: { querystring: GradeQuery } }, async (req) =>
    ok(await dashboards.bigScreen(ctx, callerOf(req), req.query.gradeId)),
  );
}
