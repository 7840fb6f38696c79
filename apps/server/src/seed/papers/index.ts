/**
 * 精品试卷: complete platform papers (/rehearse/GoodsPaper) built from the demo question bank — for
 * 初中数学 人教版 a 单元测试 per chapter the bank covers well, 期中 and 期末 per volume; for 初中物理
 * 人教版 the same per volume. The assembly engine picks the questions with a seed made from the paper's
 * key, over candidates in seed-key order, so a fresh database gets the same papers every time.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assemblePaper, type Candidate } from '@zhijuan/assembly';
import type { PaperSettings } from '@zhijuan/contracts';
import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import {
  appSettings,
  bookNodes,
  type PaperSection,
  papers,
  questions,
  questionTypes,
  subjects,
  textbooks,
  textbookVersions,
} from '../../db/schema';
import type { Db } from '../../infra/db';
import { sectionNumber } from '../../modules/papers';
import { bankSourceVersion } from '../questions/load';
import { type PaperKind, planSections } from './layout';

/** One paper to build: where its questions come from and what it looks like. */
export interface Blueprint {
  seedKey: string;
  title: string;
  subjectId: string;
  textbookId: string;
  paperType: PaperKind;
  /** Chapters the questions come from. */
  scopeNodeIds: string[];
  /** Book nodes each to be covered by at least one question (the chapter's 节, or the chapters). */
  coverNodeIds: string[];
  fullScore: 100 | 120;
  minutes: number;
  targetDifficulty: number;
}

/** 人教版 + 七年级上册 + 数学 → 人教版七年级数学上册. */
function bookTitle(version: string, book: string, subject: string): string {
  return `${version}${book.replace(/(年级)/, `$1${subject}`)}`;
}

interface Book {
  id: string;
  title: string;
  subjectId: string;
  chapters: { id: string; name: string; sections: string[] }[];
}

/** The seeded papers: textbooks, and per paper kind which chapters it covers. */
const BOOKS: { textbookId: string; midterm: number; final?: number; units: boolean }[] = [
  { textbookId: 'cz.math.rj.7a', midterm: 2, units: true },
  { textbookId: 'cz.math.rj.7b', midterm: 3, units: true },
  { textbookId: 'cz.math.rj.8a', midterm: 3, units: true },
  { textbookId: 'cz.math.rj.8b', midterm: 2, units: true },
  { textbookId: 'cz.math.rj.9a', midterm: 2, units: true },
  { textbookId: 'cz.math.rj.9b', midterm: 2, units: true },
  { textbookId: 'cz.physics.rj.8a', midterm: 3, units: true },
  { textbookId: 'cz.physics.rj.8b', midterm: 3, units: true },
  // 九年级全一册: 上学期期中 第十三—十六章, 期末 第十三—十八章.
  { textbookId: 'cz.physics.rj.9', midterm: 4, final: 6, units: true },
];

/** Blueprints of every seeded paper from the curriculum tree. */
export function blueprints(books: Book[]): Blueprint[] {
  const out: Blueprint[] = [];
  for (const plan of BOOKS) {
    const book = books.find((b) => b.id === plan.textbookId);
    if (!book || book.chapters.length === 0) continue;
    const whole = book.subjectId === 'cz.math' ? 120 : 100;
    if (plan.units) {
      for (const ch of book.chapters) {
        out.push({
          seedKey: `paper.${ch.id}.unit`,
          title: `${book.title} ${ch.name} 单元测试卷`,
          subjectId: book.subjectId,
          textbookId: book.id,
          paperType: '单元测试',
          scopeNodeIds: [ch.id],
          coverNodeIds: ch.sections,
          fullScore: 100,
          minutes: book.subjectId === 'cz.math' ? 90 : 60,
          targetDifficulty: 0.68,
        });
      }
    }
    const term = (kind: '期中' | '期末', n: number) => {
      const chapters = book.chapters.slice(0, n);
      const partial = n < book.chapters.length && kind === '期末';
      out.push({
        seedKey: `paper.${book.id}.${kind === '期中' ? 'midterm' : 'final'}`,
        title: `${book.title} ${kind}测试卷${partial || book.title.includes('全一册') ? `（${chapterRange(chapters)}）` : ''}`,
        subjectId: book.subjectId,
        textbookId: book.id,
        paperType: kind,
        scopeNodeIds: chapters.map((c) => c.id),
        coverNodeIds: chapters.map((c) => c.id),
        fullScore: whole,
        minutes: whole === 120 ? 120 : 90,
        targetDifficulty: kind === '期中' ? 0.65 : 0.62,
      });
    };
    term('期中', plan.midterm);
    term('期末', plan.final ?? book.chapters.length);
  }
  return out;
}

