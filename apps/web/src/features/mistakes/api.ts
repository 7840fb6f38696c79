import {
  CreatedPractice,
  type CreatePracticeInput,
  MistakeClass,
  MistakeOverview,
  PracticeDetail,
  PracticePage,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { get, send } from '../../api/http';

export interface MistakeFilter {
  classId: string;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Comma list of assignment ids; all exams of the range when empty. */
  assignmentIds?: string | undefined;
}

const BASE = '/teacher/mistakes';

export const fetchMistakeClasses = () => get(`${BASE}/classes`, z.array(MistakeClass));
export const fetchMistakes = (f: MistakeFilter) => get(BASE, MistakeOverview, { ...f });
export const createPractice = (body: CreatePracticeInput) =>
  send('post', `${BASE}/practice`, CreatedPractice, body);
export const fetchPractice = (id: string) =>
  get(`${BASE}/practice/${encodeURIComponent(id)}`, PracticeDetail);
export const listPractice = (page: number, size: number) =>
  get(`${BASE}/practice`, PracticePage, { page, size });
