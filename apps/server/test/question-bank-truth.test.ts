import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentKit } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { K, N, seed } from './question-fixtures';

/**
 * What a teacher is told about questions must be true: where they come from, how many near-identical
 * variants there are, which textbooks a basket holds, how often a question was used; and what she
 * searches for must find the chapter she means and the paper she assembles the textbook she teaches.
 */

let t: TestApp;
let teacher: Record<string, string>;
let kit: Awaited<ReturnType<typeof assignmentKit>>;

/** Six variants of one generated family in 第一章 (the kit's bank has 50 distinct questions there). */
const FAMILY = 'math.test.abs.fill';
const variants = Array.from({ length: 6 }, (_, i) =>
  seed(400 + i, {
    key: `${FAMILY}.${String(i + 1).padStart(4, '0')}`,
    typeName: '填空题',
    stem: `<p>\\(-${i + 40}\\) 的绝对值是＿＿＿。</p>`,
    options: [],
    answer: [`\\(${i + 40}\\)`],
    family: FAMILY,
    source: '平台原创·同类题「绝对值」',
    year: undefined,
    region: undefined,
  }),
);
/** Two questions of 八年级上册 (第十一章 三角形) and one of 九年级上册 (第二十一章 一元二次方程). */
const LATER = [
  seed(500, {
    stem: '<p>三角形的内角和是（　）</p>',
    bookNodeIds: ['cz.math.rj.8a.1'],
    knowledgeIds: [K.abs],
  }),
  seed(501, {
    stem: '<p>等边三角形的一个内角是（　）</p>',
    bookNodeIds: ['cz.math.rj.8a.1'],
    knowledgeIds: [K.abs],
  }),
  seed(502, {
    stem: '<p>一元二次方程 \\(x^2=4\\) 的根是（　）</p>',
    bookNodeIds: ['cz.math.rj.9a.1'],
    knowledgeIds: [K.abs],
  }),
];

beforeAll(async () => {
  t = await createTestApp();
  kit = await assignmentKit(t, [...variants, ...LATER]);
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: teacher });
  return res.json();
};
const search = async (query: string) =>
  (await get(`/api/question/search?subjectId=cz.math&size=50&${query}`)).data as {
    total: number;
    records: { id: string; stem: string; family: string | null; familyCount: number; useCount: number }[];
  };
const kw = (s: string) => `keyword=${encodeURIComponent(s)}`;

describe('同类 variants of a generated family', () => {
  it('take one place in a search, saying how many match, and are all listed when asked', async () => {
    const page = await search(`bookNodeId=${N.abs}`);
    const ofFamily = page.records.filter((r) => r.family === FAMILY);
    expect(ofFamily).toHaveLength(1);
    expect(ofFamily[0]!.familyCount).toBe(6);
    // 30 单选 and a 判断题 of the kit, and the family once.
    expect(page.total).toBe(31 + 1);
    // Narrowed by a filter, the count is of the variants that match it.
    const hard = await search(`bookNodeId=${N.abs}&${kw('-45')}`);
    expect(hard.records.filter((r) => r.family === FAMILY).map((r) => r.familyCount)).toEqual([1]);

    const family = await search(`family=${FAMILY}`);
    expect(family.total).toBe(6);
    expect(new Set(family.records.map((r) => r.family))).toEqual(new Set([FAMILY]));
  });
});

describe('the year filter', () => {
  it('offers only the years questions really have', async () => {
    expect((await get('/api/question/years?subjectId=cz.math')).data).toEqual([2025, 2024]);
    expect((await get('/api/question/years?subjectId=cz.physics')).data).toEqual([]);
  });
});

describe('keyword search', () => {
  it('finds a chapter’s and a knowledge point’s name and the 解析, the stem’s matches first', async () => {
    // 有理数 is the name of 第一章 and of a knowledge point above 绝对值, in only 8 stems of the bank.
    expect((await search(kw('有理数'))).total).toBeGreaterThanOrEqual(50);
    // 相反数: in the stems of 12 questions, and in the 解析 of the 30 绝对值 ones.
    const found = await search(`${kw('相反数')}&sort=hard`);
    const inStem = found.records.map((r) => r.stem.includes('相反数'));
    expect(inStem.slice(0, 12)).toEqual(Array(12).fill(true));
    expect(inStem.slice(12).every((x) => !x)).toBe(true);
    expect(found.total).toBeGreaterThan(12 + 30);
    // A word in no stem, name or 解析 still finds nothing.
    expect((await search(kw('勾股定理'))).total).toBe(0);
  });
});

