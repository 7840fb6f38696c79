import type {
  AssignableClass,
  AssignmentDetail,
  AssignmentListQuery,
  AssignmentStudent,
  AssignmentSummary,
  CreateAssignmentBody,
  UpdateAssignmentBody,
} from '@zhijuan/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assignmentClasses,
  assignments,
  gradeDirectors,
  papers,
  questions,
  questionTypes,
  schoolClasses,
  students,
  subjects,
  teachingAssignments,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { containing } from '../../infra/sql';
import { settingsOf } from '../marking/exam';
import { rescoreSheets } from '../marking/rescore';
import { orgOf } from '../school/policy';
import { currentYearId } from '../school/structure';
import { type FreezeQuestion, freezePaper, sheetShape } from './freeze';

const grades = alias(schoolClasses, 'grades');
const isManager = (caller: Caller) => caller.user.isAdministrator || caller.user.isCreator;
const NOT_FOUND = '作业或考试不存在或已删除';

type Row = typeof assignments.$inferSelect;

/** Who sees an assignment: its owner, teachers of its subject in one of its classes, directors of its grade, school managers. */
export function visibleWhere(caller: Caller, orgId: string): SQL {
  const inOrg = and(eq(assignments.orgId, orgId), isNull(assignments.deletedAt))!;
  if (isManager(caller)) return inOrg;
  const me = caller.user.id;
  return and(
    inOrg,
    or(
      eq(assignments.ownerId, me),
      sql`exists (select 1 from ${gradeDirectors} where ${gradeDirectors.userId} = ${me} and ${gradeDirectors.gradeId} = ${assignments.gradeId})`,
      sql`exists (select 1 from ${assignmentClasses} ac join ${teachingAssignments} ta on ta.class_id = ac.class_id
        where ac.assignment_id = ${assignments.id} and ta.user_id = ${me} and ta.subject_id = ${assignments.subjectId})`,
    ),
  )!;
}

const canEdit = (caller: Caller, row: Row) => row.ownerId === caller.user.id || isManager(caller);

/** Classes the caller may give work of a subject to: taught for it, in grades they direct, or all for managers. */
export async function assignableClasses(
  ctx: AppContext,
  caller: Caller,
  subjectId: string,
): Promise<AssignableClass[]> {
  const db = ctx.database.db;
  const orgId = orgOf(caller);
  const me = caller.user.id;
  const yearId = await currentYearId(ctx, caller);
  const allowed = isManager(caller)
    ? undefined
    : or(
        sql`exists (select 1 from ${teachingAssignments} ta where ta.class_id = ${schoolClasses.id} and ta.user_id = ${me} and ta.subject_id = ${subjectId})`,
        sql`exists (select 1 from ${gradeDirectors} gd where gd.grade_id = ${grades.id} and gd.user_id = ${me})`,
      );
  const rows = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      gradeId: grades.id,
      gradeName: grades.name,
      studentCount: sql<number>`(select count(*)::int from ${students} s where s.class_id = ${schoolClasses.id})`,
    })
    .from(schoolClasses)
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.type, 3), eq(grades.pid, yearId), allowed))
    .orderBy(asc(grades.sort), asc(schoolClasses.sort));
  return rows.map((r) => ({ ...r, studentCount: Number(r.studentCount) }));
}

/** The questions of a paper as freezing needs them (visible ones only). */
async function freezeQuestions(db: Db, ids: string[]): Promise<Map<string, FreezeQuestion>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: questions.id,
      typeId: questions.typeId,
      typeName: questionTypes.name,
      isObjective: questionTypes.isObjective,
      options: questions.options,
      answer: questions.answer,
      parts: questions.parts,
    })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(inArray(questions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The caller's own saved paper, frozen; refused when it is empty or a question is gone. */
async function frozenFrom(ctx: AppContext, caller: Caller, paperId: string) {
  const db = ctx.database.db;
  const paper = await db.query.papers.findFirst({
    where: and(eq(papers.id, paperId), eq(papers.ownerId, caller.user.id), eq(papers.status, 'saved')),
  });
  if (paper?.scope !== 'personal' || paper.deletedAt) throw notFound('试卷不存在或已删除');
  const ids = paper.sections.flatMap((s) => s.questions.map((q) => q.questionId));
  if (ids.length === 0) throw badRequest('试卷还没有试题，请先在组卷中心添加试题');
  const found = await freezeQuestions(db, ids);
  if (found.size !== new Set(ids).size) throw badRequest('试卷中有试题已被删除，请在组卷中心替换后再布置');
  return { paper, frozen: freezePaper(paper, found) };
}

/** Checks the chosen classes: each one the caller may assign to, all of one grade. */
async function checkClasses(ctx: AppContext, caller: Caller, subjectId: string, classIds: string[]) {
  const unique = [...new Set(classIds)];
  const allowed = await assignableClasses(ctx, caller, subjectId);
  const chosen = unique.map((id) => allowed.find((c) => c.id === id));
  if (chosen.some((c) => !c)) throw forbidden('只能布置给您任教（或您负责年级）的班级');
  const gradeIds = new Set(chosen.map((c) => c!.gradeId));
  if (gradeIds.size > 1) throw badRequest('一次只能布置给同一年级的班级');
  return { classIds: unique, gradeId: [...gradeIds][0]! };
}

export async function createAssignment(ctx: AppContext, caller: Caller, body: CreateAssignmentBody) {
  const orgId = orgOf(caller);
  const { paper, frozen } = await frozenFrom(ctx, caller, body.paperId);
  const { classIds, gradeId } = await checkClasses(ctx, caller, paper.subjectId, body.classIds);
  const db = ctx.database.db;
  const grade = await db.query.schoolClasses.findFirst({ where: eq(schoolClasses.id, gradeId) });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({
        orgId,
        ownerId: caller.user.id,
        paperId: paper.id,
        kind: body.kind,
        name: body.name,
        examDate: body.examDate,
        schoolYearId: grade!.pid!,
        gradeId,
        stageId: paper.stageId,
        subjectId: paper.subjectId,
        paper: frozen,
        paperVersion: paper.version,
      })
      .returning({ id: assignments.id });
    await tx
      .insert(assignmentClasses)
      .values(classIds.map((classId) => ({ assignmentId: row!.id, classId })));
    return row!.id;
  });
  return getAssignment(ctx, caller, id);
}

