import { randomUUID } from 'node:crypto';
import { BASKET_LIMIT, type BasketInfo, type OpenBasketBody, type OpenedBasket } from '@zhijuan/contracts';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { listQuestionTypes } from '../curriculum';
import { findVisibleBrief } from '../questions';
import type { PaperSection } from './repo';
import * as repo from './repo';

type Basket = Awaited<ReturnType<typeof repo.basketsOf>>[number];

/** The subject's question types with their place in curriculum order, from the curriculum cache. */
async function typesOf(ctx: AppContext, subjectId: string) {
  const types = await listQuestionTypes(ctx, subjectId, undefined);
  return new Map(types.map((t, i) => [t.id, { name: t.name, sort: i }]));
}

/** The basket as spec §3 describes it: papers, per-paper type counts, and every question id. */
export async function getBasket(ctx: AppContext, caller: Caller): Promise<BasketInfo> {
  return basketInfo(ctx, await repo.basketsOf(ctx.database.db, caller.user.id));
}

/**
 * The textbooks a basket's questions come from, as its label says them: 七年级上册, 七年级上册、八年级下册,
 * or 七年级上册等 3 册; empty when none of them is tagged with a chapter. A question is tagged in every
 * version it fits, so the version of the basket's textbook counts (人教版 when it has none).
 */
async function textbookLabel(ctx: AppContext, basket: Basket, rows: { id: string; bookNodeIds: string[] }[]) {
  const version = basket.paper.textbookId?.split('.').slice(0, 3).join('.') ?? `${basket.paper.subjectId}.rj`;
  const ids = new Set(basket.paper.sections.flatMap((s) => s.questions.map((q) => q.questionId)));
  const books = new Set<string>();
  for (const row of rows) {
    if (!ids.has(row.id)) continue;
    const all = row.bookNodeIds.map((n) => n.split('.').slice(0, 4).join('.'));
    const inVersion = all.filter((b) => b.startsWith(`${version}.`));
    for (const b of inVersion.length ? inVersion : all.slice(0, 1)) books.add(b);
  }
  const names = (await repo.textbooksByIds(ctx.database.db, [...books])).map((b) => b.name);
  return names.length <= 2 ? names.join('、') : `${names[0]}等 ${names.length} 册`;
}

/**
 * The answer of every basket call, from baskets already read (with the sections just saved), so a
 * change costs no second read of the baskets.
 */
async function basketInfo(ctx: AppContext, all: Basket[]): Promise<BasketInfo> {
  const baskets = all.filter((b) => b.paper.sections.some((s) => s.questions.length));
  const info: BasketInfo = { sumCount: 0, paperInfo: [], type: {}, questionIds: [] };
  const tagged = await repo.bookNodesOfQuestions(
    ctx.database.db,
    baskets.flatMap((b) => b.paper.sections.flatMap((s) => s.questions.map((q) => q.questionId))),
  );
  for (const b of baskets) {
    const types = await typesOf(ctx, b.paper.subjectId);
    info.paperInfo.push({
      id: b.paper.id,
      stageId: b.paper.stageId,
      stageName: b.stageName,
      subjectId: b.paper.subjectId,
      subjectName: b.subjectName,
      testPaperTextbook: await textbookLabel(ctx, b, tagged),
    });
    info.type[b.paper.id] = b.paper.sections
      .filter((s) => s.questions.length)
      .map((s) => ({
        typeId: s.typeId,
        dataName: types.get(s.typeId)?.name ?? s.title,
        questionCount: s.questions.length,
      }));
    for (const s of b.paper.sections) for (const q of s.questions) info.questionIds.push(q.questionId);
  }
  info.sumCount = info.questionIds.length;
  return info;
}

/**
 * Adds questions to the basket of their subject (made on first use), each into the section of its
 * type, in the order types come in the curriculum. Questions already there are skipped.
 */
