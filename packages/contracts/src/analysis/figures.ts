/** The figures every report is made of: exams, group statistics, bands, questions, types, mastery. */
import { z } from 'zod';
import { IdName } from '../envelope';
import { ExamProgress } from '../marking';

const uuid = z.string().uuid('编号无效');

export const QUALITIES = ['excellent', 'good', 'fair', 'poor'] as const;
export type Quality = (typeof QUALITIES)[number];
export const QUALITY_LABELS: Record<Quality, string> = {
  excellent: '优秀',
  good: '良好',
  fair: '尚可',
  poor: '较差',
};

/**
 * An exam with scores the caller may read: 已完成, or still being scanned or marked (扫描中/阅卷中) with at
 * least one sheet read. Figures of an unfinished exam count only what is final (docs/analysis.md).
 */
export const AnalysisExam = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['homework', 'exam']),
  examDate: z.string(),
  status: z.enum(['waiting', 'scanning', 'marking', 'done']),
  subjectId: z.string(),
  subjectName: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  schoolYearId: z.string(),
  fullScore: z.number(),
  classes: z.array(IdName),
  /** Students of the exam's classes, and of them those whose every answer has its final score. */
  studentCount: z.number().int(),
  scoredCount: z.number().int(),
  /** Scanned and marked so far (the same counts as 阅卷 and the big screen). */
  progress: ExamProgress,
});
export type AnalysisExam = z.infer<typeof AnalysisExam>;

/** `GET /teacher/analysis/exams`: newest first. */
export const AnalysisExamQuery = z.object({
  schoolYearId: uuid.optional(),
  subjectId: z.string().max(80).optional(),
  gradeId: uuid.optional(),
});
export type AnalysisExamQuery = z.infer<typeof AnalysisExamQuery>;

/** Figures of one group of students (a class, the grade). Rates are shares 0–1. */
export const GroupStats = z.object({
  id: z.string(),
  name: z.string(),
  /**
   * Students of the group; `count` of them with a final total; `absent` 缺考; `scanned` with a sheet read
   * (缺考 included); the rest not scanned. The figures below are over the `count` students, null when
   * there are none (shown as —, never 0).
   */
  students: z.number().int(),
  count: z.number().int(),
  absent: z.number().int(),
  scanned: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  std: z.number().nullable(),
  max: z.number().nullable(),
  min: z.number().nullable(),
  q1: z.number().nullable(),
  q3: z.number().nullable(),
  excellentRate: z.number().nullable(),
  goodRate: z.number().nullable(),
  passRate: z.number().nullable(),
  lowRate: z.number().nullable(),
  /** 客观题: the mean objective score over the scanned sheets (not 缺考), final once a sheet is read. */
  objectiveCount: z.number().int(),
  objectiveMean: z.number().nullable(),
  /** 超均率 against the grade: (group mean − grade mean) / grade mean; 0 for the grade itself. */
  overMean: z.number().nullable(),
  /** Rank of the group's mean among the classes (1 = highest); null for the grade. */
  rank: z.number().int().nullable(),
  /** The subject teachers of the class (names), empty for the grade. */
  teachers: z.array(z.string()),
});
export type GroupStats = z.infer<typeof GroupStats>;

export const ScoreBand = z.object({ label: z.string(), from: z.number(), to: z.number() });
export type ScoreBand = z.infer<typeof ScoreBand>;

/** Counts per band (10-point bands of the full marks) for the grade and each class, in `bands` order. */
export const Distribution = z.object({
  bands: z.array(ScoreBand),
  rows: z.array(z.object({ id: z.string(), name: z.string(), counts: z.array(z.number().int()) })),
});
export type Distribution = z.infer<typeof Distribution>;

export const OptionShare = z.object({
  /** '' = 未作答. */
  option: z.string(),
  count: z.number().int(),
  share: z.number(),
  correct: z.boolean(),
});
export type OptionShare = z.infer<typeof OptionShare>;

/** One score column's figures over a group of students. */
export const QuestionStat = z.object({
  key: z.string(),
  /** 第3题, 第13(1)题, 第23/24题（选做）. */
  label: z.string(),
  typeName: z.string(),
  section: z.string(),
  objective: z.boolean(),
  max: z.number(),
  /** The bank question(s) it scores; the first is the one to show. */
  questionIds: z.array(z.string()),
  knowledge: z.array(IdName),
  count: z.number().int(),
  mean: z.number(),
  /** 得分率 (difficulty P), 0–1. */
  p: z.number(),
  /** Top 27% minus bottom 27%, over max; over students with a final total, null when there are none. */
  discrimination: z.number().nullable(),
  pointBiserial: z.number().nullable(),
  quality: z.enum(QUALITIES),
  /** 容易 … 困难 by P. */
  difficultyName: z.string(),
  /** The bank's difficulty of the question (0–1, higher = easier), null when unknown. */
  intended: z.number().nullable(),
  fullCount: z.number().int(),
  zeroCount: z.number().int(),
  /** Points lost by the group in all: (max − mean) × count. */
  lost: z.number(),
  /** Choice questions: each option's share, then 未作答. */
  options: z.array(OptionShare),
  /** The key of a choice question (e.g. ["A", "C"]), empty for a written one. */
  answer: z.array(z.string()),
});
export type QuestionStat = z.infer<typeof QuestionStat>;

/** The spec's question-type statistics table (§3). */
export const QuestionTypeRow = z.object({
  questionTypeName: z.string(),
  /** Share of answers (student × question) with full marks. */
  accuracy: z.number(),
  /** Mean score per student on the type. */
  average: z.number(),
  /** Students answering. */
  studentNum: z.number().int(),
  /** Answers with full marks. */
  correctNum: z.number().int(),
  fullScore: z.number(),
});
export type QuestionTypeRow = z.infer<typeof QuestionTypeRow>;

export const Reliability = z.object({
  /** Null when no student has a final total yet. */
  value: z.number().nullable(),
  method: z.enum(['KR-20', 'alpha']),
  quality: z.enum(QUALITIES),
});
export type Reliability = z.infer<typeof Reliability>;

/** Knowledge mastery (0–1, score-weighted) of each class and the grade, per knowledge point. */
export const KnowledgeHeatmap = z.object({
  points: z.array(IdName.extend({ fullScore: z.number() })),
  rows: z.array(z.object({ id: z.string(), name: z.string(), values: z.array(z.number().nullable()) })),
});
export type KnowledgeHeatmap = z.infer<typeof KnowledgeHeatmap>;
