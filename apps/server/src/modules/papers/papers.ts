import {
  type CreatePaperBody,
  PaperDefaultsBody,
  type PaperDocument,
  PaperSettings,
  type PaperSummary,
  RECYCLE_DAYS,
  type UpdatePaperBody,
} from '@zhijuan/contracts';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { type PaperSection, papers, subjects } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { containing } from '../../infra/sql';
import { countUse, findVisible } from '../questions';
import * as repo from './repo';

/** Every question id of a paper's sections. */
export const questionIdsOf = (sections: PaperSection[]) =>
  sections.flatMap((s) => s.questions.map((q) => q.questionId));

export const totalOf = (sections: PaperSection[]) =>
  sections.reduce((t, s) => t + s.questions.reduce((u, q) => u + q.score, 0), 0);

export function toDocument(p: typeof papers.$inferSelect): PaperDocument {
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
    const [row] = await tx
      .insert(papers)
      .values({
        orgId: caller.user.orgId,
        ownerId: caller.user.id,
        status: 'saved',
        stageId: subjectId.split('.')[0]!,
        subjectId,
        textbookId,
        title: body.title,
        sections,
        settings,
      })
      .returning();
    if (basketId) await repo.saveSections(tx, basketId, []);
    await countUse(tx, questionIdsOf(sections), 1);
    return row!;
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

export async function getPaper(ctx: AppContext, caller: Caller, id: string) {
  const paper = await ownSaved(ctx, caller, id);
  if (paper.deletedAt) throw notFound('试卷已删除，可在回收站恢复');
  return toDocument(paper);
}

/**
 * Saves the whole paper. The client sends the version it loaded; if someone (another tab) saved in
 * between, the save is refused with 409 so no edit silently overwrites another.
 */
export async function updatePaper(ctx: AppContext, caller: Caller, id: string, body: UpdatePaperBody) {
  const paper = await ownSaved(ctx, caller, id);
  if (paper.deletedAt) throw notFound('试卷已删除，可在回收站恢复');
  await checkSections(ctx, caller, paper.subjectId, body.sections);
  const settings = PaperSettings.parse({ ...paper.settings, ...body.settings });
  const before = new Set(questionIdsOf(paper.sections));
  const after = new Set(questionIdsOf(body.sections));
  const db = ctx.database.db;
  const rows = await db
    .update(papers)
    .set({
      title: body.title,
      sections: body.sections,
      settings,
      version: sql`${papers.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(papers.id, id), eq(papers.version, body.version)))
    .returning();
  if (rows.length === 0) throw conflict('试卷已在其他窗口修改，请刷新后再编辑');
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
  return toDocument(rows[0]!);
}

export async function deletePaper(ctx: AppContext, caller: Caller, id: string) {
  const paper = await ownSaved(ctx, caller, id);
  if (paper.deletedAt) return;
  await ctx.database.db.update(papers).set({ deletedAt: new Date() }).where(eq(papers.id, id));
}

/** Brings a paper back from the recycle bin within its 30 days. */
export async function restorePaper(ctx: AppContext, caller: Caller, id: string) {
  const paper = await ownSaved(ctx, caller, id);
  if (!paper.deletedAt) return toDocument(paper);
  if (Date.now() - paper.deletedAt.getTime() > RECYCLE_DAYS * 86_400_000)
    throw notFound('试卷已超过 30 天，无法恢复');
  const [row] = await ctx.database.db
    .update(papers)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(eq(papers.id, id))
    .returning();
  return toDocument(row!);
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
) {
  const db = ctx.database.db;
  const where = and(
    eq(papers.ownerId, caller.user.id),
    eq(papers.status, 'saved'),
    eq(papers.scope, 'personal'),
    q.bin === 'active'
      ? isNull(papers.deletedAt)
      : and(
          isNotNull(papers.deletedAt),
          gt(papers.deletedAt, new Date(Date.now() - RECYCLE_DAYS * 86_400_000)),
        ),
    q.subjectId ? eq(papers.subjectId, q.subjectId) : undefined,
    q.keyword ? ilike(papers.title, containing(q.keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ paper: papers, subjectName: subjects.name })
      .from(papers)
      .innerJoin(subjects, eq(subjects.id, papers.subjectId))
      .where(where)
      .orderBy(desc(q.bin === 'active' ? papers.updatedAt : papers.deletedAt))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(papers).where(where),
  ]);
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
  return { records, total: total?.n ?? 0, page: q.page, size: q.size };
}
