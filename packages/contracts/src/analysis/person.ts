/** A student's report: trend, questions, mastery and practice. */
import { z } from 'zod';
import { IdName } from '../envelope';
import { AnalysisExam, GroupStats } from './figures';
import { SheetState, StudentResult } from './reports';

/** One exam of a student's trend. */
export const TrendPoint = z.object({
  examId: z.string(),
  name: z.string(),
  examDate: z.string(),
  fullScore: z.number(),
  /** The exam's own state: a trend holds finished exams, and the exam being read. */
  examStatus: z.enum(['waiting', 'scanning', 'marking', 'done']),
  status: SheetState,
  total: z.number().nullable(),
  classRank: z.number().int().nullable(),
  gradeRank: z.number().int().nullable(),
  /** Null when nobody of the class (grade) has a final total. */
  classMean: z.number().nullable(),
  gradeMean: z.number().nullable(),
  classCount: z.number().int(),
  gradeCount: z.number().int(),
});
export type TrendPoint = z.infer<typeof TrendPoint>;

export const PersonQuestion = z.object({
  key: z.string(),
  label: z.string(),
  typeName: z.string(),
  objective: z.boolean(),
  max: z.number(),
  score: z.number().nullable(),
  /** right 全对, partial 部分得分, wrong 0 分 (blank included), none 未评. */
  result: z.enum(['right', 'partial', 'wrong', 'none']),
  /** Objective: the chosen letters and the key. */
  answer: z.string().nullable(),
  correctAnswer: z.array(z.string()),
  /** 得分率 of the class and the grade; null while nobody has a final answer to it. */
  classP: z.number().nullable(),
  gradeP: z.number().nullable(),
  questionIds: z.array(z.string()),
  knowledge: z.array(IdName),
});
export type PersonQuestion = z.infer<typeof PersonQuestion>;

export const MasteryRow = z.object({
  id: z.string(),
  name: z.string(),
  /** Over this exam: the student's, the class's and the grade's. */
  student: z.number().nullable(),
  classMastery: z.number().nullable(),
  gradeMastery: z.number().nullable(),
  /** The student's over all their scored exams of the subject this school year. */
  overall: z.number().nullable(),
});
export type MasteryRow = z.infer<typeof MasteryRow>;

export const PracticeQuestion = z.object({
  id: z.string(),
  typeName: z.string(),
  difficultyName: z.string(),
  /** Sanitised stem HTML. */
  stem: z.string(),
  options: z.array(z.string()),
  /** The missed column it is recommended for. */
  forKey: z.string(),
});
export type PracticeQuestion = z.infer<typeof PracticeQuestion>;

/** `GET /teacher/analysis/:examId/student/:studentId`. */
export const PersonReport = z.object({
  exam: AnalysisExam,
  result: StudentResult,
  classStats: GroupStats,
  grade: GroupStats,
  /** The student's exams of the subject, oldest first (at most 20). */
  trend: z.array(TrendPoint),
  questions: z.array(PersonQuestion),
  knowledge: z.array(MasteryRow),
  /** Columns lost points on, most lost first. */
  mistakes: z.array(z.string()),
  /** 同类题 for the mistakes from the bank (same knowledge point and type), not yet given to the class. */
  practice: z.array(PracticeQuestion),
  /** The marked answers with annotations: `GET /teacher/assignment/:examId/student/:studentId/marked`. */
  hasMarkedSheet: z.boolean(),
});
export type PersonReport = z.infer<typeof PersonReport>;

/** `GET /teacher/analysis/:examId/class/:classId/people`: the person reports of a class (家长会 handouts). */
export const PersonReportBatch = z.object({ reports: z.array(PersonReport) });
export type PersonReportBatch = z.infer<typeof PersonReportBatch>;
