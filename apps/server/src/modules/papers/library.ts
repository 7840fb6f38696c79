import {
  type LibraryPage,
  type LibraryPaperDetail,
  type LibraryPaperSummary,
  type LibraryQuery,
  type PaperDefaultsBody,
  type PaperDocument,
  PaperSettings,
  PLATFORM_AUTHOR,
  type SharePaperBody,
} from '@zhijuan/contracts';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { countUse, questionDetails } from '../questions';
import { ownSaved, paperDefaultsOf, toDocument } from './papers';
import { canPublishToPlatform, canReadLibraryPaper, canWithdraw } from './policy';
import type { PaperRow } from './repo';
import * as repo from './repo';
import { questionIdsOf, totalOf } from './sections';

const GONE = '试卷不存在或已撤回共享';

function toSummary(
  caller: Caller,
  p: PaperRow,
  names: { subjectName: string; textbookName: string | null; authorName: string | null },
): LibraryPaperSummary {
  return {
    id: p.id,
    title: p.title,
    scope: p.scope === 'platform' ? 'platform' : 'school',
    template: p.template,
    stageId: p.stageId,
    subjectId: p.subjectId,
    subjectName: names.subjectName,
    textbookId: p.textbookId,
    textbookName: names.textbookName ?? '',
    paperType: p.paperType,
    questionCount: p.sections.reduce((n, s) => n + s.questions.length, 0),
    totalScore: totalOf(p.sections),
    authorName: p.ownerId ? (names.authorName ?? '') : PLATFORM_AUTHOR,
    mine: p.ownerId === caller.user.id,
    canWithdraw: canWithdraw(caller, p),
    copyCount: p.copyCount,
    sharedAt: p.sharedAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A shared paper the caller may read; another school's paper is "not found", never "forbidden". */
async function readable(ctx: AppContext, caller: Caller, id: string) {
  const unsafePaper = await repo.findLibraryPaper(ctx.database.db, id);
  if (!unsafePaper || !canReadLibraryPaper(caller, unsafePaper.paper)) throw notFound(GONE);
  return unsafePaper;
}

/**
 * Every question of a paper to be shared must stay visible to its new readers: a school paper holds
 * platform questions and this school's, a platform paper only platform questions.
 */
async function checkShareable(
  ctx: AppContext,
  caller: Caller,
  paper: PaperRow,
  target: 'school' | 'platform',
) {
  const ids = paper.sections.flatMap((s) => s.questions.map((q) => q.questionId));
  if (ids.length === 0) throw badRequest('试卷中还没有试题，无法共享');
  const rows = await repo.questionScopes(ctx.database.db, ids);
  const gone = ids.length - rows.filter((q) => !q.deletedAt).length;
  if (gone > 0) throw badRequest(`试卷中有 ${gone} 道题已从题库删除，请先在组卷中心删除后再共享`);
  if (target === 'platform') {
    const notPlatform = rows.filter((q) => q.scope !== 'platform').length;
    if (notPlatform > 0)
      throw badRequest(`发布到平台的试卷只能包含平台题库的试题，这份试卷有 ${notPlatform} 道不是`);
    return;
  }
  const personal = rows.filter((q) => q.scope === 'personal').length;
  if (personal > 0)
    throw badRequest(
      `试卷中有 ${personal} 道题来自「我的题库」，其他老师看不到；请换成公共题库或校本题库的试题后再共享`,
    );
  if (rows.some((q) => q.scope === 'school' && q.orgId !== caller.user.orgId))
    throw badRequest('试卷中有其他学校的试题，无法共享');
}

/**
 * Shares a paper of 我的试卷 to the caller's school (or, for platform administrators, to the platform)
 * as a copy. Sharing the same paper again updates that copy (and brings a withdrawn one back), so a
 * paper is never listed twice; later edits of the original stay private until it is shared again.
 */
export async function sharePaper(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: SharePaperBody,
): Promise<LibraryPaperSummary> {
  const db = ctx.database.db;
  if (body.target === 'platform' && !canPublishToPlatform(caller))
    throw forbidden('只有平台管理员可以发布到平台共享');
  if (body.target === 'school' && !caller.user.orgId) throw forbidden('加入学校后才能共享到校本试卷');
  const paper = await ownSaved(ctx, caller, id);
  if (paper.deletedAt) throw notFound('试卷已删除，可在回收站恢复');
  await checkShareable(ctx, caller, paper, body.target);
  const orgId = body.target === 'school' ? caller.user.orgId : null;
  const now = new Date();
  const content = {
    title: paper.title,
    stageId: paper.stageId,
    subjectId: paper.subjectId,
    textbookId: paper.textbookId,
    sections: paper.sections,
    settings: paper.settings,
    paperType: body.paperType ?? paper.paperType,
    sharedAt: now,
    updatedAt: now,
  };
  const shared = await db.transaction(async (tx) => {
    // Two shares of one paper at once must meet on its row, or each would insert a copy.
    await repo.lockPaper(tx, id);
    if (body.paperType) await repo.setPaperType(tx, id, body.paperType);
    const existing = await repo.findSharedCopy(tx, id, body.target, orgId);
    if (existing) return repo.refreshSharedCopy(tx, existing.id, content);
    return repo.insertPaper(tx, {
      ...content,
      orgId,
      ownerId: caller.user.id,
      status: 'saved',
      scope: body.target,
      sourcePaperId: id,
    });
  });
  const found = await repo.findLibraryPaper(db, shared.id);
  return toSummary(caller, shared, found!);
}

/** 撤回共享: the copy leaves the library; copies teachers already made stay theirs. */
export async function withdrawPaper(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const { paper } = await readable(ctx, caller, id);
  if (!canWithdraw(caller, paper))
    throw forbidden(
      paper.scope === 'platform' ? '只有平台管理员可以撤回平台共享' : '只有共享人或学校管理员可以撤回共享',
    );
  await repo.softDelete(ctx.database.db, id);
}

/** 校本试卷 (the caller's school only) or 平台共享 / 精品试卷, filtered and paged on the server. */
export async function listLibrary(ctx: AppContext, caller: Caller, q: LibraryQuery): Promise<LibraryPage> {
  if (q.scope === 'school' && !caller.user.orgId)
    return { records: [], total: 0, page: q.page, size: q.size };
  const { rows, total } = await repo.libraryPage(ctx.database.db, { ...q, orgId: caller.user.orgId });
  return {
    records: rows.map((r) => toSummary(caller, r.paper, r)),
    total,
    page: q.page,
    size: q.size,
  };
}

/** A shared paper with its questions' content, answers and 解析, for preview. */
export async function getLibraryPaper(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<LibraryPaperDetail> {
  const found = await readable(ctx, caller, id);
  const { paper } = found;
  const details = await questionDetails(
    ctx,
    caller,
    paper.sections.flatMap((s) => s.questions.map((q) => q.questionId)),
  );
  return {
    ...toSummary(caller, paper, found),
    settings: PaperSettings.parse(paper.settings),
    sections: paper.sections.map((s) => ({
      id: s.id,
      title: s.title,
      typeId: s.typeId,
      questions: s.questions.map((q) => ({ ...q, question: details.get(q.questionId) ?? null })),
    })),
  };
}

/** 复制到我的试卷: a new paper of the caller's own, editable like any other; the source counts the copy. */
export async function copyLibraryPaper(ctx: AppContext, caller: Caller, id: string): Promise<PaperDocument> {
  const { paper } = await readable(ctx, caller, id);
  const copy = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.insertPaper(tx, {
      orgId: caller.user.orgId,
      ownerId: caller.user.id,
      status: 'saved',
      scope: 'personal',
      stageId: paper.stageId,
      subjectId: paper.subjectId,
      textbookId: paper.textbookId,
      title: paper.title,
      sections: paper.sections,
      settings: paper.settings,
      paperType: paper.paperType,
      sourcePaperId: paper.id,
    });
    await repo.countCopy(tx, paper.id);
    await countUse(tx, questionIdsOf(paper.sections), 1);
    return row;
  });
  return toDocument(copy);
}

/** 试题设置: the caller's defaults for new papers, complete. */
export const getPaperDefaults = (caller: Caller): PaperSettings =>
  PaperSettings.parse(paperDefaultsOf(caller));

export async function savePaperDefaults(
  ctx: AppContext,
  caller: Caller,
  body: PaperDefaultsBody,
): Promise<PaperSettings> {
  const paperDefaults = PaperSettings.parse({ ...paperDefaultsOf(caller), ...body });
  await repo.savePreferences(ctx.database.db, caller.user.id, { ...caller.user.preferences, paperDefaults });
  return paperDefaults;
}
