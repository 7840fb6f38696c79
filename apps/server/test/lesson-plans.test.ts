import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { BANK, N } from './question-fixtures';
import { docxOf, uploadResource } from './resource-helpers';
import { otherSchool } from './school-helpers';

let t: TestApp;
const h: Record<string, Record<string, string>> = {};

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: string,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, headers: h[who]!, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

let planId = '';
let questionIds: string[] = [];

const content = (over: object = {}) => ({
  objectives: '理解绝对值的意义，会求一个数的绝对值 \\(|-3|=3\\)。',
  keyPoints: '重点：绝对值的意义；难点：绝对值的几何意义。',
  steps: [
    {
      id: 'a',
      title: '情境导入',
      minutes: 5,
      teacher: '出示数轴，提问两点到原点的距离。',
      student: '观察、回答',
      questionIds: [],
    },
    {
      id: 'b',
      title: '新知探究',
      minutes: 15,
      teacher: '归纳绝对值的定义。',
      student: '练习',
      questionIds: questionIds.slice(0, 2),
    },
  ],
  board: '绝对值：数轴上表示数 a 的点与原点的距离。',
  homework: { questionIds: questionIds.slice(0, 3), paperId: null },
  reflection: '',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await syncQuestionBank(t.ctx.database.db, BANK);
  await otherSchool(t.ctx.database.db);
  // teacher and director are in 初一数学组; zhaomin is not (初二数学组).
  for (const u of ['teacher', 'director', 'zhaomin', 'other-admin']) h[u] = bearer(await signIn(t.app, u));
  const search = await call(
    'GET',
    `/api/question/search?subjectId=cz.math&bookNodeId=${N.abs}&size=5`,
    'teacher',
  );
  questionIds = search.body.data.records.map((r: { id: string }) => r.id);
  expect(questionIds.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t.close());

describe('a lesson plan and its versions', () => {
  it('starts on a book node, titled after it', async () => {
    const created = await call('POST', '/api/teacher/lesson-plans', 'teacher', { bookNodeId: N.abs });
    expect(created.status).toBe(200);
    planId = created.body.data.id;
    const plan = (await call('GET', `/api/teacher/lesson-plans/${planId}`, 'teacher')).body.data;
    expect(plan).toMatchObject({
      title: '1.2.4 绝对值 教案',
      version: 1,
      nodeName: '1.2.4 绝对值',
      textbookName: '七年级上册',
      mine: true,
    });
    expect(plan.content.steps).toEqual([]);
    expect(
      (await call('POST', '/api/teacher/lesson-plans', 'teacher', { bookNodeId: 'nope' })).body.message,
    ).toBe('章节不存在');
  });

  it('saves with the version it was loaded at and refuses a stale save, keeping the newer plan', async () => {
    const saved = await call('PUT', `/api/teacher/lesson-plans/${planId}`, 'teacher', {
      version: 1,
      title: '绝对值',
      content: content(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(2);
    const stale = await call('PUT', `/api/teacher/lesson-plans/${planId}`, 'teacher', {
      version: 1,
      title: '旧的',
      content: content({ steps: [] }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('教案已在其他窗口或设备上修改，请刷新后再编辑');
    const plan = (await call('GET', `/api/teacher/lesson-plans/${planId}`, 'teacher')).body.data;
    expect(plan).toMatchObject({ title: '绝对值', version: 2 });
    expect(plan.content.steps.map((s: { title: string }) => s.title)).toEqual(['情境导入', '新知探究']);
    expect(plan.questions.map((q: { id: string }) => q.id).sort()).toEqual(questionIds.slice(0, 3).sort());
  });

  it('refuses bad input with a Chinese message and saves nothing', async () => {
    const unknownQuestion = await call('PUT', `/api/teacher/lesson-plans/${planId}`, 'teacher', {
      version: 2,
      title: '绝对值',
      content: content({
        homework: { questionIds: ['00000000-0000-4000-8000-000000000000'], paperId: null },
      }),
    });
    expect(unknownQuestion.status).toBe(400);
    expect(unknownQuestion.body.message).toBe('有试题不存在或无权使用');
    const noTitle = await call('PUT', `/api/teacher/lesson-plans/${planId}`, 'teacher', {
      version: 2,
      title: '绝对值',
      content: content({ steps: [{ id: 'x', title: '', minutes: 5 }] }),
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toContain('请填写环节名称');
    expect((await call('GET', `/api/teacher/lesson-plans/${planId}`, 'teacher')).body.data.version).toBe(2);
  });

  it('attaches resources of 备课资源 the teacher may read, and refuses others', async () => {
    const up = await uploadResource(t.app, h.teacher!, await docxOf(['绝对值 教学设计']), '绝对值.docx', {
      title: '绝对值 教学设计',
      kind: 'plan',
      subjectId: 'cz.math',
    });
    expect(up.statusCode).toBe(200);
    const resourceId = up.json().data.resource.id;
    const steps = content().steps.map((s) => (s.id === 'a' ? { ...s, resourceIds: [resourceId] } : s));
    const unknown = await call('PUT', `/api/teacher/lesson-plans/${planId}`, 'teacher', {
      version: 2,
      title: '绝对值',
      content: content({
        steps: steps.map((s) => ({ ...s, resourceIds: ['00000000-0000-4000-8000-000000000000'] })),
      }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('有资源不存在或无权使用');
    const saved = await call('PUT', `/api/teacher/lesson-plans/${planId}`, 'teacher', {
      version: 2,
      title: '绝对值',
      content: content({ steps }),
    });
    expect(saved.status).toBe(200);
    const plan = (await call('GET', `/api/teacher/lesson-plans/${planId}`, 'teacher')).body.data;
    expect(plan.resources).toEqual([{ id: resourceId, title: '绝对值 教学设计', kind: 'plan', ext: 'docx' }]);
    expect(plan.content.steps[0].resourceIds).toEqual([resourceId]);
  });
});

describe('集体备课', () => {
  it('is private until shared: the team, another teacher and another school get 404', async () => {
    for (const who of ['director', 'zhaomin', 'other-admin'])
      expect((await call('GET', `/api/teacher/lesson-plans/${planId}`, who)).status).toBe(404);
  });

  it('shares with a team whose member comments on a step; the owner reads the comments', async () => {
    const teams = (await call('GET', '/api/teacher/lesson-plans/teams', 'teacher')).body.data;
    const team = teams.find((x: { name: string }) => x.name === '初一数学组');
    expect(team.member).toBe(true);
    expect(
      (
        await call('POST', `/api/teacher/lesson-plans/${planId}/share`, 'teacher', {
          teamIds: [team.id],
          school: false,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', `/api/teacher/lesson-plans/${planId}/share`, 'director', {
          teamIds: [],
          school: true,
        })
      ).status,
    ).toBe(403);

    const sharedRes = await call('GET', '/api/teacher/lesson-plans?tab=shared', 'director');
    expect(sharedRes.body.message).toBe('ok');
    const shared = sharedRes.body.data;
    expect(shared.items.map((p: { id: string }) => p.id)).toEqual([planId]);
    expect(shared.items[0]).toMatchObject({ teamNames: ['初一数学组'], mine: false, ownerName: '李老师' });
    const comment = await call('POST', `/api/teacher/lesson-plans/${planId}/comments`, 'director', {
      stepId: 'b',
      body: '建议加一道数轴上的例题',
    });
    expect(comment.status).toBe(200);
    expect(
      (
        await call('POST', `/api/teacher/lesson-plans/${planId}/comments`, 'director', {
          stepId: 'zz',
          body: '?',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/teacher/lesson-plans/${planId}`, 'director', {
          version: 2,
          title: 'x',
          content: content(),
        })
      ).status,
    ).toBe(403);

    const plan = (await call('GET', `/api/teacher/lesson-plans/${planId}`, 'teacher')).body.data;
    expect(plan.comments).toMatchObject([
      { stepId: 'b', authorName: '王主任', body: '建议加一道数轴上的例题', mine: false },
    ]);
    expect((await call('GET', `/api/teacher/lesson-plans/${planId}`, 'zhaomin')).status).toBe(404);
  });

  it('shared with the school, any teacher copies it into their own plans; another school still sees nothing', async () => {
    await call('POST', `/api/teacher/lesson-plans/${planId}/share`, 'teacher', { teamIds: [], school: true });
    const school = (await call('GET', '/api/teacher/lesson-plans?tab=school', 'zhaomin')).body.data;
    expect(school.items.map((p: { id: string }) => p.id)).toEqual([planId]);
    const copy = await call('POST', `/api/teacher/lesson-plans/${planId}/copy`, 'zhaomin');
    expect(copy.status).toBe(200);
    const mine = (await call('GET', '/api/teacher/lesson-plans?tab=mine', 'zhaomin')).body.data;
    expect(mine.items).toMatchObject([
      { id: copy.body.data.id, title: '绝对值', mine: true, schoolShared: false, stepCount: 2, minutes: 20 },
    ]);
    expect((await call('PUT', `/api/teacher/lesson-plans/${planId}/favourite`, 'zhaomin')).status).toBe(200);
    const favs = (await call('GET', '/api/teacher/lesson-plans?tab=favourite', 'zhaomin')).body.data;
    expect(favs.items.map((p: { id: string }) => p.id)).toEqual([planId]);
    expect(
      (await call('GET', '/api/teacher/lesson-plans?tab=school', 'other-admin')).body.data.items,
    ).toEqual([]);
    expect((await call('POST', `/api/teacher/lesson-plans/${planId}/copy`, 'other-admin')).status).toBe(404);
  });
});

describe('export and homework', () => {
  it('exports a .docx that opens, with the headings, steps and questions as Word equations', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teacher/lesson-plans/${planId}/docx`,
      headers: h.teacher,
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const xml = new TextDecoder().decode(files['word/document.xml']!);
    const text = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    for (const s of [
      '绝对值',
      '一、教学目标',
      '三、教学过程',
      '情境导入',
      '（5 分钟）',
      '新知探究',
      '课堂练习',
      '五、课后作业',
      '六、教学反思',
    ])
      expect(text).toContain(s);
    expect(xml).toContain('<m:oMath');
  });

  it('turns the 课后作业 into a 作业 for the teacher’s class in one step', async () => {
    const classes = (await call('GET', '/api/teacher/assignment/classes?subjectId=cz.math', 'teacher')).body
      .data;
    const res = await call('POST', `/api/teacher/lesson-plans/${planId}/homework`, 'teacher', {
      classIds: [classes[0].id],
      name: '绝对值 课后作业',
      examDate: '2026-11-27',
    });
    expect(res.status).toBe(200);
    const assignment = (await call('GET', `/api/teacher/assignment/${res.body.data.assignmentId}`, 'teacher'))
      .body.data;
    expect(assignment).toMatchObject({ name: '绝对值 课后作业', kind: 'homework' });
    expect(
      (
        await call('POST', `/api/teacher/lesson-plans/${planId}/homework`, 'zhaomin', {
          classIds: [classes[0].id],
          name: 'x',
          examDate: '2026-11-27',
        })
      ).status,
    ).toBe(403);
  });
});
