import { IdNameList, QuestionTypeList, TextbookList, TreeList } from '@zhijuan/contracts';
import { get } from '../../api/http';

/** Curriculum lookups of spec §7 (platform data, the same for every school). */
const BASE = '/resource/basic';
const IdNames = IdNameList;

export const fetchStages = () => get(`${BASE}/stage/search/`, IdNames);
export const fetchSubjects = (stageId: string) => get(`${BASE}/subject/search/`, IdNames, { stageId });
export const fetchVersions = (subjectId: string) => get(`${BASE}/version/search/`, IdNames, { subjectId });
export const fetchTextbooks = (versionId: string) =>
  get(`${BASE}/textbook/search/`, TextbookList, { versionId });
export const fetchQuestionTypes = (subjectId: string) =>
  get(`${BASE}/question/type/search/`, QuestionTypeList, { subjectId });
export const fetchBookNodes = (textBookId: string) =>
  get(`${BASE}/bookNode/search/`, TreeList, { textBookId });
export const fetchKnowledgePoints = (subjectId: string) =>
  get(`${BASE}/knowledge/point/search/`, TreeList, { subjectId });
