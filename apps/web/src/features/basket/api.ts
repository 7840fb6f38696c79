import { BasketInfo } from '@zhijuan/contracts';
import { get, send } from '../../api/http';

/** The question basket at the spec's paths (§7); every change answers with the whole basket. */
const BASE = '/teacher/paper';

export const fetchBasket = () => get(`${BASE}/info/getQuestionBasket`, BasketInfo);
export const addToBasket = (questionIds: string[]) =>
  send('post', `${BASE}/info/addBasket`, BasketInfo, { questionIds });
/** `{id}` is the basket's paper id. */
export const clearBasket = (paperId: string) =>
  send('delete', `${BASE}/info/${encodeURIComponent(paperId)}/clearBasket`, BasketInfo.nullable());
/** One question, from whichever basket holds it. */
export const removeQuestion = (questionId: string) =>
  send(
    'delete',
    `${BASE}/question/type/delQuestion/${encodeURIComponent(questionId)}`,
    BasketInfo.nullable(),
  );
/** Every question of one type from one basket (the pop-over's per-type delete). */
export const removeType = (typeId: string, paperId: string) =>
  send('delete', `${BASE}/question/type/delQuestion/${encodeURIComponent(typeId)}`, BasketInfo.nullable(), {
    paperId,
  });
