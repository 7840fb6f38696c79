import {
  AssignableClass,
  AssignmentDetail,
  type AssignmentListQuery,
  AssignmentPage,
  AssignmentStudent,
  type CreateAssignmentBody,
  NoData,
  type UpdateAssignmentBody,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { get, send } from '../../api/http';

export type AssignmentFilter = Partial<Omit<AssignmentListQuery, 'page' | 'size'>> & {
  page: number;
  size: number;
};

const BASE = '/teacher/assignment';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const listAssignments = (f: AssignmentFilter) => get(BASE, AssignmentPage, { ...f });
export const fetchAssignment = (id: string) => get(at(id), AssignmentDetail);
export const fetchAssignmentStudents = (id: string) => get(`${at(id)}/students`, z.array(AssignmentStudent));
export const fetchAssignableClasses = (subjectId: string) =>
  get(`${BASE}/classes`, z.array(AssignableClass), { subjectId });
export const createAssignment = (body: CreateAssignmentBody) => send('post', BASE, AssignmentDetail, body);
export const updateAssignment = (id: string, body: UpdateAssignmentBody) =>
  send('put', at(id), AssignmentDetail, body);
export const deleteAssignment = (id: string) => send('delete', at(id), NoData);
export const republishKey = (id: string) => send('post', `${at(id)}/republish-key`, AssignmentDetail);
