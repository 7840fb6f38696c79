import {
  AnalysisExam,
  AnalysisExamQuery,
  AnalysisSettings,
  AnalysisSettingsBody,
  BigScreen,
  ClassReport,
  Commentary,
  CorrectScoreTable,
  DataCenterOverview,
  DataCenterQuery,
  ExamDetails,
  GradeReport,
  PaperReport,
  PersonReport,
  PersonReportBatch,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, ok, sendDownload } from '../../http';
import { fileRoute, route } from '../../route';
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
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 学情分析, 数据中心 and 大屏 (docs/analysis.md). */
export async function analysisRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/exams',
      querystring: AnalysisExamQuery,
      response: z.array(AnalysisExam),
      summary: '可分析的考试（已读卡），新的在前',
    },
    async (req) => ok(await listExams(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/settings',
      response: AnalysisSettings,
      summary: '学校的分数线设置',
    },
    async (req) => ok(await analysisSettings(ctx, callerOf(req))),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/analysis/settings',
      body: AnalysisSettingsBody,
      response: AnalysisSettings,
      summary: '设置分数线（学校管理员）',
    },
    async (req) => ok(await saveAnalysisSettings(ctx, callerOf(req), req.body)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/:id/grade',
      params: IdParam,
      response: GradeReport,
      summary: '年级报告',
    },
    async (req) => ok(await gradeReport(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/:id/class/:classId',
      params: ClassParam,
      response: ClassReport,
      summary: '班级报告',
    },
    async (req) => ok(await classReport(ctx, callerOf(req), req.params.id, req.params.classId)),
  );
  fileRoute(
    app,
    {
      method: 'POST',
      url: '/teacher/analysis/:id/class/:classId/xlsx',
      params: ClassParam,
      produces: [XLSX],
      summary: '班级报告 Excel',
    },
    async (req, reply) => {
      const report = await classReport(ctx, callerOf(req), req.params.id, req.params.classId);
      const { bytes, fileName } = await classWorkbook(report);
      return sendDownload(reply, bytes, fileName, XLSX);
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/:id/class/:classId/people',
      params: ClassParam,
      response: PersonReportBatch,
      summary: '全班每名学生的个人报告（家长会）',
    },
    async (req) => ok(await classPeople(ctx, callerOf(req), req.params.id, req.params.classId)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/:id/student/:studentId',
      params: StudentParam,
      response: PersonReport,
      summary: '个人报告',
    },
    async (req) => ok(await personReport(ctx, callerOf(req), req.params.id, req.params.studentId)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/:id/commentary',
      params: IdParam,
      querystring: ClassQuery,
      response: Commentary,
      summary: '讲评',
    },
    async (req) => ok(await commentary(ctx, callerOf(req), req.params.id, req.query.classId)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/:id/details',
      params: IdParam,
      querystring: ClassQuery,
      response: ExamDetails,
      summary: '成绩明细',
    },
    async (req) => ok(await details(ctx, callerOf(req), req.params.id, req.query.classId)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/analysis/:id/paper-report',
      params: IdParam,
      response: PaperReport,
      summary: '试卷质量',
    },
    async (req) => ok(await paperReport(ctx, callerOf(req), req.params.id)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/teacher/data-center/overview',
      querystring: DataCenterQuery,
      response: DataCenterOverview,
      summary: '数据中心：所管年级的考试与班级对比',
    },
    async (req) => ok(await dashboards.dataCenterOverview(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/data-center/:id/correct-score',
      params: IdParam,
      response: CorrectScoreTable,
      summary: '数据中心：各班每题得分率',
    },
    async (req) => ok(await dashboards.correctScore(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/big-screen',
      querystring: GradeQuery,
      response: BigScreen,
      summary: '大屏：进行中的扫描阅卷与最近成绩',
    },
    async (req) => ok(await dashboards.bigScreen(ctx, callerOf(req), req.query.gradeId)),
  );
}
