/** The grade and class reports, 讲评, the paper report and the exam's details. */
import { z } from 'zod';
import { IdName } from '../envelope';
import {
  AnalysisExam,
  Distribution,
  GroupStats,
  KnowledgeHeatmap,
  QUALITIES,
  QuestionStat,
  QuestionTypeRow,
  Reliability,
} from './figures';
import { RateCutoffs } from './settings';

/** `GET /teacher/analysis/:examId/grade`. Classes are those the caller may read. */
export const GradeReport = z.object({
  exam: AnalysisExam,
  cutoffs: RateCutoffs,
  grade: GroupStats,
  classes: z.array(GroupStats),
  distribution: Distribution,
  questions: z.array(QuestionStat),
  questionTypes: z.array(QuestionTypeRow),
  reliability: Reliability,
  /** Rows: each class then the grade (id = the grade's id). */
  knowledge: KnowledgeHeatmap,
});
export type GradeReport = z.infer<typeof GradeReport>;

/**
 * A student's state in an exam: scored (every answer has its final score), partial (scanned, written
 * answers not all marked: 未阅完), absent (缺考) or missing (未扫描).
 */
export const SheetState = z.enum(['scored', 'partial', 'absent', 'missing']);
export type SheetState = z.infer<typeof SheetState>;
export const SHEET_STATE_NAMES: Record<SheetState, string> = {
  scored: '已阅',
  partial: '未阅完',
  absent: '缺考',
  missing: '未扫描',
};

/** One student's line of an exam. */
export const StudentResult = z.object({
  studentId: z.string(),
  name: z.string(),
  studentNo: z.string(),
  classId: z.string(),
  className: z.string(),
  status: SheetState,
  /** Final figures only: total and 主观题 when scored; 客观题 once scanned. */
  total: z.number().nullable(),
  objective: z.number().nullable(),
  subjective: z.number().nullable(),
  classRank: z.number().int().nullable(),
  gradeRank: z.number().int().nullable(),
  /** Grade rank change since the grade's previous exam of the subject: positive = moved up. */
  rankChange: z.number().int().nullable(),
  z: z.number().nullable(),
  t: z.number().nullable(),
  /** Score per column key; null until final (not scanned, 缺考, or a written answer not marked yet). */
  scores: z.record(z.string(), z.number().nullable()),
  /** Chosen letters per objective question ("" blank). */
  answers: z.record(z.string(), z.string()),
});
export type StudentResult = z.infer<typeof StudentResult>;

export const PreviousExam = z.object({ id: z.string(), name: z.string(), examDate: z.string() });

/** `GET /teacher/analysis/:examId/class/:classId`. */
export const ClassReport = z.object({
  exam: AnalysisExam,
  cutoffs: RateCutoffs,
  classStats: GroupStats,
  grade: GroupStats,
  /** Band counts of the class and of the grade. */
  distribution: Distribution,
  /** Every student of the class, by class rank (unscored last). */
  students: z.array(StudentResult),
  /** The grade's previous exam of the subject the rank changes compare with, if any. */
  previous: PreviousExam.nullable(),
  /** Up to five largest rises and falls in grade rank. */
  risers: z.array(StudentResult),
  fallers: z.array(StudentResult),
  questionTypes: z.array(QuestionTypeRow),
  /** The class's figures per question, with the grade's 得分率 beside. */
  questions: z.array(QuestionStat.extend({ gradeP: z.number() })),
  knowledge: KnowledgeHeatmap,
});
export type ClassReport = z.infer<typeof ClassReport>;

/** A wrong answer worth showing in 讲评: the student's written-answer crop or chosen letters. */
export const WrongAnswer = z.object({
  studentId: z.string(),
  name: z.string(),
  score: z.number(),
  /** Objective: the letters chosen. */
  answer: z.string().nullable(),
  /** Written block: the answer's image path under the API (`/teacher/assignment/…/answer/…/0`). */
  image: z.string().nullable(),
});
export type WrongAnswer = z.infer<typeof WrongAnswer>;

/**
 * The students a report is about ("全部班级" or one class), counted one way on every screen: the
 * classes, their students, with a sheet read (缺考 included), 缺考, and with every answer final.
 */
export const ReportScope = IdName.extend({
  classIds: z.array(z.string()),
  students: z.number().int(),
  scanned: z.number().int(),
  absent: z.number().int(),
  complete: z.number().int(),
});
export type ReportScope = z.infer<typeof ReportScope>;

/** `GET /teacher/analysis/:examId/commentary?classId=`: 讲评, questions by points lost. */
export const Commentary = z.object({
  exam: AnalysisExam,
  scope: ReportScope,
  questions: z.array(
    QuestionStat.extend({
      /** Students who did not get full marks. */
      wrongCount: z.number().int(),
      /** Typical wrong answers: the most chosen wrong options' students, or low-scored written answers. */
      samples: z.array(WrongAnswer),
      /** Students with the lowest scores on it (names), for follow-up. */
      students: z.array(z.string()),
    }),
  ),
});
export type Commentary = z.infer<typeof Commentary>;

/** `GET /teacher/analysis/:examId/paper-report`: the paper's quality over the whole exam. */
export const PaperReport = z.object({
  exam: AnalysisExam,
  count: z.number().int(),
  /** Over the students with a final total; null when there are none. */
  mean: z.number().nullable(),
  /** Whole paper: mean / full. */
  p: z.number().nullable(),
  /** Intended (bank) difficulty of the paper: score-weighted mean of its questions, null when unknown. */
  intended: z.number().nullable(),
  discrimination: z.number().nullable(),
  reliability: Reliability,
  questions: z.array(QuestionStat),
  /** Questions per quality band and per difficulty band. */
  qualityCounts: z.record(z.enum(QUALITIES), z.number().int()),
  difficultyCounts: z.array(z.object({ name: z.string(), count: z.number().int(), score: z.number() })),
});
export type PaperReport = z.infer<typeof PaperReport>;

/** `GET /teacher/analysis/:examId/details?classId=`: every student × question of the readable classes. */
export const ExamDetails = z.object({
  exam: AnalysisExam,
  /** The students listed: all classes, the caller's readable ones (任教班级), or one class. */
  scope: ReportScope,
  columns: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      max: z.number(),
      objective: z.boolean(),
      section: z.string(),
      answer: z.array(z.string()),
    }),
  ),
  students: z.array(StudentResult),
});
export type ExamDetails = z.infer<typeof ExamDetails>;
