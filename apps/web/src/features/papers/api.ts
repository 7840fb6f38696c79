import {
  type AssembleBody,
  AssembledPaper,
  type CreatePaperBody,
  PaperDocument,
  PaperPage,
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
export const deletePaper = (id: string) => send('delete', `/teacher/paper/${encodeURIComponent(id)}`, Done);
export const restorePaper = (id: string) =>
  send('post', `/teacher/paper/${encodeURIComponent(id)}/restore`, PaperDocument);
/** Silent: a 422 carries `problems` (Chinese), which the form lists. */
export const assemblePaper = (body: z.input<typeof AssembleBody>) =>
  send('post', '/teacher/paper/assemble', AssembledPaper, body, { silent: true });
