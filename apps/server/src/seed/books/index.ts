import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Piscina } from 'piscina';
import { knowledgePoints, questions, questionTypes, users } from '../../db/schema';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import {
  createBook,
  demoBooksState,
  findBookBySeedKey,
  nodesInOrder,
  setDemoBooksState,
} from '../../modules/books';
import type { BookInput, BookQuestion, RenderedBook } from './render';

/** The demo books (docs/demo-data.md, 演示教材): 同步学案 for 人教版 初中数学 七年级上册 and 下册. */
export const DEMO_BOOKS = [
  { key: 'demo-book.cz.math.rj.7a', textbookId: 'cz.math.rj.7a', volume: '七年级上册' },
  { key: 'demo-book.cz.math.rj.7b', textbookId: 'cz.math.rj.7b', volume: '七年级下册' },
] as const;

interface Log {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

const EXAMPLES = 2;
const PRACTICE = 4;

/** What a lesson's pages hold, chosen from the platform bank: different 同类 families, choice and fill first. */
async function lessonContent(db: Db, leafIds: string[]) {
  const rows = await db
    .select({
      id: questions.id,
      nodes: questions.bookNodeIds,
      family: questions.family,
      typeName: questionTypes.name,
      objective: questionTypes.isObjective,
      stem: questions.stem,
      options: questions.options,
      answer: questions.answer,
      analysis: questions.analysis,
      knowledgeIds: questions.knowledgeIds,
    })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(
      and(
        eq(questions.scope, 'platform'),
        isNull(questions.deletedAt),
        isNull(questions.parts),
        sql`${questions.bookNodeIds} && ${sql`array[${sql.join(
          leafIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`}`,
      ),
    )
    .orderBy(asc(questions.seedKey));
  const kIds = [...new Set(rows.flatMap((r) => r.knowledgeIds))];
  const names = new Map(
    kIds.length
      ? (
          await db
            .select({ id: knowledgePoints.id, name: knowledgePoints.name })
            .from(knowledgePoints)
            .where(inArray(knowledgePoints.id, kIds))
        ).map((k) => [k.id, k.name])
      : [],
  );
  const out = new Map<string, { knowledge: string[]; examples: BookQuestion[]; practice: BookQuestion[] }>();
  for (const leaf of leafIds) {
    const mine = rows.filter((r) => r.nodes.includes(leaf));
    const seen = new Set<string>();
    const distinct = mine.filter((r) => {
      const key = r.family ?? r.id;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const toQ = (r: (typeof rows)[number]): BookQuestion => ({
      typeName: r.typeName,
      stem: r.stem,
      options: r.options,
      answer: r.answer,
      analysis: r.analysis,
    });
    const examples = distinct.filter((r) => r.analysis).slice(0, EXAMPLES);
    const rest = distinct.filter((r) => !examples.includes(r));
    // Other variants of the same families make up the practice when the lesson has few families.
    const more = mine.filter((r) => !distinct.includes(r));
    const practice = [...rest.filter((r) => r.objective), ...rest.filter((r) => !r.objective), ...more].slice(
      0,
      PRACTICE,
    );
    const knowledge = [...new Set(mine.flatMap((r) => r.knowledgeIds))]
      .map((k) => names.get(k))
      .filter((n): n is string => Boolean(n));
    out.set(leaf, {
      knowledge: knowledge.slice(0, 6),
      examples: examples.map(toQ),
      practice: practice.map(toQ),
    });
  }
  return out;
}

/** The book's text, node by node, ready for the rendering thread. */
export async function demoBookInput(db: Db, textbookId: string, volume: string): Promise<BookInput> {
  const nodes = await nodesInOrder(db, textbookId);
  const parents = new Set(nodes.map((n) => n.pid).filter(Boolean));
  const leaves = nodes.filter((n) => !parents.has(n.id)).map((n) => n.id);
  const content = await lessonContent(db, leaves);
  return {
    title: `人教版 初中数学 ${volume} 同步学案`,
    subtitle:
      '示范中学 校本资料 · 每课的知识要点、例题精讲与课堂练习均取自智卷平台题库（平台原创），仅作演示，不是教材原文。',
    volume,
    nodes: nodes.map((n) => ({
      id: n.id,
      pid: n.pid,
      name: n.name,
      depth: n.depth,
      ...(parents.has(n.id) ? {} : { lesson: content.get(n.id)! }),
    })),
  };
}

/**
 * Makes the demo books in the background after the server listens (docs/demo-data.md): the PDF is laid
 * out in a worker thread, the database work is a few short queries, so requests are answered meanwhile.
 * Made once (`app_settings.demo_books` = done); a book already stored is not made again.
 */
export function startDemoBooks(ctx: AppContext, log: Log, signal: AbortSignal): void {
  const { config } = ctx;
  if (config.seed !== 'demo' || config.questionBank !== 'demo') return;
  void (async () => {
    const db = ctx.database.db;
    if ((await demoBooksState(db)) === 'done') return;
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    if (!admin?.orgId) return;
    await setDemoBooksState(db, 'running');
    const started = Date.now();
    const pool = new Piscina<BookInput, RenderedBook>({
      filename: new URL('./render-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 5_000,
    });
    const caller: Caller = { user: admin, sessionId: 'demo-books' };
    const made: string[] = [];
    try {
      for (const book of DEMO_BOOKS) {
        if (signal.aborted) return;
        if (await findBookBySeedKey(db, book.key)) continue;
        log.info(`正在生成演示教材：${book.volume} 同步学案`);
        const input = await demoBookInput(db, book.textbookId, book.volume);
        const rendered = await pool.run(input, { signal });
        await createBook(ctx, caller, {
          textbookId: book.textbookId,
          title: input.title,
          bytes: rendered.pdf,
          pageMap: rendered.pageMap,
          seedKey: book.key,
        });
        made.push(`${book.volume} ${rendered.pageCount} 页`);
      }
      await setDemoBooksState(db, 'done');
      log.info(
        `演示教材已生成：${made.join('，') || '已存在'}，用时 ${Math.round((Date.now() - started) / 1000)} 秒`,
      );
    } catch (err) {
      if (signal.aborted) return;
      await setDemoBooksState(db, 'failed').catch(() => {});
      log.warn({ err }, '演示教材生成失败，下次启动时重试');
    } finally {
      await pool.destroy();
    }
  })();
}
