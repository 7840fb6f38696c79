import {
  ImportPreview,
  QuestionDetail,
  QuestionDetailList,
  QuestionDetailsBody,
  QuestionPage,
  QuestionSearchQuery,
  QuestionYears,
  SavedQuestionIds,
  SaveImportBody,
  SimilarQuestions,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, ok } from '../../http';
import { route } from '../../route';
import { readUpload } from '../../upload';
import { MAX_DOCX_BYTES, previewWord, saveImported } from './importing';
import * as service from './service';

const QuestionIdParam = z.object({ id: z.string().uuid('试题编号无效') });
const SubjectQuery = z.object({ subjectId: z.string({ error: '请选择学科' }).min(1, '请选择学科').max(80) });

/** The question bank: 选题组卷 search, details, 相似题 and Word import (docs/questions.md). */
export async function questionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    { method: 'GET', url: '/question/search', querystring: QuestionSearchQuery, response: QuestionPage },
    async (req) => ok(await service.searchQuestions(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    { method: 'GET', url: '/question/years', querystring: SubjectQuery, response: QuestionYears },
    async (req) => ok(await service.questionYears(ctx, callerOf(req), req.query.subjectId)),
  );
  route(
    app,
    { method: 'POST', url: '/question/import', querystring: SubjectQuery, response: ImportPreview },
    async (req) => {
      const { bytes } = await readUpload(req, { what: 'Word 文件', maxBytes: MAX_DOCX_BYTES });
      return ok(await previewWord(ctx, callerOf(req), req.query.subjectId, bytes));
    },
  );
  route(
    app,
    { method: 'POST', url: '/question/import/save', body: SaveImportBody, response: SavedQuestionIds },
    async (req) => {
      const result = await saveImported(ctx, callerOf(req), req.body);
      return ok(result, `已保存 ${result.ids.length} 道试题`);
    },
  );
  route(
    app,
    { method: 'POST', url: '/question/details', body: QuestionDetailsBody, response: QuestionDetailList },
    async (req) => ok(await service.questionDetailList(ctx, callerOf(req), req.body.ids)),
  );
  route(
    app,
    { method: 'GET', url: '/question/:id', params: QuestionIdParam, response: QuestionDetail },
    async (req) => ok(await service.getQuestion(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    { method: 'GET', url: '/question/:id/similar', params: QuestionIdParam, response: SimilarQuestions },
    async (req) => ok(await service.similarQuestions(ctx, callerOf(req), req.params.id)),
  );
}
