import type {
  MarkerCandidate,
  MarkingBlock,
  MarkingOverview,
  ProblemTask,
  SetMarkersBody,
  UpdateMarkingSettingsBody,
} from '@zhijuan/contracts';
import { badRequest, conflict, forbidden } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { orgOf } from '../school';
import { forgetMarkingExam, type MarkingExam, markingExam } from './exam';
import { progressOf } from './progress';
import * as repo from './repo';
import { rescoreSheets } from './rescore';
import { blockOf, ensureTasks, markableClasses } from './tasks';

const NOT_MANAGER = '只有布置者、年级主任或学校管理员可以管理阅卷';

/** An exam the caller manages; what they do next changes it, so recent copies are forgotten. */
export async function managedExam(ctx: AppContext, caller: Caller, id: string) {
  const exam = await markingExam(ctx, caller, id);
  if (!exam.manage) throw forbidden(NOT_MANAGER);
  forgetMarkingExam(id);
  return exam;
}

/** The exam's classes, in order, with the subject teachers of each. */
async function examClasses(db: Db, exam: MarkingExam) {
  const classes = await repo.classesOf(db, exam.row.id);
  const teachers = await repo.subjectTeachersOf(
    db,
    classes.map((c) => c.id),
    exam.row.subjectId,
  );
  return classes.map((c) => ({
    ...c,
    teachers: teachers.filter((t) => t.classId === c.id).map(({ userId, name }) => ({ userId, name })),
  }));
}

/** `/correct` of one exam: its 题块 with progress per marker and class, settings, counts. */
export async function markingOverview(ctx: AppContext, caller: Caller, id: string): Promise<MarkingOverview> {
  const db = ctx.database.db;
  const exam = await markingExam(ctx, caller, id);
  await ensureTasks(db, exam);
  const me = caller.user.id;
  const [perClass, perMarker, named, classes, counts, studentCount] = await Promise.all([
    repo.answerCountsOf(db, id, me),
    repo.markerCountsOf(db, id),
    repo.namedMarkersOf(db, id),
    examClasses(db, exam),
    repo.sheetCountsOf(db, id),
    repo.rosterCountOf(db, id),
  ]);
  const blocks: MarkingBlock[] = [];
  for (const w of exam.plan.written) {
    const here = perClass.filter((x) => x.block === w.block);
    const sum = (k: 'total' | 'marked' | 'first' | 'second' | 'problems' | 'arbitration' | 'myMarked') =>
      here.reduce((t, x) => t + x[k], 0);
    const mine = await markableClasses(db, caller, exam, w.block);
    const namedHere = named.filter((n) => n.block === w.block);
    blocks.push({
      block: w.block,
      label: w.label,
      typeName: w.typeName,
      maxScore: w.max,
      total: sum('total'),
      marked: sum('marked'),
      rounds: exam.settings.double
        ? [
            { round: 1, marked: sum('first') },
            { round: 2, marked: sum('second') },
          ]
        : [],
      problems: sum('problems'),
      arbitration: sum('arbitration'),
      myMarked: sum('myMarked'),
      canMark: mine === null || mine.length > 0,
      markers: perMarker
        .filter((m) => m.block === w.block)
        .map((m) => ({
          userId: m.userId,
          name: m.name,
          marked: Number(m.marked),
          holding: Number(m.holding),
        })),
      classes: classes.map((c) => {
        const p = here.find((x) => x.classId === c.id);
        const explicit = namedHere.filter((n) => n.classId === c.id);
        return {
          classId: c.id,
          className: c.name,
          total: p?.total ?? 0,
          marked: p?.marked ?? 0,
          markers: explicit.length ? explicit.map(({ userId, name }) => ({ userId, name })) : c.teachers,
        };
      }),
      pool: namedHere.filter((n) => n.classId === null).map(({ userId, name }) => ({ userId, name })),
    });
  }
  const { sheets } = counts;
  const progress = await progressOf(db, exam.row);
  return {
    assignmentId: id,
    name: exam.row.name,
    kind: exam.row.kind,
    status: exam.row.status,
    subjectName: exam.subjectName,
    gradeName: exam.gradeName,
    totalScore: exam.row.paper.totalScore,
    settings: exam.settings,
    canManage: exam.manage,
    sheets,
    absent: counts.absent,
    studentCount,
    blocks,
    progress,
    complete:
      sheets > 0 &&
      counts.incomplete === 0 &&
      blocks.every((b) => b.marked === b.total && b.problems === 0 && b.arbitration === 0),
    keyVersion: exam.row.keyVersion,
  };
}

