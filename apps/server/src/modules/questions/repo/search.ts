/** Question search: who sees which questions, the search's filter, sort and page. */
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
import { questions, questionTypes } from '../../../db/schema';
import type { Db } from '../../../infra/db';
import { containing } from '../../../infra/sql';

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
  if (opts.stemQuery) return keywordPage(db, where, sort, page, size, { ...opts, stemQuery: opts.stemQuery });
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

/** The sort orders of `ORDER` by column name, for rows of a derived table. */
const ORDER_COLUMNS = {
  newest: sql.raw('created_at desc, id desc'),
  popular: sql.raw('use_count desc, created_at desc, id desc'),
  easy: sql.raw('difficulty desc, id desc'),
  hard: sql.raw('difficulty asc, id asc'),
} as const;

/**
 * A keyword search's page, total and family counts from one pass over the matching questions. A
 * common word matches a large share of a subject (方程: a fifth of 数学), so the planner reads the whole
 * subject and tests every text vector; doing that once (a materialised set of the matches' sort keys)
 * instead of once for the page, once for its count and again inside each for the family collapse is
 * what makes a keyword search cheap. The page's cards are then read by id.
 */
async function keywordPage(
  db: Db,
  where: SQL,
  sort: keyof typeof ORDER,
  page: number,
  size: number,
  opts: { collapse: boolean; stemQuery: string },
) {
  const order = sql`own desc, ${ORDER_COLUMNS[sort]}`;
  const shown = opts.collapse
    ? sql`select * from matched where family is null
          union all
          (select distinct on (family) * from matched where family is not null order by family, ${order})`
    : sql`select * from matched`;
  const result = await db.execute(sql`
    with matched as materialized (
      select id, family, created_at, use_count, difficulty,
        ${questions.searchVector} @@ to_tsquery('simple', ${opts.stemQuery}) as own
      from ${questions} where ${where}
    ),
    shown as (${shown}),
    page as (
      select id, family, row_number() over (order by ${order}) as n
      from shown order by ${order} limit ${size} offset ${(page - 1) * size}
    )
    select page.id, page.n::int as n,
      (select count(*)::int from matched m where m.family = page.family) as family_count,
      (select count(*)::int from (select 1 from shown limit ${TOTAL_CAP}) capped) as total
    from page
    union all
    select null, null, null, (select count(*)::int from (select 1 from shown limit ${TOTAL_CAP}) capped)
    where not exists (select 1 from page)
  `);
  const rows = (
    result as unknown as { rows: { id: string | null; n: number; family_count: number; total: number }[] }
  ).rows;
  const total = Number(rows[0]?.total ?? 0);
  const ids = rows.filter((r) => r.id !== null).sort((a, b) => a.n - b.n);
  const cards = ids.length
    ? await db
        .select(cardColumns)
        .from(questions)
        .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
        .where(
          inArray(
            questions.id,
            ids.map((r) => r.id!),
          ),
        )
    : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    records: ids.flatMap((r) => {
      const card = byId.get(r.id!);
      return card ? [{ ...card, familyCount: (card.family && Number(r.family_count)) || 1 }] : [];
    }),
    total,
    totalCapped: total >= TOTAL_CAP,
  };
}
