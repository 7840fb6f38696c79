/** The stored search text of questions: its version, batches to rewrite, planner statistics. */
import { asc, eq, gt, sql } from 'drizzle-orm';
import { appSettings, questions } from '../../../db/schema';
import type { Db } from '../../../infra/db';

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
