import { z } from 'zod';
import { IdName, pageOf } from './envelope';
import { PaperSettings, RubricStep } from './papers';

/**
 * 作业与考试: a saved paper given to classes. Its numbering, answer key and scores are frozen into the
 * assignment when it is given (`FrozenPaper`), so a later edit of the paper changes nothing already
 * printed or scanned, until the teacher re-publishes the key.
 */
export const ASSIGNMENT_KINDS = ['homework', 'exam'] as const;
export const KIND_NAMES = { homework: '作业', exam: '考试' } as const;

export const ASSIGNMENT_STATUSES = ['waiting', 'scanning', 'marking', 'done'] as const;
export const STATUS_NAMES = {
  waiting: '待扫描',
  scanning: '扫描中',
  marking: '阅卷中',
  done: '已完成',
} as const;

/** How a question is answered on the sheet and scored. */
export const QUESTION_KINDS = ['single', 'multiple', 'trueFalse', 'subjective'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

const FrozenPart = z.object({
  /** e.g. 13(1). */
  number: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /** Option count of a choice; 2 for true/false; 0 for a written answer. */
  options: z.number().int(),
  answer: z.array(z.string()),
  score: z.number(),
});

export const FrozenQuestion = FrozenPart.extend({
  questionId: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  /** Sub-questions of a compound item (材料题, 阅读理解), numbered 13(1), 13(2) … */
  parts: z.array(FrozenPart).optional(),
  /** The paper's 评分标准 for a written question, step by step, as it was when given. */
  rubric: z.array(RubricStep).optional(),
});
export type FrozenQuestion = z.infer<typeof FrozenQuestion>;

export const FrozenSection = z.object({
  title: z.string(),
  typeId: z.string(),
  /** Every question of the section is machine-scored (choice or true/false). */
  objective: z.boolean(),
  questions: z.array(FrozenQuestion),
});
export type FrozenSection = z.infer<typeof FrozenSection>;

export const FrozenPaper = z.object({
  title: z.string(),
  subtitle: z.string(),
  totalScore: z.number(),
  settings: PaperSettings,
  sections: z.array(FrozenSection),
});
export type FrozenPaper = z.infer<typeof FrozenPaper>;

const name = z.string().trim().min(1, '请输入名称').max(60, '名称最多 60 个字');
const examDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const classIds = z
  .array(z.string().uuid('班级编号无效'))
  .min(1, '请至少选择一个班级')
  .max(30, '一次最多布置给 30 个班级');

/** `POST /teacher/assignment`. */
export const CreateAssignmentBody = z.object({
  paperId: z.string().uuid('试卷编号无效'),
  kind: z.enum(ASSIGNMENT_KINDS, { error: '请选择作业或考试' }),
  name,
  examDate,
  classIds,
});
export type CreateAssignmentBody = z.infer<typeof CreateAssignmentBody>;

/** `PUT /teacher/assignment/:id`: only the fields given change. */
export const UpdateAssignmentBody = z.object({
  name: name.optional(),
  examDate: examDate.optional(),
  kind: z.enum(ASSIGNMENT_KINDS).optional(),
  classIds: classIds.optional(),
});
export type UpdateAssignmentBody = z.infer<typeof UpdateAssignmentBody>;

/** `GET /teacher/assignment`: the 作业列表 filters, applied on the server. */
export const AssignmentListQuery = z.object({
  schoolYearId: z.string().uuid('学年编号无效').optional(),
  subjectId: z.string().max(80).optional(),
  status: z.enum(ASSIGNMENT_STATUSES).optional(),
  kind: z.enum(ASSIGNMENT_KINDS).optional(),
  dateFrom: examDate.optional(),
  dateTo: examDate.optional(),
  keyword: z.string().trim().max(40, '关键词最多 40 个字').optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50, '每页最多 50 条').default(10),
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuery>;

export const AssignmentClass = z.object({
  id: z.string(),
  name: z.string(),
  studentCount: z.number().int(),
  scannedCount: z.number().int(),
});
export type AssignmentClass = z.infer<typeof AssignmentClass>;

export const AssignmentSummary = z.object({
  id: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  name: z.string(),
  examDate: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  subjectId: z.string(),
  subjectName: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  paperId: z.string(),
  paperTitle: z.string(),
  questionCount: z.number().int(),
  totalScore: z.number(),
  classes: z.array(AssignmentClass),
  studentCount: z.number().int(),
  scannedCount: z.number().int(),
  owner: IdName,
  /** The caller gave it (or manages the school): may edit, delete and re-publish the key. */
  canEdit: z.boolean(),
  createdAt: z.string(),
});
export type AssignmentSummary = z.infer<typeof AssignmentSummary>;

export const AssignmentPage = pageOf(AssignmentSummary);
export type AssignmentPage = z.infer<typeof AssignmentPage>;

/** `GET /teacher/assignment/:id`. */
export const AssignmentDetail = AssignmentSummary.extend({
  schoolYearId: z.string(),
  paper: FrozenPaper,
  keyVersion: z.number().int(),
  keyPublishedAt: z.string(),
  /** The source paper changed since the key was frozen (offer 重新发布答案). */
  paperChanged: z.boolean(),
});
export type AssignmentDetail = z.infer<typeof AssignmentDetail>;

/** `GET /teacher/assignment/:id/students`: the roster of its classes, class then 考号. */
export const AssignmentStudent = z.object({
  id: z.string(),
  name: z.string(),
  studentNo: z.string(),
  classId: z.string(),
  className: z.string(),
});
export type AssignmentStudent = z.infer<typeof AssignmentStudent>;

/** `GET /teacher/assignment/classes?subjectId=`: classes the caller may give work to. */
export const AssignableClass = z.object({
  id: z.string(),
  name: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  studentCount: z.number().int(),
});
export type AssignableClass = z.infer<typeof AssignableClass>;
