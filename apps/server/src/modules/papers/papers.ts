import {
  type CreatePaperBody,
  PaperDefaultsBody,
  type PaperDocument,
  type PaperPage,
  PaperSettings,
  type PaperSummary,
  RECYCLE_DAYS,
  type UpdatePaperBody,
} from '@zhijuan/contracts';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { countUse, findVisible } from '../questions';
import type { PaperRow, PaperSection } from './repo';
import * as repo from './repo';
import { questionIdsOf, totalOf } from './sections';

export function toDocument(p: PaperRow): PaperDocument {
  return {
    id: p.id,
    title: p.title,
    stageId: p.stageId,
    subjectId: p.subjectId,
    textbookId: p.textbookId,
    sections: p.sections,
    settings: PaperSettings.parse(p.settings),
    version: p.version,
    totalScore: totalOf(p.sections),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Every question of the sections must be one the caller may see, once, of the paper's subject. */
async function checkSections(ctx: AppContext, caller: Caller, subjectId: string, sections: PaperSection[]) {
  const ids = sections.flatMap((s) => s.questions.map((q) => q.questionId));
  if (new Set(ids).size !== ids.length) throw badRequest('同一道题在试卷中出现了多次');
  const found = await findVisible(ctx.database.db, { userId: caller.user.id, orgId: caller.user.orgId }, ids);
  if (found.length !== ids.length) throw notFound('试卷中有试题不存在或已删除');
  if (found.some((q) => q.subjectId !== subjectId)) throw badRequest('试卷中的试题须属于同一学科');
  let n = 0;
  for (const s of sections)
    for (const q of s.questions) {
      n += 1;
      const steps = (q.rubric ?? []).reduce((t, r) => t + r.score, 0);
      if (steps > q.score) throw badRequest(`第 ${n} 题的评分标准共 ${steps} 分，超过了本题的 ${q.score} 分`);
    }
}

/** Saves a paper to 我的试卷, from a basket (which is then emptied) or from given sections. */
export async function createPaper(
  ctx: AppContext,
  caller: Caller,
  body: CreatePaperBody,
): Promise<PaperDocument> {
  const db = ctx.database.db;
  let subjectId = body.subjectId;
  let sections: PaperSection[] = body.sections ?? [];
  let textbookId: string | null = null;
  let basketId: string | null = null;
  if (body.fromBasketId) {
    const unsafeBasket = await repo.findOwnPaper(db, caller.user.id, body.fromBasketId);
    if (unsafeBasket?.status !== 'basket') throw notFound('试题篮不存在');
    subjectId = unsafeBasket.subjectId;
    textbookId = unsafeBasket.textbookId;
    basketId = unsafeBasket.id;
    if (!body.sections) sections = unsafeBasket.sections;
  }
  if (!subjectId) throw badRequest('请选择学科');
  if (!sections.some((s) => s.questions.length)) throw badRequest('试卷中还没有试题');
  await checkSections(ctx, caller, subjectId, sections);
  const settings = PaperSettings.parse({ ...paperDefaultsOf(caller), ...body.settings });
  const created = await db.transaction(async (tx) => {
    const row = await repo.insertPaper(tx, {
      orgId: caller.user.orgId,
      ownerId: caller.user.id,
      status: 'saved',
      stageId: subjectId.split('.')[0]!,
      subjectId,
      textbookId,
      title: body.title,
      sections,
      settings,
    });
    if (basketId) await repo.saveSections(tx, basketId, []);
    await countUse(tx, questionIdsOf(sections), 1);
    return row;
  });
  return toDocument(created);
}

/** The caller's 试题设置: what a new paper starts with, before what the request itself sets. */
export function paperDefaultsOf(caller: Caller): PaperDefaultsBody {
  const parsed = PaperDefaultsBody.safeParse(caller.user.preferences.paperDefaults ?? {});
  return parsed.success ? parsed.data : {};
}

/** A paper of 我的试卷 (not a basket, not a shared copy the caller made). */
export async function ownSaved(ctx: AppContext, caller: Caller, id: string) {
  const unsafePaper = await repo.findOwnPaper(ctx.database.db, caller.user.id, id);
  if (unsafePaper?.status !== 'saved' || unsafePaper.scope !== 'personal') throw notFound('试卷不存在');
  return unsafePaper;
}

export async function getPaper(ctx: AppContext, caller: Caller, id: string): Promise<PaperDocument> {
  const paper = await ownSaved(ctx, caller, id);
  if (paper.deletedAt) throw notFound('试卷已删除，可在回收站恢复');
  return toDocument(paper);
}

/**
 * Saves the whole paper. The client sends the version it loaded; if someone (another tab) saved in
 * between, the save is refused with 409 so no edit silently overwrites another.
 */
export async function updatePaper(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdatePaperBody,
): Promise<PaperDocument> {
  const paper = await ownSaved(ctx, caller, id);
  if (paper.deletedAt) throw notFound('试卷已删除，可在回收站恢复');
  await checkSections(ctx, caller, paper.subjectId, body.sections);
  const settings = PaperSettings.parse({ ...paper.settings, ...body.settings });
  const before = new Set(questionIdsOf(paper.sections));
  const after = new Set(questionIdsOf(body.sections));
  const db = ctx.database.db;
  const saved = await repo.updateIfVersion(db, id, body.version, {
    title: body.title,
    sections: body.sections,
    settings,
  });
  if (!saved) throw conflict('试卷已在其他窗口修改，请刷新后再编辑');
  await countUse(
    db,
    [...after].filter((q) => !before.has(q)),
    1,
  );
  await countUse(
    db,
    [...before].filter((q) => !after.has(q)),
    -1,
  );
  return toDocument(saved);
}

export async function deletePaper(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const paper = await ownSaved(ctx, caller, id);
  if (paper.deletedAt) return;
  await repo.softDelete(ctx.database.db, id);
}

/** Brings a paper back from the recycle bin within its 30 days. */
export async function restorePaper(ctx: AppContext, caller: Caller, id: string): Promise<PaperDocument> {
  const paper = await ownSaved(ctx, caller, id);
  if (!paper.deletedAt) return toDocument(paper);
  if (Date.now() - paper.deletedAt.getTime() > RECYCLE_DAYS * 86_400_000)
    throw notFound('试卷已超过 30 天，无法恢复');
  return toDocument(await repo.restore(ctx.database.db, id));
}

/** 我的试卷, or the recycle bin (deleted in the last 30 days), newest first, paged. */
export async function listPapers(
  ctx: AppContext,
  caller: Caller,
  q: {
    subjectId?: string | undefined;
    keyword?: string | undefined;
    bin: 'active' | 'recycle';
    page: number;
    size: number;
  },
): Promise<PaperPage> {
  const db = ctx.database.db;
  const { rows, total } = await repo.ownPapersPage(db, {
    ownerId: caller.user.id,
    bin: q.bin,
    deletedSince: new Date(Date.now() - RECYCLE_DAYS * 86_400_000),
    subjectId: q.subjectId,
    keyword: q.keyword,
    page: q.page,
    size: q.size,
  });
  const shared = await repo.liveCopiesOf(
    db,
    rows.map((r) => r.paper.id),
    caller.user.orgId,
  );
  const copyOf = (id: string, scope: 'school' | 'platform') =>
    shared.find((c) => c.sourcePaperId === id && c.scope === scope)?.id ?? null;
  const records: PaperSummary[] = rows.map(({ paper, subjectName }) => ({
    id: paper.id,
    title: paper.title,
    subjectId: paper.subjectId,
    subjectName,
    questionCount: paper.sections.reduce((n, s) => n + s.questions.length, 0),
    totalScore: totalOf(paper.sections),
    updatedAt: paper.updatedAt.toISOString(),
    deletedAt: paper.deletedAt?.toISOString() ?? null,
    schoolPaperId: copyOf(paper.id, 'school'),
    platformPaperId: copyOf(paper.id, 'platform'),
  }));
  return { records, total, page: q.page, size: q.size };
}
