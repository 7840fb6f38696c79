import { asc, eq, gt, sql } from 'drizzle-orm';
import { appSettings, questions } from '../../db/schema';
import type { Db } from '../../infra/db';
import { curriculumNames } from './repo';
import { questionSearchText, SEARCH_TEXT_VERSION, tagNames } from './text';

const KEY = 'search_text_version';
const BATCH = 500;

/**
 * Rewrites `search_text` of every stored question when the index tokens changed (SEARCH_TEXT_VERSION),
 * in batches by id so a large bank never sits in memory at once. Returns how many rows were redone;
 * 0 when the stored version is current (one query at each start).
 */
export async function refreshSearchText(db: Db): Promise<number> {
  const current = await db.query.appSettings.findFirst({ where: eq(appSettings.key, KEY) });
  if (current?.value === SEARCH_TEXT_VERSION) return 0;
  let done = 0;
  let after: string | null = null;
  const names = await curriculumNames(db);
  const name = (id: string) => names.get(id);
  for (;;) {
    const rows: {
      id: string;
      stem: string;
      options: string[];
      parts: { stem: string; options?: string[]; analysis?: string }[] | null;
      analysis: string;
      knowledgeAll: string[];
      bookNodeAll: string[];
    }[] = await db
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
      .limit(BATCH);
    if (rows.length === 0) break;
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${r.id}::uuid, ${questionSearchText(r, {
            names: tagNames([...r.knowledgeAll, ...r.bookNodeAll], name),
            analysis: r.analysis,
            parts: r.parts,
          })})`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`update ${questions} set search_text = v.t from (values ${values}) as v(id, t) where ${questions.id} = v.id`,
    );
    done += rows.length;
    after = rows.at(-1)!.id;
  }
  await db
    .insert(appSettings)
    .values({ key: KEY, value: SEARCH_TEXT_VERSION })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: SEARCH_TEXT_VERSION, updatedAt: new Date() },
    });
  if (done) await db.execute(sql`analyze questions`);
  return done;
}
