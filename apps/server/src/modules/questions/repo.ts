import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { knowledgePoints, questions, questionTypes } from '../../db/schema';
import type { Db } from '../../infra/db';
import { containing } from '../../infra/sql';

/** A text[] literal of bound parameters (drizzle would spread a bare array into a list). */
export const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Totals are counted up to this and reported as capped beyond: nobody pages through more, and each
 * counted row is a heap visit (~5–10 µs on PGlite), the largest cost of a broad search.
 */
export const TOTAL_CAP = 1000;

export interface Viewer {
  userId: string;
  orgId: string | null;
}

/** Platform questions, the viewer's school's, and the viewer's own; never deleted ones. */
export function visibleTo(v: Viewer, scope: 'all' | 'platform' | 'school' | 'personal' = 'all'): SQL {
  const platform = eq(questions.scope, 'platform');
  const school = v.orgId ? and(eq(questions.scope, 'school'), eq(questions.orgId, v.orgId))! : sql`false`;
  const personal = and(eq(questions.scope, 'personal'), eq(questions.ownerId, v.userId))!;
  const which = { all: or(platform, school, personal)!, platform, school, personal }[scope];
  return and(isNull(questions.deletedAt), which)!;
}

export interface SearchFilter {
  subjectId: string;
  bookNodeId?: string | undefined;
  knowledgeId?: string | undefined;
  typeId?: string | undefined;
  difficulty?: { min: number; max: number } | undefined;
  year?: number | undefined;
  source?: string | undefined;
  tsquery?: string | null | undefined;
  excludeIds?: string[];
}

export function searchWhere(
  v: Viewer,
  scope: 'all' | 'platform' | 'school' | 'personal',
  f: SearchFilter,
): SQL {
  return and(
    visibleTo(v, scope),
    eq(questions.subjectId, f.subjectId),
    f.bookNodeId ? sql`${questions.bookNodeAll} @> array[${f.bookNodeId}]::text[]` : undefined,
    f.knowledgeId ? sql`${questions.knowledgeAll} @> array[${f.knowledgeId}]::text[]` : undefined,
    f.typeId ? eq(questions.typeId, f.typeId) : undefined,
    f.difficulty
      ? and(gte(questions.difficulty, f.difficulty.min), lt(questions.difficulty, f.difficulty.max))
      : undefined,
    f.year ? eq(questions.year, f.year) : undefined,
    f.source ? ilike(questions.source, containing(f.source)) : undefined,
    f.tsquery ? sql`${questions.searchVector} @@ to_tsquery('simple', ${f.tsquery})` : undefined,
    f.excludeIds?.length ? notInArray(questions.id, f.excludeIds) : undefined,
  )!;
}

/** Each sort reads one index (subject, sort keys…, id) in one direction. */
const ORDER = {
  newest: [desc(questions.createdAt), desc(questions.id)],
  popular: [desc(questions.useCount), desc(questions.createdAt), desc(questions.id)],
  easy: [desc(questions.difficulty), desc(questions.id)],
  hard: [asc(questions.difficulty), asc(questions.id)],
} as const;

export const cardColumns = {
  id: questions.id,
  subjectId: questions.subjectId,
  typeId: questions.typeId,
  typeName: questionTypes.name,
  isObjective: questionTypes.isObjective,
  difficulty: questions.difficulty,
  stem: questions.stem,
  options: questions.options,
  parts: questions.parts,
  knowledgeIds: questions.knowledgeIds,
  source: questions.source,
  year: questions.year,
  region: questions.region,
  score: questions.score,
  useCount: questions.useCount,
  scope: questions.scope,
};

export async function searchPage(db: Db, where: SQL, sort: keyof typeof ORDER, page: number, size: number) {
  const [records, [counted]] = await Promise.all([
    db
      .select(cardColumns)
      .from(questions)
      .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(size)
      .offset((page - 1) * size),
    db
      .execute(
        sql`select count(*)::int as n from (select 1 from ${questions} where ${where} limit ${TOTAL_CAP}) capped`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows),
  ]);
  const total = Number(counted?.n ?? 0);
  return { records, total, totalCapped: total >= TOTAL_CAP };
}

/** Just what a basket needs of visible questions: subject, type and default score. */
export function findVisibleBrief(db: Db, v: Viewer, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      subjectId: questions.subjectId,
      typeId: questions.typeId,
      score: questions.score,
    })
    .from(questions)
    .where(and(visibleTo(v), inArray(questions.id, ids)));
}

export function findVisible(db: Db, v: Viewer, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...cardColumns,
      answer: questions.answer,
      analysis: questions.analysis,
      knowledgeAll: questions.knowledgeAll,
    })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(and(visibleTo(v), inArray(questions.id, ids)));
}

export function knowledgeNames(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: knowledgePoints.id, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(inArray(knowledgePoints.id, ids));
}

/** Same type, sharing a knowledge point, nearest in difficulty. */
export function similar(
  db: Db,
  v: Viewer,
  q: { id: string; subjectId: string; typeId: string; difficulty: number; knowledgeIds: string[] },
  size: number,
) {
  return db
    .select(cardColumns)
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(
      and(
        visibleTo(v),
        eq(questions.subjectId, q.subjectId),
        eq(questions.typeId, q.typeId),
        sql`${questions.id} <> ${q.id}`,
        q.knowledgeIds.length ? sql`${questions.knowledgeIds} && ${textArray(q.knowledgeIds)}` : undefined,
      ),
    )
    .orderBy(sql`abs(${questions.difficulty} - ${q.difficulty})`, desc(questions.id))
    .limit(size);
}
