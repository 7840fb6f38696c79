/** 数据中心 (grade directors only). */
import { z } from 'zod';
import { IdName } from '../envelope';
import { ExamProgress } from '../marking';

const uuid = z.string().uuid('编号无效');

/** `GET /teacher/data-center/exams`: the directed grades' exams of a school year. */
export const DataCenterQuery = z.object({
  schoolYearId: uuid.optional(),
  gradeId: uuid.optional(),
  subjectId: z.string().max(80).optional(),
  /** '1': also the exams still being scanned or marked (their figures count only final totals). */
  unfinished: z.enum(['0', '1']).optional(),
});
export type DataCenterQuery = z.infer<typeof DataCenterQuery>;

export const DataCenterExam = z.object({
  id: z.string(),
  name: z.string(),
  examDate: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  fullScore: z.number(),
  status: z.enum(['waiting', 'scanning', 'marking', 'done']),
  progress: ExamProgress,
});
export type DataCenterExam = z.infer<typeof DataCenterExam>;

/** Class figures of one exam, as the data centre compares them. */
export const ClassFigures = z.object({
  classId: z.string(),
  className: z.string(),
  teachers: z.array(z.string()),
  count: z.number().int(),
  /** Null when nobody of the class has a final total (shown as —). */
  mean: z.number().nullable(),
  /** mean / full. */
  p: z.number().nullable(),
  excellentRate: z.number().nullable(),
  passRate: z.number().nullable(),
  lowRate: z.number().nullable(),
  overMean: z.number().nullable(),
  rank: z.number().int().nullable(),
});
export type ClassFigures = z.infer<typeof ClassFigures>;

/** `GET /teacher/data-center/overview`: every exam of the grade with its class figures. */
export const DataCenterOverview = z.object({
  grades: z.array(IdName),
  gradeId: z.string().nullable(),
  subjects: z.array(IdName),
  exams: z.array(
    DataCenterExam.extend({
      grade: ClassFigures.omit({
        classId: true,
        className: true,
        teachers: true,
        overMean: true,
        rank: true,
      }),
      classes: z.array(ClassFigures),
    }),
  ),
});
export type DataCenterOverview = z.infer<typeof DataCenterOverview>;

/** `GET /teacher/data-center/:examId/correct-score`: 得分率 per class × question. */
export const CorrectScoreTable = z.object({
  exam: DataCenterExam,
  questions: z.array(z.object({ key: z.string(), label: z.string(), typeName: z.string(), max: z.number() })),
  /** Each class, then the grade (id = grade id). */
  rows: z.array(z.object({ id: z.string(), name: z.string(), values: z.array(z.number().nullable()) })),
});
export type CorrectScoreTable = z.infer<typeof CorrectScoreTable>;
