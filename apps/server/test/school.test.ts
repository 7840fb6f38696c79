import { MSG } from '@zhijuan/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, students } from '../src/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { otherSchool, readXlsx, uploadFile, xlsx } from './school-helpers';

let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let director: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin'));
  teacher = bearer(await signIn(t.app, 'teacher'));
  director = bearer(await signIn(t.app, 'director'));
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
const studentCount = async () => (await t.ctx.database.db.select({ n: count() }).from(students))[0]!.n;

interface ClassRow {
  id: string;
  name: string;
  gradeId: string;
  gradeName: string;
}
const classes = async (h = admin) =>
  (await call('GET', '/api/system/class/current', h)).body.data as ClassRow[];
const classId = async (grade: string, name: string) =>
  (await classes()).find((c) => c.gradeName === grade && c.name === name)!.id;

describe('demo school', () => {
  it('has 七年级 and 八年级 with four classes of 40–50 students', async () => {
    const list = await classes();
    expect(list.map((c) => `${c.gradeName}${c.name}`)).toEqual([
      '七年级1班',
      '七年级2班',
      '七年级3班',
      '七年级4班',
      '八年级1班',
      '八年级2班',
      '八年级3班',
      '八年级4班',
    ]);
    for (const c of list) {
      const page = (await call('GET', `/api/system/student?classId=${c.id}&size=1`, admin)).body.data;
      expect(page.total).toBeGreaterThanOrEqual(40);
      expect(page.total).toBeLessThanOrEqual(50);
    }
  });
});

describe('who reads which students', () => {
  it('tells each caller which classes they may read', async () => {
    const readable = async (h: Record<string, string>) =>
      (await classes(h))
        .filter((c) => (c as ClassRow & { readable: boolean }).readable)
        .map((c) => `${c.gradeName}${c.name}`);
    expect(await readable(teacher)).toEqual(['七年级1班', '七年级2班']);
    expect(await readable(director)).toEqual(['七年级1班', '七年级2班', '七年级3班', '七年级4班']);
    expect(await readable(admin)).toHaveLength(8);
  });

  it('lets a teacher read only the classes they teach', async () => {
    const page = (await call('GET', '/api/system/student?size=100', teacher)).body.data;
    const seen = new Set(
      page.records.map((s: { gradeName: string; className: string }) => `${s.gradeName}${s.className}`),
    );
    expect([...seen].sort()).toEqual(['七年级1班', '七年级2班']);
    const other = await call('GET', `/api/system/student?classId=${await classId('八年级', '1班')}`, teacher);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MSG.forbidden);
  });

  it('lets a grade director read the whole grade and nothing else', async () => {
    const grade7 = (await classes()).filter((c) => c.gradeName === '七年级');
    const total = (await call('GET', `/api/system/student?gradeId=${grade7[0]!.gradeId}&size=1`, admin)).body
      .data.total;
    const mine = (await call('GET', '/api/system/student?size=1', director)).body.data.total;
    expect(mine).toBe(total);
    expect(
      (await call('GET', `/api/system/student?classId=${await classId('八年级', '2班')}`, director)).status,
    ).toBe(403);
  });

  it('finds students by name or 考号 and pages on the server', async () => {
    const page = (await call('GET', '/api/system/student?keyword=260701&page=2&size=10', admin)).body.data;
    expect(page.page).toBe(2);
    expect(page.records).toHaveLength(10);
    expect(page.records.every((s: { studentNo: string }) => s.studentNo.startsWith('260701'))).toBe(true);
  });
});

