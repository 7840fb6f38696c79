import {
  type CreatedId,
  GENDERS,
  type ImportRowError,
  STUDENT_NO_PATTERN,
  type StudentBody,
  type StudentImportResult,
  type StudentItem,
  type StudentPage,
  type StudentQuery,
} from '@zhijuan/contracts';
import { conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { readSheet, rejectRows, type SheetColumn, writeSheet } from './excel';
import { managedOrg, mayReadClass, orgOf } from './policy';
import * as repo from './repo';
import { classesOfCurrentYear, classScope } from './structure';

export const ROSTER_COLUMNS: SheetColumn[] = [
  { header: '姓名', key: 'name', width: 14, required: true },
  {
    header: '考号',
    key: 'studentNo',
    width: 16,
    required: true,
    note: '4 到 20 位字母、数字或横线，全校唯一',
  },
  { header: '性别', key: 'gender', width: 8, note: '男 或 女，可不填' },
  { header: '年级', key: 'grade', width: 12, required: true },
  { header: '班级', key: 'className', width: 12, required: true, note: '如 1班，须是系统中已建好的班级' },
];

const genderLabel = (g: 'male' | 'female' | null) => (g ? GENDERS[g] : '');

/** Students the caller may read, filtered and paged on the server. */
export async function listStudents(ctx: AppContext, caller: Caller, q: StudentQuery): Promise<StudentPage> {
  const orgId = orgOf(caller);
  const scope = await classScope(ctx, caller);
  if (q.classId && !mayReadClass(scope, q.classId)) throw forbidden();
  const { records, total } = await repo.pageStudents(
    ctx.database.db,
    {
      orgId,
      gradeId: q.gradeId,
      classId: q.classId,
      keyword: q.keyword,
      classIds: scope.all ? undefined : [...scope.classIds],
    },
    q.page,
    q.size,
  );
  return { records: records as StudentItem[], total, page: q.page, size: q.size };
}

async function checkClass(ctx: AppContext, orgId: string, classId: string) {
  const unsafeClass = await repo.findNode(ctx.database.db, orgId, classId);
  if (unsafeClass?.type !== 3) throw notFound('班级不存在');
}

export async function createStudent(ctx: AppContext, caller: Caller, body: StudentBody): Promise<CreatedId> {
  const orgId = managedOrg(caller);
  await checkClass(ctx, orgId, body.classId);
  if (await repo.findStudentByNo(ctx.database.db, orgId, body.studentNo))
    throw conflict(`考号 ${body.studentNo} 已存在`);
  const row = await repo.insertStudent(ctx.database.db, orgId, {
    classId: body.classId,
    name: body.name,
    studentNo: body.studentNo,
    gender: body.gender ?? null,
  });
  return { id: row.id };
}

export async function updateStudent(ctx: AppContext, caller: Caller, id: string, body: StudentBody) {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  if (!(await repo.findStudent(db, orgId, id))) throw notFound('学生不存在');
  await checkClass(ctx, orgId, body.classId);
  const twin = await repo.findStudentByNo(db, orgId, body.studentNo);
  if (twin && twin.id !== id) throw conflict(`考号 ${body.studentNo} 已存在`);
  await repo.updateStudent(db, orgId, id, {
    classId: body.classId,
    name: body.name,
    studentNo: body.studentNo,
    gender: body.gender ?? null,
  });
}

export async function deleteStudent(ctx: AppContext, caller: Caller, id: string) {
  const orgId = managedOrg(caller);
  if (!(await repo.deleteStudent(ctx.database.db, orgId, id))) throw notFound('学生不存在');
}

/** "七年级1班", "1班" and "1" all name class 1班 of 七年级. */
export function normaliseClassName(grade: string, cell: string): string {
  let name = cell.replace(/\s+/g, '').replace(/[（(](\d+)[)）]/, '$1');
  if (name.startsWith(grade)) name = name.slice(grade.length);
  if (/^\d+$/.test(name)) name = `${name}班`;
  return name;
}

/**
 * Imports a roster into the current school year: every row is checked first, and if any is wrong
 * nothing is written. A 考号 already in the school updates that student (name, gender, class).
 */
export async function importRoster(
  ctx: AppContext,
  caller: Caller,
  bytes: Buffer,
): Promise<StudentImportResult> {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  const rows = await readSheet(bytes, ROSTER_COLUMNS);
  const classes = await classesOfCurrentYear(ctx, caller);
  const classByName = new Map(classes.map((c) => [`${c.gradeName}|${c.name}`, c.id]));
  const existing = new Map((await repo.studentNosOf(db, orgId)).map((s) => [s.studentNo, s.id]));

  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const valid: { classId: string; name: string; studentNo: string; gender: 'male' | 'female' | null }[] = [];
  for (const { row, cells } of rows) {
    const name = cells.name ?? '';
    const studentNo = cells.studentNo ?? '';
    const grade = (cells.grade ?? '').replace(/\s+/g, '');
    const err = (column: string, message: string) => errors.push({ row, column, message });
    if (!name) err('姓名', '姓名不能为空');
    else if (name.length > 20) err('姓名', '姓名最多 20 个字');
    if (!studentNo) err('考号', '考号不能为空');
    else if (!STUDENT_NO_PATTERN.test(studentNo)) err('考号', '考号为 4 到 20 位字母、数字或横线');
    else if (seen.has(studentNo)) err('考号', `考号 ${studentNo} 与第 ${seen.get(studentNo)} 行重复`);
    else seen.set(studentNo, row);
    const genderCell = cells.gender ?? '';
    const gender = genderCell === '男' ? 'male' : genderCell === '女' ? 'female' : null;
    if (genderCell && !gender) err('性别', '性别只能填 男 或 女');
    const className = normaliseClassName(grade, cells.className ?? '');
    const classId = classByName.get(`${grade}|${className}`);
    if (!grade || !cells.className) err('班级', '年级和班级不能为空');
    else if (!classId) err('班级', `找不到班级：${grade}${className}`);
    if (classId && name && STUDENT_NO_PATTERN.test(studentNo))
      valid.push({ classId, name, studentNo, gender });
  }
  if (errors.length) rejectRows(errors);

  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const s of valid) {
      const id = existing.get(s.studentNo);
      if (id) {
        await repo.updateStudent(tx, orgId, id, { classId: s.classId, name: s.name, gender: s.gender });
        updated++;
      }
    }
    const fresh = valid.filter((s) => !existing.has(s.studentNo));
    await repo.insertStudents(tx, orgId, fresh);
    created = fresh.length;
  });
  return { created, updated };
}

