import { z } from 'zod';
import { RubricStep } from './papers';

/**
 * 阅卷: objective questions scored from the exam's frozen key, written answers (题块, one per answer
 * region of the sheet) marked by teachers on screen. docs/marking.md has the rules.
 */

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
  /** Answers to mark (students with a sheet, not 缺考), times two with 双评. */
  total: z.number().int(),
  marked: z.number().int(),
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

/** Annotation strokes over an answer, in fractions (0–1) of the answer image's width and height. */
const unit = z.number().min(0).max(1);
export const Annotation = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['tick', 'cross', 'half']), x: unit, y: unit }),
  z.object({
    kind: z.literal('pen'),
    /** x0, y0, x1, y1, … */
    points: z.array(unit).min(4).max(2000),
  }),
  z.object({
    kind: z.literal('text'),
    x: unit,
    y: unit,
    text: z.string().trim().min(1).max(60, '批注最多 60 个字'),
  }),
]);
export type Annotation = z.infer<typeof Annotation>;

export const MARK_TAGS = ['excellent', 'typical'] as const;
export const MARK_TAG_NAMES = { excellent: '优秀答卷', typical: '典型错误' } as const;

/** Reasons offered for a 问题卷 (free text allowed too). */
export const PROBLEM_REASONS = ['图像不清晰', '答题位置错误', '答案与题目不符', '其他'] as const;

/** One answer handed to a marker. Students stay anonymous while marking (学生姓名不显示). */
export const MarkingTask = z.object({
  id: z.string(),
  assignmentId: z.string(),
  block: z.string(),
  label: z.string(),
  /** 1 (or 2 with 双评); 3 is an arbitration of the two. */
  round: z.number().int(),
  maxScore: z.number(),
  /** Image parts of the answer in order (a region split over columns has two), as API paths. */
  images: z.array(z.string()),
  score: z.number().nullable(),
  annotations: z.array(Annotation),
  problem: z.string().nullable(),
  tags: z.array(z.enum(MARK_TAGS)),
  /** For an arbitration: the two markers' scores. */
  otherScores: z.array(z.number()),
  markedAt: z.string().nullable(),
  version: z.number().int(),
});
export type MarkingTask = z.infer<typeof MarkingTask>;

export const BlockProgress = z.object({
  total: z.number().int(),
  marked: z.number().int(),
  myMarked: z.number().int(),
});
export type BlockProgress = z.infer<typeof BlockProgress>;

/**
 * `POST /teacher/marking/:assignmentId/block/:block/next`: the next answer for the caller. `holding`
 * are the tasks the page already has (the one on screen and the prefetched one), so a second call
 * gets a different answer; after a reload the caller's own unfinished answers come back first.
 */
export const NextTaskBody = z.object({
  holding: z.array(z.string().uuid()).max(5).default([]),
  /** `3`: arbitration answers (managers only). */
  round: z.union([z.literal(1), z.literal(3)]).default(1),
});
export type NextTaskBody = z.infer<typeof NextTaskBody>;

export const NextTaskResult = z.object({
  /** null: nothing left for the caller (本题已阅完, or the rest is with other markers). */
  task: MarkingTask.nullable(),
  progress: BlockProgress,
});
export type NextTaskResult = z.infer<typeof NextTaskResult>;

/** `PUT /teacher/marking/task/:id`: a score (or a 问题卷 with its reason), annotations and tags. */
export const SubmitMarkBody = z
  .object({
    score: z.number().min(0, '分数不能小于 0').nullable(),
    annotations: z.array(Annotation).max(200, '批注太多').default([]),
    problem: z.string().trim().min(1).max(60, '问题卷原因最多 60 个字').nullable().default(null),
    tags: z.array(z.enum(MARK_TAGS)).max(2).default([]),
    /** The task's version as loaded: a revision over someone else's change is refused. */
    version: z.number().int(),
  })
  .refine((b) => b.score !== null || b.problem !== null, { message: '请输入分数', path: ['score'] });
export type SubmitMarkBody = z.infer<typeof SubmitMarkBody>;

export const SubmitMarkResult = z.object({ task: MarkingTask, progress: BlockProgress });
export type SubmitMarkResult = z.infer<typeof SubmitMarkResult>;

/** `GET /teacher/marking/:assignmentId/block/:block/history`: the caller's marked answers, newest first. */
export const MarkHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type MarkHistoryQuery = z.infer<typeof MarkHistoryQuery>;

export const MarkHistoryItem = z.object({
  id: z.string(),
  /** 第 N 份 in the order the caller marked them. */
  seq: z.number().int(),
  score: z.number().nullable(),
  problem: z.string().nullable(),
  tags: z.array(z.enum(MARK_TAGS)),
  markedAt: z.string(),
});
export type MarkHistoryItem = z.infer<typeof MarkHistoryItem>;

