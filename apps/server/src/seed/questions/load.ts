import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { QuestionSeed } from '@zhijuan/demo-bank';
import { sanitizeQuestionHtml } from '@zhijuan/word-import';
import { eq, sql } from 'drizzle-orm';
import { appSettings, questions, questionTypes } from '../../db/schema';
import type { Db } from '../../infra/db';
import {
  curriculumNames,
  fingerprint,
  questionSearchText,
  tagNames,
  withAncestors,
} from '../../modules/questions';

/**
 * The database row of a seeded platform question; `names` (knowledge points and book nodes by id) make
 * it findable by its tags' names too.
 */
export function questionRow(
  q: QuestionSeed,
  typeId: string,
  names?: Map<string, string>,
): typeof questions.$inferInsert {
  const clean = sanitizeQuestionHtml;
  const stem = clean(q.stem);
  const options = (q.options ?? []).map(clean);
  const parts =
    q.parts?.map((p) => ({
      ...p,
      stem: clean(p.stem),
      options: p.options?.map(clean),
      answer: p.answer.map(clean),
      analysis: clean(p.analysis),
    })) ?? null;
  const knowledgeAll = withAncestors(q.knowledgeIds, 4);
  const bookNodeAll = withAncestors(q.bookNodeIds, 5);
  const analysis = clean(q.analysis);
  return {
    seedKey: q.key,
    scope: 'platform',
    stageId: q.subjectId.split('.')[0]!,
    subjectId: q.subjectId,
    typeId,
    difficulty: q.difficulty,
    stem,
    options,
    answer: q.answer.map(clean),
    analysis,
    parts,
    knowledgeIds: q.knowledgeIds,
    knowledgeAll,
    bookNodeIds: q.bookNodeIds,
    bookNodeAll,
    family: q.family ?? null,
    source: q.source ?? null,
    year: q.year ?? null,
    region: q.region ?? null,
    score: q.score,
    searchText: questionSearchText(
      { stem, options, parts },
      names && {
        names: tagNames([...knowledgeAll, ...bookNodeAll], (id) => names.get(id)),
        analysis,
        parts,
      },
    ),
    fingerprint: fingerprint(stem),
  };
}

/**
 * Loads the platform question bank from the seed generators, by seed key: new questions are added,
 * changed ones updated. Skipped when the generated bank has not changed since the last start.
 */
export async function syncQuestionBank(
  db: Db,
  bank: QuestionSeed[] | (() => QuestionSeed[]),
  version?: string,
): Promise<number> {
  const current = await db.query.appSettings.findFirst({ where: eq(appSettings.key, 'question_bank_hash') });
  if (version && current?.value === version) return 0;
  if (typeof bank === 'function') bank = bank();
  const hash = version ?? createHash('sha256').update(JSON.stringify(bank)).digest('hex');
  if (current?.value === hash) return 0;
  const types = await db
    .select({ id: questionTypes.id, subjectId: questionTypes.subjectId, name: questionTypes.name })
    .from(questionTypes);
  const typeId = new Map(types.map((t) => [`${t.subjectId}|${t.name}`, t.id]));
  const names = await curriculumNames(db);
  const rows = bank.map((q) => {
    const id = typeId.get(`${q.subjectId}|${q.typeName}`);
    if (!id) throw new Error(`题库种子 ${q.key}：学科 ${q.subjectId} 没有题型「${q.typeName}」`);
    return questionRow(q, id, names);
  });
  const columns = [
    'type_id',
    'difficulty',
    'stem',
    'options',
    'answer',
    'analysis',
    'parts',
    'knowledge_ids',
    'knowledge_all',
    'book_node_ids',
    'book_node_all',
    'family',
    'source',
    'year',
    'region',
    'score',
    'search_text',
    'fingerprint',
  ];
  const camel = (c: string) => c.replace(/_([a-z])/g, (_, x: string) => x.toUpperCase());
  const set = Object.fromEntries(columns.map((c) => [camel(c), sql.raw(`excluded.${c}`)])) as never;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 400) {
      await tx
        .insert(questions)
        .values(rows.slice(i, i + 400))
        .onConflictDoUpdate({ target: questions.seedKey, set });
    }
    await tx
      .insert(appSettings)
      .values({ key: 'question_bank_hash', value: hash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: hash, updatedAt: new Date() } });
  });
  // Fresh statistics, or the planner guesses a handful of rows and ignores the GIN indexes (PGlite has
  // no autovacuum): measured 1.3 s → 40 ms for a keyword search over 10,000 questions.
  await db.execute(sql`analyze questions`);
  return rows.length;
}

/**
 * A version of the generated bank that costs nothing to compute: a hash of the demo-bank package's
 * source files (generators and curriculum). Generating the bank takes seconds, so starts compare this
 * instead.
 */
export function bankSourceVersion(): string {
  const hash = createHash('sha256');
  const pkg = createRequire(import.meta.url).resolve('@zhijuan/demo-bank/package.json');
  const root = path.join(path.dirname(pkg), 'src');
  for (const dir of ['questions', 'curriculum']) {
    const files = fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .sort();
    for (const f of files) hash.update(f).update(fs.readFileSync(path.join(root, dir, f)));
  }
  return `src:${hash.digest('hex')}`;
}
