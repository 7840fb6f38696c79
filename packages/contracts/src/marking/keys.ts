/** The key of an exam: changes of an objective key, and what /write shows beside an answer. */
import { z } from 'zod';
import { RubricStep } from '../papers';

/** `PUT /teacher/marking/:assignmentId/key`: a new key for one objective question; every sheet is re-scored. */
export const UpdateKeyBody = z.object({
  number: z.string().min(1).max(20),
  answer: z
    .array(z.string().regex(/^[A-HTF]$/, '答案格式不正确'))
    .min(1, '请选择正确答案')
    .max(8),
});
export type UpdateKeyBody = z.infer<typeof UpdateKeyBody>;

export const KeyChange = z.object({
  number: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
  userName: z.string(),
  at: z.string(),
  /** Sheets re-scored by the change. */
  sheets: z.number().int(),
});
export type KeyChange = z.infer<typeof KeyChange>;

/** One question of a 题块 as the marker reads it beside the answer: the question, its key and 评分标准. */
export const BlockKeyQuestion = z.object({
  number: z.string(),
  typeName: z.string(),
  score: z.number(),
  /** Question HTML (formulas as TeX); empty when the question was deleted from the bank since. */
  stem: z.string(),
  /** 参考答案, as HTML pieces. */
  answer: z.array(z.string()),
  /** 解析. */
  analysis: z.string(),
  /** Sub-questions with their own answers, for a compound question. */
  parts: z.array(z.object({ stem: z.string(), answer: z.array(z.string()), analysis: z.string() })),
  rubric: z.array(RubricStep),
});
export type BlockKeyQuestion = z.infer<typeof BlockKeyQuestion>;

/** `GET /teacher/marking/:id/block/:block/key`: what /write shows beside the answer image. */
export const BlockKey = z.object({
  block: z.string(),
  label: z.string(),
  maxScore: z.number(),
  questions: z.array(BlockKeyQuestion),
  /** The marker's own choice of showing the panel (remembered per user); open until they close it. */
  open: z.boolean(),
});
export type BlockKey = z.infer<typeof BlockKey>;

/** `PUT /teacher/marking/key-panel`: show or hide 参考答案 beside the answer, for this user. */
export const KeyPanelBody = z.object({ open: z.boolean() });
export type KeyPanelBody = z.infer<typeof KeyPanelBody>;
/** The answer to `PUT /teacher/marking/key-panel`: whether 参考答案 is shown beside the answer now. */
export const KeyPanelState = z.object({ open: z.boolean() });
export type KeyPanelState = z.infer<typeof KeyPanelState>;
