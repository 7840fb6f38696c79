import {
  AddBasketBody,
  AssembleBody,
  AssembledPaper,
  BasketInfo,
  CreatePaperBody,
  DelBasketQuery,
  DocxBody,
  LibraryPage,
  LibraryPaperDetail,
  LibraryPaperSummary,
  LibraryQuery,
  NoData,
  OpenBasketBody,
  OpenedBasket,
  PaperDefaultsBody,
  PaperDocument,
  PaperListQuery,
  PaperPage,
  PaperSettings,
  PracticeBody,
  PracticeSet,
  PrintDocument,
  SharePaperBody,
  UpdatePaperBody,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, ok, wordReply } from '../../http';
import { fileRoute, route } from '../../route';
import { assemble } from './assemble';
import * as basket from './basket';
import { assignmentDocument, documentDocx, paperDocument } from './document';
import * as library from './library';
import * as paper from './papers';
import { practiceSet } from './practice';

const PaperIdParam = z.object({ id: z.string().uuid('编号无效') });
const DelParam = z.object({ id: z.string().min(1).max(80) });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The question basket, papers, 组卷, cloud libraries and printing, at the spec's paths (§7). */
export async function paperRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(
    app,
    { method: 'GET', url: '/teacher/paper/info/getQuestionBasket', response: BasketInfo, summary: '试题篮' },
    async (req) => ok(await basket.getBasket(ctx, callerOf(req))),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/paper/info/addBasket',
      body: AddBasketBody,
      response: BasketInfo,
      summary: '加入试题篮（按学科各自的试题篮）',
    },
    async (req) => ok(await basket.addToBasket(ctx, callerOf(req), req.body.questionIds), '添加成功'),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/paper/info/openBasket',
      body: OpenBasketBody,
      response: OpenedBasket,
      summary: '打开某学科的试题篮作为新试卷的草稿',
    },
    async (req) => ok(await basket.openBasket(ctx, callerOf(req), req.body)),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/teacher/paper/info/:id/clearBasket',
      params: PaperIdParam,
      response: BasketInfo,
      summary: '清空一个试题篮',
    },
    async (req) => ok(await basket.clearBasket(ctx, callerOf(req), req.params.id), '已清空试题篮'),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/teacher/paper/question/type/delQuestion/:id',
      params: DelParam,
      querystring: DelBasketQuery,
      response: BasketInfo,
      summary: '从试题篮移出一道题（试题编号）或一种题型（题型编号与 paperId）',
    },
    async (req) =>
      ok(await basket.removeFromBasket(ctx, callerOf(req), req.params.id, req.query.paperId), '已移出'),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/teacher/paper/assemble',
      body: AssembleBody,
      response: AssembledPaper,
      summary: '智能组卷',
    },
    async (req) => ok(await assemble(ctx, callerOf(req), req.body), '组卷完成'),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/paper/practice',
      body: PracticeBody,
      response: PracticeSet,
      summary: '同步课时练',
    },
    async (req) => ok(await practiceSet(ctx, callerOf(req), req.body)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/teacher/paper/:id/document',
      params: PaperIdParam,
      response: PrintDocument,
      summary: '试卷的打印文档',
    },
    async (req) => ok(await paperDocument(ctx, callerOf(req), req.params.id)),
  );
  fileRoute(
    app,
    {
      method: 'POST',
      url: '/teacher/paper/:id/docx',
      params: PaperIdParam,
      body: DocxBody,
      produces: [DOCX],
      summary: '试卷的 Word 文件',
    },
    async (req, reply) => {
      const doc = await paperDocument(ctx, callerOf(req), req.params.id);
      const { bytes, fileName } = await documentDocx(ctx, doc, req.body.kind);
      return wordReply(reply, bytes, fileName);
    },
  );

  // The printed paper of an assignment (its frozen copy), beside the saved paper's.
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/assignment/:id/document',
      params: PaperIdParam,
      response: PrintDocument,
      summary: '作业或考试所用试卷的打印文档（发布时的题号与分值）',
    },
    async (req) => ok(await assignmentDocument(ctx, callerOf(req), req.params.id)),
  );
  fileRoute(
    app,
    {
      method: 'POST',
      url: '/teacher/assignment/:id/docx',
      params: PaperIdParam,
      body: DocxBody,
      produces: [DOCX],
      summary: '作业或考试所用试卷的 Word 文件',
    },
    async (req, reply) => {
      const doc = await assignmentDocument(ctx, callerOf(req), req.params.id);
      const { bytes, fileName } = await documentDocx(ctx, doc, req.body.kind);
      return wordReply(reply, bytes, fileName);
    },
  );

  // 试题设置: defaults of new papers. Static paths win over `/teacher/paper/:id`.
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/paper/defaults',
      response: PaperSettings,
      summary: '试题设置：新试卷的默认设置',
    },
    async (req) => ok(library.getPaperDefaults(callerOf(req))),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/paper/defaults',
      body: PaperDefaultsBody,
      response: PaperSettings,
      summary: '保存试题设置',
    },
    async (req) =>
      ok(await library.savePaperDefaults(ctx, callerOf(req), req.body), '设置已保存，新建的试卷将按此设置'),
  );

  // Papers in 我的试卷 and the recycle bin.
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/paper',
      querystring: PaperListQuery,
      response: PaperPage,
      summary: '我的试卷或回收站',
    },
    async (req) => ok(await paper.listPapers(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/paper',
      body: CreatePaperBody,
      response: PaperDocument,
      summary: '保存试卷到我的试卷（试题篮或给定的大题）',
    },
    async (req) => ok(await paper.createPaper(ctx, callerOf(req), req.body), '试卷已保存到我的试卷'),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/paper/:id',
      params: PaperIdParam,
      response: PaperDocument,
      summary: '一份试卷',
    },
    async (req) => ok(await paper.getPaper(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/teacher/paper/:id',
      params: PaperIdParam,
      body: UpdatePaperBody,
      response: PaperDocument,
      summary: '保存整份试卷（带版本号，他处已保存则 409）',
    },
    async (req) => ok(await paper.updatePaper(ctx, callerOf(req), req.params.id, req.body), '已保存'),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/teacher/paper/:id',
      params: PaperIdParam,
      response: NoData,
      summary: '移入回收站',
    },
    async (req) => {
      await paper.deletePaper(ctx, callerOf(req), req.params.id);
      return ok(null, '试卷已移入回收站，30 天内可恢复');
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/paper/:id/restore',
      params: PaperIdParam,
      response: PaperDocument,
      summary: '从回收站恢复',
    },
    async (req) => ok(await paper.restorePaper(ctx, callerOf(req), req.params.id), '试卷已恢复'),
  );

  // Cloud libraries: 校本试卷, 平台共享, 精品试卷.
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/paper/:id/share',
      params: PaperIdParam,
      body: SharePaperBody,
      response: LibraryPaperSummary,
      summary: '共享到校本试卷或发布到平台',
    },
    async (req) =>
      ok(
        await library.sharePaper(ctx, callerOf(req), req.params.id, req.body),
        req.body.target === 'platform' ? '已发布到平台共享' : '已共享到校本试卷',
      ),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/library',
      querystring: LibraryQuery,
      response: LibraryPage,
      summary: '校本试卷、平台共享、精品试卷',
    },
    async (req) => ok(await library.listLibrary(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/teacher/library/:id',
      params: PaperIdParam,
      response: LibraryPaperDetail,
      summary: '共享试卷预览',
    },
    async (req) => ok(await library.getLibraryPaper(ctx, callerOf(req), req.params.id)),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/library/:id/copy',
      params: PaperIdParam,
      response: PaperDocument,
      summary: '复制到我的试卷',
    },
    async (req) => ok(await library.copyLibraryPaper(ctx, callerOf(req), req.params.id), '已复制到我的试卷'),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/teacher/library/:id/withdraw',
      params: PaperIdParam,
      response: NoData,
      summary: '撤回共享',
    },
    async (req) => {
      await library.withdrawPaper(ctx, callerOf(req), req.params.id);
      return ok(null, '已撤回共享');
    },
  );
}
