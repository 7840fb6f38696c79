import { randomInt } from 'node:crypto';
import type {
  CreateTeacherBody,
  ImportRowError,
  NewTeacherAccount,
  TeacherImportResult,
  TeacherItem,
  TeacherPage,
  UpdateTeacherBody,
} from '@zhijuan/contracts';
import { PHONE_PATTERN } from '@zhijuan/contracts';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { hashPassword, revokeAllSessions } from '../auth';
import { readSheet, rejectRows, type SheetColumn, writeSheet } from './excel';
import { managedOrg, orgOf, removalRefusal } from './policy';
import * as repo from './repo';
import { classesOfCurrentYear } from './structure';

export const TEACHER_COLUMNS: SheetColumn[] = [
  { header: '姓名', key: 'nickname', width: 12, required: true },
  { header: '手机号', key: 'phone', width: 16, required: true, note: '作为登录账号' },
  { header: '任教学科', key: 'subject', width: 10, note: '如 数学' },
  { header: '任教班级', key: 'classes', width: 30, note: '如 七年级1班、七年级2班，用顿号或逗号分隔' },
  { header: '年级主任', key: 'director', width: 12, note: '担任年级主任的年级，如 七年级；不是则不填' },
];

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** A first password a person can read aloud: no 0/O, 1/l/I; always with a letter and a digit. */
export function initialPassword(): string {
  for (;;) {
    const p = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/\d/.test(p) && /[A-Za-z]/.test(p)) return p;
  }
}

/** The stage a grade belongs to, from its usual Chinese name; 初中 when the name says nothing. */
export function stageOfGrade(gradeName: string): 'xx' | 'cz' | 'gz' {
  if (/^高|高中/.test(gradeName)) return 'gz';
  if (/^[一二三四五六]年级/.test(gradeName)) return 'xx';
  return 'cz';
}

export async function listTeachers(
  ctx: AppContext,
  caller: Caller,
  keyword: string | undefined,
  page: number,
  size: number,
): Promise<TeacherPage> {
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  const { records, total } = await repo.pageTeachers(db, orgId, keyword, page, size);
  const ids = records.map((r) => r.id);
  const [assignments, directorships] = await Promise.all([
    repo.assignmentsOf(db, orgId, ids),
    repo.directorshipsOf(db, orgId, ids),
  ]);
  const items: TeacherItem[] = records.map((r) => ({
    ...r,
    directorOf: directorships.filter((d) => d.userId === r.id).map(({ id, name }) => ({ id, name })),
    assignments: assignments.filter((a) => a.userId === r.id).map(({ userId: _, ...a }) => a),
  }));
  return { records: items, total, page, size };
}

export async function createTeacher(
  ctx: AppContext,
  caller: Caller,
  body: CreateTeacherBody,
): Promise<NewTeacherAccount> {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  const taken = await repo.findUserByUsername(db, body.phone);
  const samePhone = await repo.findUserByPhone(db, body.phone);
  if (taken || samePhone) throw conflict('该手机号已注册；已注册的教师请通过邀请链接加入学校');
  const password = body.password ?? initialPassword();
  await repo.insertTeacher(db, orgId, {
    username: body.phone,
    phone: body.phone,
    nickname: body.nickname,
    passwordHash: await hashPassword(password),
  });
  return { nickname: body.nickname, username: body.phone, initialPassword: body.password ? null : password };
}

/** Sets a teacher's roles, classes and directorships; every id must belong to the caller's school. */
export async function updateTeacher(ctx: AppContext, caller: Caller, id: string, body: UpdateTeacherBody) {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  const unsafeTeacher = await repo.findMember(db, orgId, id);
  if (!unsafeTeacher) throw notFound('教师不存在');
  if (unsafeTeacher.isCreator && !body.isAdministrator) throw badRequest('学校创建者始终是管理员');
  const classIds = [...new Set(body.assignments.map((a) => a.classId))];
  const ownClasses = await repo.nodesOfType(db, orgId, 3, classIds);
  if (ownClasses.length !== classIds.length) throw notFound('班级不存在');
  const grades = await repo.nodesOfType(db, orgId, 2, body.directorOf);
  if (grades.length !== new Set(body.directorOf).size) throw notFound('年级不存在');
  const subjectIds = [...new Set(body.assignments.map((a) => a.subjectId))];
  const known = await repo.knownSubjects(db, subjectIds);
  if (known.length !== subjectIds.length) throw notFound('学科不存在');
  await db.transaction(async (tx) => {
    await repo.updateTeacher(tx, orgId, id, {
      nickname: body.nickname,
      isAdministrator: body.isAdministrator || unsafeTeacher.isCreator,
    });
    await repo.replaceAssignments(tx, orgId, id, body.assignments, body.directorOf);
  });
}

