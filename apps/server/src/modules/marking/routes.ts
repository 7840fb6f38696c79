import {
  AssignmentDetail,
  BlockKey,
  KeyChange,
  KeyPanelBody,
  KeyPanelState,
  MarkedSheet,
  MarkerCandidate,
  MarkHistoryPage,
  MarkHistoryQuery,
  MarkingOverview,
  MarkingTask,
  NextTaskBody,
  NextTaskResult,
  ProblemTask,
  ScoreSheet,
  ScoreSheetQuery,
  SetMarkersBody,
  SubmitMarkBody,
  SubmitMarkResult,
  UpdateKeyBody,
  UpdateMarkingSettingsBody,
} from '@zhijuan/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { callerOf, ok, sendDownload } from '../../http';
import { fileRoute, route } from '../../route';
import * as handOut from './hand-out';
import { blockKey, setKeyPanel } from './key';
import * as keyChange from './key-change';
import { republishKey } from './republish';
import * as scores from './scores';
import * as service from './service';
import * as submit from './submit';

const IdParam = z.object({ id: z.string().uuid('编号无效') });
const BlockParam = IdParam.extend({ block: z.string().min(1).max(40) });
const ImageParam = IdParam.extend({ n: z.coerce.number().int().min(0).max(20) });
const StudentParam = IdParam.extend({ studentId: z.string().uuid('学生编号无效') });
const AnswerParam = StudentParam.extend({
  block: z.string().min(1).max(40),
  n: z.coerce.number().int().min(0).max(20),
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sendPng = (reply: FastifyReply, bytes: Uint8Array) =>
  reply.type('image/png').header('cache-control', 'private, max-age=3600').send(Buffer.from(bytes));

/** 阅卷 and scores (docs/marking.md). */
export async function markingRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    { method: 'GET', url: '/teacher/marking/:id', params: IdParam, response: MarkingOverview },
    async (req) => ok(await service.markingOverview(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/marking/:id/settings',
      params: IdParam,
      body: UpdateMarkingSettingsBody,
      response: MarkingOverview,
    },
    async (req) =>
      ok(await service.updateSettings(ctx, callerOf(req), req.params.id, req.body), '阅卷设置已保存'),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/marking/:id/block/:block/next',
      params: BlockParam,
      body: NextTaskBody,
      response: NextTaskResult,
    },
    async (req) => ok(await handOut.nextTask(ctx, callerOf(req), req.params.id, req.params.block, req.body)),
  );
  route(
    app,
    { method: 'GET', url: '/teacher/marking/:id/block/:block/key', params: BlockParam, response: BlockKey },
    async (req) => ok(await blockKey(ctx, callerOf(req), req.params.id, req.params.block)),
  );
  route(
    app,
    { method: 'PUT', url: '/teacher/marking/key-panel', body: KeyPanelBody, response: KeyPanelState },
    async (req) => ok(await setKeyPanel(ctx, callerOf(req), req.body.open)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/marking/:id/block/:block/history',
      params: BlockParam,
      querystring: MarkHistoryQuery,
      response: MarkHistoryPage,
    },
    async (req) =>
      ok(await handOut.markHistory(ctx, callerOf(req), req.params.id, req.params.block, req.query)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/marking/:id/block/:block/markers',
      params: BlockParam,
      body: SetMarkersBody,
      response: MarkingOverview,
    },
    async (req) =>
      ok(
        await service.setMarkers(ctx, callerOf(req), req.params.id, req.params.block, req.body),
        '阅卷老师已分配',
      ),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/marking/:id/markers',
      params: IdParam,
      response: z.array(MarkerCandidate),
    },
    async (req) => ok(await service.markerCandidates(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    { method: 'GET', url: '/teacher/marking/:id/problems', params: IdParam, response: z.array(ProblemTask) },
    async (req) => ok(await service.problemTasks(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/marking/:id/key',
      params: IdParam,
      body: UpdateKeyBody,
      response: KeyChange,
    },
    async (req) =>
      ok(
        await keyChange.updateKey(ctx, callerOf(req), req.params.id, req.body),
        '答案已修改，成绩已重新计算',
      ),
  );
  // 重新发布答案 of an assignment: its paper frozen again, the scanned sheets re-scored.
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/assignment/:id/republish-key',
      params: IdParam,
      response: AssignmentDetail,
    },
    async (req) => ok(await republishKey(ctx, callerOf(req), req.params.id), '答案已重新发布'),
  );
  route(
    app,
    { method: 'GET', url: '/teacher/marking/:id/key-changes', params: IdParam, response: z.array(KeyChange) },
    async (req) => ok(await keyChange.listKeyChanges(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    { method: 'POST', url: '/teacher/marking/:id/finish', params: IdParam, response: MarkingOverview },
    async (req) => ok(await service.finishMarking(ctx, callerOf(req), req.params.id), '阅卷已完成'),
  );

  route(
    app,
    { method: 'GET', url: '/teacher/marking/task/:id', params: IdParam, response: MarkingTask },
    async (req) => ok(await handOut.getTask(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/marking/task/:id',
      params: IdParam,
      body: SubmitMarkBody,
      response: SubmitMarkResult,
    },
    async (req) => ok(await submit.submitMark(ctx, callerOf(req), req.params.id, req.body)),
  );
  fileRoute(
    app,
    { method: 'GET', url: '/teacher/marking/task/:id/image/:n', params: ImageParam, produces: ['image/png'] },
    async (req, reply) =>
      sendPng(reply, await handOut.taskImage(ctx, callerOf(req), req.params.id, req.params.n)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/scores',
      params: IdParam,
      querystring: ScoreSheetQuery,
      response: ScoreSheet,
    },
    async (req) => ok(await scores.scoreSheet(ctx, callerOf(req), req.params.id, req.query)),
  );
  fileRoute(
    app,
    { method: 'POST', url: '/teacher/assignment/:id/scores/xlsx', params: IdParam, produces: [XLSX] },
    async (req, reply) => {
      const { bytes, fileName } = await scores.scoreWorkbook(ctx, callerOf(req), req.params.id);
      return sendDownload(reply, bytes, fileName, XLSX);
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/student/:studentId/marked',
      params: StudentParam,
      response: MarkedSheet,
    },
    async (req) => ok(await scores.markedSheet(ctx, callerOf(req), req.params.id, req.params.studentId)),
  );
  fileRoute(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/student/:studentId/answer/:block/:n',
      params: AnswerParam,
      produces: ['image/png'],
    },
    async (req, reply) => {
      const { id, studentId, block, n } = req.params;
      return sendPng(reply, await scores.answerImage(ctx, callerOf(req), id, studentId, block, n));
    },
  );
}
