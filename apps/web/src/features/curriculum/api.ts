import { IdName, QuestionTypeItem, TextbookList, TreeItem } from '@zhijuan/contracts';
import { z } from 'zod';
import { get } from '../../api/http';

/** Curriculum lookups of spec §7 (platform data, the same for every school). */
const BASE = '/resource/basic';
const IdNames = z.array(IdName);

export const fetchStages = () => get(`${BASE}/stage/search/`, IdNames);
export const fetchSubjects = (stageId: string) => get(`${BASE}/subject/search/`, IdNames, { stageId });
export const fetchVersions = (subjectId: string) => get(`${BASE}/version/search/`, IdNames, { subjectId });
export const fetchTextbooks = (versionId: string) =>
  get(`${BASE}/textbook/search/`, TextbookList, { versionId });
export const fetchQuestionTypes = (subjectId: string) =>
  get(`${BASE}/question/type/search/`, z.array(QuestionTypeItem), { subjectId });
export const fetchBookNodes = (textBookId: string) =>
  get(`${BASE}/bookNode/search/`, z.array(TreeItem), { textBookId });
export const fetchKnowledgePoints = (subjectId: string) =>
  get(`${BASE}/knowledge/point/search/`, z.array(TreeItem), { subjectId });
