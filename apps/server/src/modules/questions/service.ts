import type {
  QuestionCard,
  QuestionDetail,
  QuestionPage,
  QuestionSearchQuery,
  QuestionYears,
  SimilarQuestions,
} from '@zhijuan/contracts';
import { notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { viewerOf } from './policy';
import * as repo from './repo';
import { cachedSearch } from './search-cache';
import { DIFFICULTY_BANDS, keywordQuery, stemKeywordQuery } from './text';

type CardRow = Omit<Awaited<ReturnType<typeof repo.searchPage>>['records'][number], 'familyCount'> & {
  familyCount?: number;
};

export const difficultyName = (d: number) =>
  DIFFICULTY_BANDS.find((b) => d >= b.min && d < b.max)?.name ?? '困难';

/** Names of the knowledge points the rows are tagged with, by id. */
async function knowledgeNamesOf(ctx: AppContext, rows: CardRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.knowledgeIds))];
  const names = await repo.knowledgeNames(ctx.database.db, ids);
  return new Map(names.map((n) => [n.id, n.name]));
}

async function toCards(
  ctx: AppContext,
  caller: Caller,
  rows: CardRow[],
  knownNames?: Map<string, string>,
): Promise<QuestionCard[]> {
  if (rows.length === 0) return [];
  const [name, basket] = await Promise.all([
    knownNames ?? knowledgeNamesOf(ctx, rows),
    repo.basketQuestionIds(ctx.database.db, caller.user.id),
  ]);
  return rows.map((r) => ({
    id: r.id,
    typeId: r.typeId,
    typeName: r.typeName,
    isObjective: r.isObjective,
    difficulty: r.difficulty,
    difficultyName: difficultyName(r.difficulty),
    stem: r.stem,
    options: r.options,
    parts:
      r.parts?.map((p) => ({ stem: p.stem, ...(p.options ? { options: p.options } : {}), score: p.score })) ??
      null,
    knowledge: r.knowledgeIds.map((id) => ({ id, name: name.get(id) ?? '' })),
    source: r.source,
    family: r.family,
    familyCount: r.familyCount ?? 1,
    year: r.year,
    region: r.region,
    score: r.score,
    useCount: r.useCount,
    scope: r.scope,
    inBasket: basket.has(r.id),
  }));
}

/** 选题组卷 search: tree, type, difficulty band, year, source and keyword filters, paged on the server. */
export async function searchQuestions(
  ctx: AppContext,
  caller: Caller,
  q: QuestionSearchQuery,
): Promise<QuestionPage> {
  const band = q.band ? DIFFICULTY_BANDS.find((b) => b.key === q.band) : undefined;
  const where = repo.searchWhere(viewerOf(caller), q.scope, {
    subjectId: q.subjectId,
    bookNodeId: q.bookNodeId,
    knowledgeId: q.knowledgeId,
    typeId: q.typeId,
    difficulty: band ? { min: band.min, max: band.max } : undefined,
    year: q.year,
    source: q.source,
    family: q.family,
    tsquery: q.keyword ? keywordQuery(q.keyword) : undefined,
  });
  if (q.keyword && !keywordQuery(q.keyword))
    return { records: [], total: 0, totalCapped: false, page: q.page, size: q.size };
  const db = ctx.database.db;
  const key = JSON.stringify([await searchAudience(db, viewerOf(caller), q.scope, q.subjectId), q]);
  const { records, total, totalCapped, names } = await cachedSearch(db, key, async () => {
    const page = await repo.searchPage(db, where, q.sort, q.page, q.size, {
      collapse: !q.family,
      stemQuery: q.keyword ? stemKeywordQuery(q.keyword) : null,
    });
    return { ...page, names: await knowledgeNamesOf(ctx, page.records) };
  });
  return {
    records: await toCards(ctx, caller, records, names),
    total,
    totalCapped,
    page: q.page,
    size: q.size,
  };
}

/**
 * Who sees exactly the same results for a search of `scope` in a subject: everyone (platform), a school,
 * or one teacher — for 全部, the school when the teacher has no questions of their own in the subject.
 */
async function searchAudience(
  db: Db,
  v: repo.Viewer,
  scope: QuestionSearchQuery['scope'],
  subjectId: string,
): Promise<string> {
  if (scope === 'platform') return 'platform';
  if (scope === 'school') return `school:${v.orgId}`;
  if (scope === 'personal') return `user:${v.userId}`;
  const own = await cachedSearch(db, `own:${v.userId}:${subjectId}`, () =>
    repo.hasPersonalQuestions(db, v.userId, subjectId),
  );
  return own ? `all:${v.orgId}:${v.userId}` : `all:${v.orgId}`;
}

/** 年份 filter: only years some visible question of the subject really has (none for the demo bank). */
export function questionYears(ctx: AppContext, caller: Caller, subjectId: string): Promise<QuestionYears> {
  return repo.questionYears(ctx.database.db, viewerOf(caller), subjectId);
}

/** The questions among `ids` the caller may see, with answer and 解析, by id. */
export async function questionDetails(
  ctx: AppContext,
  caller: Caller,
  ids: string[],
): Promise<Map<string, QuestionDetail>> {
  const rows = await repo.findVisible(ctx.database.db, viewerOf(caller), ids);
  const cards = await toCards(ctx, caller, rows);
  return new Map(
    rows.map((row, i) => [
      row.id,
      {
        ...cards[i]!,
        answer: row.answer,
        analysis: row.analysis,
        partsDetail: row.parts?.map((p) => ({ ...p })) ?? null,
      },
    ]),
  );
}

/** Details of many questions in the order asked, leaving out those the caller may not see or deleted. */
export async function questionDetailList(
  ctx: AppContext,
  caller: Caller,
  ids: string[],
): Promise<QuestionDetail[]> {
  const unique = [...new Set(ids)];
  const byId = await questionDetails(ctx, caller, unique);
  return unique.map((id) => byId.get(id)).filter((d) => d !== undefined);
}

/** One question with its answer and 解析, if the caller may see it. */
export async function getQuestion(ctx: AppContext, caller: Caller, id: string): Promise<QuestionDetail> {
  const detail = (await questionDetails(ctx, caller, [id])).get(id);
  if (!detail) throw notFound('试题不存在或已删除');
  return detail;
}

/** 相似题: same type, sharing a knowledge point, closest in difficulty. */
export async function similarQuestions(
  ctx: AppContext,
  caller: Caller,
  id: string,
  size = 5,
): Promise<SimilarQuestions> {
  const viewer = viewerOf(caller);
  const [row] = await repo.findVisible(ctx.database.db, viewer, [id]);
  if (!row) throw notFound('试题不存在或已删除');
  const rows = await repo.similar(ctx.database.db, viewer, row, size);
  return toCards(ctx, caller, rows);
}
