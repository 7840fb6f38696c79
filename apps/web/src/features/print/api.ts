import { PrintDocument } from '@zhijuan/contracts';
import { download, get } from '../../api/http';

export type PrintSource = { paperId: string } | { assignmentId: string };

export const fetchPrintDocument = (s: PrintSource) =>
  'paperId' in s
    ? get(`/teacher/paper/${encodeURIComponent(s.paperId)}/document`, PrintDocument)
    : get(`/teacher/assignment/${encodeURIComponent(s.assignmentId)}/document`, PrintDocument);

/** The paper (or its key) as a Word file, generated on the server. */
export const downloadWord = (paperId: string, kind: 'paper' | 'answer' | 'analysis', fileName: string) =>
  download(`/teacher/paper/${encodeURIComponent(paperId)}/docx`, fileName, { kind });
