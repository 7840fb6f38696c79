import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScanPageDetail, ScanProblem } from '@zhijuan/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, installFakeServer, ok } from '../../test/fakeServer';
import { assignmentSummary } from '../../test/fixtures';
import { signIn, signOut } from '../../test/renderScreen';
import { ExceptionsPanel } from './ExceptionsPanel';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const PAGE = '33333333-3333-4333-8333-333333333333';

const exam = (id: string, name: string, subjectName: string, examDate: string) =>
  assignmentSummary({ id, name, subjectName, examDate, status: 'scanning', subjectId: 'cz.x' });

/** The panel for exam A, as the scan page shows it. */
const renderPanel = (
  byProblem: Partial<Record<ScanProblem, number>>,
  { problemPages = 1, duplicateStudents = 0 } = {},
) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <ExceptionsPanel
          examId={A}
          byProblem={byProblem}
          problemPages={problemPages}
          duplicateStudents={duplicateStudents}
        />
      </App>
    </QueryClientProvider>,
  );

const unidentified: ScanPageDetail = {
  id: PAGE,
  batchId: 'b1',
  fileName: 'scan-007.jpg',
  status: 'done',
  problems: ['unidentified'],
  detail: '没有读到答题卡上的二维码',
  assignmentId: null,
  student: null,
  pageNo: 1,
  pages: 1,
  studentNoRead: null,
  absent: false,
  answers: { 1: 'A' },
  flags: {},
  corrected: [],
  examChosen: false,
  version: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  batchName: '11/20 16:00 扫描',
  batchAssignmentId: A,
  assignmentName: null,
  bubbles: [],
  regions: [],
};
const { batchAssignmentId: _b, assignmentName: _n, bubbles: _u, regions: _r, ...listed } = unidentified;

describe('异常处理 › 未识别考试', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });

  it('chooses the exam of a sheet whose QR code was not read, waits while it is read again, then names a student of that exam', async () => {
    let page: ScanPageDetail = unidentified;
    let put: unknown;
    const server = installFakeServer((call, config) => {
      const path = call.split('?')[0];
      if (path === `GET /teacher/assignment/${A}/scan/pages`)
        return ok({
          records: page.problems.length ? [{ ...listed, ...page }] : [],
          total: 1,
          page: 1,
          size: 100,
        });
      if (path === `GET /teacher/scan/page/${PAGE}`) return ok(page);
      if (path === `GET /teacher/scan/page/${PAGE}/corrections`) return ok([]);
      if (path === 'GET /teacher/assignment')
        return ok({
          records: [
            exam(B, '七年级数学期中考试', '数学', '2026-11-18'),
            exam(A, '七年级英语', '英语', '2026-11-10'),
          ],
          total: 2,
          page: 1,
          size: 50,
        });
      if (path === `GET /teacher/assignment/${A}/students`)
        return ok([{ id: 'sa', name: '王芳', studentNo: '701001', classId: 'c1', className: '1班' }]);
      if (path === `GET /teacher/assignment/${B}/students`)
        return ok([{ id: 'sb', name: '李雷', studentNo: '702001', classId: 'c2', className: '2班' }]);
      if (path === `PUT /teacher/scan/page/${PAGE}`) {
        put = JSON.parse(String(config.data));
        page = {
          ...page,
          status: 'queued',
          problems: [],
          detail: null,
          assignmentId: B,
          assignmentName: '七年级数学期中考试',
          version: 4,
        };
        return ok(page, '已保存');
      }
      return fail(404, '很抱歉，资源未找到');
    });
    restore = server.restore;
    const user = userEvent.setup();
    renderPanel({ unidentified: 1 });

    expect(await screen.findByText('这张答题卡是哪次考试的？')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: '按此考试识别' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: '选择考试' }));
    await user.click(await screen.findByText('七年级数学期中考试（七年级数学 2026-11-18）'));
    await user.click(confirm);
    await waitFor(() => expect(put).toEqual({ version: 3, assignmentId: B }));

    // Read again: the page stays open as 识别中, though no longer listed as needing a person.
    expect(await screen.findByText('识别中')).toBeInTheDocument();
    expect(screen.getByText(/正在按「七年级数学期中考试」的答题卡重新识别/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '按此考试识别' })).not.toBeInTheDocument();

    // Read with B's sheet: the student is now one of B's to choose.
    page = { ...page, status: 'done', problems: ['student'], detail: '没有读到考号', examChosen: true };
    expect(await screen.findByText('这张答题卡是谁的？')).toBeInTheDocument();
    expect(screen.getByText('考试：七年级数学期中考试（人工选择）')).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain(`GET /teacher/assignment/${B}/students`));
    expect(screen.queryByText('识别中')).not.toBeInTheDocument();
  }, 60_000);

  it('offers the student whose 考号 the bubbles read, and sends them only when the person takes them', async () => {
    const page: ScanPageDetail = {
      ...unidentified,
      problems: ['student'],
      detail: '考号读作 70100?',
      studentNoRead: '70100?',
    };
    let put: unknown;
    const server = installFakeServer((call, config) => {
      const path = call.split('?')[0];
      if (path === `GET /teacher/assignment/${A}/scan/pages`)
        return ok({ records: [{ ...listed, ...page }], total: 1, page: 1, size: 100 });
      if (path === `GET /teacher/scan/page/${PAGE}`) return ok(page);
      if (path === `GET /teacher/scan/page/${PAGE}/corrections`) return ok([]);
      if (path === `GET /teacher/assignment/${A}/students`)
        return ok([
          { id: 'sa', name: '王芳', studentNo: '701001', classId: 'c1', className: '1班' },
          { id: 'sc', name: '张伟', studentNo: '702002', classId: 'c2', className: '2班' },
        ]);
      if (path === `PUT /teacher/scan/page/${PAGE}`) {
        put = JSON.parse(String(config.data));
        return ok({
          ...page,
          problems: [],
          student: { id: 'sa', name: '王芳', studentNo: '701001', className: '1班' },
        });
      }
      return fail(404, '很抱歉，资源未找到');
    });
    restore = server.restore;
    const user = userEvent.setup();
    renderPanel({ student: 1 });
    // One digit not read: 70100□ fits 王芳 (701001) and no one else.
    expect(await screen.findByText(/考号读作 70100□，可能是 1班 王芳/)).toBeInTheDocument();
    expect(put).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '选这名学生' }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(put).toEqual({ version: 3, studentId: 'sa' }));
  }, 60_000);

  it('counts 重复的学生 in students and tells a rescan from the page it repeats by batch and upload time', async () => {
    const student = { id: 'sa', name: '王芳', studentNo: '701001', className: '1班' };
    const first = { ...listed, problems: ['duplicate'] as ScanProblem[], student };
    const again = {
      ...first,
      id: '44444444-4444-4444-8444-444444444444',
      batchId: 'b2',
      batchName: '11/20 16:30 扫描',
      createdAt: '2026-11-20T08:31:05.000Z',
    };
    restore = installFakeServer((call) => {
      const path = call.split('?')[0];
      if (path === `GET /teacher/assignment/${A}/scan/pages`)
        return ok({ records: [first, again], total: 2, page: 1, size: 100 });
      if (path === `GET /teacher/scan/page/${PAGE}`) return ok({ ...unidentified, ...first });
      if (path === `GET /teacher/scan/page/${PAGE}/corrections`) return ok([]);
      if (path === `GET /teacher/assignment/${A}/students`) return ok([]);
      return fail(404, '很抱歉，资源未找到');
    }).restore;
    // Two students scanned twice: four pages, with one of them also unreadable.
    renderPanel({ duplicate: 4, unreadable: 1 }, { problemPages: 4, duplicateStudents: 2 });
    expect(await screen.findByText('重复的学生 2 人（4 页）')).toBeInTheDocument();
    expect(screen.getByText('全部 4')).toBeInTheDocument();
    const names = await screen.findAllByText(/^王芳 · scan-007\.jpg/);
    const texts = names.map((n) => n.textContent);
    expect(new Set(texts).size).toBe(2);
    expect(texts[0]).toContain('11/20 16:00 扫描');
    expect(texts[1]).toContain('11/20 16:30 扫描');
  }, 60_000);
});

