import {
  AnswerSheetPage,
  type CorrectScanPageBody,
  KnownScanHashes,
  RetriedScanPage,
  ScanBatch,
  ScanCorrection,
  ScanPageDetail,
  ScanPageList,
  type ScanPageListQuery,
  ScanSchoolSettings,
  type ScanSchoolSettingsBody,
  ScanSummary,
  UploadedScan,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { API_BASE, authHeader, get, send, sendFile } from '../../api/http';

const exam = (id: string) => `/teacher/assignment/${encodeURIComponent(id)}/scan`;
const page = (id: string) => `/teacher/scan/page/${encodeURIComponent(id)}`;

/** The school's 多涂处理 and whether the caller may change it. */
export const fetchScanSchoolSettings = () => get('/teacher/scan/settings', ScanSchoolSettings);
export const saveScanSchoolSettings = (body: ScanSchoolSettingsBody) =>
  send('put', '/teacher/scan/settings', ScanSchoolSettings, body);

export const createBatch = (assignmentId: string, source: 'files' | 'agent', toSubjectTeachers: boolean) =>
  send('post', '/teacher/scan/batch', ScanBatch, { assignmentId, source, toSubjectTeachers });
export const listBatches = (assignmentId: string) => get(`${exam(assignmentId)}/batches`, z.array(ScanBatch));
export const fetchSummary = (assignmentId: string) => get(`${exam(assignmentId)}/summary`, ScanSummary);
export const listPages = (assignmentId: string, q: Partial<ScanPageListQuery>) =>
  get(`${exam(assignmentId)}/pages`, ScanPageList, q);
export const listSheets = (assignmentId: string, pageNo: number, size: number) =>
  get(`${exam(assignmentId)}/sheets`, AnswerSheetPage, { page: pageNo, size });
export const fetchPage = (id: string) => get(page(id), ScanPageDetail);
export const correctPage = (id: string, body: CorrectScanPageBody) =>
  send('put', page(id), ScanPageDetail, body);
/** 重新识别: a page whose reading failed is queued again. */
export const retryPage = (id: string) => send('post', `${page(id)}/retry`, RetriedScanPage);
export const fetchCorrections = (id: string) => get(`${page(id)}/corrections`, z.array(ScanCorrection));

/** Which of these content hashes the school already has (a resumed upload skips them). */
export const knownHashes = (batchId: string, hashes: string[]) =>
  send('post', `/teacher/scan/batch/${encodeURIComponent(batchId)}/known`, KnownScanHashes, {
    hashes,
  }).then((a) => a.data);

/** One file (image, TIFF, .zip or PDF) into a batch, with the long transfer timeout; errors are the caller's to show. */
export const uploadScanFile = (
  batchId: string,
  file: Blob,
  name: string,
  onProgress?: (share: number) => void,
) =>
  sendFile(`/teacher/scan/batch/${encodeURIComponent(batchId)}/pages`, UploadedScan, file, name, {
    silent: true,
    onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
  }).then((a) => a.data);

export const pageImagePath = (id: string, question?: string) =>
  `${page(id)}/image${question ? `?question=${encodeURIComponent(question)}` : ''}`;
/** The stained region of a page, enlarged. */
export const stainImagePath = (id: string) => `${page(id)}/image?stain=1`;
export const regionImagePath = (id: string, index: number) => `${page(id)}/region/${index}`;

/**
 * Live scanning progress of an exam (server-sent events read with fetch, which carries the bearer
 * token). Calls `onSummary` for each update until `signal` aborts; reconnects after a dropped stream.
 */
export async function followSummary(
  assignmentId: string,
  onSummary: (s: ScanSummary) => void,
  signal: AbortSignal,
) {
  while (!signal.aborted) {
    try {
      const res = await fetch(`${API_BASE}${exam(assignmentId)}/events`, {
        headers: await authHeader(),
        signal,
      });
      if (!res.ok || !res.body) throw new Error(String(res.status));
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data) {
            const parsed = ScanSummary.safeParse(JSON.parse(data));
            if (parsed.success) onSummary(parsed.data);
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((r) => setTimeout(r, 3000));
  }
}
