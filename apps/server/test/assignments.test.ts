import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentClasses, papers } from '../src/db/schema';
import { assignmentKit, type Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { otherSchool } from './school-helpers';

let t: TestApp;
let teacher: Headers;
let director: Headers;
let zhaomin: Headers;
let wufang: Headers;
let admin: Headers;
let otherAdmin: Headers;
let kit: Awaited<ReturnType<typeof assignmentKit>>;
const call: Kit['call'] = (...args) => kit.call(...args);
const paper = (h: Headers = teacher) => kit.paper(h);
const classIds: Kit['classIds'] = (...args) => kit.classIds(...args);
const give: Kit['give'] = (...args) => kit.give(...args);
type Kit = Awaited<ReturnType<typeof assignmentKit>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  kit = await assignmentKit(t);
  await otherSchool(db);
  const as = async (username: string) => bearer(await signIn(t.app, username));
  teacher = await as('teacher');
  director = await as('director');
  zhaomin = await as('zhaomin');
  wufang = await as('wufang');
  admin = await as('admin');
  otherAdmin = await as('other-admin');
});
afterAll(() => t.close());

describe('giving a paper to classes', () => {
  it('offers only the classes the teacher teaches for the subject, with their students', async () => {
    const res = await call(teacher, 'GET', '/api/teacher/assignment/classes?subjectId=cz.math');
    expect(res.body.data.map((c: { gradeName: string; name: string }) => `${c.gradeName}${c.name}`)).toEqual([
      '七年级1班',
      '七年级2班',
    ]);
    expect(res.body.data[0].studentCount).toBeGreaterThan(0);
    // The grade director of 七年级 may give work to every class of the grade.
    const directed = await call(director, 'GET', '/api/teacher/assignment/classes?subjectId=cz.math');
    expect(directed.body.data.length).toBeGreaterThanOrEqual(4);
  });

  it('freezes numbering, key and scores, and a later edit of the paper changes nothing until re-published', async () => {
    const p = await paper();
    const [c1, c2] = await classIds(teacher, ['七年级1班', '七年级2班']);
    const res = await give(teacher, {
      paperId: p.id,
      kind: 'exam',
      name: '第一单元测验',
      examDate: '2026-11-20',
      classIds: [c1, c2],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('考试已布置');
    const a = res.body.data;
    expect(a).toMatchObject({
      status: 'waiting',
      kind: 'exam',
      questionCount: 5,
      totalScore: 20,
      scannedCount: 0,
    });
    expect(a.classes.map((c: { name: string }) => c.name)).toEqual(['1班', '2班']);
    expect(a.studentCount).toBe(a.classes[0].studentCount + a.classes[1].studentCount);
    const all = a.paper.sections.flatMap((s: { questions: unknown[] }) => s.questions);
    expect(
      all.map((x: { number: string; kind: string; answer: string[]; score: number }) => [
        x.number,
        x.kind,
        x.answer.join(''),
        x.score,
      ]),
    ).toEqual([
      ['1', 'single', 'A', 3],
      ['2', 'single', 'A', 3],
      ['3', 'trueFalse', 'T', 2],
      ['4', 'subjective', expect.any(String), 4],
      ['5', 'subjective', expect.any(String), 8],
    ]);
    expect(a.paper.sections.map((s: { objective: boolean }) => s.objective)).toEqual([
      true,
      true,
      false,
      false,
    ]);

    // Edit the paper: a question's score changes.
    const doc = (await call(teacher, 'GET', `/api/teacher/paper/${p.id}`)).body.data;
    doc.sections[0].questions[0].score = 5;
    const saved = await call(teacher, 'PUT', `/api/teacher/paper/${p.id}`, {
      version: doc.version,
      title: doc.title,
      sections: doc.sections,
      settings: {},
    });
    expect(saved.status, saved.body.message).toBe(200);
    const after = (await call(teacher, 'GET', `/api/teacher/assignment/${a.id}`)).body.data;
    expect(after.paper.sections[0].questions[0].score).toBe(3);
    expect(after.paperChanged).toBe(true);

    const again = await call(teacher, 'POST', `/api/teacher/assignment/${a.id}/republish-key`);
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data).toMatchObject({ keyVersion: 2, totalScore: 22, paperChanged: false });
    expect(again.body.data.paper.sections[0].questions[0].score).toBe(5);
  });

  it('refuses classes the teacher does not teach, mixed grades, empty papers and bad input, in Chinese', async () => {
    const p = await paper();
    const [mine] = await classIds(teacher, ['七年级1班']);
    const [theirs] = await classIds(director, ['七年级3班']);
    const base = { paperId: p.id, kind: 'homework', name: '作业', examDate: '2026-11-21' };
    expect((await give(teacher, { ...base, classIds: [theirs] })).body.message).toBe(
      '只能布置给您任教（或您负责年级）的班级',
    );
    expect((await give(teacher, { ...base, classIds: [] })).body.message).toContain('请至少选择一个班级');
    expect((await give(teacher, { ...base, examDate: '11/21', classIds: [mine] })).body.message).toContain(
      '日期格式应为 YYYY-MM-DD',
    );
    // A paper emptied since (the editor cannot save one empty, but its questions can all be removed).
    const empty = await paper();
    await t.ctx.database.db.update(papers).set({ sections: [] }).where(eq(papers.id, empty.id));
    expect((await give(teacher, { ...base, paperId: empty.id, classIds: [mine] })).body.message).toBe(
      '试卷还没有试题，请先在组卷中心添加试题',
    );
    // A school administrator may choose any class, but one grade at a time.
    const adminPaper = await paper(admin);
    const mixed = await classIds(admin, ['七年级1班', '八年级1班']);
    expect((await give(admin, { ...base, paperId: adminPaper.id, classIds: mixed })).body.message).toBe(
      '一次只能布置给同一年级的班级',
    );
    // Someone else's paper reads as missing.
    expect((await give(zhaomin, { ...base, classIds: [mine] })).status).toBe(404);
  });
});

describe('the 作业列表', () => {
  it('lists what each person may see, filtered and paged on the server', async () => {
    const p = await paper();
    const [c1] = await classIds(teacher, ['七年级1班']);
    for (const [i, kind] of ['homework', 'homework', 'exam'].entries()) {
      const res = await give(teacher, {
        paperId: p.id,
        kind,
        name: `练习${i + 1}`,
        examDate: `2026-10-0${i + 1}`,
        classIds: [c1],
      });
      expect(res.status, res.body.message).toBe(200);
    }
    const list = async (h: Headers, query = '') =>
      (await call(h, 'GET', `/api/teacher/assignment?${query || 'size=50'}`)).body.data;
    const mine = await list(teacher);
    expect(mine.total).toBeGreaterThanOrEqual(4);
    expect(mine.records.map((r: { examDate: string }) => r.examDate)).toEqual(
      [...mine.records.map((r: { examDate: string }) => r.examDate)].sort().reverse(),
    );
    expect(
      (await list(teacher, 'kind=exam&dateFrom=2026-10-01&dateTo=2026-10-31')).records.map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['练习3']);
    expect(await list(teacher, `keyword=${encodeURIComponent('练习')}&size=2&page=2`)).toMatchObject({
      total: 3,
      page: 2,
    });
    expect((await list(teacher, 'status=done')).total).toBe(0);
    // The 七年级 director sees the grade; a 语文 teacher of the same class does not see 数学; another school sees nothing.
    expect((await list(director)).total).toBe(mine.total);
    expect((await list(director)).records.every((r: { canEdit: boolean }) => !r.canEdit)).toBe(true);
    expect((await list(wufang)).total).toBe(0);
    expect((await list(zhaomin)).total).toBe(0);
    expect((await list(otherAdmin)).total).toBe(0);
    expect((await list(admin)).total).toBe(mine.total);
    const one = mine.records[0].id;
    expect((await call(otherAdmin, 'GET', `/api/teacher/assignment/${one}`)).body.message).toBe(
      '作业或考试不存在或已删除',
    );
    expect((await call(otherAdmin, 'GET', `/api/teacher/assignment/${one}/students`)).status).toBe(404);
    expect((await call(director, 'DELETE', `/api/teacher/assignment/${one}`)).status).toBe(403);
  });

  it('edits name, date and classes until scanning starts, lists the roster, and deletes only unscanned work', async () => {
    const p = await paper();
    const [c1, c2] = await classIds(teacher, ['七年级1班', '七年级2班']);
    const a = (
      await give(teacher, {
        paperId: p.id,
        kind: 'homework',
        name: '周末作业',
        examDate: '2026-11-22',
        classIds: [c1],
      })
    ).body.data;
    const edited = await call(teacher, 'PUT', `/api/teacher/assignment/${a.id}`, {
      name: '周末作业（改）',
      classIds: [c1, c2],
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ name: '周末作业（改）', examDate: '2026-11-22' });
    expect(edited.body.data.classes).toHaveLength(2);
    const roster = (await call(teacher, 'GET', `/api/teacher/assignment/${a.id}/students`)).body.data;
    expect(roster).toHaveLength(edited.body.data.studentCount);
    expect(roster[0]).toMatchObject({ className: '1班' });
    const nos = roster
      .filter((s: { classId: string }) => s.classId === c1)
      .map((s: { studentNo: string }) => s.studentNo);
    expect(nos).toEqual([...nos].sort());

    // Once a sheet is scanned, classes and deletion are locked.
    await t.ctx.database.db
      .update(assignmentClasses)
      .set({ scannedCount: 1 })
      .where(eq(assignmentClasses.assignmentId, a.id));
    expect(
      (await call(teacher, 'PUT', `/api/teacher/assignment/${a.id}`, { classIds: [c1] })).body.message,
    ).toBe('已开始扫描，不能再修改班级');
    expect((await call(teacher, 'DELETE', `/api/teacher/assignment/${a.id}`)).body.message).toBe(
      '已有扫描的答题卡，不能删除',
    );
    await t.ctx.database.db
      .update(assignmentClasses)
      .set({ scannedCount: 0 })
      .where(eq(assignmentClasses.assignmentId, a.id));
    expect((await call(teacher, 'DELETE', `/api/teacher/assignment/${a.id}`)).status).toBe(200);
    expect((await call(teacher, 'GET', `/api/teacher/assignment/${a.id}`)).status).toBe(404);
  });
});
