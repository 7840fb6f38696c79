import {
  AssignableClass,
  type CommentPlanBody,
  type CreatePlanBody,
  PlanCreated,
  PlanDetail,
  type PlanHomeworkBody,
  PlanHomeworkCreated,
  type PlanListQuery,
  PlanPage,
  PlanSaved,
  PlanTeam,
  QuestionPage,
  ResourcePage,
  type SavePlanBody,
  type SharePlanBody,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { download, get, send } from '../../api/http';

const BASE = '/teacher/lesson-plans';
const id = (s: string) => encodeURIComponent(s);

export const fetchPlans = (q: PlanListQuery) =>
  get(BASE, PlanPage, q as Record<string, string | number | undefined>);
export const fetchPlan = (planId: string) => get(`${BASE}/${id(planId)}`, PlanDetail);
export const createPlan = (body: CreatePlanBody) => send('post', BASE, PlanCreated, body);
export const savePlan = (planId: string, body: SavePlanBody) =>
  send('put', `${BASE}/${id(planId)}`, PlanSaved, body, { silent: true });
export const deletePlan = (planId: string) => send('delete', `${BASE}/${id(planId)}`, z.null());
export const fetchTeams = () => get(`${BASE}/teams`, z.array(PlanTeam));
export const sharePlan = (planId: string, body: SharePlanBody) =>
  send('post', `${BASE}/${id(planId)}/share`, z.null(), body);
export const commentPlan = (planId: string, body: CommentPlanBody) =>
  send('post', `${BASE}/${id(planId)}/comments`, z.null(), body);
export const copyPlan = (planId: string) => send('post', `${BASE}/${id(planId)}/copy`, PlanCreated);
export const favouritePlan = (planId: string, on: boolean) =>
  send(on ? 'put' : 'delete', `${BASE}/${id(planId)}/favourite`, z.null());
export const assignHomework = (planId: string, body: PlanHomeworkBody) =>
  send('post', `${BASE}/${id(planId)}/homework`, PlanHomeworkCreated, body);
export const exportWord = (planId: string, title: string) =>
  download(`${BASE}/${id(planId)}/docx`, `${title}.docx`);

/** Bank questions of a book node, for the picker. */
export const searchQuestions = (subjectId: string, bookNodeId: string, page: number, keyword?: string) =>
  get('/question/search', QuestionPage, { subjectId, bookNodeId, page, size: 10, keyword });

export const fetchClasses = (subjectId: string) =>
  get('/teacher/assignment/classes', z.array(AssignableClass), { subjectId });

/** 备课资源 the teacher may attach: their own, the school's or the platform's, of the plan's lesson first. */
export const searchResources = (
  tab: 'mine' | 'school' | 'platform',
  subjectId: string,
  bookNodeId: string | undefined,
  page: number,
  keyword?: string,
) => get('/resource/search', ResourcePage, { tab, subjectId, bookNodeId, page, size: 10, keyword });