export function rosterTemplate(): Promise<Buffer> {
  return writeSheet(
    '学生名单',
    ROSTER_COLUMNS,
    [
      { name: '张三', studentNo: '26070101', gender: '男', grade: '七年级', className: '1班' },
      { name: '李四', studentNo: '26070102', gender: '女', grade: '七年级', className: '1班' },
    ],
    [
      '1. 带 * 的列必填；请不要修改第一行表头。',
      '2. 考号在全校唯一，用于答题卡识别学生；已存在的考号会更新该学生的姓名、性别和班级。',
      '3. 年级和班级须是系统中当前学年已建好的，例如 年级：七年级，班级：1班。',
      '4. 任意一行有误时不会导入任何数据，请按提示修改后重新上传。',
      '5. 示例中的两行请删除后再填写。',
    ],
  );
}

/** The roster the caller may read, as .xlsx in the import format (so it can be edited and re-imported). */
export async function exportRoster(
  ctx: AppContext,
  caller: Caller,
  f: { gradeId?: string | undefined; classId?: string | undefined },
) {
  const orgId = orgOf(caller);
  const scope = await classScope(ctx, caller);
  if (f.classId && !mayReadClass(scope, f.classId)) throw forbidden();
  const rows = await repo.allStudents(ctx.database.db, {
    orgId,
    gradeId: f.gradeId,
    classId: f.classId,
    classIds: scope.all ? undefined : [...scope.classIds],
  });
  return writeSheet(
    '学生名单',
    ROSTER_COLUMNS,
    rows.map((r) => ({
      name: r.name,
      studentNo: r.studentNo,
      gender: genderLabel(r.gender),
      grade: r.gradeName,
      className: r.className,
    })),
  );
}
