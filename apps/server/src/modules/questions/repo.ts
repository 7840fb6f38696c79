import {
  and,
  asc,
  desc,
  eq,
  gt,
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
import { appSettings, bookNodes, knowledgePoints, papers, questions, questionTypes } from '../../db/schema';
import type { Db } from '../../infra/db';
import { containing } from '../../infra/sql';
import { questionsChanged } from './search-cache';

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

/** Whether a teacher has questions of their own (personal bank) in a subject. */
export async function hasPersonalQuestions(db: Db, userId: string, subjectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.scope, 'personal'),
        eq(questions.ownerId, userId),
        eq(questions.subjectId, subjectId),
        isNull(questions.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
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
  questionsChanged();
}

/** Ids of the questions in the user's baskets (a card shows 已加入). */
export async function basketQuestionIds(db: Db, userId: string): Promise<Set<string>> {
  const baskets = await db
    .select({ sections: papers.sections })
    .from(papers)
    .where(and(eq(papers.ownerId, userId), eq(papers.status, 'basket')));
  return new Set(baskets.flatMap((b) => b.sections.flatMap((s) => s.questions.map((q) => q.questionId))));
}

/** Visible questions of a subject with one of these stem fingerprints, by fingerprint (near-duplicates). */
export async function byFingerprint(db: Db, v: Viewer, subjectId: string, prints: string[]) {
  const rows = await db
    .select({ id: questions.id, stem: questions.stem, fingerprint: questions.fingerprint })
    .from(questions)
    .where(and(visibleTo(v), eq(questions.subjectId, subjectId), inArray(questions.fingerprint, prints)));
  return new Map(rows.map((r) => [r.fingerprint, { id: r.id, stem: r.stem }]));
}

/** The ids of a subject's question types. */
export async function typeIdsOf(db: Db, subjectId: string): Promise<Set<string>> {
  const types = await db
    .select({ id: questionTypes.id })
    .from(questionTypes)
    .where(eq(questionTypes.subjectId, subjectId));
  return new Set(types.map((t) => t.id));
}

/** Inserts new questions; their ids in order. */
export async function insertQuestions(db: Db, rows: (typeof questions.$inferInsert)[]): Promise<string[]> {
  const inserted = await db.insert(questions).values(rows).returning({ id: questions.id });
  return inserted.map((r) => r.id);
}

const SEARCH_TEXT_KEY = 'search_text_version';

/** The index-token version the stored `search_text` was written with. */
export async function searchTextVersion(db: Db): Promise<string | null> {
  const row = await db.query.appSettings.findFirst({ where: eq(appSettings.key, SEARCH_TEXT_KEY) });
  return row?.value ?? null;
}

export async function setSearchTextVersion(db: Db, version: string) {
  await db
    .insert(appSettings)
    .values({ key: SEARCH_TEXT_KEY, value: version })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: version, updatedAt: new Date() } });
}

export interface SearchTextSource {
  id: string;
  stem: string;
  options: string[];
  parts: { stem: string; options?: string[]; analysis?: string }[] | null;
  analysis: string;
  knowledgeAll: string[];
  bookNodeAll: string[];
}

/** The next `limit` questions after `after` by id, with what their search text is made of. */
export function searchTextBatch(db: Db, after: string | null, limit: number): Promise<SearchTextSource[]> {
  return db
    .select({
      id: questions.id,
      stem: questions.stem,
      options: questions.options,
      parts: questions.parts,
      analysis: questions.analysis,
      knowledgeAll: questions.knowledgeAll,
      bookNodeAll: questions.bookNodeAll,
    })
    .from(questions)
    .where(after ? gt(questions.id, after) : undefined)
    .orderBy(asc(questions.id))
    .limit(limit);
}

/** Writes `search_text` of many questions in one statement. */
export async function writeSearchText(db: Db, rows: { id: string; text: string }[]) {
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${r.text})`),
    sql`, `,
  );
  await db.execute(
    sql`update ${questions} set search_text = v.t from (values ${values}) as v(id, t) where ${questions.id} = v.id`,
  );
}

/** Fresh planner statistics after a bulk change. */
export async function analyzeQuestions(db: Db) {
  await db.execute(sql`analyze questions`);
}
