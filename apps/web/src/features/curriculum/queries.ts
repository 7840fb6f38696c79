import { queryOptions } from '@tanstack/react-query';
import * as api from './api';

/**
 * Curriculum data changes only with a deploy, so it never goes stale within a visit: every lookup
 * URL is requested once and then answered from the cache (the soft refresh after a preference change
 * leaves these keys alone).
 */
const LOOKUP = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 } as const;

export const curriculumKeys = {
  all: ['curriculum'] as const,
  stages: () => [...curriculumKeys.all, 'stages'] as const,
  subjects: (stageId: string) => [...curriculumKeys.all, 'subjects', stageId] as const,
  versions: (subjectId: string) => [...curriculumKeys.all, 'versions', subjectId] as const,
  textbooks: (versionId: string) => [...curriculumKeys.all, 'textbooks', versionId] as const,
  questionTypes: (subjectId: string) => [...curriculumKeys.all, 'questionTypes', subjectId] as const,
  bookNodes: (textbookId: string) => [...curriculumKeys.all, 'bookNodes', textbookId] as const,
  knowledge: (subjectId: string) => [...curriculumKeys.all, 'knowledge', subjectId] as const,
};

export const stagesQuery = () =>
  queryOptions({ ...LOOKUP, queryKey: curriculumKeys.stages(), queryFn: api.fetchStages });

export const subjectsQuery = (stageId: string) =>
  queryOptions({
    ...LOOKUP,
    queryKey: curriculumKeys.subjects(stageId),
    queryFn: () => api.fetchSubjects(stageId),
  });

export const versionsQuery = (subjectId: string) =>
  queryOptions({
    ...LOOKUP,
    queryKey: curriculumKeys.versions(subjectId),
    queryFn: () => api.fetchVersions(subjectId),
  });

export const textbooksQuery = (versionId: string) =>
  queryOptions({
    ...LOOKUP,
    queryKey: curriculumKeys.textbooks(versionId),
    queryFn: () => api.fetchTextbooks(versionId),
  });

export const questionTypesQuery = (subjectId: string) =>
  queryOptions({
    ...LOOKUP,
    queryKey: curriculumKeys.questionTypes(subjectId),
    queryFn: () => api.fetchQuestionTypes(subjectId),
  });

export const bookNodesQuery = (textbookId: string) =>
  queryOptions({
    ...LOOKUP,
    queryKey: curriculumKeys.bookNodes(textbookId),
    queryFn: () => api.fetchBookNodes(textbookId),
  });

export const knowledgeQuery = (subjectId: string) =>
  queryOptions({
    ...LOOKUP,
    queryKey: curriculumKeys.knowledge(subjectId),
    queryFn: () => api.fetchKnowledgePoints(subjectId),
  });
