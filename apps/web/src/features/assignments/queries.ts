import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './api';

export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, 'list'] as const,
  list: (f: api.AssignmentFilter) => [...assignmentKeys.lists(), f] as const,
  detail: (id: string) => [...assignmentKeys.all, 'detail', id] as const,
  students: (id: string) => [...assignmentKeys.all, 'students', id] as const,
  classes: (subjectId: string) => [...assignmentKeys.all, 'classes', subjectId] as const,
};

export const assignmentListQuery = (f: api.AssignmentFilter) =>
  queryOptions({
    queryKey: assignmentKeys.list(f),
    queryFn: () => api.listAssignments(f),
    placeholderData: keepPreviousData,
  });

export const assignmentQuery = (id: string) =>
  queryOptions({ queryKey: assignmentKeys.detail(id), queryFn: () => api.fetchAssignment(id) });

export const assignmentStudentsQuery = (id: string) =>
  queryOptions({ queryKey: assignmentKeys.students(id), queryFn: () => api.fetchAssignmentStudents(id) });

export const assignableClassesQuery = (subjectId: string) =>
  queryOptions({
    queryKey: assignmentKeys.classes(subjectId),
    queryFn: () => api.fetchAssignableClasses(subjectId),
    staleTime: 60_000,
  });
