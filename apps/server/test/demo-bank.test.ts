import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoQuestions } from '../src/seed/questions';
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
    expect(await total('bookNodeId=cz.math.rj.7a.1')).toBeGreaterThan(50);
    expect(await total('bookNodeId=cz.math.bsd.7a.2')).toBeGreaterThan(50);
    expect(await total('knowledgeId=cz.math.k.1.1.6')).toBeGreaterThan(10);
    expect(await total(`keyword=${encodeURIComponent('绝对值')}`)).toBeGreaterThan(10);
  }, 180_000);
});
