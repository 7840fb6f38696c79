import { z } from 'zod';
import { IdName } from './envelope';
import { ExamProgress } from './marking';

/**
 * 学情分析: an exam's scores turned into figures — per grade, class, student, question, question type
 * and knowledge point — for the analysis screens, the teacher's assistant, the grade director's data
 * centre and the big screen. docs/analysis.md has the definitions; packages/stats computes them.
 *
 * A "question" here is a score column of the exam (ScoreColumn): an objective question (or objective
 * part of a compound one) by its number, or a written block (题块) as marked.
 */

const uuid = z.string().uuid('编号无效');

/** Share cut-offs of full marks: 优秀/良好/及格 at or above, 低分 below. */
export const RateCutoffs = z.object({
  excellent: z.number(),
  good: z.number(),
  pass: z.number(),
  low: z.number(),
});
export type RateCutoffs = z.infer<typeof RateCutoffs>;

const share = (name: string) =>
  z
    .number({ error: `请填写${name}` })
    .min(0.05, `${name}应在 5% 到 100% 之间`)
    .max(1, `${name}应在 5% 到 100% 之间`);

/** `PUT /teacher/analysis/settings` (school managers): the school's cut-offs. */
export const AnalysisSettingsBody = z
  .object({
    cutoffs: z.object({
      excellent: share('优秀线'),
      good: share('良好线'),
      pass: share('及格线'),
      low: share('低分线'),
    }),
  })
  .refine(
    (b) =>
      b.cutoffs.excellent >= b.cutoffs.good &&
      b.cutoffs.good >= b.cutoffs.pass &&
      b.cutoffs.pass >= b.cutoffs.low,
    { message: '分数线应满足：优秀 ≥ 良好 ≥ 及格 ≥ 低分', path: ['cutoffs'] },
  );
export type AnalysisSettingsBody = z.infer<typeof AnalysisSettingsBody>;

/** `GET /teacher/analysis/settings`. */
export const AnalysisSettings = z.object({
  cutoffs: RateCutoffs,
  /** The defaults (85%/70%/60%/40%) are in use. */
  isDefault: z.boolean(),
  canEdit: z.boolean(),
});
export type AnalysisSettings = z.infer<typeof AnalysisSettings>;

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

// ——— 数据中心 (grade directors only) ———

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

// ——— 大屏 ———

export const LiveExam = z.object({
  id: z.string(),
  name: z.string(),
  subjectName: z.string(),
  status: z.enum(['waiting', 'scanning', 'marking', 'done']),
  /** Scanned and marked, counted as 阅卷 counts them. */
  progress: ExamProgress,
  /** Pages waiting for or in recognition, and pages needing a person. */
  queued: z.number().int(),
  problems: z.number().int(),
});
export type LiveExam = z.infer<typeof LiveExam>;

/** `GET /teacher/big-screen?gradeId=`: what the hall display shows; polled. */
export const BigScreen = z.object({
  schoolName: z.string(),
  gradeName: z.string(),
  now: z.string(),
  /** Exams being scanned or marked (today's first). */
  live: z.array(LiveExam),
  /** The grade's latest finished (已完成) exam, if any: an exam being marked shows in `live` only. */
  latest: z
    .object({
      exam: AnalysisExam,
      grade: GroupStats,
      classes: z.array(GroupStats),
      distribution: Distribution,
      knowledge: KnowledgeHeatmap,
      /** The grade's mean per exam of the subject, oldest first. */
      trend: z.array(
        z.object({ name: z.string(), examDate: z.string(), mean: z.number(), fullScore: z.number() }),
      ),
    })
    .nullable(),
});
export type BigScreen = z.infer<typeof BigScreen>;