const summaryColumns = {
  row: assignments,
  subjectName: subjects.name,
  gradeName: grades.name,
  paperTitle: sql<string>`${assignments.paper}->>'title'`,
  ownerName: users.nickname,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(assignments)
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .innerJoin(grades, eq(grades.id, assignments.gradeId))
    .innerJoin(users, eq(users.id, assignments.ownerId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** Classes of the given assignments with live student counts. */
async function classesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      assignmentId: assignmentClasses.assignmentId,
      id: schoolClasses.id,
      name: schoolClasses.name,
      sort: schoolClasses.sort,
      scannedCount: assignmentClasses.scannedCount,
      studentCount: sql<number>`(select count(*)::int from ${students} s where s.class_id = ${schoolClasses.id})`,
    })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .where(inArray(assignmentClasses.assignmentId, ids))
    .orderBy(asc(schoolClasses.sort));
}

function toSummary(
  caller: Caller,
  r: SummaryRow,
  classes: Awaited<ReturnType<typeof classesOf>>,
): AssignmentSummary {
  const own = classes
    .filter((c) => c.assignmentId === r.row.id)
    .map((c) => ({
      id: c.id,
      name: c.name,
      studentCount: Number(c.studentCount),
      scannedCount: c.scannedCount,
    }));
  const all = r.row.paper.sections.flatMap((s) => s.questions);
  return {
    id: r.row.id,
    kind: r.row.kind,
    name: r.row.name,
    examDate: r.row.examDate,
    status: r.row.status,
    subjectId: r.row.subjectId,
    subjectName: r.subjectName,
    gradeId: r.row.gradeId,
    gradeName: r.gradeName,
    paperId: r.row.paperId,
    paperTitle: r.paperTitle,
    questionCount: all.length,
    totalScore: r.row.paper.totalScore,
    classes: own,
    studentCount: own.reduce((t, c) => t + c.studentCount, 0),
    scannedCount: own.reduce((t, c) => t + c.scannedCount, 0),
    owner: { id: r.row.ownerId, name: r.ownerName },
    canEdit: canEdit(caller, r.row),
    createdAt: r.row.createdAt.toISOString(),
  };
}

/** 作业列表: newest date first, filtered and paged on the server. */
export async function listAssignments(ctx: AppContext, caller: Caller, q: AssignmentListQuery) {
  const db = ctx.database.db;
  const where = and(
    visibleWhere(caller, orgOf(caller)),
    q.schoolYearId ? eq(assignments.schoolYearId, q.schoolYearId) : undefined,
    q.subjectId ? eq(assignments.subjectId, q.subjectId) : undefined,
    q.status ? eq(assignments.status, q.status) : undefined,
    q.kind ? eq(assignments.kind, q.kind) : undefined,
    q.dateFrom ? gte(assignments.examDate, q.dateFrom) : undefined,
    q.dateTo ? lte(assignments.examDate, q.dateTo) : undefined,
    q.keyword ? ilike(assignments.name, containing(q.keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(assignments.examDate), desc(assignments.createdAt), desc(assignments.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(assignments).where(where),
  ]);
  const classes = await classesOf(
    db,
    rows.map((r) => r.row.id),
  );
  return {
    records: rows.map((r) => toSummary(caller, r, classes)),
    total: total?.n ?? 0,
    page: q.page,
    size: q.size,
  };
}

/** One visible assignment row, or 404 (another school's id reads as missing). */
export async function visibleRow(ctx: AppContext, caller: Caller, id: string) {
  const [r] = await summaryQuery(ctx.database.db)
    .where(and(eq(assignments.id, id), visibleWhere(caller, orgOf(caller))))
    .limit(1);
  if (!r) throw notFound(NOT_FOUND);
  return r;
}

/**
 * 404 unless the caller may see the exam — `visibleRow`'s check without reading the row (its frozen
 * paper is most of its bytes): for calls that only need to know, such as each page of a scan upload.
 */
export async function assertVisible(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const [r] = await ctx.database.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.id, id), visibleWhere(caller, orgOf(caller))))
    .limit(1);
  if (!r) throw notFound(NOT_FOUND);
}