/** 第十三章 … 第十六章 → 第十三—十六章. */
function chapterRange(chapters: Book['chapters']): string {
  const num = (c: { name: string }) => c.name.split(' ')[0]!.replace(/^第|章$/g, '');
  return `第${num(chapters[0]!)}—${num(chapters.at(-1)!)}章`;
}

const NOTES =
  '1. 答题前，考生务必将自己的姓名、班级、考号填写清楚。\n2. 选择题选出答案后填涂在答题卡上，非选择题用黑色签字笔在答题卡指定区域作答。\n3. 考试结束后，将答题卡交回。';

/** The version stored beside the papers: the bank's source, and this folder's. */
export function templatePapersVersion(): string {
  const hash = createHash('sha256');
  for (const f of ['index.ts', 'layout.ts']) hash.update(fs.readFileSync(path.join(import.meta.dirname, f)));
  return `${bankSourceVersion()}:${hash.digest('hex').slice(0, 16)}`;
}

/** Stable 32-bit seed of a paper key. */
function seedOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0);
}

async function loadBooks(db: Db): Promise<Book[]> {
  const ids = BOOKS.map((b) => b.textbookId);
  const rows = await db
    .select({
      id: textbooks.id,
      name: textbooks.name,
      version: textbookVersions.name,
      subjectId: subjects.id,
      subject: subjects.name,
    })
    .from(textbooks)
    .innerJoin(textbookVersions, eq(textbookVersions.id, textbooks.versionId))
    .innerJoin(subjects, eq(subjects.id, textbookVersions.subjectId))
    .where(inArray(textbooks.id, ids));
  const nodes = await db
    .select({ id: bookNodes.id, pid: bookNodes.pid, textbookId: bookNodes.textbookId, name: bookNodes.name })
    .from(bookNodes)
    .where(and(inArray(bookNodes.textbookId, ids), sql`${bookNodes.depth} <= 2`))
    .orderBy(bookNodes.sort);
  return rows.map((r) => {
    const chapters = nodes.filter((n) => n.textbookId === r.id && n.pid === null);
    return {
      id: r.id,
      title: bookTitle(r.version, r.name, r.subject),
      subjectId: r.subjectId,
      chapters: chapters.map((c) => ({
        id: c.id,
        name: c.name,
        sections: nodes.filter((n) => n.pid === c.id).map((n) => n.id),
      })),
    };
  });
}

interface Pooled {
  id: string;
  seedKey: string;
  typeId: string;
  difficulty: number;
  bookNodeAll: string[];
}

/** Assembles one paper, relaxing coverage and then the difficulty band when the strict ask cannot be met. */
async function buildPaper(
  bp: Blueprint,
  pool: Pooled[],
  typeIdOf: Map<string, string>,
): Promise<PaperSection[] | null> {
  const inScope = pool.filter((q) => bp.scopeNodeIds.some((n) => q.bookNodeAll.includes(n)));
  const available = new Map<string, number>();
  for (const [name, id] of typeIdOf) available.set(name, inScope.filter((q) => q.typeId === id).length);
  const plan = planSections(bp.subjectId, available, bp.fullScore, bp.paperType);
  if (!plan) return null;
  const cover = new Set(bp.coverNodeIds);
  const candidates: Candidate[] = inScope.map((q) => ({
    id: q.id,
    typeId: q.typeId,
    difficulty: q.difficulty,
    knowledgeIds: q.bookNodeAll.filter((n) => cover.has(n)),
  }));
  const specSections = plan.map((s) => ({
    typeId: typeIdOf.get(s.typeName)!,
    count: s.scores.length,
    scoreEach: s.scores.reduce((a, b) => a + b, 0) / s.scores.length,
  }));
  const coverable = [...cover].filter((n) => candidates.some((c) => c.knowledgeIds.includes(n)));
  const total = plan.reduce((n, s) => n + s.scores.length, 0);
  const attempts = [
    { knowledgeIds: coverable.slice(0, total), tolerance: 0.04 },
    { knowledgeIds: [], tolerance: 0.04 },
    { knowledgeIds: [], tolerance: 0.1 },
    { knowledgeIds: [], tolerance: 0.3 },
  ];
  for (const a of attempts) {
    const result = await assemblePaper(candidates, {
      sections: specSections,
      targetDifficulty: bp.targetDifficulty,
      tolerance: a.tolerance,
      knowledgeIds: a.knowledgeIds,
      seed: seedOf(bp.seedKey),
      timeLimitMs: 300,
    });
    if (!result.ok) continue;
    return plan.map((s, i) => ({
      id: `s${i + 1}`,
      title: `${sectionNumber(i)}、${s.title}`,
      typeId: specSections[i]!.typeId,
      questions: result.sections[i]!.ids.map((questionId, j) => ({ questionId, score: s.scores[j]! })),
    }));
  }
  return null;
}