describe('intelligent assembly with no chapter chosen', () => {
  const spec = {
    subjectId: 'cz.math',
    sections: [{ typeId: 'cz.math.t1', count: 2, scoreEach: 3 }],
    targetDifficulty: 0.5,
    tolerance: 0.2,
  };
  const assemble = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/teacher/paper/assemble', headers: teacher, payload });

  it('draws from the teacher’s current textbook (七年级上册), or the one asked for', async () => {
    const later = new Set(
      (await search(`${kw('三角形')}`)).records
        .concat((await search(kw('一元二次方程'))).records)
        .map((r) => r.id),
    );
    for (let seedNo = 1; seedNo <= 8; seedNo++) {
      const res = await assemble({ ...spec, seed: seedNo });
      expect(res.statusCode, res.body).toBe(200);
      const ids = res
        .json()
        .data.sections.flatMap((s: { questions: { questionId: string }[] }) =>
          s.questions.map((q) => q.questionId),
        );
      expect(ids.filter((id: string) => later.has(id))).toEqual([]);
    }
    const eighth = await assemble({ ...spec, textbookId: 'cz.math.rj.8a' });
    expect(eighth.statusCode, eighth.body).toBe(200);
    const picked = eighth.json().data.sections[0].questions.map((q: { questionId: string }) => q.questionId);
    expect(picked.every((id: string) => later.has(id))).toBe(true);
    const wrong = await assemble({ ...spec, textbookId: 'cz.physics.rj.8a' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, '教材不存在或不属于该学科']);
  });
});

describe('the basket and 组卷次数', () => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    kit.call(teacher, method, url, payload);

  it('names the textbooks the basket’s questions come from', async () => {
    const first = (await search(`bookNodeId=${N.abs}`)).records[0]!.id;
    const later = (await search(kw('三角形'))).records.concat((await search(kw('一元二次方程'))).records);
    let basket = (await call('POST', '/api/teacher/paper/info/addBasket', { questionIds: [first] })).body
      .data;
    expect(basket.paperInfo[0].testPaperTextbook).toBe('七年级上册');
    basket = (
      await call('POST', '/api/teacher/paper/info/addBasket', { questionIds: later.map((r) => r.id) })
    ).body.data;
    expect(basket.paperInfo[0].testPaperTextbook).toBe('七年级上册等 3 册');
    await call('DELETE', `/api/teacher/paper/question/type/delQuestion/${first}`);
    const withoutNinth = later.filter((r) => !r.stem.includes('一元二次方程'));
    for (const r of later)
      if (!withoutNinth.includes(r))
        await call('DELETE', `/api/teacher/paper/question/type/delQuestion/${r.id}`);
    basket = (await call('GET', '/api/teacher/paper/info/getQuestionBasket')).body.data;
    expect(basket.paperInfo[0].testPaperTextbook).toBe('八年级上册');
    await call('DELETE', `/api/teacher/paper/info/${basket.paperInfo[0].id}/clearBasket`);
  });

  it('counts a question once for every saved paper it is put into', async () => {
    const useCount = async (key: string) =>
      (await get(`/api/question/${kit.q[key]!.id}`)).data.useCount as number;
    expect(await useCount('test.1')).toBe(0);
    const paper = await kit.paper(teacher);
    expect(await useCount('test.1')).toBe(1);
    const [c1] = await kit.classIds(teacher, ['七年级1班']);
    const given = await kit.give(teacher, {
      paperId: paper.id,
      kind: 'homework',
      name: '有理数作业',
      examDate: '2026-11-20',
      classIds: [c1],
    });
    expect(given.status, given.body.message).toBe(200);
    await kit.paper(teacher);
    expect(await useCount('test.1')).toBe(2);
    expect(await useCount('test.3')).toBe(0);
  });
});
