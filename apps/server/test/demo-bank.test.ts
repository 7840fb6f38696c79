import { PaperSectionInput, PaperSettings } from '@zhijuan/contracts';
import { demoQuestions } from '@zhijuan/demo-bank';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papers, questions } from '../src/db/schema';
import { syncTemplatePapers, templatePapersVersion } from '../src/seed/papers';
import { bankSourceVersion, syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the generated demo bank', () => {
  it('loads into the database once, and teachers find it by chapter, knowledge point and keyword', async () => {
    const version = bankSourceVersion();
    const loaded = await syncQuestionBank(t.ctx.database.db, demoQuestions, version);
    expect(loaded).toBeGreaterThanOrEqual(5000);
    expect(await syncQuestionBank(t.ctx.database.db, demoQuestions, version)).toBe(0);

    const h = bearer(await signIn(t.app, 'teacher'));
    const total = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/question/search?subjectId=cz.math&${query}`,
          headers: h,
        })
      ).json().data.total as number;
    // A search shows one question per generated family (同类), so a chapter of hundreds shows dozens.
    expect(await total('bookNodeId=cz.math.rj.7a.1')).toBeGreaterThan(15);
    expect(await total('bookNodeId=cz.math.bsd.7a.2')).toBeGreaterThan(15);
    expect(await total('knowledgeId=cz.math.k.1.1.6')).toBeGreaterThanOrEqual(3);
    expect(await total(`keyword=${encodeURIComponent('绝对值')}`)).toBeGreaterThan(5);
    const family = (
      await t.app.inject({
        method: 'GET',
        url: '/api/question/search?subjectId=cz.math&bookNodeId=cz.math.rj.7a.1&size=50',
        headers: h,
      })
    )
      .json()
      .data.records.find((r: { familyCount: number }) => r.familyCount > 5);
    expect(await total(`family=${family.family}`)).toBe(family.familyCount);
    // The chapter's name finds the chapter: as many as 第三章 一元一次方程 shows, not only stems saying it.
    const chapter = await total('bookNodeId=cz.math.rj.7a.3');
    expect(await total(`keyword=${encodeURIComponent('一元一次方程')}`)).toBeGreaterThanOrEqual(chapter);

    // Every source is true: the platform's own, no invented exam, year or region.
    const origins = await t.ctx.database.db
      .selectDistinct({ source: questions.source, year: questions.year, region: questions.region })
      .from(questions);
    expect(origins.filter((o) => !o.source?.startsWith('平台原创') || o.year || o.region)).toEqual([]);
    const years = await t.app.inject({
      method: 'GET',
      url: '/api/question/years?subjectId=cz.math',
      headers: h,
    });
    expect(years.json().data).toEqual([]);
  }, 180_000);
});

describe('the seeded 精品试卷', () => {
  it('are complete papers of platform questions of their subject, seeded once', async () => {
    const db = t.ctx.database.db;
    await syncQuestionBank(db, demoQuestions, bankSourceVersion());
    const version = templatePapersVersion();
    const written = await syncTemplatePapers(db, version);
    expect(written).toBeGreaterThanOrEqual(20);
    expect(await syncTemplatePapers(db, version)).toBe(0);
    // A changed version rewrites the same rows by seed key: nothing is duplicated.
    expect(await syncTemplatePapers(db, `${version}+`)).toBe(written);

    const rows = await db.select().from(papers).where(eq(papers.template, true));
    expect(rows).toHaveLength(written);
    expect(new Set(rows.map((r) => r.seedKey)).size).toBe(rows.length);
    const ids = rows.flatMap((r) => r.sections.flatMap((s) => s.questions.map((q) => q.questionId)));
    const found = await db
      .select({
        id: questions.id,
        scope: questions.scope,
        subjectId: questions.subjectId,
        typeId: questions.typeId,
      })
      .from(questions)
      .where(inArray(questions.id, [...new Set(ids)]));
    const byId = new Map(found.map((q) => [q.id, q]));
    const kinds = new Set<string>();
    for (const p of rows) {
      expect(p).toMatchObject({
        scope: 'platform',
        ownerId: null,
        status: 'saved',
        template: true,
        deletedAt: null,
      });
      expect(p.title).toMatch(/^人教版.+(单元测试卷|期中测试卷|期末测试卷)/);
      kinds.add(p.paperType!);
      const settings = PaperSettings.parse(p.settings);
      const full = Number(/满分 (\d+) 分/.exec(settings.subtitle)?.[1]);
      expect([100, 120]).toContain(full);
      expect(settings.examMinutes).toBeGreaterThanOrEqual(60);
      const total = p.sections.reduce((n, s) => n + s.questions.reduce((m, q) => m + q.score, 0), 0);
      expect(total, p.title).toBe(full);
      expect(p.sections.length).toBeGreaterThanOrEqual(3);
      const inPaper = p.sections.flatMap((s) => s.questions.map((q) => q.questionId));
      expect(new Set(inPaper).size, p.title).toBe(inPaper.length);
      for (const s of p.sections) {
        expect(PaperSectionInput.safeParse(s).success, s.title).toBe(true);
        for (const q of s.questions) {
          const row = byId.get(q.questionId);
          expect(row, p.title).toBeDefined();
          expect(row).toMatchObject({ scope: 'platform', subjectId: p.subjectId, typeId: s.typeId });
        }
      }
    }
    expect([...kinds].sort()).toEqual(['单元测试', '期中', '期末']);
    expect(rows.some((r) => r.subjectId === 'cz.physics')).toBe(true);
  }, 180_000);
});
