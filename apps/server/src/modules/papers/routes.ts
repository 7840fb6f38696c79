import {
  AddBasketBody,
  AssembleBody,
  CreatePaperBody,
  DelBasketQuery,
  DocxBody,
  LibraryQuery,
  OpenBasketBody,
  PaperDefaultsBody,
  PaperListQuery,
  PracticeBody,
  SharePaperBody,
  UpdatePaperBody,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, ok, wordReply } from '../../http';
import { assemble } from './assemble';
import * as basket from './basket';
import { assignmentDocument, documentDocx, paperDocument } from './document';
import * as library from './library';
import * as paper from './papers';
import { practiceSet } from './practice';

const PaperIdParam = z.object({ id: z.string().uuid('编号无效') });
const DelParam = z.object({ id: z.string().min(1).max(80) });

/** The question basket, at the spec's paths (§7). */
export async function paperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/teacher/paper/info/getQuestionBasket', async (req) =>
    ok(await basket.getBasket(ctx, callerOf(req))),
  );

  app.post('/teacher/paper/info/addBasket', { schema: { body: AddBasketBody } }, async (req) =>
    ok(await basket.addToBasket(ctx, callerOf(req), req.body.questionIds), '添加成功'),
  );

  app.post('/teacher/paper/info/openBasket', { schema: { body: OpenBasketBody } }, async (req) =>
    ok(await basket.openBasket(ctx, callerOf(req), req.body)),
  );

  app.delete('/teacher/paper/info/:id/clearBasket', { schema: { params: PaperIdParam } }, async (req) =>
    ok(await basket.clearBasket(ctx, callerOf(req), req.params.id), '已清空试题篮'),
  );

  app.delete(
    '/teacher/paper/question/type/delQuestion/:id',
    { schema: { params: DelParam, querystring: DelBasketQuery } },
    async (req) =>
      ok(await basket.removeFromBasket(ctx, callerOf(req), req.params.id, req.query.paperId), '已移出'),
  );

  app.post('/teacher/paper/assemble', { schema: { body: AssembleBody } }, async (req) =>
    ok(await assemble(ctx, callerOf(req), req.body), '组卷完成'),
  );
  app.post('/teacher/paper/practice', { schema: { body: PracticeBody } }, async (req) =>
    ok(await practiceSet(ctx, callerOf(req), req.body)),
  );

  app.get('/teacher/paper/:id/document', { schema: { params: PaperIdParam } }, async (req) =>
    ok(await paperDocument(ctx, callerOf(req), req.params.id)),
  );

  app.post(
    '/teacher/paper/:id/docx',
    { schema: { params: PaperIdParam, body: DocxBody } },
    async (req, reply) => {
      const doc = await paperDocument(ctx, callerOf(req), req.params.id);
      const { bytes, fileName } = await documentDocx(ctx, doc, req.body.kind);
      return wordReply(reply, bytes, fileName);
    },
  );

  // The printed paper of an assignment (its frozen copy), beside the saved paper's.
  app.get('/teacher/assignment/:id/document', { schema: { params: PaperIdParam } }, async (req) =>
    ok(await assignmentDocument(ctx, callerOf(req), req.params.id)),
  );
  app.post(
    '/teacher/assignment/:id/docx',
    { schema: { params: PaperIdParam, body: DocxBody } },
    async (req, reply) => {
      const doc = await assignmentDocument(ctx, callerOf(req), req.params.id);
      const { bytes, fileName } = await documentDocx(ctx, doc, req.body.kind);
      return wordReply(reply, bytes, fileName);
    },
  );

  // 试题设置: defaults of new papers. Static paths win over `/teacher/paper/:id`.
  app.get('/teacher/paper/defaults', async (req) => ok(library.getPaperDefaults(callerOf(req))));
  app.put('/teacher/paper/defaults', { schema: { body: PaperDefaultsBody } }, async (req) =>
    ok(await library.savePaperDefaults(ctx, callerOf(req), req.body), '设置已保存，新建的试卷将按此设置'),
  );

  // Papers in 我的试卷 and the recycle bin.
  app.get('/teacher/paper', { schema: { querystring: PaperListQuery } }, async (req) =>
    ok(await paper.listPapers(ctx, callerOf(req), req.query)),
  );
  app.post('/teacher/paper', { schema: { body: CreatePaperBody } }, async (req) =>
    ok(await paper.createPaper(ctx, callerOf(req), req.body), '试卷已保存到我的试卷'),
  );
  app.get('/teacher/paper/:id', { schema: { params: PaperIdParam } }, async (req) =>
    ok(await paper.getPaper(ctx, callerOf(req), req.params.id)),
  );
  app.put('/teacher/paper/:id', { schema: { params: PaperIdParam, body: UpdatePaperBody } }, async (req) =>
    ok(await paper.updatePaper(ctx, callerOf(req), req.params.id, req.body), '已保存'),
  );
  app.delete('/teacher/paper/:id', { schema: { params: PaperIdParam } }, async (req) => {
    await paper.deletePaper(ctx, callerOf(req), req.params.id);
    return ok(null, '试卷已移入回收站，30 天内可恢复');
  });
  app.post('/teacher/paper/:id/restore', { schema: { params: PaperIdParam } }, async (req) =>
    ok(await paper.restorePaper(ctx, callerOf(req), req.params.id), '试卷已恢复'),
  );

  // Cloud libraries: 校本试卷, 平台共享, 精品试卷.
  app.post(
    '/teacher/paper/:id/share',
    { schema: { params: PaperIdParam, body: SharePaperBody } },
    async (req) =>
      ok(
        await library.sharePaper(ctx, callerOf(req), req.params.id, req.body),
        req.body.target === 'platform' ? '已发布到平台共享' : '已共享到校本试卷',
      ),
  );
  app.get('/teacher/library', { schema: { querystring: LibraryQuery } }, async (req) =>
    ok(await library.listLibrary(ctx, callerOf(req), req.query)),
  );
  app.get('/teacher/library/:id', { schema: { params: PaperIdParam } }, async (req) =>
    ok(await library.getLibraryPaper(ctx, callerOf(req), req.params.id)),
  );
  app.post('/teacher/library/:id/copy', { schema: { params: PaperIdParam } }, async (req) =>
    ok(await library.copyLibraryPaper(ctx, callerOf(req), req.params.id), '已复制到我的试卷'),
  );
  app.post('/teacher/library/:id/withdraw', { schema: { params: PaperIdParam } }, async (req) => {
    await library.withdrawPaper(ctx, callerOf(req), req.params.id);
    return ok(null, '已撤回共享');
  });
}
