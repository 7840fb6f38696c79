import { z } from 'zod';

/** `POST /teacher/paper/info/addBasket`: questions to put in the basket of their subject. */
export const AddBasketBody = z.object({
  questionIds: z.array(z.string().uuid('试题编号无效')).min(1, '请选择试题').max(50, '一次最多加入 50 道题'),
});
export type AddBasketBody = z.infer<typeof AddBasketBody>;

/** The most questions one basket holds. */
export const BASKET_LIMIT = 100;

export interface BasketPaperInfo {
  /** The basket's paper id (one basket per subject). */
  id: string;
  stageId: string;
  stageName: string;
  subjectId: string;
  subjectName: string;
  /** The textbook the basket was started with, e.g. 七年级上册; empty when none. */
  testPaperTextbook: string;
}

export interface BasketTypeRow {
  typeId: string;
  /** The question type's name, e.g. 单选题. */
  dataName: string;
  questionCount: number;
}

/** `GET /teacher/paper/info/getQuestionBasket` → data.data (spec §3). */
export interface BasketInfo {
  sumCount: number;
  paperInfo: BasketPaperInfo[];
  /** Per basket paper id, its question types and counts in paper order. */
  type: Record<string, BasketTypeRow[]>;
  questionIds: string[];
}

/** `DELETE /teacher/paper/question/type/delQuestion/{id}`: a question id, or a type id with `paperId`. */
export const DelBasketQuery = z.object({ paperId: z.string().uuid('试卷编号无效').optional() });
