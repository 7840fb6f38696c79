import type { Db } from '../../infra/db';
import * as repo from './repo';
import { questionsChanged } from './search-cache';
import { questionSearchText, SEARCH_TEXT_VERSION, tagNames } from './text';

const BATCH = 500;

/**
 * Rewrites `search_text` of every stored question when the index tokens changed (SEARCH_TEXT_VERSION),
 * in batches by id so a large bank never sits in memory at once. Returns how many rows were redone;
 * 0 when the stored version is current (one query at each start).
 */
export async function refreshSearchText(db: Db): Promise<number> {
  if ((await repo.searchTextVersion(db)) === SEARCH_TEXT_VERSION) return 0;
  let done = 0;
  let after: string | null = null;
  const names = await repo.curriculumNames(db);
  const name = (id: string) => names.get(id);
  for (;;) {
    const rows = await repo.searchTextBatch(db, after, BATCH);
    if (rows.length === 0) break;
    await repo.writeSearchText(
      db,
      rows.map((r) => ({
        id: r.id,
        text: questionSearchText(r, {
          names: tagNames([...r.knowledgeAll, ...r.bookNodeAll], name),
          analysis: r.analysis,
          parts: r.parts,
        }),
      })),
    );
    done += rows.length;
    after = rows.at(-1)!.id;
  }
  await repo.setSearchTextVersion(db, SEARCH_TEXT_VERSION);
  if (done) await repo.analyzeQuestions(db);
  if (done) questionsChanged();
  return done;
}
