import type { ClassItem, CreateClassBody, CurrentClassItem, OrgLogoResult } from '@zhijuan/contracts';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { isSchoolManager } from '../../roles';
import { IMAGE_MIME, storeImage, type UploadedImage } from '../files';
import { fileUrl, listClasses as listYearsOrClasses } from '../system';
import { type ClassScope, managedOrg, orgOf } from './policy';
import * as repo from './repo';

const TYPE_NAMES = { 1: '学年', 2: '年级', 3: '班级' } as const;

/** Adds a grade under a school year or a class under a grade; names are unique among siblings. */
export async function createNode(ctx: AppContext, caller: Caller, body: CreateClassBody): Promise<ClassItem> {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  const unsafeParent = await repo.findNode(db, orgId, body.pid);
  if (unsafeParent?.type !== body.type - 1) throw notFound(body.type === 2 ? '学年不存在' : '年级不存在');
  if (await repo.findSiblingByName(db, orgId, unsafeParent.id, body.name)) {
    throw conflict(`已存在同名${TYPE_NAMES[body.type]}：${body.name}`);
  }
  const row = await repo.insertNode(db, { orgId, type: body.type, pid: unsafeParent.id, name: body.name });
  return { id: row.id, name: row.name, isDefault: false };
}

export async function renameNode(ctx: AppContext, caller: Caller, id: string, name: string) {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  const unsafeNode = await repo.findNode(db, orgId, id);
  if (!unsafeNode) throw notFound();
  if (unsafeNode.pid) {
    const twin = await repo.findSiblingByName(db, orgId, unsafeNode.pid, name);
    if (twin && twin.id !== id)
      throw conflict(`已存在同名${TYPE_NAMES[unsafeNode.type as 1 | 2 | 3]}：${name}`);
  }
  await repo.renameNode(db, orgId, id, name);
}

/** Deletes an empty grade or class; one with classes or students is refused and kept. */
export async function deleteNode(ctx: AppContext, caller: Caller, id: string) {
  const db = ctx.database.db;
  const orgId = managedOrg(caller);
  const unsafeNode = await repo.findNode(db, orgId, id);
  if (!unsafeNode) throw notFound();
  if (unsafeNode.type === 1) throw badRequest('学年不能删除');
  if (unsafeNode.type === 2 && (await repo.countChildren(db, orgId, id)) > 0) {
    throw conflict('请先删除该年级下的班级');
  }
  if (unsafeNode.type === 3 && (await repo.countStudentsInClass(db, orgId, id)) > 0) {
    throw conflict('请先移除该班级的学生');
  }
  try {
    await repo.deleteNode(db, orgId, id);
  } catch {
    throw conflict('该班级仍有任课或考试记录，不能删除');
  }
}

/** The school year the caller works in: their saved default, else the newest. */
export async function currentYearId(ctx: AppContext, caller: Caller): Promise<string> {
  const orgId = orgOf(caller);
  const years = await listYearsOrClasses(ctx.database.db, orgId, 1, undefined);
  const id = years.find((y) => y.id === caller.user.defaultSchoolYearId)?.id ?? years[0]?.id;
  if (!id) throw badRequest('学校还没有学年，请先创建学年');
  return id;
}

/** Grades and classes of the caller's current school year, flat, grade order then class order. */
export async function classesOfCurrentYear(ctx: AppContext, caller: Caller) {
  return repo.classesOfYear(ctx.database.db, orgOf(caller), await currentYearId(ctx, caller));
}

/** Which classes' students the caller may read (see policy.ts). */
export async function classScope(ctx: AppContext, caller: Caller): Promise<ClassScope> {
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  if (isSchoolManager(caller.user)) return { all: true, classIds: new Set() };
  const [taught, directed] = await Promise.all([
    repo.assignedClassIds(db, caller.user.id),
    repo.directedGradeIds(db, caller.user.id),
  ]);
  const gradeClasses = await repo.classesOfGrades(
    db,
    orgId,
    directed.map((d) => d.gradeId),
  );
  return {
    all: false,
    classIds: new Set([...taught.map((t) => t.classId), ...gradeClasses.map((c) => c.id)]),
  };
}

export async function renameOrg(ctx: AppContext, caller: Caller, name: string) {
  await repo.renameOrg(ctx.database.db, managedOrg(caller), name);
}

/**
 * Replaces the school's logo (校徽) with an uploaded picture; the old file is removed. The upload is
 * read only once the caller is known to manage the school.
 */
export async function uploadOrgLogo(
  ctx: AppContext,
  caller: Caller,
  readImage: () => Promise<UploadedImage>,
): Promise<OrgLogoResult> {
  const orgId = managedOrg(caller);
  const image = await readImage();
  const key = await storeImage(ctx.storage, 'logos', orgId, image);
  const previous = (await repo.findOrg(ctx.database.db, orgId))?.logoPath;
  await repo.setOrgLogo(ctx.database.db, orgId, key);
  if (previous) await ctx.storage.remove(previous).catch(() => undefined);
  return { orgLogo: fileUrl(key), type: IMAGE_MIME[image.type] };
}

/** The classes of the current year, each saying whether the caller may read its students. */
export async function classesWithAccess(ctx: AppContext, caller: Caller): Promise<CurrentClassItem[]> {
  const [classes, scope] = await Promise.all([classesOfCurrentYear(ctx, caller), classScope(ctx, caller)]);
  return classes.map((c) => ({ ...c, readable: scope.all || scope.classIds.has(c.id) }));
}
