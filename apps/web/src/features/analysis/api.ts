import {
  AnalysisExam,
  type AnalysisExamQuery,
  AnalysisSettings,
  type AnalysisSettingsBody,
  ClassReport,
  Commentary,
  ExamDetails,
  GradeReport,
  PaperReport,
  PersonReport,
  PersonReportBatch,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { download, get, send } from '../../api/http';

const BASE = '/teacher/analysis';
const exam = (examId: string) => `${BASE}/${encodeURIComponent(examId)}`;
const cls = (examId: string, classId: string) => `${exam(examId)}/class/${encodeURIComponent(classId)}`;

export const fetchAnalysisExams = (q: AnalysisExamQuery) =>
  get(`${BASE}/exams`, z.array(AnalysisExam), { ...q });
export const fetchGradeReport = (examId: string) => get(`${exam(examId)}/grade`, GradeReport);
export const fetchClassReport = (examId: string, classId: string) => get(cls(examId, classId), ClassReport);
export const fetchPersonReport = (examId: string, studentId: string) =>
  get(`${exam(examId)}/student/${encodeURIComponent(studentId)}`, PersonReport);
export const fetchPersonBatch = (examId: string, classId: string) =>
  get(`${cls(examId, classId)}/people`, PersonReportBatch);
/** `classId` empty = the whole exam. */
export const fetchCommentary = (examId: string, classId: string) =>
  get(`${exam(examId)}/commentary`, Commentary, { classId: classId || undefined });
export const fetchDetails = (examId: string, classId: string) =>
  get(`${exam(examId)}/details`, ExamDetails, { classId: classId || undefined });
export const fetchPaperReport = (examId: string) => get(`${exam(examId)}/paper-report`, PaperReport);

/** The class report as an Excel workbook (long transfer timeout; 下载失败 toasted by `download`). */
export const downloadClassXlsx = (examId: string, classId: string, fileName: string) =>
  download(`${cls(examId, classId)}/xlsx`, fileName);

export const fetchAnalysisSettings = () => get(`${BASE}/settings`, AnalysisSettings);
export const saveAnalysisSettings = (body: AnalysisSettingsBody) =>
  send('put', `${BASE}/settings`, AnalysisSettings, body);
