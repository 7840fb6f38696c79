// The school's teachers, teams (教研组) and invite links, and one school never touching another's rows.

import type { CurrentClassItem } from '@zhijuan/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { otherSchool, uploadFile, xlsx } from './school-helpers';

let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin'));
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

const classes = async (h = admin) =>
  (await call('GET', '/api/system/class/current', h)).body.data as CurrentClassItem[];
const classId = async (grade: string, name: string) =>
  (await classes()).find((c) => c.gradeName === grade && c.name === name)!.id;

describe('teachers', () => {
  it('lists teachers with their classes and directorships', async () => {
    const page = (await call('GET', '/api/system/teacher?size=50', admin)).body.data;
    const wang = page.records.find((r: { username: string }) => r.username === 'director');
    expect(wang.directorOf.map((d: { name: string }) => d.name)).toEqual(['七年级']);
    expect(
      wang.assignments.map(
        (a: { className: string; subjectName: string }) => `${a.className}${a.subjectName}`,
      ),
    ).toEqual(['3班数学', '4班数学']);
  });

  it('adds a teacher with a first password that signs in, then assigns classes', async () => {
    const created = await call('POST', '/api/system/teacher', admin, {
      nickname: '钱老师',
      phone: '13511112222',
    });
    expect(created.status).toBe(200);
    const { username, initialPassword } = created.body.data;
    expect(initialPassword).toMatch(/^(?=.*\d)(?=.*[A-Za-z]).{10}$/);
    const qian = bearer(await signIn(t.app, username, initialPassword));
    expect((await call('GET', '/api/system/student', qian)).body.data.total).toBe(0);

    const id = (await call('GET', '/api/system/teacher?keyword=钱', admin)).body.data.records[0].id;
    const cls = await classId('八年级', '3班');
    const res = await call('PUT', `/api/system/teacher/${id}`, admin, {
      nickname: '钱老师',
      isAdministrator: false,
      assignments: [{ classId: cls, subjectId: 'cz.physics' }],
      directorOf: [],
    });
    expect(res.status).toBe(200);
    const page = (await call('GET', '/api/system/student?size=1', qian)).body.data;
    expect(page.records[0].className).toBe('3班');
  });

  it('imports a teacher list all-or-nothing', async () => {
    const header = ['姓名', '手机号', '任教学科', '任教班级', '年级主任'];
    const bad = await uploadFile(
      t.app,
      '/api/system/teacher/import',
      admin,
      await xlsx(header, [
        ['黄老师', '13622223333', '数学', '七年级1班', ''],
        ['', '1362222', '化学', '七年级9班', '九年级'],
      ]),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { column: string }) => e.column)).toEqual([
      '姓名',
      '手机号',
      '任教班级',
      '年级主任',
    ]);
    const ok = await uploadFile(
      t.app,
      '/api/system/teacher/import',
      admin,
      await xlsx(header, [['黄老师', '13622223333', '数学', '七年级1班、七年级2班', '']]),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.created).toHaveLength(1);
    const huang = (await call('GET', '/api/system/teacher?keyword=黄老师', admin)).body.data.records[0];
    expect(huang.assignments.map((a: { className: string }) => a.className)).toEqual(['1班', '2班']);
  });

  it('removes a teacher from the school and ends their sessions', async () => {
    const created = (
      await call('POST', '/api/system/teacher', admin, { nickname: '离校老师', phone: '13733334444' })
    ).body.data;
    const gone = bearer(await signIn(t.app, created.username, created.initialPassword));
    const id = (await call('GET', '/api/system/teacher?keyword=离校', admin)).body.data.records[0].id;
    expect((await call('DELETE', `/api/system/teacher/${id}`, admin)).status).toBe(200);
    expect((await call('GET', '/api/system/userinfo', gone)).status).toBe(401);
    const self = (await call('GET', '/api/system/userinfo', admin)).body.data.userId;
    expect((await call('DELETE', `/api/system/teacher/${self}`, admin)).body.message).toBe(
      '不能移除学校创建者',
    );
  });
});

