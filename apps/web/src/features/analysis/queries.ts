import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalysisExamQuery } from '@zhijuan/contracts';
import * as api from './api';

export const analysisKeys = {
  all: ['analysis'] as const,
  exams: (q: AnalysisExamQuery) => [...analysisKeys.all, 'exams', q] as const,
  exam: (examId: string) => [...analysisKeys.all, 'exam', examId] as const,
  grade: (examId: string) => [...analysisKeys.exam(examId), 'grade'] as const,
  class: (examId: string, classId: string) => [...analysisKeys.exam(examId), 'class', classId] as const,
  person: (examId: string, studentId: string) => [...analysisKeys.exam(examId), 'person', studentId] as const,
  people: (examId: string, classId: string) => [...analysisKeys.exam(examId), 'people', classId] as const,
  commentary: (examId: string, classId: string) =>
    [...analysisKeys.exam(examId), 'commentary', classId] as const,
  details: (examId: string, classId: string) => [...analysisKeys.exam(examId), 'details', classId] as const,
  paper: (examId: string) => [...analysisKeys.exam(examId), 'paper'] as const,
};

/** Reports change only while marking goes on; a minute keeps tab switches instant. */
const STALE = 60_000;

export const analysisExamsQuery = (q: AnalysisExamQuery) =>
  queryOptions({
    queryKey: analysisKeys.exams(q),
    queryFn: () => api.fetchAnalysisExams(q),
    staleTime: STALE,
  });
export const gradeReportQuery = (examId: string) =>
  queryOptions({
    queryKey: analysisKeys.grade(examId),
    queryFn: () => api.fetchGradeReport(examId),
    staleTime: STALE,
  });
export const classReportQuery = (examId: string, classId: string) =>
  queryOptions({
    queryKey: analysisKeys.class(examId, classId),
    queryFn: () => api.fetchClassReport(examId, classId),
    staleTime: STALE,
  });
export const personReportQuery = (examId: string, studentId: string) =>
  queryOptions({
    queryKey: analysisKeys.person(examId, studentId),
    queryFn: () => api.fetchPersonReport(examId, studentId),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
export const personBatchQuery = (examId: string, classId: string) =>
  queryOptions({
    queryKey: analysisKeys.people(examId, classId),
    queryFn: () => api.fetchPersonBatch(examId, classId),
    staleTime: STALE,
  });
export const commentaryQuery = (examId: string, classId: string) =>
  queryOptions({
    queryKey: analysisKeys.commentary(examId, classId),
    queryFn: () => api.fetchCommentary(examId, classId),
    staleTime: STALE,
  });
export const detailsQuery = (examId: string, classId: string) =>
  queryOptions({
    queryKey: analysisKeys.details(examId, classId),
    queryFn: () => api.fetchDetails(examId, classId),
    staleTime: STALE,
  });
export const paperReportQuery = (examId: string) =>
  queryOptions({
    queryKey: analysisKeys.paper(examId),
    queryFn: () => api.fetchPaperReport(examId),
    staleTime: STALE,
  });
