import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema';
import { allocate } from '../src/modules/papers/practice';
import { syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { BANK, N } from './question-fixtures';

let t: TestApp;
let teacher: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await syncQuestionBank(t.ctx.database.db, BANK);
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const practice = (payload: object, headers = teacher) =>
  t.app.inject({ method: 'POST', url: '/api/teacher/paper/practice', headers, payload });

type Section = { title: string; typeId: string; questions: { questionId: string; score: number }[] };
const idsOf = (sections: Section[]) => sections.flatMap((s) => s.questions.map((q) => q.questionId));

describe('同步课时练', () => {
  it('picks questions of the lesson and everything under it, paper-shaped and ready to save', async () => {
    const res = await practice({ subjectId: 'cz.math', bookNodeId: N.abs, count: 8, seed: 7 });
    expect(res.statusCode).toBe(200);
    const set = res.json().data;
    expect(set.title).toBe('1.2.4 绝对值 课时练');
    expect(set.notice).toBeNull();
    const ids = idsOf(set.sections);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    expect(set.questions.map((q: { id: string }) => q.id)).toEqual(ids);
    expect(set.questions[0].answer).toEqual(['A']);
    const rows = await t.ctx.database.db
      .select({ id: questions.id, bookNodeAll: questions.bookNodeAll })
      .from(questions)
      .where(inArray(questions.id, ids));
    expect(rows.every((r) => r.bookNodeAll.includes(N.abs))).toBe(true);
    expect(set.totalScore).toBe(24);

    // A section (1.2 有理数) spreads over the types under it.
    const chapter = (
      await practice({ subjectId: 'cz.math', bookNodeId: 'cz.math.rj.7a.1.2', count: 10 })
    ).json().data;
    expect(chapter.sections.map((s: Section) => s.title)).toEqual(['一、单选题', '二、填空题']);
    const under = await t.ctx.database.db
      .select({ bookNodeAll: questions.bookNodeAll })
      .from(questions)
      .where(inArray(questions.id, idsOf(chapter.sections)));
    expect(under.every((r) => r.bookNodeAll.includes('cz.math.rj.7a.1.2'))).toBe(true);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/paper',
      headers: teacher,
      payload: { title: set.title, subjectId: 'cz.math', sections: set.sections },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.totalScore).toBe(24);
  });

  it('is repeatable with a seed, and 换一批 leaves out the batch on screen and my recent papers', async () => {
    const body = { subjectId: 'cz.math', bookNodeId: N.abs, count: 5, excludeRecent: false, seed: 42 };
    const first = idsOf((await practice(body)).json().data.sections);
    expect(idsOf((await practice(body)).json().data.sections)).toEqual(first);
    const next = (await practice({ ...body, seed: 43, excludeIds: first })).json().data;
    expect(idsOf(next.sections).filter((id) => first.includes(id))).toEqual([]);

    // The paper saved in the first test holds 8 of the 30; they are left out while others remain.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/teacher/paper', headers: teacher })).json()
      .data.records[0].id;
    const paper = (
      await t.app.inject({ method: 'GET', url: `/api/teacher/paper/${mine}`, headers: teacher })
    ).json().data;
    const used = idsOf(paper.sections);
    const fresh = (await practice({ ...body, count: 20, excludeRecent: true })).json().data;
    expect(idsOf(fresh.sections).filter((id) => used.includes(id))).toEqual([]);
    const crowded = (await practice({ ...body, count: 30, excludeRecent: true })).json().data;
    expect(idsOf(crowded.sections)).toHaveLength(30);
    expect(crowded.notice).toContain('近 30 天内');
  });

  it('returns what a thin lesson has with a notice, and says when a lesson does not exist', async () => {
    const thin = (await practice({ subjectId: 'cz.math', bookNodeId: N.add, count: 20 })).json().data;
    expect(idsOf(thin.sections)).toHaveLength(8);
    expect(thin.available).toBe(8);
    expect(thin.notice).toBe('这个课时只有 8 道可用的试题，已全部列出（要求 20 道）');

    const empty = await practice({ subjectId: 'cz.math', bookNodeId: 'cz.math.rj.7a.1.1', count: 10 });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.sections).toEqual([]);
    expect(empty.json().data.notice).toContain('暂时没有可用的试题');

    const unknown = await practice({ subjectId: 'cz.math', bookNodeId: 'cz.math.rj.7a.99.1', count: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('课时不存在，请重新选择');

    const other = await practice({ subjectId: 'cz.math', bookNodeId: 'cz.physics.rj.8a.1', count: 10 });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('所选课时不属于当前学科');

    const tooMany = await practice({ subjectId: 'cz.math', bookNodeId: N.abs, count: 31 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('一次最多 30 道题');

    const anonymous = await practice({ subjectId: 'cz.math', bookNodeId: N.abs }, {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('splitting a practice set over the types', () => {
  it('follows the weights, and what a type lacks goes to the others', () => {
    const types = [
      { id: '单选题', weight: 4, available: 100 },
      { id: '填空题', weight: 3, available: 2 },
      { id: '解答题', weight: 2, available: 100 },
    ];
    expect(Object.fromEntries(allocate(9, types))).toEqual({ 单选题: 5, 填空题: 2, 解答题: 2 });
    expect(Object.fromEntries(allocate(18, types))).toEqual({ 单选题: 11, 填空题: 2, 解答题: 5 });
    expect(
      Object.fromEntries(
        allocate(
          5,
          types.map((t) => ({ ...t, available: 1 })),
        ),
      ),
    ).toEqual({
      单选题: 1,
      填空题: 1,
      解答题: 1,
    });
  });
});
