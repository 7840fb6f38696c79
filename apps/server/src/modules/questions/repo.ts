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
import { bookNodes, knowledgePoints, questions, questionTypes } from '../../db/schema';
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
  family?: string | undefined;
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
    f.family ? eq(questions.family, f.family) : undefined,
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
  family: questions.family,
  year: questions.year,
  region: questions.region,
  score: questions.score,
  useCount: questions.useCount,
  scope: questions.scope,
};

/**
 * One page of a search. With `collapse`, the generated variants of one family (同类) take one place:
 * the first of them in the page's order stands for the family, and `familyCount` says how many matched.
 */
export async function searchPage(
  db: Db,
  where: SQL,
  sort: keyof typeof ORDER,
  page: number,
  size: number,
  opts: { collapse: boolean; stemQuery?: string | null },
) {
  // A keyword search puts the questions whose own text holds the words (`stemQuery`) before those
  // found only by their tags' names or 解析.
  const order = opts.stemQuery
    ? [desc(sql`${questions.searchVector} @@ to_tsquery('simple', ${opts.stemQuery})`), ...ORDER[sort]]
    : [...ORDER[sort]];
  // The family's first variant in the page's order, found among the matching variants only (a few
  // thousand at most: the platform's generated bank), so the rest of the search keeps its index path.
  const shown = opts.collapse
    ? and(
        where,
        sql`(${questions.family} is null or ${questions.id} in (select distinct on (family) id from ${questions} where ${where} and family is not null order by family, ${sql.join(order, sql`, `)}))`,
      )!
    : where;
  const [records, [counted]] = await Promise.all([
    db
      .select(cardColumns)
      .from(questions)
      .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
      .where(shown)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size),
    db
      .execute(
        sql`select count(*)::int as n from (select 1 from ${questions} where ${shown} limit ${TOTAL_CAP}) capped`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows),
  ]);
  const families = [...new Set(records.map((r) => r.family).filter((f): f is string => f !== null))];
  const counts = new Map<string, number>();
  if (families.length) {
    const rows = await db
      .select({ family: questions.family, n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(where, inArray(questions.family, families)))
      .groupBy(questions.family);
    for (const r of rows) counts.set(r.family!, Number(r.n));
  }
  const total = Number(counted?.n ?? 0);
  return {
    records: records.map((r) => ({ ...r, familyCount: (r.family && counts.get(r.family)) || 1 })),
    total,
    totalCapped: total >= TOTAL_CAP,
  };
}

/** Years of real exams among the visible questions of a subject, newest first. */
export async function questionYears(db: Db, v: Viewer, subjectId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: questions.year })
    .from(questions)
    .where(and(visibleTo(v), eq(questions.subjectId, subjectId), sql`${questions.year} is not null`))
    .orderBy(desc(questions.year));
  return rows.map((r) => r.year!);
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

/**
 * Names of knowledge points and book nodes by id, for the search text (`SearchAlso`): those of `ids`,
 * or every one when not given (a whole bank's load).
 */
export async function curriculumNames(db: Db, ids?: string[]): Promise<Map<string, string>> {
  if (ids && ids.length === 0) return new Map();
  const [k, b] = await Promise.all([
    db
      .select({ id: knowledgePoints.id, name: knowledgePoints.name })
      .from(knowledgePoints)
      .where(ids ? inArray(knowledgePoints.id, ids) : undefined),
    db
      .select({ id: bookNodes.id, name: bookNodes.name })
      .from(bookNodes)
      .where(ids ? inArray(bookNodes.id, ids) : undefined),
  ]);
  return new Map([...k, ...b].map((r) => [r.id, r.name]));
}

/**
 * 组卷次数: adds `delta` to how many saved papers each question is in (one each, repeats ignored), never
 * below 0.
 */
export async function countUse(db: Db, ids: string[], delta: 1 | -1) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .update(questions)
    .set({ useCount: sql`greatest(0, ${questions.useCount} + ${delta})` })
    .where(inArray(questions.id, unique));
}
