/** Answers handed to markers: tasks, annotations, scores given, history and 问题卷. */
import { z } from 'zod';

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
