import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LibraryPaperSummary, UserInfo } from '@zhijuan/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { installFakeServer, ok } from '../../../test/fakeServer';
import { LibraryList } from './LibraryList';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../api/toast', () => toasts);

const info: UserInfo = {
  userId: 'u2',
  username: 'zhaomin',
  nickname: '赵敏',
  phone: null,
  avatar: null,
  orgName: '示范中学',
  orgLogo: null,
  logoPath: null,
  userStageId: 'cz',
  userStage: '初中',
  userSubjectId: 'cz.math',
  userSubject: '数学',
  userBookVersionId: null,
  userBookVersion: null,
  userGradeId: null,
  userGrade: null,
  orgDefaultId: 'org1',
  schoolYearId: null,
  isCreator: false,
  isAdministrator: false,
  gradeDirector: false,
  isPlatformAdmin: false,
};

function paper(over: Partial<LibraryPaperSummary>): LibraryPaperSummary {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    title: '第一章 有理数 单元测试',
    scope: 'school',
    template: false,
    stageId: 'cz',
    subjectId: 'cz.math',
    subjectName: '数学',
    textbookId: null,
    textbookName: '',
    paperType: '单元测试',
    questionCount: 5,
    totalScore: 20,
    authorName: '李老师',
    mine: false,
    canWithdraw: false,
    copyCount: 2,
    sharedAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...over,
  };
}

const COPY = {
  id: '20000000-0000-4000-8000-000000000002',
  title: '第一章 有理数 单元测试',
  stageId: 'cz',
  subjectId: 'cz.math',
  textbookId: null,
  sections: [],
  settings: {
    subtitle: '',
    notes: '',
    examMinutes: 90,
    layout: 'A4',
    showStudentLine: true,
    sealingLine: false,
    showAnswers: false,
  },
  version: 1,
  totalScore: 20,
  updatedAt: '2026-11-22T08:00:00.000Z',
};

/** The card of a paper, once the list shows it. */
async function cardOf(title: string) {
  let card: HTMLElement | null = null;
  await waitFor(() => {
    card = document.querySelector<HTMLElement>(`.zj-lib-card[aria-label="${title}"]`);
    expect(card).not.toBeNull();
  });
  return card as unknown as HTMLElement;
}

function Where() {
  const location = useLocation();
  return <output aria-label="地址">{location.pathname + location.search}</output>;
}

function setup(records: LibraryPaperSummary[]) {
  const server = installFakeServer((call) => {
    if (call === 'GET /system/userinfo') return ok(info);
    if (call.startsWith('GET /resource/basic/subject/search/'))
      return ok([
        { id: 'cz.math', name: '数学' },
        { id: 'cz.physics', name: '物理' },
      ]);
    if (call.startsWith('GET /teacher/library?')) {
      const wanted = new URLSearchParams(call.split('?')[1]);
      const rows = wanted.get('paperType')
        ? records.filter((r) => r.paperType === wanted.get('paperType'))
        : records;
      return ok({ records: rows, total: rows.length, page: 1, size: 12 });
    }
    if (call === `POST /teacher/library/${records[0]?.id}/copy`) return ok(COPY, '已复制到我的试卷');
    return ok(null);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/cloudResources/schoolPaper']}>
          <Routes>
            <Route path="*" element={<LibraryList scope="school" emptyText="本校还没有共享的试卷" />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}

describe('library list (校本试卷, 平台共享, 精品试卷)', () => {
  let server: ReturnType<typeof setup>['server'];
  beforeEach(() => useSession.setState({ loggedIn: true, user: null, exitTo: null }));
  afterEach(() => server.restore());

  it('shows cards from the server, with 撤回共享 only where the server allows it', async () => {
    const s = setup([
      paper({}),
      paper({
        id: '10000000-0000-4000-8000-000000000003',
        title: '期中复习卷',
        mine: true,
        canWithdraw: true,
      }),
    ]);
    server = s.server;
    const theirs = await cardOf('第一章 有理数 单元测试');
    expect(theirs.textContent).toContain('李老师');
    expect(theirs.textContent).toContain('复制 2 次');
    expect(within(theirs).queryByRole('button', { name: /撤回共享/ })).toBeNull();
    const mine = await cardOf('期中复习卷');
    expect(mine.textContent).toContain('我共享的');
    expect(within(mine).getByRole('button', { name: /撤回共享/ })).toBeTruthy();
    expect(server.calls).toContain('GET /teacher/library?sort=newest&page=1&scope=school&kind=all&size=12');
  });

  it('sends the type filter to the server and says when nothing matches', async () => {
    const s = setup([paper({})]);
    server = s.server;
    await cardOf('第一章 有理数 单元测试');
    await s.user.click(screen.getByRole('combobox', { name: '试卷类型' }));
    await s.user.click(await screen.findByTitle('期末'));
    await screen.findByText('没有符合条件的试卷，换个条件试试');
    expect(server.calls.some((c) => c.includes('paperType=%E6%9C%9F%E6%9C%AB'))).toBe(true);
  });

  it('copies a paper into 我的试卷 and offers to open it in the 组卷中心', async () => {
    const s = setup([paper({})]);
    server = s.server;
    const card = await cardOf('第一章 有理数 单元测试');
    await s.user.click(within(card).getByRole('button', { name: /复制到我的试卷/ }));
    expect((await screen.findAllByText('已复制到我的试卷')).length).toBeGreaterThan(0);
    await s.user.click(await screen.findByRole('button', { name: '去编辑' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '地址' }).textContent).toBe(
        `/edit?paperId=${COPY.id}&subjectId=cz.math`,
      ),
    );
  });

  it('shows the page’s own empty text when the library is empty', async () => {
    server = setup([]).server;
    await screen.findByText('本校还没有共享的试卷');
  });
});
