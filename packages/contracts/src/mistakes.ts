import { z } from 'zod';
import { PrintDocument } from './print';

/**
 * 错题重练: the questions a class got wrong in its scored exams, and practice made of them — a class
 * paper of the most-missed questions (saved to 我的试卷) or one sheet per student of their own mistakes
 * plus 同类题. docs/mistakes.md has the rules.
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const classId = z.string({ error: '请选择班级' }).uuid('班级编号无效');

/** `GET /teacher/mistakes/classes`: classes of the current school year the caller may read. */
export const MistakeClass = z.object({
  id: z.string(),
  name: z.string(),
  gradeName: z.string(),
});
export type MistakeClass = z.infer<typeof MistakeClass>;

/** `GET /teacher/mistakes`. */
export const MistakeQuery = z.object({
  classId,
  dateFrom: date.optional(),
  dateTo: date.optional(),
  /** Comma list; all exams of the range when left out. */
  assignmentIds: z
    .string()
    .max(2000)
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.string().uuid('考试编号无效')).max(30, '一次最多选择 30 次考试').optional()),
});
export type MistakeQuery = z.infer<typeof MistakeQuery>;

export const MistakeExam = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['homework', 'exam']),
  subjectId: z.string(),
  examDate: z.string(),
  /** Students of the class with a (not 缺考) sheet. */
  sheetCount: z.number().int(),
});
export type MistakeExam = z.infer<typeof MistakeExam>;

export const MissedQuestion = z.object({
  assignmentId: z.string(),
  examName: z.string(),
  questionId: z.string(),
  /** The number on that exam's paper. */
  number: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  knowledge: z.array(z.string()),
  /** Students who lost points on it. */
  wrong: z.number().int(),
  sheetCount: z.number().int(),
  /** wrong / sheetCount, 0–1. */
  rate: z.number(),
});
export type MissedQuestion = z.infer<typeof MissedQuestion>;

export const StudentMistakes = z.object({
  studentId: z.string(),
  name: z.string(),
  studentNo: z.string(),
  /** Questions lost points on, over the chosen exams. */
  mistakes: z.number().int(),
  sheets: z.number().int(),
});
export type StudentMistakes = z.infer<typeof StudentMistakes>;

export const MistakeOverview = z.object({
  exams: z.array(MistakeExam),
  /** Most missed first; questions nobody missed are left out. */
  questions: z.array(MissedQuestion),
  students: z.array(StudentMistakes),
});
export type MistakeOverview = z.infer<typeof MistakeOverview>;

export const PRACTICE_MODES = ['class', 'personal'] as const;
export const PRACTICE_MODE_NAMES = { class: '班级错题卷', personal: '个人错题卷' } as const;

/** `POST /teacher/mistakes/practice`. */
export const CreatePracticeBody = z.object({
  classId,
  assignmentIds: z
    .array(z.string().uuid('考试编号无效'), { error: '请选择考试' })
    .min(1, '请至少选择一次考试')
    .max(30, '一次最多选择 30 次考试'),
  mode: z.enum(PRACTICE_MODES, { error: '请选择班级错题卷或个人错题卷' }),
  /** 班级错题卷: how many of the most-missed questions. */
  topN: z.number().int().min(1, '题数至少为 1').max(50, '题数最多 50').default(10),
  /** 个人错题卷: 同类题 added per mistake. */
  similarPerMistake: z.number().int().min(0).max(2, '每道错题最多配 2 道同类题').default(1),
  title: z.string().trim().min(1, '请输入标题').max(60, '标题最多 60 个字'),
});
export type CreatePracticeBody = z.infer<typeof CreatePracticeBody>;
/** What the web sends: `topN` and `similarPerMistake` may be left to their defaults. */
export type CreatePracticeInput = z.input<typeof CreatePracticeBody>;

export const CreatedPractice = z.object({
  id: z.string(),
  /** The paper saved to 我的试卷 (班级错题卷), else null. */
  paperId: z.string().nullable(),
});
export type CreatedPractice = z.infer<typeof CreatedPractice>;

export const PracticeSummary = z.object({
  id: z.string(),
  title: z.string(),
  mode: z.enum(PRACTICE_MODES),
  classId: z.string(),
  className: z.string(),
  paperId: z.string().nullable(),
  studentCount: z.number().int(),
  createdAt: z.string(),
});
export type PracticeSummary = z.infer<typeof PracticeSummary>;

/** `GET /teacher/mistakes/practice?page&size`: the caller's sets, newest first. */
export const PracticeListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type PracticeListQuery = z.infer<typeof PracticeListQuery>;

export const PracticePage = z.object({
  records: z.array(PracticeSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PracticePage = z.infer<typeof PracticePage>;

export const StudentPractice = z.object({
  studentId: z.string(),
  name: z.string(),
  studentNo: z.string(),
  mistakeCount: z.number().int(),
  similarCount: z.number().int(),
  /** 一、错题 then 二、同类题, numbered on. */
  document: PrintDocument,
});
export type StudentPractice = z.infer<typeof StudentPractice>;

/** `GET /teacher/mistakes/practice/:id`. */
export const PracticeDetail = PracticeSummary.extend({
  students: z.array(StudentPractice),
});
export type PracticeDetail = z.infer<typeof PracticeDetail>;
