import { z } from 'zod';
import { PaperSettings } from './papers';

const PrintPart = z.object({
  number: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  score: z.number(),
});

export const PrintQuestion = z.object({
  /** Continuous over the paper: 1, 2, … */
  number: z.string(),
  questionId: z.string(),
  typeName: z.string(),
  score: z.number(),
  /** Sanitised HTML with LaTeX in \( \) / \[ \]; empty with `missing`. */
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  parts: z.array(PrintPart),
  /** The question was deleted from the bank since; printed as a note. */
  missing: z.boolean(),
});
export type PrintQuestion = z.infer<typeof PrintQuestion>;

export const PrintSection = z.object({
  /** 一、选择题 */
  heading: z.string(),
  /** （共 2 题，共 6 分） */
  note: z.string(),
  questions: z.array(PrintQuestion),
});
export type PrintSection = z.infer<typeof PrintSection>;

/**
 * `GET /teacher/paper/:id/document` and `GET /teacher/assignment/:id/document`: a paper ready to print
 * or export — numbered, with full question content. For an assignment, the numbering and scores are
 * its frozen ones.
 */
export const PrintDocument = z.object({
  title: z.string(),
  subtitle: z.string(),
  settings: PaperSettings,
  totalScore: z.number(),
  questionCount: z.number().int(),
  /** 作业 or 考试 when printed for an assignment. */
  kind: z.enum(['homework', 'exam']).nullable(),
  sections: z.array(PrintSection),
});
export type PrintDocument = z.infer<typeof PrintDocument>;

/** `POST /teacher/paper/:id/docx` and `/teacher/assignment/:id/docx`: which Word file. */
export const DocxBody = z.object({
  kind: z
    .enum(['paper', 'answer', 'analysis'], { error: '请选择导出试卷、答案或答案与解析' })
    .default('paper'),
});
export type DocxBody = z.infer<typeof DocxBody>;