/** Takes a teacher out of the school: classes, directorships and teams go; the account stays theirs. */
export async function removeTeacher(ctx: AppContext, caller: Caller, id: string) {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  const unsafeTeacher = await repo.findMember(db, orgId, id);
  if (!unsafeTeacher) throw notFound('教师不存在');
  const refusal = removalRefusal(caller, unsafeTeacher);
  if (refusal) throw badRequest(refusal);
  await db.transaction((tx) => repo.removeFromSchool(tx, orgId, id));
  await revokeAllSessions(db, id, 'removed-from-school');
}

const splitList = (cell: string) =>
  cell
    .split(/[、,，;；\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Imports a teacher list: new phones become accounts of this school with a first password shown once;
 * teachers already in the school get the listed classes and directorships. All rows or none.
 */
export async function importTeachers(
  ctx: AppContext,
  caller: Caller,
  bytes: Buffer,
): Promise<TeacherImportResult> {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  const rows = await readSheet(bytes, TEACHER_COLUMNS);
  const classes = await classesOfCurrentYear(ctx, caller);
  const classByName = new Map(classes.map((c) => [`${c.gradeName}${c.name}`, c]));
  const gradeByName = new Map(classes.map((c) => [c.gradeName, c.gradeId]));
  const allSubjects = await repo.allSubjects(db);

  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const plan: {
    nickname: string;
    phone: string;
    existingId?: string;
    assignments: { classId: string; subjectId: string }[];
    directorOf: string[];
  }[] = [];
  for (const { row, cells } of rows) {
    const err = (column: string, message: string) => errors.push({ row, column, message });
    const nickname = cells.nickname ?? '';
    const phone = (cells.phone ?? '').replace(/\s+/g, '');
    if (!nickname) err('姓名', '姓名不能为空');
    if (!PHONE_PATTERN.test(phone)) err('手机号', '请输入正确的手机号码');
    else if (seen.has(phone)) err('手机号', `手机号与第 ${seen.get(phone)} 行重复`);
    else seen.set(phone, row);
    const assignments: { classId: string; subjectId: string }[] = [];
    const classNames = splitList(cells.classes ?? '');
    if (classNames.length && !cells.subject) err('任教学科', '填写了任教班级时，任教学科不能为空');
    for (const name of classNames) {
      const cls = classByName.get(name.replace(/[（(](\d+)[)）]/, '$1'));
      if (!cls) {
        err('任教班级', `找不到班级：${name}`);
        continue;
      }
      const subject = allSubjects.find(
        (s) => s.name === cells.subject && s.stageId === stageOfGrade(cls.gradeName),
      );
      if (!subject) err('任教学科', `找不到学科：${cells.subject}`);
      else assignments.push({ classId: cls.id, subjectId: subject.id });
    }
    const directorOf: string[] = [];
    for (const g of splitList(cells.director ?? '')) {
      const gradeId = gradeByName.get(g);
      if (gradeId) directorOf.push(gradeId);
      else err('年级主任', `找不到年级：${g}`);
    }
    if (PHONE_PATTERN.test(phone)) {
      const account = await repo.findUserByPhone(db, phone);
      const byName = account ?? (await repo.findUserByUsername(db, phone));
      if (byName && byName.orgId !== orgId) err('手机号', '该手机号已注册，请让该教师通过邀请链接加入学校');
      plan.push({
        nickname,
        phone,
        ...(byName?.orgId === orgId ? { existingId: byName.id } : {}),
        assignments,
        directorOf,
      });
    }
  }
  if (errors.length) rejectRows(errors);

  const created: NewTeacherAccount[] = [];
  const fresh = plan.filter((p) => !p.existingId);
  const passwords = fresh.map(() => initialPassword());
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  await db.transaction(async (tx) => {
    for (const [i, p] of fresh.entries()) {
      p.existingId = await repo.insertTeacher(tx, orgId, {
        username: p.phone,
        phone: p.phone,
        nickname: p.nickname,
        passwordHash: hashes[i]!,
      });
      created.push({ nickname: p.nickname, username: p.phone, initialPassword: passwords[i]! });
    }
    for (const p of plan) {
      if (p.assignments.length || p.directorOf.length) {
        await repo.replaceAssignments(tx, orgId, p.existingId!, p.assignments, p.directorOf);
      }
    }
  });
  return { created, updated: plan.length - fresh.length };
}

export function teacherTemplate(): Promise<Buffer> {
  return writeSheet(
    '教师名单',
    TEACHER_COLUMNS,
    [
      {
        nickname: '王老师',
        phone: '13800000000',
        subject: '数学',
        classes: '七年级1班、七年级2班',
        director: '',
      },
    ],
    [
      '1. 带 * 的列必填；手机号即登录账号。',
      '2. 新教师导入后会生成初始密码，仅在导入结果中显示一次，请及时告知教师并提醒修改。',
      '3. 已在本校的教师（按手机号识别）会按表格更新任教班级和年级主任。',
      '4. 已在其他学校或自行注册的手机号不能直接导入，请发送邀请链接。',
      '5. 任意一行有误时不会导入任何数据。示例行请删除后再填写。',
    ],
  );
}
