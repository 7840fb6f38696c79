import type {
  AssignableClass,
  AssignmentDetail,
  AssignmentListQuery,
  AssignmentStudent,
  AssignmentSummary,
  CreateAssignmentBody,
  UpdateAssignmentBody,
} from '@zhijuan/contracts';
import { and } from 'drizzle-orm';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { currentYearId, orgOf } from '../school';
import { freezePaper } from './freeze';
import { canEditAssignment, seesEveryAssignment } from './policy';
import * as repo from './repo';

/** Classes the caller may give work of a subject to: taught for it, in grades they direct, or all for managers. */
export async function assignableClasses(
  ctx: AppContext,
  caller: Caller,
  subjectId: string,
): Promise<AssignableClass[]> {
  return repo.assignableClassRows(ctx.database.db, {
    orgId: orgOf(caller),
    userId: caller.user.id,
    yearId: await currentYearId(ctx, caller),
    subjectId,
    everyClass: seesEveryAssignment(caller),
  });
}

/** The caller's own saved paper, frozen; refused when it is empty or a question is gone. */
export async function freezeOwnPaper(ctx: AppContext, caller: Caller, paperId: string) {
  const db = ctx.database.db;
  const paper = await repo.unsafeSavedPaper(db, caller.user.id, paperId);
  if (paper?.scope !== 'personal' || paper.deletedAt) throw notFound('试卷不存在或已删除');
  const ids = paper.sections.flatMap((s) => s.questions.map((q) => q.questionId));
  if (ids.length === 0) throw badRequest('试卷还没有试题，请先在组卷中心添加试题');
  const found = await repo.freezeQuestions(db, ids);
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

export async function createAssignment(
  ctx: AppContext,
  caller: Caller,
  body: CreateAssignmentBody,
): Promise<AssignmentDetail> {
  const orgId = orgOf(caller);
  const { paper, frozen } = await freezeOwnPaper(ctx, caller, body.paperId);
  const { classIds, gradeId } = await checkClasses(ctx, caller, paper.subjectId, body.classIds);
  const db = ctx.database.db;
  const id = await repo.insertAssignment(
    db,
    {
      orgId,
      ownerId: caller.user.id,
      paperId: paper.id,
      kind: body.kind,
      name: body.name,
      examDate: body.examDate,
      schoolYearId: await repo.yearOfGrade(db, gradeId),
      gradeId,
      stageId: paper.stageId,
      subjectId: paper.subjectId,
      paper: frozen,
      paperVersion: paper.version,
    },
    classIds,
  );
  return getAssignment(ctx, caller, id);
}

function toSummary(
  caller: Caller,
  r: repo.SummaryRow,
  classes: repo.AssignmentClassRow[],
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
    canEdit: canEditAssignment(caller, r.row),
    createdAt: r.row.createdAt.toISOString(),
  };
}

/** 作业列表: newest date first, filtered and paged on the server. */
export async function listAssignments(ctx: AppContext, caller: Caller, q: AssignmentListQuery) {
  const db = ctx.database.db;
  const where = and(repo.visibleWhere(caller, orgOf(caller)), repo.listFilter(q));
  const { rows, total } = await repo.assignmentPage(db, where, q);
  const classes = await repo.classesOf(
    db,
    rows.map((r) => r.row.id),
  );
  return {
    records: rows.map((r) => toSummary(caller, r, classes)),
    total,
    page: q.page,
    size: q.size,
  };
}

export async function getAssignment(ctx: AppContext, caller: Caller, id: string): Promise<AssignmentDetail> {
  const db = ctx.database.db;
  const r = await repo.visibleRow(ctx, caller, id);
  const [classes, source] = await Promise.all([
    repo.classesOf(db, [id]),
    repo.sourcePaperVersion(db, r.row.paperId),
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

export async function updateAssignment(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdateAssignmentBody,
): Promise<AssignmentDetail> {
  const db = ctx.database.db;
  const row = await repo.editableRow(ctx, caller, id);
  let classes: { classIds: string[]; gradeId: string } | undefined;
  if (body.classIds) {
    const current = (await repo.classesOf(db, [id])).map((c) => c.id).sort();
    const wanted = [...new Set(body.classIds)].sort();
    if (current.join() !== wanted.join()) {
      if (row.status !== 'waiting' || (await repo.scannedOf(db, id)) > 0)
        throw conflict('已开始扫描，不能再修改班级');
      classes = await checkClasses(ctx, caller, row.subjectId, wanted);
      if (classes.gradeId !== row.gradeId) throw badRequest('只能改为同一年级的班级');
    }
  }
  await repo.updateAssignmentRow(
    db,
    id,
    {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.examDate !== undefined ? { examDate: body.examDate } : {}),
      ...(body.kind !== undefined ? { kind: body.kind } : {}),
    },
    classes?.classIds,
  );
  return getAssignment(ctx, caller, id);
}

export async function deleteAssignment(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const db = ctx.database.db;
  const row = await repo.editableRow(ctx, caller, id);
  if (row.status !== 'waiting' || (await repo.scannedOf(db, id)) > 0)
    throw conflict('已有扫描的答题卡，不能删除');
  await repo.softDeleteAssignment(db, id);
}

/** The students of its classes, class order then 考号. */
export async function assignmentStudents(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<AssignmentStudent[]> {
  await repo.assertVisible(ctx, caller, id);
  return repo.roster(ctx.database.db, id);
}
