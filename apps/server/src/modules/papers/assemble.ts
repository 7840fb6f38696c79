import { randomUUID } from 'node:crypto';
import { assemblePaper, type Candidate } from '@zhijuan/assembly';
import type { AssembleBody, AssembledPaper } from '@zhijuan/contracts';
import { and } from 'drizzle-orm';
import { AppError, badRequest } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { visibleTo } from '../questions';
import * as repo from './repo';
import { sectionNumber } from './sections';

/** Candidates per type handed to the engine; the closest to the target difficulty are kept. */
const POOL_PER_TYPE = 4000;

/** Question ids in the caller's papers of the last 30 days. */
export async function recentlyUsed(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await repo.savedSectionsSince(ctx.database.db, userId, new Date(Date.now() - 30 * 86_400_000));
  return [...new Set(rows.flatMap((r) => r.sections.flatMap((s) => s.questions.map((q) => q.questionId))))];
}

/**
 * The chapters of the textbook a paper with no chapter chosen draws from: the one asked for, else the
 * caller's current textbook of that subject (userGradeId); none (the whole subject) without either.
 */
async function textbookChapters(ctx: AppContext, caller: Caller, body: AssembleBody): Promise<string[]> {
  const prefs = caller.user.preferences;
  const textbookId =
    body.textbookId ?? (prefs.userSubjectId === body.subjectId ? prefs.userGradeId : undefined);
  if (!textbookId) return [];
  const rows = await repo.chaptersOf(ctx.database.db, textbookId);
  if (rows.length === 0 || !textbookId.startsWith(`${body.subjectId}.`))
    throw badRequest('教材不存在或不属于该学科');
  return rows.map((r) => r.id);
}

/**
 * 智能组卷: narrows the bank with indexed SQL (subject, types, chapters, visibility), keeps for each
 * type the questions nearest the target difficulty plus every one covering a required knowledge point,
 * and lets the assembly engine pick a paper that meets every constraint — or say which cannot be met.
 */
export async function assemble(ctx: AppContext, caller: Caller, body: AssembleBody): Promise<AssembledPaper> {
  const db = ctx.database.db;
  const typeIds = [...new Set(body.sections.map((s) => s.typeId))];
  if (typeIds.length !== body.sections.length) throw badRequest('每种题型只能设置一次');
  const types = await repo.subjectTypes(db, body.subjectId, typeIds);
  if (types.length !== typeIds.length) throw badRequest('题型不属于该学科');

  const viewer = { userId: caller.user.id, orgId: caller.user.orgId };
  const chapters = body.bookNodeIds.length ? body.bookNodeIds : await textbookChapters(ctx, caller, body);
  const scope = and(visibleTo(viewer), repo.inChapters(body.subjectId, chapters));
  const pools = await Promise.all(
    typeIds.map((typeId) => repo.nearestOfType(db, scope, typeId, body.targetDifficulty, POOL_PER_TYPE)),
  );
  const covering = body.knowledgeIds.length
    ? await repo.covering(db, scope, typeIds, body.knowledgeIds, 20_000)
    : [];
  const byId = new Map<string, Candidate>();
  for (const row of [...pools.flat(), ...covering]) {
    byId.set(row.id, {
      id: row.id,
      typeId: row.typeId,
      difficulty: row.difficulty,
      knowledgeIds: row.knowledgeAll,
    });
  }
  const names = new Map(
    (body.knowledgeIds.length ? await repo.knowledgeNames(db, body.knowledgeIds) : []).map((k) => [
      k.id,
      k.name,
    ]),
  );
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const result = await assemblePaper(
    [...byId.values()],
    {
      sections: body.sections,
      targetDifficulty: body.targetDifficulty,
      tolerance: body.tolerance,
      knowledgeIds: body.knowledgeIds,
      excludeIds: body.excludeRecent ? await recentlyUsed(ctx, caller.user.id) : [],
      ...(body.seed !== undefined ? { seed: body.seed } : {}),
    },
    { type: (id) => typeName.get(id) ?? id, knowledge: (id) => names.get(id) ?? id },
  );
  if (!result.ok) throw new AppError(422, result.problems.join('；'), { problems: result.problems });

  const order = new Map(types.map((t) => [t.id, t.sort]));
  const scoreOf = new Map(body.sections.map((s) => [s.typeId, s.scoreEach]));
  const sections = [...result.sections]
    .sort((a, b) => (order.get(a.typeId) ?? 0) - (order.get(b.typeId) ?? 0))
    .map((s, i) => ({
      id: randomUUID(),
      title: `${sectionNumber(i)}、${typeName.get(s.typeId)}`,
      typeId: s.typeId,
      questions: s.ids.map((questionId) => ({ questionId, score: scoreOf.get(s.typeId)! })),
    }));
  return {
    sections,
    difficulty: result.difficulty,
    totalScore: body.sections.reduce((t, s) => t + s.count * s.scoreEach, 0),
    covered: result.covered,
    method: result.method,
  };
}
