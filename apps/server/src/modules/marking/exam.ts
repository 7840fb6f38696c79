import { type MarkingSettings, SheetOverrides } from '@zhijuan/contracts';
import { notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { boundedMap, ttlMemo } from '../../infra/cache';
import type { Db, Tx } from '../../infra/db';
import { isExamManager } from '../../roles';
import { visibleRow } from '../assignments';
import { orgOf } from '../school';
import * as repo from './repo';
import { type ScoringPlan, scoringPlan } from './scoring';

export type { ExamRow } from './repo';

type ExamRow = repo.ExamRow;

/** An exam as scoring and handing out answers need it: the row, who the caller is to it, the plan, the settings. */
export interface ScoringExam {
  row: ExamRow;
  /** Owner, a director of its grade or a school manager. */
  manage: boolean;
  plan: ScoringPlan;
  settings: MarkingSettings;
}

/** An exam as marking's screens see it: besides, its subject's and grade's names. */
export interface MarkingExam extends ScoringExam {
  subjectName: string;
  gradeName: string;
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
 * threshold ready, and 按班级 when the sheets were scanned with 试卷分配给学科老师 (`toSubject`, the
 * newest batch's choice) or the work is 作业 (else 统一阅卷).
 */
function settingsFrom(row: Pick<ExamRow, 'marking' | 'kind'>, toSubject: boolean | null): MarkingSettings {
  const stored = (row.marking ?? {}) as Partial<MarkingSettings>;
  return {
    mode: stored.mode ?? (toSubject || row.kind === 'homework' ? 'class' : 'pool'),
    double: stored.double ?? false,
    threshold: stored.threshold ?? 2,
    multipleRule: stored.multipleRule ?? 'half',
  };
}

/** An exam's marking settings (see settingsFrom); reads its batches only when no mode is stored. */
export async function settingsOf(db: Db | Tx, row: ExamRow): Promise<MarkingSettings> {
  const stored = (row.marking ?? {}) as Partial<MarkingSettings>;
  return settingsFrom(row, stored.mode ? null : await repo.lastBatchToSubject(db, row.id));
}

/** May set up marking, change the key, reassign, handle 问题卷 and arbitrate. */
export async function canManage(db: Db | Tx, caller: Caller, row: ExamRow): Promise<boolean> {
  if (isExamManager(caller, row, new Set())) return true;
  const directs = await repo.directsGrade(db, caller.user.id, row.gradeId);
  return isExamManager(caller, row, new Set(directs ? [row.gradeId] : []));
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

/**
 * Frozen papers and sheet choices of exams being marked, by what planOf keys its plans by: every
 * change of the key, the sheet or the row's state moves one of them on.
 */
const papers = boundedMap<string, Pick<ExamRow, 'paper' | 'sheet'>>(200);

/**
 * `markingExam` for saving a mark and opening an answer: the visibility check, the caller's role and
 * the settings in one statement, without the names of subject and grade and — unless the exam changed
 * since — without reading its frozen paper (most of the row's bytes) on every save.
 */
export async function scoringExam(ctx: AppContext, caller: Caller, id: string): Promise<ScoringExam> {
  const db = ctx.database.db;
  const r = await repo.visibleLightExam(db, caller, orgOf(caller), id);
  if (!r) throw notFound('作业或考试不存在或已删除');
  const key = `${r.row.id}:${r.row.keyVersion}:${r.row.sheetVersion}:${r.row.updatedAt.getTime()}`;
  let heavy = papers.get(key);
  if (!heavy) {
    heavy = await repo.paperOf(db, id);
    if (!heavy) throw notFound('作业或考试不存在或已删除');
    papers.set(key, heavy);
  }
  const row: ExamRow = { ...r.row, ...heavy };
  return {
    row,
    manage: isExamManager(caller, row, new Set(r.directs ? [row.gradeId] : [])),
    plan: planOf(row),
    settings: settingsFrom(row, r.toSubject),
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
