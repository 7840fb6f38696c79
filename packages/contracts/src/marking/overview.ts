/** Settings, markers and progress of an exam's marking: what /correct shows. */
import { z } from 'zod';

/** How a multiple-choice question scores a partly right answer; any wrong option scores 0. */
export const MULTIPLE_RULES = ['all', 'half', 'ratio'] as const;
export const MULTIPLE_RULE_NAMES = {
  all: '全对得分',
  half: '少选得一半',
  ratio: '少选按比例',
} as const;

/** Who marks what: each teacher their own classes, or one pool the server hands out from. */
export const MARKING_MODES = ['class', 'pool'] as const;
export const MARKING_MODE_NAMES = {
  class: '按班级阅卷（任课老师阅本班）',
  pool: '统一阅卷（阅卷池分配）',
} as const;

export const MarkingSettings = z.object({
  mode: z.enum(MARKING_MODES),
  /** 双评: two independent markers per answer; a difference above `threshold` goes to an arbitrator. */
  double: z.boolean(),
  threshold: z.number().min(0).max(100),
  multipleRule: z.enum(MULTIPLE_RULES),
});
export type MarkingSettings = z.infer<typeof MarkingSettings>;

/** `PUT /teacher/marking/:assignmentId/settings`: only the fields given change. */
export const UpdateMarkingSettingsBody = z.object({
  mode: z.enum(MARKING_MODES, { error: '请选择阅卷方式' }).optional(),
  double: z.boolean().optional(),
  threshold: z.number().min(0, '双评误差不能小于 0').max(100, '双评误差不能超过 100').optional(),
  multipleRule: z.enum(MULTIPLE_RULES, { error: '请选择多选题给分方式' }).optional(),
});
export type UpdateMarkingSettingsBody = z.infer<typeof UpdateMarkingSettingsBody>;

export const MarkerProgress = z.object({
  userId: z.string(),
  name: z.string(),
  marked: z.number().int(),
  /** Answers handed to the marker and not yet scored. */
  holding: z.number().int(),
});
export type MarkerProgress = z.infer<typeof MarkerProgress>;

export const BlockClassProgress = z.object({
  classId: z.string(),
  className: z.string(),
  /** The class's answers to mark and those marked, counted as the block's are (each answer once). */
  total: z.number().int(),
  marked: z.number().int(),
  /** In 按班级 mode: who marks this class (the subject teacher unless reassigned). */
  markers: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type BlockClassProgress = z.infer<typeof BlockClassProgress>;

/** One 题块: a written question's answer region (or a 选做 group's, e.g. "23/24"). */
export const MarkingBlock = z.object({
  block: z.string(),
  /** 第18题, 第23/24题（选做） */
  label: z.string(),
  typeName: z.string(),
  maxScore: z.number(),
  /** Answers to mark (students with a sheet, not 缺考), each once — with 双评 too. */
  total: z.number().int(),
  /** Of those, the answers every marking of which is done (with 双评: both). */
  marked: z.number().int(),
  /** With 双评, how many answers each marking (一评, 二评) has scored; empty otherwise. */
  rounds: z.array(z.object({ round: z.union([z.literal(1), z.literal(2)]), marked: z.number().int() })),
  /** 问题卷 waiting for the owner or a grade director. */
  problems: z.number().int(),
  /** 双评 differences waiting for an arbitrator. */
  arbitration: z.number().int(),
  myMarked: z.number().int(),
  /** The caller has answers of this block to mark (their classes, or the pool). */
  canMark: z.boolean(),
  markers: z.array(MarkerProgress),
  classes: z.array(BlockClassProgress),
  /** In 统一阅卷 mode, who is in the pool: empty means everyone who may mark the exam. */
  pool: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type MarkingBlock = z.infer<typeof MarkingBlock>;

/** `GET /teacher/marking/:assignmentId`: the /correct page of one exam. */
/**
 * How far an exam has come, counted one way for every screen (docs/analysis.md): the students of its
 * classes, those with a sheet read (缺考 included), 缺考, those whose every answer has its final score, and
 * the written answers (student × 题块 of sheets not 缺考) to mark and marked (with a final score).
 */
export const ExamProgress = z.object({
  students: z.number().int(),
  scanned: z.number().int(),
  absent: z.number().int(),
  complete: z.number().int(),
  toMark: z.number().int(),
  marked: z.number().int(),
});
export type ExamProgress = z.infer<typeof ExamProgress>;

export const MarkingOverview = z.object({
  assignmentId: z.string(),
  name: z.string(),
  kind: z.enum(['homework', 'exam']),
  status: z.enum(['waiting', 'scanning', 'marking', 'done']),
  subjectName: z.string(),
  gradeName: z.string(),
  totalScore: z.number(),
  settings: MarkingSettings,
  /** The owner, a director of the grade or a school manager: settings, key, reassigning, 问题卷, 完成阅卷. */
  canManage: z.boolean(),
  /** Students with a sheet, of whom 缺考. */
  sheets: z.number().int(),
  absent: z.number().int(),
  studentCount: z.number().int(),
  blocks: z.array(MarkingBlock),
  progress: ExamProgress,
  /** Every answer of every scanned sheet has its final score. */
  complete: z.boolean(),
  keyVersion: z.number().int(),
});
export type MarkingOverview = z.infer<typeof MarkingOverview>;

/**
 * `PUT /teacher/marking/:assignmentId/block/:block/markers`: reassigning (managers). In 按班级 mode a
 * class's answers go to the chosen teachers; in 统一阅卷 mode `classId` is null and the list is the pool.
 * An empty list returns to the default (the class's subject teachers, or everyone).
 */
export const SetMarkersBody = z.object({
  classId: z.string().uuid().nullable().default(null),
  userIds: z.array(z.string().uuid('教师编号无效')).max(50),
});
export type SetMarkersBody = z.infer<typeof SetMarkersBody>;

/** `GET /teacher/marking/:assignmentId/markers`: teachers who may be given marking (managers). */
export const MarkerCandidate = z.object({ userId: z.string(), name: z.string(), subjects: z.string() });
export type MarkerCandidate = z.infer<typeof MarkerCandidate>;
