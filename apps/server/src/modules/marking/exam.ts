import { type MarkingSettings, SheetOverrides } from '@zhijuan/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { type assignments, gradeDirectors, scanBatches } from '../../db/schema';
import type { AppContext, Caller } from '../../http';
import { boundedMap, ttlMemo } from '../../infra/cache';
import type { Db, Tx } from '../../infra/db';
import { isExamManager } from '../../roles';
import { visibleRow } from '../assignments';
import { type ScoringPlan, scoringPlan } from './scoring';

export type ExamRow = typeof assignments.$inferSelect;

/** An exam as marking sees it: the row, who the caller is to it, the scoring plan and the settings. */
export interface MarkingExam {
  row: ExamRow;
  subjectName: string;
  gradeName: string;
  /** Owner, a director of its grade or a school manager. */
  manage: boolean;
  plan: ScoringPlan;
  settings: MarkingSettings;
}

const plans = boundedMap<string, ScoringPlan>(200);
/** The scoring plan of an exam's key version and sheet layout, built once. */
export function planOf(row: ExamRow): ScoringPlan {
  const key = `${row.id}:${row.keyVersion}:${row.sheetVersion}:${row.updatedAt.getTime()}`;
  let plan = plans.get(key);
  if (!plan) {
    const overrides = SheetOverrides.safeParse(row.sheet ?? {});
    plan = scoringPlan(row.paper, overrides.success ? (overrides.data.optional ?? []) : []);
    plans.set(key, plan);
  }
  return plan;
}

/**
 * The settings stored on the exam, else the defaults: 少选得一半, single marking with a 2-point 双评
 * threshold ready, and 按班级 when the sheets were scanned with 试卷分配给学科老师 or the work is 作业
 * (else 统一阅卷).
 */
export async function settingsOf(db: Db | Tx, row: ExamRow): Promise<MarkingSettings> {
  const stored = (row.marking ?? {}) as Partial<MarkingSettings>;
  let mode = stored.mode;
  if (!mode) {
    const [batch] = await db
      .select({ toSubject: scanBatches.toSubjectTeachers })
      .from(scanBatches)
      .where(eq(scanBatches.assignmentId, row.id))
      .orderBy(desc(scanBatches.createdAt))
      .limit(1);
    mode = batch?.toSubject || row.kind === 'homework' ? 'class' : 'pool';
  }
  return {
    mode,
    double: stored.double ?? false,
    threshold: stored.threshold ?? 2,
    multipleRule: stored.multipleRule ?? 'half',
  };
}

/** May set up marking, change the key, reassign, handle 问题卷 and arbitrate. */
export async function canManage(db: Db | Tx, caller: Caller, row: ExamRow): Promise<boolean> {
  if (isExamManager(caller, row, new Set())) return true;
  const [d] = await db
    .select({ u: gradeDirectors.userId })
    .from(gradeDirectors)
    .where(and(eq(gradeDirectors.gradeId, row.gradeId), eq(gradeDirectors.userId, caller.user.id)))
    .limit(1);
  return isExamManager(caller, row, new Set(d ? [row.gradeId] : []));
}

/** An exam the caller can see (404 otherwise, another school's too), ready for marking. */
export async function markingExam(ctx: AppContext, caller: Caller, id: string): Promise<MarkingExam> {
  const r = await visibleRow(ctx, caller, id);
  const db = ctx.database.db;
  const [manage, settings] = await Promise.all([canManage(db, caller, r.row), settingsOf(db, r.row)]);
  return {
    row: r.row,
    subjectName: r.subjectName,
    gradeName: r.gradeName,
    manage,
    plan: planOf(r.row),
    settings,
  };
}

const recent = ttlMemo<string, MarkingExam>(2000, 1000);

/**
 * `markingExam` kept for two seconds per caller: a marker asks for the next answer every few seconds,
 * and the exam, the caller's role and the settings rarely change in between. Only for handing out and
 * reading; scoring always reads the exam afresh. Changes made here forget the exam at once.
 */
export function recentMarkingExam(ctx: AppContext, caller: Caller, id: string): Promise<MarkingExam> {
  return recent.get(`${id}:${caller.user.id}`, () => markingExam(ctx, caller, id));
}

/** After a change of an exam's settings, key or markers. */
export function forgetMarkingExam(id: string) {
  recent.forget((key) => key.startsWith(`${id}:`));
}