describe('managing grades, classes and students', () => {
  it('is for administrators only', async () => {
    const year = (await call('GET', '/api/system/class?type=1', admin)).body.data[0].id;
    for (const h of [teacher, director]) {
      const res = await call('POST', '/api/system/class', h, { type: 2, pid: year, name: '九年级' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.forbidden);
      expect(
        (
          await call('POST', '/api/system/student', h, {
            name: '甲',
            studentNo: '99990001',
            classId: await classId('七年级', '1班'),
          })
        ).status,
      ).toBe(403);
    }
  });

  it('adds a grade and a class, refuses duplicates, and deletes only empty ones', async () => {
    const year = (await call('GET', '/api/system/class?type=1', admin)).body.data[0].id;
    const grade = await call('POST', '/api/system/class', admin, { type: 2, pid: year, name: '九年级' });
    expect(grade.status).toBe(200);
    expect(
      (await call('POST', '/api/system/class', admin, { type: 2, pid: year, name: '九年级' })).status,
    ).toBe(409);
    const cls = await call('POST', '/api/system/class', admin, {
      type: 3,
      pid: grade.body.data.id,
      name: '1班',
    });
    expect(cls.status).toBe(200);
    expect((await call('DELETE', `/api/system/class/${grade.body.data.id}`, admin)).body.message).toBe(
      '请先删除该年级下的班级',
    );
    const s = await call('POST', '/api/system/student', admin, {
      name: '新同学',
      studentNo: '26090101',
      gender: 'female',
      classId: cls.body.data.id,
    });
    expect(s.status).toBe(200);
    expect((await call('DELETE', `/api/system/class/${cls.body.data.id}`, admin)).status).toBe(409);
    expect((await call('DELETE', `/api/system/student/${s.body.data.id}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/api/system/class/${cls.body.data.id}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/api/system/class/${grade.body.data.id}`, admin)).status).toBe(200);
  });

  it('refuses a duplicate 考号', async () => {
    const res = await call('POST', '/api/system/student', admin, {
      name: '重号',
      studentNo: '26070101',
      classId: await classId('七年级', '1班'),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('考号 26070101 已存在');
  });
});

describe('roster import', () => {
  const header = ['姓名', '考号', '性别', '年级', '班级'];
  const rows = () =>
    Array.from({ length: 50 }, (_, i) => [
      `新生${i + 1}`,
      `2608${String(90 + Math.floor(i / 50)).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
      i % 2 ? '女' : '男',
      '八年级',
      `${(i % 4) + 1}班`,
    ]);

  it('reports every bad row in Chinese and imports nothing until they are fixed', async () => {
    const before = await studentCount();
    const bad = rows();
    bad[3] = ['', '2608 9004#', '男', '八年级', '1班'];
    bad[10]![1] = bad[9]![1]!;
    bad[20]![4] = '9班';
    bad[30]![2] = '未知';
    const res = await uploadFile(t.app, '/api/system/student/import', admin, await xlsx(header, bad));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('有 4 行数据有误，未导入任何数据，请修改后重新上传');
    expect(body.errors).toEqual([
      { row: 5, column: '姓名', message: '姓名不能为空' },
      { row: 5, column: '考号', message: '考号为 4 到 20 位字母、数字或横线' },
      { row: 12, column: '考号', message: `考号 ${bad[9]![1]} 与第 11 行重复` },
      { row: 22, column: '班级', message: '找不到班级：八年级9班' },
      { row: 32, column: '性别', message: '性别只能填 男 或 女' },
    ]);
    expect(await studentCount()).toBe(before);

    const fixed = await uploadFile(t.app, '/api/system/student/import', admin, await xlsx(header, rows()));
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toEqual({ created: 50, updated: 0 });
    expect(await studentCount()).toBe(before + 50);
    // Importing the same list again updates, it does not duplicate.
    const again = await uploadFile(t.app, '/api/system/student/import', admin, await xlsx(header, rows()));
    expect(again.json().data).toEqual({ created: 0, updated: 50 });
    expect(await studentCount()).toBe(before + 50);
  });

  it('refuses a file that is not a spreadsheet, or has the wrong header', async () => {
    const notXlsx = await uploadFile(
      t.app,
      '/api/system/student/import',
      admin,
      Buffer.from('姓名,考号\n张三,1'),
      'roster.csv',
    );
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().message).toContain('.xlsx');
    const wrong = await uploadFile(
      t.app,
      '/api/system/student/import',
      admin,
      await xlsx(['名字', '学号'], [['张三', '1']]),
    );
    expect(wrong.json().message).toBe('表头缺少列：姓名、考号、年级、班级。请使用下载的模板填写');
    expect(
      (await uploadFile(t.app, '/api/system/student/import', teacher, await xlsx(header, rows()))).statusCode,
    ).toBe(403);
  });

  it('serves a template that imports as it is, and exports what the caller may read', async () => {
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/system/student/template',
      headers: admin,
    });
    expect(template.headers['content-type']).toContain('spreadsheetml');
    expect(template.headers['content-disposition']).toContain(encodeURIComponent('学生名单导入模板.xlsx'));
    expect((await readXlsx(template.rawPayload))[0]).toEqual(['姓名*', '考号*', '性别', '年级*', '班级*']);

    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/system/student/export',
      headers: teacher,
      payload: {},
    });
    const sheet = await readXlsx(exported.rawPayload);
    const classesSeen = new Set(sheet.slice(1).map((r) => `${r[3]}${r[4]}`));
    expect([...classesSeen].sort()).toEqual(['七年级1班', '七年级2班']);
  });
});

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
