/** 大屏: what the hall display shows. */
import { z } from 'zod';
import { ExamProgress } from '../marking';
import { AnalysisExam, Distribution, GroupStats, KnowledgeHeatmap } from './figures';

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
