import { z } from 'zod';

/**
 * 我的备课: a lesson plan (教案) on one book node, edited as one document with a version (a stale save is
 * refused), shared with teams (集体备课) or the whole school. docs/lesson-prep.md.
 */

const planId = z.string({ error: '请选择教案' }).uuid('教案编号无效');
const text = (max: number, what: string) => z.string().max(max, `${what}最多 ${max} 个字`).default('');

/** One step of 教学过程. */
export const PlanStep = z.object({
  /** Stable across saves, so comments stay on their step. */
  id: z.string().min(1).max(40),
  title: z.string().trim().min(1, '请填写环节名称').max(60, '环节名称最多 60 个字'),
  minutes: z.number().int('时长应为整数分钟').min(0, '时长不能为负').max(240, '一个环节最多 240 分钟'),
  teacher: text(4000, '教师活动'),
  student: text(4000, '学生活动'),
  /** Ids of attached resources (备课资源) and bank questions. */
  resourceIds: z.array(z.string().uuid('资源编号无效')).max(20, '一个环节最多 20 个资源').default([]),
  questionIds: z.array(z.string().uuid('试题编号无效')).max(30, '一个环节最多 30 道题').default([]),
});
export type PlanStep = z.infer<typeof PlanStep>;

export const PlanHomework = z.object({
  questionIds: z.array(z.string().uuid('试题编号无效')).max(60, '课后作业最多 60 道题').default([]),
  /** A paper of 我的试卷 given as the homework instead of (or besides) single questions. */
  paperId: z.string().uuid('试卷编号无效').nullable().default(null),
});

export const PlanContent = z.object({
  objectives: text(4000, '教学目标'),
  keyPoints: text(4000, '重点难点'),
  steps: z.array(PlanStep).max(30, '教学过程最多 30 个环节').default([]),
  board: text(4000, '板书设计'),
  homework: PlanHomework.default({ questionIds: [], paperId: null }),
  reflection: text(4000, '教学反思'),
});
export type PlanContent = z.infer<typeof PlanContent>;
export type PlanContentInput = z.input<typeof PlanContent>;

export const CreatePlanBody = z.object({
  bookNodeId: z.string({ error: '请选择章节' }).min(1, '请选择章节').max(80),
  title: z.string().trim().max(60, '标题最多 60 个字').optional(),
});
export type CreatePlanBody = z.infer<typeof CreatePlanBody>;

/** `PUT /teacher/lesson-plans/:id`: the whole plan, with the version it was edited from. */
export const SavePlanBody = z.object({
  version: z.number().int().min(1),
  title: z.string().trim().min(1, '请填写教案标题').max(60, '标题最多 60 个字'),
  content: PlanContent,
});
export type SavePlanBody = z.input<typeof SavePlanBody>;

export const PlanSaved = z.object({ version: z.number().int(), updatedAt: z.string() });
export type PlanSaved = z.infer<typeof PlanSaved>;

export const PLAN_TABS = ['mine', 'shared', 'school', 'favourite'] as const;

export const PlanListQuery = z.object({
  tab: z.enum(PLAN_TABS).default('mine'),
  textbookId: z.string().max(80).optional(),
  keyword: z.string().trim().max(40, '关键词最多 40 个字').optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50, '每页最多 50 条').default(10),
});
export type PlanListQuery = z.input<typeof PlanListQuery>;

export const PlanSummary = z.object({
  id: z.string(),
  title: z.string(),
  ownerName: z.string(),
  mine: z.boolean(),
  textbookId: z.string(),
  textbookName: z.string(),
  bookNodeId: z.string(),
  nodeName: z.string(),
  stepCount: z.number().int(),
  minutes: z.number().int(),
  schoolShared: z.boolean(),
  teamNames: z.array(z.string()),
  commentCount: z.number().int(),
  favourite: z.boolean(),
  updatedAt: z.string(),
});
export type PlanSummary = z.infer<typeof PlanSummary>;

export const PlanPage = z.object({ total: z.number().int(), items: z.array(PlanSummary) });
export type PlanPage = z.infer<typeof PlanPage>;

export const PlanComment = z.object({
  id: z.string(),
  stepId: z.string().nullable(),
  authorName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type PlanComment = z.infer<typeof PlanComment>;

/** A question attached to the plan, enough to show it (stem HTML with its formulas). */
export const PlanQuestion = z.object({
  id: z.string(),
  typeName: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
});
export type PlanQuestion = z.infer<typeof PlanQuestion>;

/** A resource of 备课资源 attached to a step, as far as the reader may see it. */
export const PlanResource = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  ext: z.string(),
});
export type PlanResource = z.infer<typeof PlanResource>;

export const PlanDetail = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number().int(),
  ownerName: z.string(),
  mine: z.boolean(),
  subjectId: z.string(),
  textbookId: z.string(),
  textbookName: z.string(),
  bookNodeId: z.string(),
  nodeName: z.string(),
  /** The digital book with this node's pages, to open beside the plan. */
  book: z.object({ id: z.string(), start: z.number().int().nullable() }).nullable(),
  content: PlanContent,
  questions: z.array(PlanQuestion),
  /** Attached resources the caller may read (others are left out). */
  resources: z.array(PlanResource),
  schoolShared: z.boolean(),
  teamIds: z.array(z.string()),
  comments: z.array(PlanComment),
  favourite: z.boolean(),
  updatedAt: z.string(),
});
export type PlanDetail = z.infer<typeof PlanDetail>;

export const SharePlanBody = z.object({
  teamIds: z.array(z.string().uuid('教研组编号无效')).max(20, '最多分享给 20 个教研组'),
  school: z.boolean(),
});
export type SharePlanBody = z.infer<typeof SharePlanBody>;

export const CommentPlanBody = z.object({
  stepId: z.string().max(40).nullable().default(null),
  body: z.string().trim().min(1, '请填写评论内容').max(1000, '评论最多 1000 个字'),
});
export type CommentPlanBody = z.input<typeof CommentPlanBody>;

/** Teams of the caller's school a plan may be shared with. */
export const PlanTeam = z.object({ id: z.string(), name: z.string(), member: z.boolean() });
export type PlanTeam = z.infer<typeof PlanTeam>;

/** `POST /teacher/lesson-plans/:id/homework`: 课后作业 → 作业 for classes, in one step. */
export const PlanHomeworkBody = z.object({
  classIds: z.array(z.string().uuid('班级编号无效')).min(1, '请选择班级').max(20),
  name: z.string().trim().min(1, '请填写作业名称').max(60, '作业名称最多 60 个字'),
  examDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'),
});
export type PlanHomeworkBody = z.infer<typeof PlanHomeworkBody>;

export const PlanHomeworkCreated = z.object({ assignmentId: z.string(), paperId: z.string() });
export type PlanHomeworkCreated = z.infer<typeof PlanHomeworkCreated>;

export const PlanIdParam = z.object({ id: planId });
export const PlanCreated = z.object({ id: z.string() });
export type PlanCreated = z.infer<typeof PlanCreated>;
