import { z } from 'zod';
import { IdName, pageOf } from './envelope';

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
  /**
   * Generated variants of one family are 同类: a search shows one of each family (with how many match),
   * unless `family` asks for that family's variants.
   */
  family: z.string().max(120).optional(),
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
  /** Which bank: everything visible (default), the platform's, my school's or my own. */
  scope: z.enum(['all', 'platform', 'school', 'personal']).default('all'),
  sort: z.enum(QUESTION_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(500, '最多翻到第 500 页，请缩小筛选范围').default(1),
  size: z.coerce.number().int().min(1).max(50, '每页最多 50 道题').default(10),
});
export type QuestionSearchQuery = z.infer<typeof QuestionSearchQuery>;

const QuestionPart = z.object({
  stem: z.string(),
  options: z.array(z.string()).optional(),
  score: z.number(),
});

/** A question as a card in a list: no answer or 解析 (fetched on demand). */
export const QuestionCard = z.object({
  id: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  isObjective: z.boolean(),
  difficulty: z.number(),
  /** 容易 / 较易 / 中档 / 较难 / 困难 */
  difficultyName: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  parts: z.array(QuestionPart).nullable(),
  knowledge: z.array(IdName),
  /** Where the question truly comes from (平台原创… for the platform's own), null when unknown. */
  source: z.string().nullable(),
  /** Year and region of the real exam it was taken from; null for questions that were not. */
  year: z.number().nullable(),
  region: z.string().nullable(),
  /** The generator family of a generated question (its variants are 同类), else null. */
  family: z.string().nullable(),
  /** In a search: how many of the family's variants match it (the one shown included); 1 otherwise. */
  familyCount: z.number(),
  score: z.number(),
  /** 组卷次数: how many saved papers it was put into. */
  useCount: z.number(),
  scope: z.enum(['platform', 'school', 'personal']),
  inBasket: z.boolean(),
});
export type QuestionCard = z.infer<typeof QuestionCard>;

/** `GET /question/:id`: the card with the answer and 解析. */
export const QuestionDetail = QuestionCard.extend({
  answer: z.array(z.string()),
  analysis: z.string(),
  partsDetail: z.array(QuestionPart.extend({ answer: z.array(z.string()), analysis: z.string() })).nullable(),
});
export type QuestionDetail = z.infer<typeof QuestionDetail>;

/**
 * `GET /question/search`: one page of cards. Totals are counted only up to a cap: past it `total` is
 * the cap and `totalCapped` is true (show 「1000+」).
 */
export const QuestionPage = pageOf(QuestionCard).extend({ totalCapped: z.boolean() });
export type QuestionPage = z.infer<typeof QuestionPage>;

/** `GET /question/:id/similar`: 相似题 — same type, sharing a knowledge point, nearest in difficulty. */
export const SimilarQuestions = z.array(QuestionCard);
export type SimilarQuestions = z.infer<typeof SimilarQuestions>;

/** `GET /question/years`: the years of real exams the visible questions of a subject come from, newest first. */
export const QuestionYears = z.array(z.number());
export type QuestionYears = z.infer<typeof QuestionYears>;

/** `POST /question/details`: many questions' details in one read (a paper's), at most 200. */
export const QuestionDetailsBody = z.object({
  ids: z.array(z.string().uuid('试题编号无效')).min(1, '请选择试题').max(200, '一次最多读取 200 道题'),
});
export type QuestionDetailsBody = z.infer<typeof QuestionDetailsBody>;

/** `POST /question/details`: in the order asked; ones the caller may not see, or deleted, are left out. */
export const QuestionDetailList = z.array(QuestionDetail);
export type QuestionDetailList = z.infer<typeof QuestionDetailList>;

/** One question read from an uploaded Word file, for the teacher to review before saving. */
export const ImportDraft = z.object({
  /** The number it had in the file. */
  number: z.number(),
  /** Guessed from the section heading, the options and the answer; the teacher may change it. */
  typeName: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  analysis: z.string(),
  /** What looks wrong (no answer, an answer letter without an option …); empty when it looks fine. */
  problems: z.array(z.string()),
  /** A question already in the bank with nearly the same stem. */
  duplicateOf: z.object({ id: z.string(), stem: z.string() }).nullable(),
});
export type ImportDraft = z.infer<typeof ImportDraft>;

/** `POST /question/import`: the drafts of a Word file. */
export const ImportPreview = z.object({
  drafts: z.array(ImportDraft),
  /** Lines that belonged to no question (titles, notes), shown so nothing is silently dropped. */
  ignored: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

/** `POST /question/import/save`: the new questions' ids. */
export const SavedQuestionIds = z.object({ ids: z.array(z.string()) });
export type SavedQuestionIds = z.infer<typeof SavedQuestionIds>;

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
