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