/**
 * Seeds the 精品试卷 from the platform question bank, by seed key: new papers are added, changed ones
 * updated, ones no longer built moved to the recycle bin. Skipped when neither the bank's source nor
 * this file changed since the last run. Returns how many papers were written.
 */
export async function syncTemplatePapers(db: Db, version = templatePapersVersion()): Promise<number> {
  const current = await db.query.appSettings.findFirst({
    where: eq(appSettings.key, 'template_papers_hash'),
  });
  if (current?.value === version) return 0;

  const books = await loadBooks(db);
  const subjectIds = [...new Set(books.map((b) => b.subjectId))];
  const types = await db
    .select({ id: questionTypes.id, subjectId: questionTypes.subjectId, name: questionTypes.name })
    .from(questionTypes)
    .where(inArray(questionTypes.subjectId, subjectIds));
  const rows: (typeof papers.$inferInsert)[] = [];
  const seededAt = Date.now();
  for (const subjectId of subjectIds) {
    const pool = await db
      .select({
        id: questions.id,
        seedKey: questions.seedKey,
        typeId: questions.typeId,
        difficulty: questions.difficulty,
        bookNodeAll: questions.bookNodeAll,
      })
      .from(questions)
      .where(
        and(
          eq(questions.scope, 'platform'),
          eq(questions.subjectId, subjectId),
          isNull(questions.deletedAt),
          isNotNull(questions.seedKey),
        ),
      )
      .orderBy(questions.seedKey);
    if (pool.length === 0) continue;
    const typeIdOf = new Map(types.filter((t) => t.subjectId === subjectId).map((t) => [t.name, t.id]));
    const prints = books.filter((b) => b.subjectId === subjectId).map((b) => b.id);
    for (const bp of blueprints(books).filter((b) => prints.includes(b.textbookId))) {
      const sections = await buildPaper(bp, pool as Pooled[], typeIdOf);
      if (!sections) continue;
      const settings: PaperSettings = {
        subtitle: `（满分 ${bp.fullScore} 分，考试时间 ${bp.minutes} 分钟）`,
        notes: NOTES,
        examMinutes: bp.minutes,
        layout: bp.paperType === '单元测试' ? 'A4' : 'A3',
        showStudentLine: true,
        sealingLine: bp.paperType !== '单元测试',
        showAnswers: false,
      };
      rows.push({
        orgId: null,
        ownerId: null,
        status: 'saved',
        scope: 'platform',
        stageId: bp.subjectId.split('.')[0]!,
        subjectId: bp.subjectId,
        textbookId: bp.textbookId,
        title: bp.title,
        sections,
        settings,
        paperType: bp.paperType,
        template: true,
        seedKey: bp.seedKey,
        // One second apart in curriculum order, so 最新 lists them volume by volume, chapter by chapter.
        sharedAt: new Date(seededAt - rows.length * 1000),
        updatedAt: new Date(seededAt - rows.length * 1000),
      });
    }
  }

  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(papers)
        .values(row)
        .onConflictDoUpdate({
          target: papers.seedKey,
          set: {
            title: row.title,
            sections: row.sections,
            settings: row.settings,
            paperType: row.paperType,
            textbookId: row.textbookId,
            sharedAt: row.sharedAt,
            template: true,
            deletedAt: null,
            version: sql`${papers.version} + 1`,
            updatedAt: row.updatedAt,
          },
        });
    }
    const keys = rows.map((r) => r.seedKey!);
    await tx
      .update(papers)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(papers.template, true),
          isNotNull(papers.seedKey),
          isNull(papers.deletedAt),
          keys.length ? notInArray(papers.seedKey, keys) : undefined,
        ),
      );
    await tx
      .insert(appSettings)
      .values({ key: 'template_papers_hash', value: version })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: version, updatedAt: new Date() } });
  });
  return rows.length;
}