export const MarkHistoryPage = z.object({
  records: z.array(MarkHistoryItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type MarkHistoryPage = z.infer<typeof MarkHistoryPage>;

/** `GET /teacher/marking/task/:id`: one task (the caller's own, or any for a manager). */

/** `GET /teacher/marking/:assignmentId/problems`: 问题卷 and arbitrations, for managers. */
export const ProblemTask = z.object({
  id: z.string(),
  block: z.string(),
  label: z.string(),
  kind: z.enum(['problem', 'arbitration']),
  reason: z.string().nullable(),
  markerName: z.string().nullable(),
  studentName: z.string(),
  className: z.string(),
  at: z.string(),
});
export type ProblemTask = z.infer<typeof ProblemTask>;

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

/** `PUT /teacher/marking/:assignmentId/key`: a new key for one objective question; every sheet is re-scored. */
export const UpdateKeyBody = z.object({
  number: z.string().min(1).max(20),
  answer: z
    .array(z.string().regex(/^[A-HTF]$/, '答案格式不正确'))
    .min(1, '请选择正确答案')
    .max(8),
});
export type UpdateKeyBody = z.infer<typeof UpdateKeyBody>;

export const KeyChange = z.object({
  number: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
  userName: z.string(),
  at: z.string(),
  /** Sheets re-scored by the change. */
  sheets: z.number().int(),
});
export type KeyChange = z.infer<typeof KeyChange>;

/** Columns of a score sheet: every objective question and every written block, in paper order. */
export const ScoreColumn = z.object({
  key: z.string(),
  label: z.string(),
  max: z.number(),
  objective: z.boolean(),
  /** The 大题 it belongs to (一、选择题 …): section subtotals add its columns. */
  section: z.string(),
});
export type ScoreColumn = z.infer<typeof ScoreColumn>;

export const ScoreRow = z.object({
  studentId: z.string(),
  name: z.string(),
  studentNo: z.string(),
  classId: z.string(),
  className: z.string(),
  /** No sheet scanned: 未扫描; 缺考 is kept apart from a zero. */
  status: z.enum(['scored', 'absent', 'missing']),
  objective: z.number().nullable(),
  subjective: z.number().nullable(),
  total: z.number().nullable(),
  /** Rank in the class and in the exam (ties share a rank); null without a score. */
  classRank: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  /** Per column key; null where not yet marked. */
  scores: z.record(z.string(), z.number().nullable()),
  /** Every written answer has its final score. */
  complete: z.boolean(),
});
export type ScoreRow = z.infer<typeof ScoreRow>;

/** `GET /teacher/assignment/:id/scores?classId=`: the score sheet (成绩单). */
export const ScoreSheet = z.object({
  assignmentId: z.string(),
  name: z.string(),
  kind: z.enum(['homework', 'exam']),
  examDate: z.string(),
  subjectName: z.string(),
  totalScore: z.number(),
  columns: z.array(ScoreColumn),
  rows: z.array(ScoreRow),
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Every scanned sheet fully scored. */
  complete: z.boolean(),
});
export type ScoreSheet = z.infer<typeof ScoreSheet>;

export const ScoreSheetQuery = z.object({ classId: z.string().uuid('班级编号无效').optional() });
export type ScoreSheetQuery = z.infer<typeof ScoreSheetQuery>;

/** `GET /teacher/assignment/:id/student/:studentId/marked`: one student's marked sheet. */
export const MarkedSheet = z.object({
  student: z.object({ id: z.string(), name: z.string(), studentNo: z.string(), className: z.string() }),
  assignmentName: z.string(),
  totalScore: z.number(),
  status: z.enum(['scored', 'absent', 'missing']),
  total: z.number().nullable(),
  objective: z.array(
    z.object({
      number: z.string(),
      answer: z.string(),
      key: z.string(),
      score: z.number(),
      max: z.number(),
    }),
  ),
  written: z.array(
    z.object({
      block: z.string(),
      label: z.string(),
      score: z.number().nullable(),
      max: z.number(),
      images: z.array(z.string()),
      annotations: z.array(Annotation),
    }),
  ),
});
export type MarkedSheet = z.infer<typeof MarkedSheet>;

/** One question of a 题块 as the marker reads it beside the answer: the question, its key and 评分标准. */
export const BlockKeyQuestion = z.object({
  number: z.string(),
  typeName: z.string(),
  score: z.number(),
  /** Question HTML (formulas as TeX); empty when the question was deleted from the bank since. */
  stem: z.string(),
  /** 参考答案, as HTML pieces. */
  answer: z.array(z.string()),
  /** 解析. */
  analysis: z.string(),
  /** Sub-questions with their own answers, for a compound question. */
  parts: z.array(z.object({ stem: z.string(), answer: z.array(z.string()), analysis: z.string() })),
  rubric: z.array(RubricStep),
});
export type BlockKeyQuestion = z.infer<typeof BlockKeyQuestion>;

/** `GET /teacher/marking/:id/block/:block/key`: what /write shows beside the answer image. */
export const BlockKey = z.object({
  block: z.string(),
  label: z.string(),
  maxScore: z.number(),
  questions: z.array(BlockKeyQuestion),
  /** The marker's own choice of showing the panel (remembered per user); open until they close it. */
  open: z.boolean(),
});
export type BlockKey = z.infer<typeof BlockKey>;

/** `PUT /teacher/marking/key-panel`: show or hide 参考答案 beside the answer, for this user. */
export const KeyPanelBody = z.object({ open: z.boolean() });
export type KeyPanelBody = z.infer<typeof KeyPanelBody>;
/** The answer to `PUT /teacher/marking/key-panel`: whether 参考答案 is shown beside the answer now. */
export const KeyPanelState = z.object({ open: z.boolean() });
export type KeyPanelState = z.infer<typeof KeyPanelState>;
