import { BASKET_LIMIT } from '@zhijuan/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, users } from '../src/db/schema';
import { refreshSearchText } from '../src/modules/questions/reindex';
import { countUse, TOTAL_CAP } from '../src/modules/questions/repo';
import { questionsChanged } from '../src/modules/questions/search-cache';
import { syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { BANK, K, N } from './question-fixtures';

let t: TestApp;
let teacher: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await syncQuestionBank(t.ctx.database.db, BANK);
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const get = async (url: string, h = teacher) => {
  const res = await t.app.inject({ method: 'GET', url, headers: h });
  return { status: res.statusCode, body: res.json() };
};
const search = async (query: string) =>
  (await get(`/api/question/search?subjectId=cz.math&${query}`)).body.data;

describe('question search', () => {
  it('filters by chapter including everything under it, and by knowledge point', async () => {
    expect((await search(`bookNodeId=${N.abs}`)).total).toBe(30);
    expect((await search('bookNodeId=cz.math.rj.7a.1.2')).total).toBe(42);
    expect((await search('bookNodeId=cz.math.rj.7a.1')).total).toBe(50);
    expect((await search(`knowledgeId=${K.add}`)).total).toBe(8);
    expect((await search('knowledgeId=cz.math.k.1')).total).toBe(50);
  });

  it('filters by type, difficulty band and year, and pages on the server', async () => {
    expect((await search('typeId=cz.math.t4')).total).toBe(12);
    const easy = await search('band=1');
    expect(easy.total).toBe(20); // 12 fill-ins at 0.85 and 8 choices at 0.8 or 0.9
    expect(easy.records.every((r: { difficultyName: string }) => r.difficultyName === '容易')).toBe(true);
    // The capped count agrees with the page when a chapter or keyword narrows a band.
    const narrowed = await search(`bookNodeId=cz.math.rj.7a.1&band=1&size=50`);
    expect([narrowed.total, narrowed.records.length]).toEqual([20, 20]);
    const byKeyword = await search(`band=1&size=50&keyword=${encodeURIComponent('绝对值')}`);
    expect(byKeyword.total).toBe(byKeyword.records.length);
    expect(byKeyword.records.every((r: { difficultyName: string }) => r.difficultyName === '容易')).toBe(
      true,
    );
    expect((await search('year=2024')).total).toBe(12);
    const page = await search('page=2&size=20&sort=hard');
    expect(page.records).toHaveLength(20);
    expect(page.total).toBe(50);
    const d = page.records.map((r: { difficulty: number }) => r.difficulty);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
  });

  it('finds Chinese keywords as phrases, across words the segmenter splits', async () => {
    // 绝对值 is in 30 stems and in every 解析 of the bank, 相反数 in 12 stems and every 解析.
    expect((await search(`keyword=${encodeURIComponent('绝对值')}`)).total).toBe(50);
    expect((await search(`keyword=${encodeURIComponent('相反数')}`)).total).toBe(50);
    expect((await search(`keyword=${encodeURIComponent('加法法则')}`)).total).toBe(8);
    expect((await search(`keyword=${encodeURIComponent('对绝值')}`)).total).toBe(0);
    expect((await search(`keyword=${encodeURIComponent('！！')}`)).total).toBe(0);
  });

  it('shows cards without answers, and the answer and 解析 on demand', async () => {
    const card = (await search('typeId=cz.math.t1&size=1')).records[0];
    expect(card).not.toHaveProperty('answer');
    expect(card.knowledge).toEqual([{ id: K.abs, name: '绝对值' }]);
    const detail = (await get(`/api/question/${card.id}`)).body.data;
    expect(detail.answer).toEqual(['A']);
    expect(detail.analysis).toContain('绝对值');
  });

  it('never carries script into a page', async () => {
    const r = (await search('typeId=cz.math.t6&size=1')).records[0];
    expect(r.stem).not.toContain('<script');
  });

  it('offers similar questions of the same type and knowledge point', async () => {
    const card = (await search('typeId=cz.math.t1&size=1')).records[0];
    const similar = (await get(`/api/question/${card.id}/similar`)).body.data as {
      id: string;
      typeId: string;
    }[];
    expect(similar).toHaveLength(5);
    expect(similar.every((s) => s.typeId === 'cz.math.t1' && s.id !== card.id)).toBe(true);
  });

  it('hides another teacher’s personal questions and deleted ones', async () => {
    const db = t.ctx.database.db;
    const [director] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'director'));
    const [a, b] = await db.select({ id: questions.id }).from(questions).orderBy(questions.id).limit(2);
    await db
      .update(questions)
      .set({ scope: 'personal', ownerId: director!.id })
      .where(eq(questions.id, a!.id));
    await db.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, b!.id));
    questionsChanged(); // written past the app, as another process would
    expect((await get(`/api/question/${a!.id}`)).status).toBe(404);
    expect((await get(`/api/question/${b!.id}`)).status).toBe(404);
    expect((await search('size=1')).total).toBe(48);
    const directorHeaders = bearer(await signIn(t.app, 'director'));
    expect((await get(`/api/question/${a!.id}`, directorHeaders)).status).toBe(200);
    await db.update(questions).set({ scope: 'platform', ownerId: null }).where(eq(questions.id, a!.id));
    await db.update(questions).set({ deletedAt: null }).where(eq(questions.id, b!.id));
    questionsChanged();
  });

  it('redoes the stored search text of every question when the index tokens change', async () => {
    const db = t.ctx.database.db;
    // As an older version stored it: single characters only, so pairs such as 绝对 are not found.
    await db.execute(sql`update questions set search_text = regexp_replace(search_text, '\\S{2,}', '', 'g')`);
    await db.execute(sql`update app_settings set value = '1' where key = 'search_text_version'`);
    questionsChanged();
    expect((await search(`keyword=${encodeURIComponent('绝对值')}`)).total).toBe(0);
    expect(await refreshSearchText(db)).toBe(50);
    expect((await search(`keyword=${encodeURIComponent('绝对值')}`)).total).toBe(50);
    expect(await refreshSearchText(db)).toBe(0);
  });

  it('counts totals up to the cap and says when it stopped', async () => {
    expect(await search('size=1')).toMatchObject({ total: 50, totalCapped: false });
    const db = t.ctx.database.db;
    // Copies of one question: their search vector is computed by the database on insert.
    await db.execute(sql`
      insert into questions (scope, stage_id, subject_id, type_id, difficulty, stem, score, search_text, fingerprint)
      select scope, stage_id, subject_id, type_id, difficulty, stem || n, score, search_text || ' 抄', fingerprint
      from questions, generate_series(1, ${TOTAL_CAP}) n
      where seed_key = (select min(seed_key) from questions)`);
    questionsChanged();
    try {
      expect(await search('size=1')).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
      const copies = await search(`keyword=${encodeURIComponent('抄')}`);
      expect(copies).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    } finally {
      await db.delete(questions).where(sql`${questions.seedKey} is null`);
      questionsChanged();
    }
    expect((await search('size=1')).total).toBe(50);
  });

  it('reads an identical search once for a few seconds, keeps a teacher’s own questions apart, and forgets on change', async () => {
    const db = t.ctx.database.db;
    const keyword = `keyword=${encodeURIComponent('绝对值')}`;
    const director = bearer(await signIn(t.app, 'director'));
    const asDirector = async (q: string) =>
      (await get(`/api/question/search?subjectId=cz.math&${q}`, director)).body.data;
    const before = await search(keyword);
    expect(before.total).toBeGreaterThan(1);
    // Changed past the app (as another process would): teachers of the school still get the read made
    // a moment ago, the same for all of them.
    const [first] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.id, before.records[0].id));
    await db.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, first!.id));
    expect((await search(keyword)).total).toBe(before.total);
    expect((await asDirector(keyword)).total).toBe(before.total);
    // A change through the app (组卷次数 here) forgets every cached search.
    await countUse(db, [before.records[1].id], 1);
    expect((await search(keyword)).total).toBe(before.total - 1);
    await db.update(questions).set({ deletedAt: null }).where(eq(questions.id, first!.id));
    await countUse(db, [before.records[1].id], -1);
    // A teacher with questions of their own in the subject is never served another teacher's read.
    const [director2] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'director'));
    expect((await search(keyword)).total).toBe(before.total);
    await db
      .update(questions)
      .set({ scope: 'personal', ownerId: director2!.id })
      .where(eq(questions.id, first!.id));
    questionsChanged();
    expect((await search(keyword)).total).toBe(before.total - 1);
    expect((await asDirector(keyword)).total).toBe(before.total);
    await db.update(questions).set({ scope: 'platform', ownerId: null }).where(eq(questions.id, first!.id));
    questionsChanged();
  });

  it('rejects bad filters in Chinese', async () => {
    expect((await get('/api/question/search')).body.message).toBe('请选择学科');
    expect((await get('/api/question/search?subjectId=cz.math&size=500')).body.message).toBe(
      '每页最多 50 道题',
    );
  });
});

