/** Score sheets (成绩单) and one student's marked sheet. */
import { z } from 'zod';
import { Annotation } from './tasks';

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
