import {
  KeyPanelBody,
  MarkHistoryQuery,
  NextTaskBody,
  ScoreSheetQuery,
  SetMarkersBody,
  SubmitMarkBody,
  UpdateKeyBody,
  UpdateMarkingSettingsBody,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, ok, sendDownload } from '../../http';
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

const png = (reply: { type: (t: string) => unknown; header: (k: string, v: string) => unknown }) => {
  reply.type('image/png');
  reply.header('cache-control', 'private, max-age=3600');
};

/** 阅卷 and scores (docs/marking.md). */
export async function markingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/teacher/marking/:id', { schema: { params: IdParam } }, async (req) =>
    ok(await service.markingOverview(ctx, callerOf(req), req.params.id)),
  );
  app.put(
    '/teacher/marking/:id/settings',
    { schema: { params: IdParam, body: UpdateMarkingSettingsBody } },
    async (req) =>
      ok(await service.updateSettings(ctx, callerOf(req), req.params.id, req.body), '阅卷设置已保存'),
  );
  app.post(
    '/teacher/marking/:id/block/:block/next',
    { schema: { params: BlockParam, body: NextTaskBody } },
    async (req) => ok(await handOut.nextTask(ctx, callerOf(req), req.params.id, req.params.block, req.body)),
  );
  app.get('/teacher/marking/:id/block/:block/key', { schema: { params: BlockParam } }, async (req) =>
    ok(await blockKey(ctx, callerOf(req), req.params.id, req.params.block)),
  );
  app.put('/teacher/marking/key-panel', { schema: { body: KeyPanelBody } }, async (req) =>
    ok(await setKeyPanel(ctx, callerOf(req), req.body.open)),
  );
  app.get(
    '/teacher/marking/:id/block/:block/history',
    { schema: { params: BlockParam, querystring: MarkHistoryQuery } },
    async (req) =>
      ok(await handOut.markHistory(ctx, callerOf(req), req.params.id, req.params.block, req.query)),
  );
  app.put(
    '/teacher/marking/:id/block/:block/markers',
    { schema: { params: BlockParam, body: SetMarkersBody } },
    async (req) =>
      ok(
        await service.setMarkers(ctx, callerOf(req), req.params.id, req.params.block, req.body),
        '阅卷老师已分配',
      ),
  );
  app.get('/teacher/marking/:id/markers', { schema: { params: IdParam } }, async (req) =>
    ok(await service.markerCandidates(ctx, callerOf(req), req.params.id)),
  );
  app.get('/teacher/marking/:id/problems', { schema: { params: IdParam } }, async (req) =>
    ok(await service.problemTasks(ctx, callerOf(req), req.params.id)),
  );
  app.put('/teacher/marking/:id/key', { schema: { params: IdParam, body: UpdateKeyBody } }, async (req) =>
    ok(await keyChange.updateKey(ctx, callerOf(req), req.params.id, req.body), '答案已修改，成绩已重新计算'),
  );
  // 重新发布答案 of an assignment: its paper frozen again, the scanned sheets re-scored.
  app.post('/teacher/assignment/:id/republish-key', { schema: { params: IdParam } }, async (req) =>
    ok(await republishKey(ctx, callerOf(req), req.params.id), '答案已重新发布'),
  );
  app.get('/teacher/marking/:id/key-changes', { schema: { params: IdParam } }, async (req) =>
    ok(await keyChange.listKeyChanges(ctx, callerOf(req), req.params.id)),
  );
  app.post('/teacher/marking/:id/finish', { schema: { params: IdParam } }, async (req) =>
    ok(await service.finishMarking(ctx, callerOf(req), req.params.id), '阅卷已完成'),
  );

  app.get('/teacher/marking/task/:id', { schema: { params: IdParam } }, async (req) =>
    ok(await handOut.getTask(ctx, callerOf(req), req.params.id)),
  );
  app.put('/teacher/marking/task/:id', { schema: { params: IdParam, body: SubmitMarkBody } }, async (req) =>
    ok(await submit.submitMark(ctx, callerOf(req), req.params.id, req.body)),
  );
  app.get('/teacher/marking/task/:id/image/:n', { schema: { params: ImageParam } }, async (req, reply) => {
    const bytes = await handOut.taskImage(ctx, callerOf(req), req.params.id, req.params.n);
    png(reply);
    return reply.send(Buffer.from(bytes));
  });

  app.get(
    '/teacher/assignment/:id/scores',
    { schema: { params: IdParam, querystring: ScoreSheetQuery } },
    async (req) => ok(await scores.scoreSheet(ctx, callerOf(req), req.params.id, req.query)),
  );
  app.post('/teacher/assignment/:id/scores/xlsx', { schema: { params: IdParam } }, async (req, reply) => {
    const { bytes, fileName } = await scores.scoreWorkbook(ctx, callerOf(req), req.params.id);
    return sendDownload(
      reply,
      bytes,
      fileName,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
  app.get(
    '/teacher/assignment/:id/student/:studentId/marked',
    { schema: { params: StudentParam } },
    async (req) => ok(await scores.markedSheet(ctx, callerOf(req), req.params.id, req.params.studentId)),
  );
  app.get(
    '/teacher/assignment/:id/student/:studentId/answer/:block/:n',
    { schema: { params: AnswerParam } },
    async (req, reply) => {
      const { id, studentId, block, n } = req.params;
      const bytes = await scores.answerImage(ctx, callerOf(req), id, studentId, block, n);
      png(reply);
      return reply.send(Buffer.from(bytes));
    },
  );
}