export async function getAssignment(ctx: AppContext, caller: Caller, id: string): Promise<AssignmentDetail> {
  const db = ctx.database.db;
  const r = await visibleRow(ctx, caller, id);
  const [classes, source] = await Promise.all([
    classesOf(db, [id]),
    db.query.papers.findFirst({
      where: eq(papers.id, r.row.paperId),
      columns: { version: true, deletedAt: true },
    }),
  ]);
  return {
    ...toSummary(caller, r, classes),
    schoolYearId: r.row.schoolYearId,
    paper: r.row.paper,
    keyVersion: r.row.keyVersion,
    keyPublishedAt: r.row.keyPublishedAt.toISOString(),
    paperChanged: Boolean(source && !source.deletedAt && source.version !== r.row.paperVersion),
  };
}

/** The row when the caller may change it: 404 when unseen, 403 when seen but not theirs. */
export async function editableRow(ctx: AppContext, caller: Caller, id: string) {
  const { row } = await visibleRow(ctx, caller, id);
  if (!canEdit(caller, row)) throw forbidden('只有布置者或学校管理员可以修改');
  return row;
}

export const scannedOf = async (db: Db, id: string) => {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${assignmentClasses.scannedCount}), 0)::int` })
    .from(assignmentClasses)
    .where(eq(assignmentClasses.assignmentId, id));
  return Number(r?.n ?? 0);
};

export async function updateAssignment(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdateAssignmentBody,
) {
  const db = ctx.database.db;
  const row = await editableRow(ctx, caller, id);
  let classes: { classIds: string[]; gradeId: string } | undefined;
  if (body.classIds) {
    const current = (await classesOf(db, [id])).map((c) => c.id).sort();
    const wanted = [...new Set(body.classIds)].sort();
    if (current.join() !== wanted.join()) {
      if (row.status !== 'waiting' || (await scannedOf(db, id)) > 0)
        throw conflict('已开始扫描，不能再修改班级');
      classes = await checkClasses(ctx, caller, row.subjectId, wanted);
      if (classes.gradeId !== row.gradeId) throw badRequest('只能改为同一年级的班级');
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.examDate !== undefined ? { examDate: body.examDate } : {}),
        ...(body.kind !== undefined ? { kind: body.kind } : {}),
        updatedAt: new Date(),
      })
      .where(eq(assignments.id, id));
    if (classes) {
      await tx.delete(assignmentClasses).where(eq(assignmentClasses.assignmentId, id));
      await tx
        .insert(assignmentClasses)
        .values(classes.classIds.map((classId) => ({ assignmentId: id, classId })));
    }
  });
  return getAssignment(ctx, caller, id);
}

export async function deleteAssignment(ctx: AppContext, caller: Caller, id: string) {
  const db = ctx.database.db;
  const row = await editableRow(ctx, caller, id);
  if (row.status !== 'waiting' || (await scannedOf(db, id)) > 0) throw conflict('已有扫描的答题卡，不能删除');
  await db.update(assignments).set({ deletedAt: new Date() }).where(eq(assignments.id, id));
}

/**
 * 重新发布答案: freezes the paper again as it is now. Once sheets were scanned, only the key and scores
 * may change — not the questions' numbering or their kind on the sheet.
 */
export async function republishKey(ctx: AppContext, caller: Caller, id: string) {
  const db = ctx.database.db;
  const row = await editableRow(ctx, caller, id);
  if (row.ownerId !== caller.user.id) throw forbidden('只有布置者可以重新发布答案');
  const { paper, frozen } = await frozenFrom(ctx, caller, row.paperId);
  const scanned = row.status !== 'waiting' || (await scannedOf(db, id)) > 0;
  if (scanned && sheetShape(frozen) !== sheetShape(row.paper))
    throw conflict('已扫描的答题卡与修改后的试卷题目不一致（题号或题型变了），只能修改答案和分值');
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(assignments)
      .set({
        paper: frozen,
        paperVersion: paper.version,
        keyVersion: sql`${assignments.keyVersion} + 1`,
        keyPublishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(assignments.id, id))
      .returning();
    // Sheets already scanned score by the new key and scores at once.
    if (scanned && updated) await rescoreSheets(tx, updated, await settingsOf(tx, updated));
  });
  return getAssignment(ctx, caller, id);
}

/** The students of its classes, class order then 考号. */
export async function assignmentStudents(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<AssignmentStudent[]> {
  await assertVisible(ctx, caller, id);
  return ctx.database.db
    .select({
      id: students.id,
      name: students.name,
      studentNo: students.studentNo,
      classId: schoolClasses.id,
      className: schoolClasses.name,
    })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .innerJoin(students, eq(students.classId, assignmentClasses.classId))
    .where(eq(assignmentClasses.assignmentId, id))
    .orderBy(asc(schoolClasses.sort), asc(students.studentNo));
}