export async function addToBasket(
  ctx: AppContext,
  caller: Caller,
  questionIds: string[],
): Promise<BasketInfo> {
  const db = ctx.database.db;
  const viewer = { userId: caller.user.id, orgId: caller.user.orgId };
  const unique = [...new Set(questionIds)];
  const found = await findVisibleBrief(db, viewer, unique);
  if (found.length !== unique.length) throw notFound('试题不存在或已删除');
  const bySubject = new Map<string, typeof found>();
  for (const q of found) bySubject.set(q.subjectId, [...(bySubject.get(q.subjectId) ?? []), q]);
  // Read before the transaction: PGlite's one connection is the transaction's until it ends.
  const typesBySubject = new Map<string, Awaited<ReturnType<typeof typesOf>>>();
  for (const subjectId of bySubject.keys()) typesBySubject.set(subjectId, await typesOf(ctx, subjectId));
  let created = false;
  const all = await db.transaction(async (tx) => {
    // Locked, so two adds at once (two tabs) queue instead of one overwriting the other's sections.
    const baskets = await repo.lockedBasketsOf(tx, caller.user.id);
    for (const [subjectId, list] of bySubject) {
      let basket = baskets.find((b) => b.paper.subjectId === subjectId)?.paper;
      if (!basket) {
        basket = await repo.createBasket(tx, caller.user, subjectId);
        created = true;
      }
      const sections: PaperSection[] = structuredClone(basket!.sections);
      const present = new Set(sections.flatMap((s) => s.questions.map((q) => q.questionId)));
      const types = typesBySubject.get(subjectId)!;
      for (const q of list) {
        if (present.has(q.id)) continue;
        let section = sections.find((s) => s.typeId === q.typeId);
        if (!section) {
          section = {
            id: randomUUID(),
            title: types.get(q.typeId)?.name ?? '其他',
            typeId: q.typeId,
            questions: [],
          };
          sections.push(section);
        }
        section.questions.push({ questionId: q.id, score: q.score });
        present.add(q.id);
      }
      if (present.size > BASKET_LIMIT)
        throw conflict(`试题篮最多 ${BASKET_LIMIT} 道题，请先组卷或移出部分试题`);
      const place = (typeId: string) => types.get(typeId)?.sort ?? 99;
      sections.sort((a, b) => place(a.typeId) - place(b.typeId));
      await repo.saveSections(tx, basket!.id, sections);
      basket!.sections = sections;
    }
    return baskets;
  });
  // A new basket needs its stage and subject names: the one case that reads the baskets again.
  return basketInfo(ctx, created ? await repo.basketsOf(db, caller.user.id) : all);
}

export async function clearBasket(ctx: AppContext, caller: Caller, paperId: string): Promise<BasketInfo> {
  const db = ctx.database.db;
  const baskets = await repo.basketsOf(db, caller.user.id);
  const basket = baskets.find((b) => b.paper.id === paperId);
  if (!basket) throw notFound('试题篮不存在');
  await repo.saveSections(db, basket.paper.id, []);
  return basketInfo(
    ctx,
    baskets.filter((b) => b !== basket),
  );
}

/**
 * Removes one question (id is a question id) from whichever basket holds it, or every question of a
 * type (id is a type id) from the basket `paperId`.
 */
export async function removeFromBasket(
  ctx: AppContext,
  caller: Caller,
  id: string,
  paperId: string | undefined,
): Promise<BasketInfo> {
  const db = ctx.database.db;
  const baskets = await repo.basketsOf(db, caller.user.id);
  const isQuestion = /^[0-9a-f-]{36}$/.test(id);
  if (!isQuestion && !paperId) throw badRequest('按题型删除时请指定试题篮 paperId');
  let changed = false;
  const after: Basket[] = [];
  for (const basket of baskets) {
    const { paper } = basket;
    if (!isQuestion && paper.id !== paperId) {
      after.push(basket);
      continue;
    }
    const sections = paper.sections
      .map((s) => (isQuestion ? { ...s, questions: s.questions.filter((q) => q.questionId !== id) } : s))
      .filter((s) => (isQuestion ? s.questions.length > 0 : s.typeId !== id));
    if (JSON.stringify(sections) !== JSON.stringify(paper.sections)) {
      await repo.saveSections(db, paper.id, sections);
      changed = true;
    }
    after.push({ ...basket, paper: { ...paper, sections } });
  }
  if (!changed) throw notFound(isQuestion ? '该试题不在试题篮中' : '试题篮中没有该题型');
  return basketInfo(ctx, after);
}

/**
 * The basket of a subject as the draft of a new paper (/edit?subjectId=…&textbookId=…): made empty
 * when the caller has none, and given the textbook asked for, which the saved paper keeps.
 */
export async function openBasket(
  ctx: AppContext,
  caller: Caller,
  body: OpenBasketBody,
): Promise<OpenedBasket> {
  const db = ctx.database.db;
  const { subjectId, textbookId } = body;
  if (!(await repo.subjectExists(db, subjectId))) throw notFound('学科不存在');
  if (textbookId && (await repo.subjectOfTextbook(db, textbookId)) !== subjectId)
    throw badRequest('教材不属于该学科');
  const existing = await repo.findBasket(db, caller.user.id, subjectId);
  if (existing) {
    if (textbookId && existing.textbookId !== textbookId) await repo.setTextbook(db, existing.id, textbookId);
    return { paperId: existing.id };
  }
  const made = await repo.createBasket(db, caller.user, subjectId, textbookId);
  return { paperId: made.id };
}
