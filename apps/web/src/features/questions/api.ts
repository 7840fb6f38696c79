import {
  ImportPreview,
  QuestionDetail,
  QuestionDetailList,
  QuestionPage,
  type QuestionSearchQuery,
  QuestionYears,
  SavedQuestionIds,
  type SaveImportBody,
  SimilarQuestions,
} from '@zhijuan/contracts';
import type { z } from 'zod';
import { get, send, sendFile } from '../../api/http';

/** The 选题组卷 filters as the list sends them; everything is filtered and paged on the server. */
export type QuestionFilter = Pick<QuestionSearchQuery, 'subjectId' | 'sort' | 'page' | 'size'> &
  Partial<
    Pick<
      QuestionSearchQuery,
      'bookNodeId' | 'knowledgeId' | 'typeId' | 'band' | 'year' | 'keyword' | 'scope' | 'family'
    >
  >;

export const searchQuestions = (filter: QuestionFilter) =>
  get('/question/search', QuestionPage, { ...filter });
/** Years of real exams the subject's visible questions come from (the 年份 filter offers only these). */
export const fetchYears = (subjectId: string) => get('/question/years', QuestionYears, { subjectId });
/**
 * The card with its answer and 解析. Silent: a paper may hold a question deleted since, which the
 * screens mark on that question rather than toasting once per question.
 */
export const fetchQuestion = (id: string) =>
  get(`/question/${encodeURIComponent(id)}`, QuestionDetail, undefined, { silent: true });
/** Many questions' details in one call (≤ 200), in the order asked; ones gone are left out. Silent as above. */
export const fetchQuestionDetails = (ids: string[]) =>
  send('post', '/question/details', QuestionDetailList, { ids }, { silent: true }).then((r) => r.data);
export const fetchSimilar = (id: string) =>
  get(`/question/${encodeURIComponent(id)}/similar`, SimilarQuestions);

/** Silent: the import dialog explains a refused file in place. */
export const importWord = (subjectId: string, file: File) =>
  sendFile(`/question/import?subjectId=${encodeURIComponent(subjectId)}`, ImportPreview, file, file.name, {
    silent: true,
  });
/** Silent: a 409 names the near-duplicate row, which the dialog shows on that row. */
export const saveImported = (body: z.input<typeof SaveImportBody>) =>
  send('post', '/question/import/save', SavedQuestionIds, body, { silent: true });