describe('question basket', () => {
  const basket = async () => (await get('/api/teacher/paper/info/getQuestionBasket')).body.data;
  const add = (ids: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/teacher/paper/info/addBasket',
      headers: teacher,
      payload: { questionIds: ids },
    });

  it('collects questions by subject and type, as the spec reads it', async () => {
    expect(await basket()).toEqual({ sumCount: 0, paperInfo: [], type: {}, questionIds: [] });
    const choice = (await search('typeId=cz.math.t1&size=6')).records.map((r: { id: string }) => r.id);
    const fill = (await search('typeId=cz.math.t4&size=2')).records.map((r: { id: string }) => r.id);
    const res = await add([...fill, ...choice]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('添加成功');
    const info = res.json().data;
    expect(info.sumCount).toBe(8);
    expect(info.paperInfo).toEqual([
      expect.objectContaining({
        stageId: 'cz',
        stageName: '初中',
        subjectId: 'cz.math',
        subjectName: '数学',
        testPaperTextbook: '七年级上册',
      }),
    ]);
    const paperId = info.paperInfo[0].id;
    expect(info.type[paperId]).toEqual([
      { typeId: 'cz.math.t1', dataName: '单选题', questionCount: 6 },
      { typeId: 'cz.math.t4', dataName: '填空题', questionCount: 2 },
    ]);
    // Adding again changes nothing; cards know they are in the basket.
    expect((await add(choice.slice(0, 2))).json().data.sumCount).toBe(8);
    expect(
      (await search('typeId=cz.math.t1&size=6')).records.every((r: { inBasket: boolean }) => r.inBasket),
    ).toBe(true);
  });

  it('removes one question, a whole type, or everything', async () => {
    const info = await basket();
    const paperId = info.paperInfo[0].id;
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/teacher/paper/question/type/delQuestion/${info.questionIds[0]}`,
      headers: teacher,
    });
    expect(one.json().data.sumCount).toBe(7);
    const type = await t.app.inject({
      method: 'DELETE',
      url: `/api/teacher/paper/question/type/delQuestion/cz.math.t4?paperId=${paperId}`,
      headers: teacher,
    });
    expect(type.json().data.type[paperId]).toEqual([
      { typeId: 'cz.math.t1', dataName: '单选题', questionCount: 5 },
    ]);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/teacher/paper/info/${paperId}/clearBasket`,
      headers: teacher,
    });
    expect(cleared.json().data.sumCount).toBe(0);
  });

  it('keeps each teacher’s basket to themselves', async () => {
    const director = bearer(await signIn(t.app, 'director'));
    const ids = (await search('size=3')).records.map((r: { id: string }) => r.id);
    await add(ids);
    const mine = await basket();
    expect((await get('/api/teacher/paper/info/getQuestionBasket', director)).body.data.sumCount).toBe(0);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/teacher/paper/info/${mine.paperInfo[0].id}/clearBasket`,
      headers: director,
    });
    expect(steal.statusCode).toBe(404);
    expect((await basket()).sumCount).toBe(3);
  });

  it('refuses unknown questions and changes nothing', async () => {
    const before = (await basket()).sumCount;
    const res = await add(['00000000-0000-4000-8000-000000000000']);
    expect(res.statusCode).toBe(404);
    expect((await basket()).sumCount).toBe(before);
    expect(BASKET_LIMIT).toBe(100);
  });

  it('keeps every question when adds arrive at once (two tabs)', async () => {
    const before = await basket();
    const ids = (await search('typeId=cz.math.t4&size=10')).records.map((r: { id: string }) => r.id);
    const fresh = ids.filter((id: string) => !before.questionIds.includes(id));
    expect(fresh.length).toBeGreaterThan(3);
    const results = await Promise.all(fresh.map((id: string) => add([id])));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const after = await basket();
    expect(after.sumCount).toBe(before.sumCount + fresh.length);
    expect(after.questionIds).toEqual(expect.arrayContaining(fresh));
  });
});
