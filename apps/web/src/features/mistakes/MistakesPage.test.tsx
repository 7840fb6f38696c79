import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MistakeOverview, PracticeDetail, PrintDocument } from '@zhijuan/contracts';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, useSession } from '../../stores/session';
import { fail, installFakeServer, ok, type Reply } from '../../test/fakeServer';
import MistakesPage from './MistakesPage';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../api/toast', () => toasts);

const CLASS = { id: 'c1', name: '1班', gradeName: '七年级' };
const OVERVIEW: MistakeOverview = {
  exams: [
    {
      id: 'e1',
      name: '第一单元测验',
      kind: 'exam',
      subjectId: 'cz.math',
      examDate: '2026-11-20',
      sheetCount: 4,
    },
  ],
  questions: [
    {
      assignmentId: 'e1',
      examName: '第一单元测验',
      questionId: 'q2',
      number: '2',
      typeId: 't1',
      typeName: '单选题',
      knowledge: ['绝对值'],
      wrong: 2,
      sheetCount: 4,
      rate: 0.5,
    },
  ],
  students: [
    { studentId: 's1', name: '王小明', studentNo: '001', mistakes: 2, sheets: 1 },
    { studentId: 's2', name: '李小红', studentNo: '002', mistakes: 1, sheets: 1 },
  ],
};
const doc = (title: string): PrintDocument => ({
  title,
  subtitle: '',
  settings: {} as PrintDocument['settings'],
  totalScore: 3,
  questionCount: 1,
  kind: null,
  sections: [
    {
      heading: '一、错题',
      note: '',
      questions: [
        {
          number: '1',
          questionId: 'q2',
          typeName: '单选题',
          score: 3,
          stem: '<p>-2 的绝对值是</p>',
          options: ['2', '-2'],
          answer: ['A'],
          analysis: '',
          parts: [],
          missing: false,
        },
      ],
    },
  ],
});
const DETAIL: PracticeDetail = {
  id: 'set2',
  title: '七年级1班错题重练',
  mode: 'personal',
  classId: 'c1',
  className: '七年级1班',
  paperId: null,
  studentCount: 2,
  createdAt: '2026-11-25T00:00:00.000Z',
  students: ['王小明', '李小红'].map((name, i) => ({
    studentId: `s${i + 1}`,
    name,
    studentNo: `00${i + 1}`,
    mistakeCount: 1,
    similarCount: 0,
    document: doc(`${name} · 七年级1班错题重练`),
  })),
};

function renderPage(routes: Record<string, (body: unknown) => Reply>) {
  const server = installFakeServer((call, config) => {
    const reply = routes[call.split('?')[0] ?? ''];
    return reply ? reply(config.data ? JSON.parse(config.data) : undefined) : fail(404, '很抱歉，资源未找到');
  });
  const router = createMemoryRouter(
    [
      { path: '/rehearseCoustom', element: <MistakesPage /> },
      { path: '/edit', element: <h1>组卷中心</h1> },
    ],
    { initialEntries: ['/rehearseCoustom'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { server, router };
}

describe('错题重练 generate flow', () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    Cookies.set(COOKIE.accessToken, 'token');
    Cookies.set(COOKIE.expiresAt, String(Date.now() + 3_600_000));
    useSession.setState({ loggedIn: true, exitTo: null });
    toasts.toastSuccess.mockReset();
  });
  afterEach(() => {
    restore?.();
    for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/' });
  });

  it('saves a 班级错题卷 and offers to edit it in the 组卷中心', async () => {
    const posted: unknown[] = [];
    const t = renderPage({
      'GET /teacher/mistakes/classes': () => ok([CLASS]),
      'GET /teacher/mistakes': () => ok(OVERVIEW),
      'GET /teacher/mistakes/practice': () => ok({ records: [], total: 0, page: 1, size: 10 }),
      'POST /teacher/mistakes/practice': (body) => {
        posted.push(body);
        return ok({ id: 'set1', paperId: 'p1' }, '已保存到我的试卷');
      },
    });
    restore = t.server.restore;
    expect(await screen.findByText('绝对值')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '错题重练' })).toBeInTheDocument();
    expect(t.server.calls.find((c) => c.startsWith('GET /teacher/mistakes?'))).toContain('classId=c1');
    await userEvent.click(screen.getByRole('button', { name: '生成班级错题卷' }));
    expect(await screen.findByText('班级错题卷已保存到我的试卷')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        classId: 'c1',
        assignmentIds: ['e1'],
        mode: 'class',
        topN: 10,
        similarPerMistake: 1,
        title: '七年级1班错题重练',
      },
    ]);
    expect(toasts.toastSuccess).toHaveBeenCalledWith('已保存到我的试卷');
    expect(screen.getByRole('button', { name: /^布\s?置$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去组卷中心编辑' }));
    expect(t.router.state.location.search).toBe('?paperId=p1');
  }, 60_000);

  it('makes 个人错题卷 and prints one sheet per student', async () => {
    const t = renderPage({
      'GET /teacher/mistakes/classes': () => ok([CLASS]),
      'GET /teacher/mistakes': () => ok(OVERVIEW),
      'GET /teacher/mistakes/practice': () => ok({ records: [], total: 0, page: 1, size: 10 }),
      'POST /teacher/mistakes/practice': () => ok({ id: 'set2', paperId: null }, '个人错题卷已生成'),
      'GET /teacher/mistakes/practice/set2': () => ok(DETAIL),
    });
    restore = t.server.restore;
    await screen.findByText('绝对值');
    await userEvent.click(screen.getByRole('radio', { name: '个人错题卷' }));
    await userEvent.click(screen.getByRole('button', { name: '生成个人错题卷' }));
    const sheet = await screen.findByRole('region', { name: '王小明的错题卷' });
    expect(within(sheet).getByText('王小明 · 七年级1班错题重练')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '李小红的错题卷' })).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: /打印个人错题卷/ }));
    expect(print).toHaveBeenCalled();
  }, 60_000);
});
