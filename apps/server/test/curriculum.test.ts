import { CURRICULUM } from '@zhijuan/demo-bank/curriculum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCurriculumCache } from '../src/modules/curriculum/service';
import { syncCurriculum } from '../src/seed/curriculum/sync';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  h = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const get = async (url: string, headers = h) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const base = '/api/resource/basic';

interface Tree {
  id: string;
  name: string;
  children: Tree[];
}
const leaves = (nodes: Tree[]): Tree[] =>
  nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));

describe('curriculum cascade', () => {
  it('goes 初中 → 数学 → 人教版 → 七年级上册 → chapter tree', async () => {
    const stages = (await get(`${base}/stage/search/`)).body.data as { id: string; name: string }[];
    expect(stages.map((s) => s.name)).toEqual(['小学', '初中', '高中']);
    const junior = stages.find((s) => s.name === '初中')!;

    const subjects = (await get(`${base}/subject/search/?stageId=${junior.id}`)).body.data as {
      id: string;
      name: string;
    }[];
    expect(subjects.map((s) => s.name)).toEqual(expect.arrayContaining(['语文', '数学', '英语', '物理']));
    const math = subjects.find((s) => s.name === '数学')!;

    const versions = (await get(`${base}/version/search/?subjectId=${math.id}`)).body.data as {
      id: string;
      name: string;
    }[];
    expect(versions.map((v) => v.name)).toEqual(expect.arrayContaining(['人教版', '北师大版']));
    const rj = versions.find((v) => v.name === '人教版')!;

    const books = (await get(`${base}/textbook/search/?versionId=${rj.id}`)).body.data;
    expect(books.list.map((b: { name: string }) => b.name)).toEqual([
      '七年级上册',
      '七年级下册',
      '八年级上册',
      '八年级下册',
      '九年级上册',
      '九年级下册',
    ]);
    expect(books.userGradeId).toBe('cz.math.rj.7a');

    const tree = (await get(`${base}/bookNode/search/?textBookId=${books.userGradeId}`)).body.data as Tree[];
    expect(tree.length).toBeGreaterThanOrEqual(4);
    expect(tree[0]!.name).toMatch(/^第一章/);
    expect(tree[0]!.children.length).toBeGreaterThanOrEqual(2);
  });

  it('selects the first volume when the saved one is of another version', async () => {
    const books = (await get(`${base}/textbook/search/?versionId=cz.math.bsd`)).body.data;
    expect(books.list).toHaveLength(6);
    expect(books.userGradeId).toBe(books.list[0].id);
  });

  it('serves the knowledge tree and question types filtered by objectivity', async () => {
    const tree = (await get(`${base}/knowledge/point/search/?subjectId=cz.math`)).body.data as Tree[];
    expect(leaves(tree).length).toBeGreaterThanOrEqual(150);
    const all = (await get(`${base}/question/type/search/?subjectId=cz.math`)).body.data as {
      isObjective: boolean;
    }[];
    const objective = (await get(`${base}/question/type/search/?subjectId=cz.math&isObjective=true`)).body
      .data as {
      name: string;
      isObjective: boolean;
    }[];
    expect(objective.length).toBeGreaterThan(0);
    expect(objective.every((q) => q.isObjective)).toBe(true);
    expect(objective.map((q) => q.name)).toContain('单选题');
    expect(all.length).toBeGreaterThan(objective.length);
  });

  it('never leaves a dropdown empty', async () => {
    const stages = (await get(`${base}/stage/search/`)).body.data as { id: string }[];
    for (const stage of stages) {
      const subjects = (await get(`${base}/subject/search/?stageId=${stage.id}`)).body.data as {
        id: string;
      }[];
      expect(subjects.length).toBeGreaterThanOrEqual(5);
      for (const subject of subjects) {
        const versions = (await get(`${base}/version/search/?subjectId=${subject.id}`)).body.data as {
          id: string;
        }[];
        expect(versions.length, subject.id).toBeGreaterThan(0);
        const books = (await get(`${base}/textbook/search/?versionId=${versions[0]!.id}`)).body.data;
        expect(books.list.length, versions[0]!.id).toBeGreaterThan(0);
      }
    }
  });

  it('asks for the missing parent in Chinese', async () => {
    const res = await get(`${base}/subject/search/`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请选择学段');
    const bad = await get(`${base}/question/type/search/?subjectId=cz.math&isObjective=maybe`);
    expect(bad.body.message).toBe('isObjective 只能为 true 或 false');
  });

  it('needs a signed-in user', async () => {
    expect((await get(`${base}/stage/search/`, {})).status).toBe(401);
  });
});

describe('junior-only flag', () => {
  it('keeps only 初中', async () => {
    const junior = await createTestApp({ FEATURES: 'juniorOnly=on' });
    try {
      const tokens = await signIn(junior.app, 'teacher');
      const res = await junior.app.inject({
        method: 'GET',
        url: `${base}/stage/search/`,
        headers: bearer(tokens),
      });
      expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(['初中']);
    } finally {
      await junior.close();
    }
  });
});

describe('curriculum sync', () => {
  it('does nothing when the seed files are unchanged, and applies a renamed node', async () => {
    expect(await syncCurriculum(t.ctx.database.db, CURRICULUM)).toBe(false);
    const changed = structuredClone(CURRICULUM);
    changed[1]!.subjects.find((s) => s.code === 'math')!.versions[0]!.textbooks[0]!.name =
      '七年级上册（修订）';
    expect(await syncCurriculum(t.ctx.database.db, changed)).toBe(true);
    clearCurriculumCache(t.ctx);
    const books = (await get(`${base}/textbook/search/?versionId=cz.math.rj`)).body.data;
    expect(books.list[0].name).toBe('七年级上册（修订）');
    await syncCurriculum(t.ctx.database.db, CURRICULUM);
    clearCurriculumCache(t.ctx);
  });
});
