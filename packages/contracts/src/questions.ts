import { z } from 'zod';

export const QUESTION_SORTS = ['newest', 'popular', 'easy', 'hard'] as const;

/** `GET /question/search`: the 选题组卷 filters; everything is applied on the server. */
export const QuestionSearchQuery = z.object({
  subjectId: z.string({ error: '请选择学科' }).min(1, '请选择学科').max(80),
  /** A chapter, section or lesson: questions of it and everything under it. */
  bookNodeId: z.string().max(120).optional(),
  /** A knowledge point: questions of it and everything under it. */
  knowledgeId: z.string().max(120).optional(),
  typeId: z.string().max(80).optional(),
  /** Difficulty band 1 容易 … 5 困难. */
  band: z.coerce.number().int().min(1).max(5).optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  source: z.string().trim().max(40).optional(),
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
  /** Which bank: everything visible (default), the platform's, my school's or my own. */
  scope: z.enum(['all', 'platform', 'school', 'personal']).default('all'),
  sort: z.enum(QUESTION_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(500, '最多翻到第 500 页，请缩小筛选范围').default(1),
  size: z.coerce.number().int().min(1).max(50, '每页最多 50 道题').default(10),
});
export type QuestionSearchQuery = z.infer<typeof QuestionSearchQuery>;

/** A question as a card in a list: no answer or 解析 (fetched on demand). */
export interface QuestionCard {
  id: string;
  typeId: string;
  typeName: string;
  isObjective: boolean;
  difficulty: number;
  /** 容易 / 较易 / 中档 / 较难 / 困难 */
  difficultyName: string;
  stem: string;
  options: string[];
  parts: { stem: string; options?: string[]; score: number }[] | null;
  knowledge: { id: string; name: string }[];
  source: string | null;
  year: number | null;
  region: string | null;
  score: number;
  useCount: number;
  scope: 'platform' | 'school' | 'personal';
  inBasket: boolean;
}

/** `GET /question/:id`: the card with the answer and 解析. */
export interface QuestionDetail extends QuestionCard {
  answer: string[];
  analysis: string;
  partsDetail:
    | { stem: string; options?: string[]; answer: string[]; analysis: string; score: number }[]
    | null;
}

export interface QuestionPage {
  records: QuestionCard[];
  total: number;
  page: number;
  size: number;
}

/** One question read from an uploaded Word file, for the teacher to review before saving. */
export interface ImportDraft {
  /** The number it had in the file. */
  number: number;
  /** Guessed from the section heading, the options and the answer; the teacher may change it. */
  typeName: string;
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
  /** What looks wrong (no answer, an answer letter without an option …); empty when it looks fine. */
  problems: string[];
  /** A question already in the bank with nearly the same stem. */
  duplicateOf: { id: string; stem: string } | null;
}

export interface ImportPreview {
  drafts: ImportDraft[];
  /** Lines that belonged to no question (titles, notes), shown so nothing is silently dropped. */
  ignored: string[];
}

export const SaveImportBody = z.object({
  subjectId: z.string().min(1, '请选择学科').max(80),
  scope: z.enum(['personal', 'school']).default('personal'),
  questions: z
    .array(
      z.object({
        typeId: z.string().min(1, '请选择题型').max(80),
        stem: z.string().min(1, '题干不能为空').max(20_000, '题干过长'),
        options: z.array(z.string().max(5_000)).max(10).default([]),
        answer: z.array(z.string().max(10_000)).min(1, '请填写答案').max(20),
        analysis: z.string().max(20_000).default(''),
        difficulty: z.number().min(0).max(1).default(0.5),
        score: z.number().min(0.5).max(100).default(5),
        knowledgeIds: z.array(z.string().max(120)).max(10).default([]),
        bookNodeIds: z.array(z.string().max(120)).max(10).default([]),
        /** Save even though a near-identical question exists. */
        allowDuplicate: z.boolean().default(false),
      }),
    )
    .min(1, '没有要保存的试题')
    .max(200, '一次最多保存 200 道题'),
});
export type SaveImportBody = z.infer<typeof SaveImportBody>;
