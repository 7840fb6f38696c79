import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './api';

/** Query keys of the school feature; `['school']` is everything a school change invalidates. */
export const schoolKeys = {
  all: ['school'] as const,
  grades: (yearId: string) => [...schoolKeys.all, 'grades', yearId] as const,
  classes: (gradeId: string) => [...schoolKeys.all, 'classes', gradeId] as const,
  currentClasses: () => [...schoolKeys.all, 'currentClasses'] as const,
  students: (f: api.StudentFilter) => [...schoolKeys.all, 'students', f] as const,
  studentsAll: () => [...schoolKeys.all, 'students'] as const,
  teachers: (f: api.TeacherFilter) => [...schoolKeys.all, 'teachers', f] as const,
  teachersAll: () => [...schoolKeys.all, 'teachers'] as const,
  teams: () => [...schoolKeys.all, 'teams'] as const,
  myTeams: () => [...schoolKeys.all, 'myTeams'] as const,
  invites: () => [...schoolKeys.all, 'invites'] as const,
  invitePreview: (token: string) => ['invite', 'preview', token] as const,
};

export const gradesQuery = (yearId: string) =>
  queryOptions({ queryKey: schoolKeys.grades(yearId), queryFn: () => api.fetchGrades(yearId) });

export const classesQuery = (gradeId: string) =>
  queryOptions({ queryKey: schoolKeys.classes(gradeId), queryFn: () => api.fetchClasses(gradeId) });

export const currentClassesQuery = () =>
  queryOptions({ queryKey: schoolKeys.currentClasses(), queryFn: api.fetchCurrentClasses });

export const studentsQuery = (f: api.StudentFilter) =>
  queryOptions({
    queryKey: schoolKeys.students(f),
    queryFn: () => api.fetchStudents(f),
    placeholderData: keepPreviousData,
  });

export const teachersQuery = (f: api.TeacherFilter) =>
  queryOptions({
    queryKey: schoolKeys.teachers(f),
    queryFn: () => api.fetchTeachers(f),
    placeholderData: keepPreviousData,
  });

/** Everyone of the school, for pickers (team members, leaders); the server caps a page at 100. */
export const allTeachersQuery = () => teachersQuery({ page: 1, size: 100 });

export const teamsQuery = () => queryOptions({ queryKey: schoolKeys.teams(), queryFn: api.fetchTeams });
export const myTeamsQuery = () => queryOptions({ queryKey: schoolKeys.myTeams(), queryFn: api.fetchMyTeams });
export const invitesQuery = () => queryOptions({ queryKey: schoolKeys.invites(), queryFn: api.fetchInvites });

export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: schoolKeys.invitePreview(token),
    queryFn: () => api.previewInvite(token),
    staleTime: 0,
  });
