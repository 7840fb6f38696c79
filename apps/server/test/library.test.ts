import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { papers, questions, users } from '../src/db/schema';
import { syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { BANK } from './question-fixtures';
import { otherSchool } from './school-helpers';

let t: TestApp;
type Headers = Record<string, string>;
let teacher: Headers;
let zhaomin: Headers;
let admin: Headers;
let platformAdmin: Headers;
let otherAdmin: Headers;
let bank: string[];
let schoolQuestion: string;
let personalQuestion: string;

const call = async (h: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

const sections = (ids: string[]) => [
  {
    id: 's1',
    title: '选择题',
    typeId: 'cz.math.t.dx',
    questions: ids.map((questionId) => ({ questionId, score: 4 })),
  },
];

async function myPaper(h: Headers, title: string, ids: string[]) {
  const res = await call(h, 'POST', '/api/teacher/paper', {
    title,
    subjectId: 'cz.math',
    sections: sections(ids),
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as { id: string; version: number; sections: unknown[] };
}

const schoolList = (h: Headers, query = '') =>
  call(h, 'GET', `/api/teacher/library?scope=school${query}`).then((r) => r.body.data);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  await syncQuestionBank(db, BANK);
  await otherSchool(db);
  await db.update(users).set({ isPlatformAdmin: true }).where(eq(users.username, 'sunli'));
  const as = async (username: string) => bearer(await signIn(t.app, username));
  teacher = await as('teacher');
  zhaomin = await as('zhaomin');
  admin = await as('admin');
  platformAdmin = await as('sunli');
  otherAdmin = await as('other-admin');
  const rows = await db.select({ id: questions.id, key: questions.seedKey }).from(questions);
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  bank = Array.from({ length: 6 }, (_, i) => byKey.get(`test.${i + 1}`)!);
  // One question of the demo school's bank, one of 李老师's own.
  const [me] = await db.select().from(users).where(eq(users.username, 'teacher'));
  schoolQuestion = byKey.get('test.7')!;
  personalQuestion = byKey.get('test.8')!;
  await db
    .update(questions)
    .set({ scope: 'school', orgId: me!.orgId })
    .where(eq(questions.id, schoolQuestion));
  await db
    .update(questions)
    .set({ scope: 'personal', orgId: me!.orgId, ownerId: me!.id })
    .where(eq(questions.id, personalQuestion));
});
afterAll(() => t.close());

describe('校本试卷: sharing within a school', () => {
  let mine: { id: string; version: number };
  let shared: string;

  it('shares a paper of 我的试卷 as a school copy marked on 我的试卷', async () => {
    mine = await myPaper(teacher, '七年级上册 第一章 单元测试', [...bank.slice(0, 4), schoolQuestion]);
    const res = await call(teacher, 'POST', `/api/teacher/paper/${mine.id}/share`, { paperType: '单元测试' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('已共享到校本试卷');
    expect(res.body.data).toMatchObject({
      scope: 'school',
      title: '七年级上册 第一章 单元测试',
      authorName: '李老师',
      paperType: '单元测试',
      questionCount: 5,
      totalScore: 20,
      mine: true,
      canWithdraw: true,
      copyCount: 0,
    });
    shared = res.body.data.id;
    expect(shared).not.toBe(mine.id);

    const list = (await call(teacher, 'GET', '/api/teacher/paper')).body.data;
    expect(list.records).toHaveLength(1); // the school copy is not a second paper of 我的试卷
    expect(list.records[0]).toMatchObject({ id: mine.id, schoolPaperId: shared, platformPaperId: null });
  });

  it('lists and previews it for a colleague, filtered on the server', async () => {
    const page = await schoolList(zhaomin);
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      id: shared,
      mine: false,
      canWithdraw: false,
      authorName: '李老师',
    });
    expect((await schoolList(zhaomin, '&paperType=期末')).total).toBe(0);
    expect((await schoolList(zhaomin, '&keyword=第一章')).total).toBe(1);
    expect((await schoolList(zhaomin, '&keyword=第二章')).total).toBe(0);
    expect((await schoolList(zhaomin, '&subjectId=cz.physics')).total).toBe(0);

    const detail = await call(zhaomin, 'GET', `/api/teacher/library/${shared}`);
    expect(detail.status).toBe(200);
    const qs = detail.body.data.sections[0].questions;
    expect(qs).toHaveLength(5);
    expect(qs.every((q: { question: unknown }) => q.question !== null)).toBe(true);
    expect(qs[4].question).toMatchObject({ id: schoolQuestion, scope: 'school', answer: ['A'] });
  });

  it('hides it completely from another school (404, never 403)', async () => {
    expect((await schoolList(otherAdmin)).total).toBe(0);
    for (const [method, url] of [
      ['GET', `/api/teacher/library/${shared}`],
      ['POST', `/api/teacher/library/${shared}/copy`],
      ['POST', `/api/teacher/library/${shared}/withdraw`],
    ] as const) {
      const res = await call(otherAdmin, method, url);
      expect(res.status, url).toBe(404);
      expect(res.body.message).toBe('试卷不存在或已撤回共享');
    }
    // Nor can anyone reach the sharer's own paper through the library.
    expect((await call(zhaomin, 'GET', `/api/teacher/library/${mine.id}`)).status).toBe(404);
    expect((await call(zhaomin, 'POST', `/api/teacher/paper/${mine.id}/share`, {})).status).toBe(404);
  });

  it('lets a colleague copy it into an editable paper of their own, counting the copy', async () => {
    const res = await call(zhaomin, 'POST', `/api/teacher/library/${shared}/copy`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('已复制到我的试卷');
    const copy = res.body.data;
    expect(copy).toMatchObject({ title: '七年级上册 第一章 单元测试', version: 1, totalScore: 20 });

    const own = (await call(zhaomin, 'GET', '/api/teacher/paper')).body.data.records;
    expect(own.map((p: { id: string }) => p.id)).toEqual([copy.id]);
    const edited = await call(zhaomin, 'PUT', `/api/teacher/paper/${copy.id}`, {
      version: 1,
      title: '八年级复习卷',
      sections: copy.sections,
      settings: {},
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect((await call(zhaomin, 'GET', `/api/question/${schoolQuestion}`)).status).toBe(200);
    expect((await schoolList(zhaomin)).records[0]).toMatchObject({
      copyCount: 1,
      title: '七年级上册 第一章 单元测试',
    });
    // The copy is zhaomin's alone: the sharer cannot open it.
    expect((await call(teacher, 'GET', `/api/teacher/paper/${copy.id}`)).status).toBe(404);
  });

  it('updates the same school copy when the paper is shared again', async () => {
    const current = (await call(teacher, 'GET', `/api/teacher/paper/${mine.id}`)).body.data;
    await call(teacher, 'PUT', `/api/teacher/paper/${mine.id}`, {
      version: current.version,
      title: '第一章 单元测试（修订）',
      sections: current.sections,
      settings: {},
    });
    expect((await schoolList(zhaomin)).records[0].title).toBe('七年级上册 第一章 单元测试');
    const again = await call(teacher, 'POST', `/api/teacher/paper/${mine.id}/share`, {});
    expect(again.body.data).toMatchObject({ id: shared, title: '第一章 单元测试（修订）', copyCount: 1 });
    const page = await schoolList(zhaomin);
    expect(page.total).toBe(1);
    expect(page.records[0].paperType).toBe('单元测试');
  });

  it('keeps one school copy when the same paper is shared several times at once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => call(teacher, 'POST', `/api/teacher/paper/${mine.id}/share`, {})),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.data.id))).toEqual(new Set([shared]));
    expect((await schoolList(zhaomin)).total).toBe(1);
  });

  it('lets only the sharer or a school administrator withdraw it', async () => {
    const refused = await call(zhaomin, 'POST', `/api/teacher/library/${shared}/withdraw`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只有共享人或学校管理员可以撤回共享');
    expect((await schoolList(zhaomin)).total).toBe(1);

    expect((await schoolList(admin)).records[0].canWithdraw).toBe(true);
    const done = await call(admin, 'POST', `/api/teacher/library/${shared}/withdraw`);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('已撤回共享');
    expect((await schoolList(zhaomin)).total).toBe(0);
    expect((await call(zhaomin, 'GET', `/api/teacher/library/${shared}`)).status).toBe(404);
    expect((await call(zhaomin, 'POST', `/api/teacher/library/${shared}/copy`)).status).toBe(404);
    expect((await call(teacher, 'POST', `/api/teacher/library/${shared}/withdraw`)).status).toBe(404);
    expect((await call(teacher, 'GET', '/api/teacher/paper')).body.data.records[0].schoolPaperId).toBeNull();
    // Copies already made stay with the teachers who made them.
    expect((await call(zhaomin, 'GET', '/api/teacher/paper')).body.data.total).toBe(1);

    // The sharer withdraws too, and sharing again brings the same copy back.
    const back = await call(teacher, 'POST', `/api/teacher/paper/${mine.id}/share`, {});
    expect(back.body.data.id).toBe(shared);
    expect((await call(teacher, 'POST', `/api/teacher/library/${shared}/withdraw`)).status).toBe(200);
  });

  it('refuses what other teachers could not see or what is invalid, changing nothing', async () => {
    const withPersonal = await myPaper(teacher, '含我的题库试题', [bank[0]!, personalQuestion]);
    const refused = await call(teacher, 'POST', `/api/teacher/paper/${withPersonal.id}/share`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      '试卷中有 1 道题来自「我的题库」，其他老师看不到；请换成公共题库或校本题库的试题后再共享',
    );
    const badType = await call(teacher, 'POST', `/api/teacher/paper/${mine.id}/share`, {
      paperType: '期中考试',
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('试卷类型无效');
    const badId = await call(teacher, 'POST', '/api/teacher/library/not-an-id/copy');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain('编号无效');
    expect((await call(teacher, 'GET', '/api/teacher/library?scope=everyone')).status).toBe(400);

    await call(teacher, 'DELETE', `/api/teacher/paper/${mine.id}`);
    const deleted = await call(teacher, 'POST', `/api/teacher/paper/${mine.id}/share`, {});
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe('试卷已删除，可在回收站恢复');
    expect((await schoolList(zhaomin)).total).toBe(0);
    await call(teacher, 'POST', `/api/teacher/paper/${mine.id}/restore`);
  });
});

describe('平台共享 and 精品试卷', () => {
  let published: string;
  let template: string;

  beforeAll(async () => {
    const [row] = await t.ctx.database.db
      .insert(papers)
      .values({
        ownerId: null,
        orgId: null,
        status: 'saved',
        scope: 'platform',
        template: true,
        seedKey: 'test.template.1',
        stageId: 'cz',
        subjectId: 'cz.math',
        textbookId: 'cz.math.rj.7a',
        title: '七年级上册 期中检测卷',
        paperType: '期中',
        sections: sections(bank.slice(0, 3)),
        sharedAt: new Date(),
      })
      .returning();
    template = row!.id;
  });

  it('publishes to the platform for platform administrators only, platform questions only', async () => {
    const teacherPaper = await myPaper(teacher, '想发布的试卷', bank.slice(0, 2));
    const refused = await call(teacher, 'POST', `/api/teacher/paper/${teacherPaper.id}/share`, {
      target: 'platform',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只有平台管理员可以发布到平台共享');

    const mixed = await myPaper(platformAdmin, '含校本题', [bank[0]!, schoolQuestion]);
    const notPlatform = await call(platformAdmin, 'POST', `/api/teacher/paper/${mixed.id}/share`, {
      target: 'platform',
    });
    expect(notPlatform.status).toBe(400);
    expect(notPlatform.body.message).toBe('发布到平台的试卷只能包含平台题库的试题，这份试卷有 1 道不是');

    const clean = await myPaper(platformAdmin, '有理数 专题练习', bank.slice(2, 6));
    const res = await call(platformAdmin, 'POST', `/api/teacher/paper/${clean.id}/share`, {
      target: 'platform',
      paperType: '同步练习',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('已发布到平台共享');
    published = res.body.data.id;
    const page = (await call(otherAdmin, 'GET', '/api/teacher/library?scope=platform')).body.data;
    expect(page.records.map((r: { id: string }) => r.id).sort()).toEqual([published, template].sort());
    expect(page.records.find((r: { id: string }) => r.id === published)).toMatchObject({
      authorName: '孙丽',
      canWithdraw: false,
      template: false,
    });
  });

  it('shows seeded 精品试卷 as the platform team’s and lets any school copy them', async () => {
    const page = (await call(otherAdmin, 'GET', '/api/teacher/library?scope=platform&kind=template')).body
      .data;
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      id: template,
      template: true,
      authorName: '智卷教研组',
      textbookName: '七年级上册',
      canWithdraw: false,
    });
    const copy = await call(otherAdmin, 'POST', `/api/teacher/library/${template}/copy`);
    expect(copy.status).toBe(200);
    const detail = (await call(teacher, 'GET', `/api/teacher/library/${template}`)).body.data;
    expect(detail.copyCount).toBe(1);
    expect(detail.sections[0].questions.map((q: { question: { id: string } }) => q.question.id)).toEqual(
      bank.slice(0, 3),
    );
    const popular = (await call(teacher, 'GET', '/api/teacher/library?scope=platform&sort=popular')).body
      .data;
    expect(popular.records[0].id).toBe(template);
  });

  it('lets only platform administrators withdraw platform papers', async () => {
    const refused = await call(admin, 'POST', `/api/teacher/library/${published}/withdraw`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只有平台管理员可以撤回平台共享');
    expect((await call(platformAdmin, 'POST', `/api/teacher/library/${published}/withdraw`)).status).toBe(
      200,
    );
    const left = (await call(teacher, 'GET', '/api/teacher/library?scope=platform')).body.data;
    expect(left.records.map((r: { id: string }) => r.id)).toEqual([template]);
  });
});

describe('试题设置: defaults of new papers', () => {
  it('saves the teacher’s defaults and starts every new paper with them', async () => {
    expect((await call(zhaomin, 'GET', '/api/teacher/paper/defaults')).body.data).toMatchObject({
      layout: 'A4',
      examMinutes: 90,
    });
    const bad = await call(zhaomin, 'PUT', '/api/teacher/paper/defaults', { examMinutes: -5 });
    expect(bad.status).toBe(400);
    const saved = await call(zhaomin, 'PUT', '/api/teacher/paper/defaults', {
      layout: 'A3',
      examMinutes: 120,
      sealingLine: true,
      notes: '答题前请填写姓名和考号。',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ layout: 'A3', examMinutes: 120, sealingLine: true });
    const paper = await myPaper(zhaomin, '用默认设置的试卷', bank.slice(0, 2));
    expect((paper as unknown as { settings: object }).settings).toMatchObject({
      layout: 'A3',
      examMinutes: 120,
      sealingLine: true,
      notes: '答题前请填写姓名和考号。',
    });
    // What a request sets itself still wins, and the userinfo preferences are kept.
    const explicit = await call(zhaomin, 'POST', '/api/teacher/paper', {
      title: '八开试卷',
      subjectId: 'cz.math',
      sections: sections(bank.slice(0, 1)),
      settings: { layout: '8K' },
    });
    expect(explicit.body.data.settings).toMatchObject({ layout: '8K', examMinutes: 120 });
    const [row] = await t.ctx.database.db
      .select({ p: users.preferences })
      .from(users)
      .where(inArray(users.username, ['zhaomin']));
    expect(row!.p.userSubjectId).toBe('cz.math');
  });
});