describe('teams', () => {
  it('lists all teams for the school and my teams for a member', async () => {
    const all = (await call('GET', '/api/system/team', admin)).body.data as { name: string }[];
    expect(all.map((x) => x.name)).toEqual(expect.arrayContaining(['初一数学组', '初二数学组', '物理组']));
    const mine = (await call('GET', '/api/system/team/mine', teacher)).body.data;
    expect(mine.map((x: { name: string }) => x.name)).toEqual(['初一数学组']);
    expect(mine[0].leader.nickname).toBe('王主任');
    expect((await call('POST', '/api/system/team', teacher, { name: '新组', memberIds: [] })).status).toBe(
      403,
    );
  });
});

describe('invites', () => {
  it('lets a registered teacher join the school through a link, once per use', async () => {
    const created = await call('POST', '/api/system/invite', admin, {
      role: 'teacher',
      validDays: 7,
      maxUses: 1,
    });
    expect(created.status).toBe(200);
    const { token, path } = created.body.data;
    expect(path).toBe(`/invite?token=${token}`);
    const preview = await call('GET', `/api/system/invite/preview?token=${token}`, {});
    expect(preview.body.data).toMatchObject({
      orgName: '示范中学',
      role: 'teacher',
      inviter: '张校长',
      problem: null,
    });

    await t.app.inject({ method: 'POST', url: '/api/oauth/sms/code', payload: { phone: '13844445555' } });
    // A registration code is shown to no school: read from the outbox table, as the server log would.
    const [sent] = await t.ctx.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '13844445555'))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    const code = sent!.content.match(/(\d{6})/)![1];
    await t.app.inject({
      method: 'POST',
      url: '/api/oauth/register',
      payload: {
        nickname: '新老师',
        phone: '13844445555',
        smsCode: code,
        password: 'abc12345',
        password2: 'abc12345',
      },
    });
    const newcomer = bearer(await signIn(t.app, '13844445555', 'abc12345'));
    const accepted = await call('POST', '/api/system/invite/accept', newcomer, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('已加入示范中学');
    expect((await call('GET', '/api/system/userinfo', newcomer)).body.data.orgName).toBe('示范中学');
    expect((await call('GET', `/api/system/invite/preview?token=${token}`, {})).body.data.problem).toBe(
      '该邀请链接的使用次数已满',
    );
  });

  it('refuses revoked links, teachers making links, and members of another school', async () => {
    expect((await call('POST', '/api/system/invite', teacher, {})).status).toBe(403);
    const { id, token } = (await call('POST', '/api/system/invite', admin, {})).body.data;
    expect((await call('DELETE', `/api/system/invite/${id}`, admin)).status).toBe(200);
    const other = await otherSchool(t.ctx.database.db);
    const stranger = bearer(await signIn(t.app, 'other-admin'));
    const res = await call('POST', '/api/system/invite/accept', stranger, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('您已属于其他学校，请先退出原学校再加入');
    expect(other.orgId).toBeTruthy();
  });
});

describe('school isolation', () => {
  it("never lets one school read or change another's rows", async () => {
    const stranger = bearer(await signIn(t.app, 'other-admin'));
    expect((await call('GET', '/api/system/student', stranger)).body.data.total).toBe(0);
    expect((await call('GET', '/api/system/team', stranger)).body.data).toEqual([]);
    const demoStudent = (await call('GET', '/api/system/student?size=1', admin)).body.data.records[0];
    const ours = (await call('GET', '/api/system/class/current', stranger)).body.data[0];
    const hijack = await call('PUT', `/api/system/student/${demoStudent.id}`, stranger, {
      name: '改名',
      studentNo: demoStudent.studentNo,
      classId: ours.id,
    });
    expect(hijack.status).toBe(404);
    expect((await call('DELETE', `/api/system/student/${demoStudent.id}`, stranger)).status).toBe(404);
    const move = await call('POST', '/api/system/student', stranger, {
      name: '甲',
      studentNo: '11110001',
      classId: demoStudent.classId,
    });
    expect(move.status).toBe(404);
    const teachers = (await call('GET', '/api/system/teacher', stranger)).body.data.records;
    expect(teachers.map((x: { username: string }) => x.username)).toEqual(['other-admin']);
    const demoTeacher = (await call('GET', '/api/system/teacher?keyword=李老师', admin)).body.data.records[0];
    expect((await call('DELETE', `/api/system/teacher/${demoTeacher.id}`, stranger)).status).toBe(404);
  });
});