describe('异常处理 › 填涂不清: the reason of each question, and a stain', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });

  it('names 疑似改涂, 多涂 and 有污渍 above the zoomed bubbles, and shows the stain enlarged', async () => {
    const bubbles = (q: string) =>
      ['A', 'B', 'C', 'D'].map((option) => ({ question: q, option, fill: 0.02, decision: 'empty' as const }));
    const page: ScanPageDetail = {
      ...unidentified,
      problems: ['ambiguous'],
      detail: '第 3 题有污渍，请核对；第 1 题疑似改涂；第 2 题多涂',
      answers: { 1: 'C', 2: 'AB', 3: 'D' },
      flags: { 1: 'crossed', 2: 'multiple', 3: 'ambiguous' },
      bubbles: [...bubbles('1'), ...bubbles('2'), ...bubbles('3')],
      stain: { questions: ['3'] },
    };
    const server = installFakeServer((call) => {
      const path = call.split('?')[0];
      if (path === `GET /teacher/assignment/${A}/scan/pages`)
        return ok({ records: [{ ...listed, ...page }], total: 1, page: 1, size: 100 });
      if (path === `GET /teacher/scan/page/${PAGE}`) return ok(page);
      if (path === `GET /teacher/scan/page/${PAGE}/corrections`) return ok([]);
      if (path === `GET /teacher/assignment/${A}/students`) return ok([]);
      return fail(404, '很抱歉，资源未找到');
    });
    restore = server.restore;
    renderPanel({ ambiguous: 1 });
    expect(await screen.findByText('第 1 题')).toBeInTheDocument();
    expect(screen.getByText(/^疑似改涂/)).toBeInTheDocument();
    expect(screen.getByText(/^多涂/)).toBeInTheDocument();
    expect(screen.getByText(/^有污渍/)).toBeInTheDocument();
    expect(screen.getByText('污渍：第 3 题在污渍范围内，请逐题核对')).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain(`GET /teacher/scan/page/${PAGE}/image?stain=1`));
  }, 60_000);
});
