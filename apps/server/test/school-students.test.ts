// The school's grades, classes and students: who reads which, managing them, and the roster import.

import type { CurrentClassItem } from '@zhijuan/contracts';
import { MSG } from '@zhijuan/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { readXlsx, uploadFile, xlsx } from './school-helpers';

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

const classes = async (h = admin) =>
  (await call('GET', '/api/system/class/current', h)).body.data as CurrentClassItem[];
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
      (await classes(h)).filter((c) => c.readable).map((c) => `${c.gradeName}${c.name}`);
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
