import {
  type AssembleBody,
  AssembledPaper,
  type CreatePaperBody,
  LibraryPage,
  LibraryPaperDetail,
  LibraryPaperSummary,
  type LibraryQuery,
  type OpenBasketBody,
  OpenedBasket,
  type PaperDefaultsBody,
  PaperDocument,
  PaperPage,
  PaperSettings,
  type PracticeBody,
  PracticeSet,
  type SharePaperBody,
  type UpdatePaperBody,
} from '@zhijuan/contracts';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { get, send } from '../../api/http';

const Done = zod.null();

export interface PaperFilter {
  keyword?: string;
  bin: 'active' | 'recycle';
  page: number;
  size: number;
}

export const listPapers = (f: PaperFilter) => get('/teacher/paper', PaperPage, { ...f });
export const fetchPaper = (id: string) => get(`/teacher/paper/${encodeURIComponent(id)}`, PaperDocument);
export const createPaper = (body: z.input<typeof CreatePaperBody>) =>
  send('post', '/teacher/paper', PaperDocument, body);
/** Silent: a 409 (saved elsewhere meanwhile) is explained by the editor itself. */
export const updatePaper = (id: string, body: z.input<typeof UpdatePaperBody>) =>
  send('put', `/teacher/paper/${encodeURIComponent(id)}`, PaperDocument, body, { silent: true });
/** The basket of a subject, made if need be, as the draft of a new paper with that textbook. */
export const openBasket = (body: OpenBasketBody) =>
  send('post', '/teacher/paper/info/openBasket', OpenedBasket, body);
export const deletePaper = (id: string) => send('delete', `/teacher/paper/${encodeURIComponent(id)}`, Done);
export const restorePaper = (id: string) =>
  send('post', `/teacher/paper/${encodeURIComponent(id)}/restore`, PaperDocument);
/** Silent: a 422 carries `problems` (Chinese), which the form lists. */
export const assemblePaper = (body: z.input<typeof AssembleBody>) =>
  send('post', '/teacher/paper/assemble', AssembledPaper, body, { silent: true });
/** 同步课时练: a practice set for one lesson, with its questions. */
export const practiceSet = (body: z.input<typeof PracticeBody>) =>
  send('post', '/teacher/paper/practice', PracticeSet, body);

/** 校本试卷, 平台共享 and 精品试卷: every filter goes to the server. */
export type LibraryFilter = Pick<LibraryQuery, 'scope' | 'kind' | 'sort' | 'page' | 'size'> &
  Partial<Pick<LibraryQuery, 'subjectId' | 'textbookId' | 'paperType' | 'keyword'>>;

export const listLibrary = (f: LibraryFilter) => get('/teacher/library', LibraryPage, { ...f });
export const fetchLibraryPaper = (id: string) =>
  get(`/teacher/library/${encodeURIComponent(id)}`, LibraryPaperDetail);
export const copyLibraryPaper = (id: string) =>
  send('post', `/teacher/library/${encodeURIComponent(id)}/copy`, PaperDocument);
export const withdrawLibraryPaper = (id: string) =>
  send('post', `/teacher/library/${encodeURIComponent(id)}/withdraw`, Done);
export const sharePaper = (id: string, body: z.input<typeof SharePaperBody>) =>
  send('post', `/teacher/paper/${encodeURIComponent(id)}/share`, LibraryPaperSummary, body);

export const fetchPaperDefaults = () => get('/teacher/paper/defaults', PaperSettings);
export const savePaperDefaults = (body: PaperDefaultsBody) =>
  send('put', '/teacher/paper/defaults', PaperSettings, body);
