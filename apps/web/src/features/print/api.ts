import { PrintDocument } from '@zhijuan/contracts';
import { download, get } from '../../api/http';

export type PrintSource = { paperId: string } | { assignmentId: string };

export const fetchPrintDocument = (s: PrintSource) =>
  'paperId' in s
    ? get(`/teacher/paper/${encodeURIComponent(s.paperId)}/document`, PrintDocument)
    : get(`/teacher/assignment/${encodeURIComponent(s.assignmentId)}/document`, PrintDocument);

/** The paper (or its key) as a Word file, generated on the server; toasts 下载失败 on failure. */
export const downloadWord = (s: PrintSource, kind: 'paper' | 'answer' | 'analysis', fileName: string) =>
  download(
    'paperId' in s
      ? `/teacher/paper/${encodeURIComponent(s.paperId)}/docx`
      : `/teacher/assignment/${encodeURIComponent(s.assignmentId)}/docx`,
    fileName,
    { kind },
  );