/**
 * Changes the marking settings (managers). A change of the multiple-choice rule or of 双评 re-scores
 * every sheet; turning 双评 on adds the second markings, turning it off drops unfinished ones.
 */
export async function updateSettings(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdateMarkingSettingsBody,
) {
  const db = ctx.database.db;
  const exam = await managedExam(ctx, caller, id);
  const settings = {
    ...exam.settings,
    ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
  };
  await db.transaction(async (tx) => {
    await repo.saveSettings(tx, id, settings);
    const next = { ...exam, settings };
    await ensureTasks(tx, next);
    if (!settings.double) await repo.dropArbitrations(tx, id);
    await rescoreSheets(tx, exam.row, settings);
  });
  forgetMarkingExam(id);
  return markingOverview(ctx, caller, id);
}

/** Teachers of the school who may be given marking of the exam: its subject's teachers first. */
export async function markerCandidates(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<MarkerCandidate[]> {
  const exam = await managedExam(ctx, caller, id);
  const rows = await repo.teachersBySubject(ctx.database.db, orgOf(caller), exam.row.subjectId);
  return rows.map(({ userId, name, subjects: s }) => ({ userId, name, subjects: s }));
}

/**
 * Reassigns a block (managers): a class's answers to the chosen teachers (按班级), or the pool
 * (统一阅卷, `classId` null). Answers those who lose them were holding go back to be handed out.
 */
export async function setMarkers(
  ctx: AppContext,
  caller: Caller,
  id: string,
  block: string,
  body: SetMarkersBody,
) {
  const db = ctx.database.db;
  const exam = await managedExam(ctx, caller, id);
  blockOf(exam, block);
  const orgId = orgOf(caller);
  const userIds = [...new Set(body.userIds)];
  if (userIds.length && (await repo.usersOfSchool(db, orgId, userIds)) !== userIds.length)
    throw badRequest('所选教师不在本校');
  if (body.classId && !(await repo.examHasClass(db, id, body.classId)))
    throw badRequest('该班级不在这次考试中');
  await db.transaction((tx) =>
    repo.replaceMarkers(tx, { orgId, assignmentId: id, block, classId: body.classId }, userIds),
  );
  forgetMarkingExam(id);
  return markingOverview(ctx, caller, id);
}

/** 问题卷 and 双评 arbitrations waiting for a manager. */
export async function problemTasks(ctx: AppContext, caller: Caller, id: string): Promise<ProblemTask[]> {
  const exam = await managedExam(ctx, caller, id);
  const rows = await repo.problemsOf(ctx.database.db, id);
  return rows.map(({ t, markerName, studentName, className }) => ({
    id: t.id,
    block: t.block,
    label: blockOf(exam, t.block).label,
    kind: t.status === 'problem' ? 'problem' : 'arbitration',
    reason: t.problem,
    markerName: t.status === 'problem' ? markerName : null,
    studentName,
    className,
    at: (t.markedAt ?? t.createdAt).toISOString(),
  }));
}

/** 完成阅卷 (managers): refused while an answer still lacks its final score. */
export async function finishMarking(ctx: AppContext, caller: Caller, id: string) {
  const exam = await managedExam(ctx, caller, id);
  const db = ctx.database.db;
  await ensureTasks(db, exam);
  const overview = await markingOverview(ctx, caller, id);
  if (overview.sheets === 0) throw conflict('还没有扫描的答题卡，不能完成阅卷');
  if (!overview.complete) {
    const left = overview.blocks.reduce((t, b) => t + (b.total - b.marked) + b.arbitration, 0);
    throw conflict(`还有 ${left} 份答卷未阅完，不能完成阅卷`);
  }
  await repo.setExamStatus(db, id, 'done');
  return markingOverview(ctx, caller, id);
}
