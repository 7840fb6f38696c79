import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CorrectScoreTable } from '@zhijuan/contracts';
import { App } from 'antd';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, useSession } from '../../stores/session';
import { fail, installFakeServer, ok, type Reply } from '../../test/fakeServer';
import AverageScorePage from './AverageScorePage';
import CorrectScorePage from './CorrectScorePage';
import SubjectPage from './SubjectPage';
import { CORRECT_SCORE, OVERVIEW, userInfo, YEAR } from './testData';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../api/toast', () => toasts);

const REFUSAL = '只有年级主任和学校管理员可以查看数据中心';

function renderAt(path: string, element: ReactNode, director = true) {
  const server = installFakeServer((call) => {
    const [method, url = ''] = call.split(' ');
    const route = `${method} ${url.split('?')[0]}`;
    const replies: Record<string, () => Reply> = {
      'GET /system/userinfo': () => ok(userInfo(director)),
      'GET /system/class': () => ok([YEAR]),
      'GET /teacher/data-center/overview': () => (director ? ok(OVERVIEW) : fail(403, REFUSAL)),
      'GET /teacher/data-center/e2/correct-score': () => ok(CorrectScoreTable.parse(CORRECT_SCORE)),
    };
    return replies[route]?.() ?? fail(404, '很抱歉，资源未找到');
  });
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { server, router };
}

describe('数据中心', () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    Cookies.set(COOKIE.accessToken, 'token');
    Cookies.set(COOKIE.expiresAt, String(Date.now() + 3_600_000));
    useSession.setState({ loggedIn: true });
  });
  afterEach(() => {
    restore?.();
    Cookies.remove(COOKIE.accessToken);
    Cookies.remove(COOKIE.expiresAt);
    toasts.toastError.mockClear();
  });

  it('学科分析 compares each subject’s latest exam by class, teachers and rates', async () => {
    const { server, router } = renderAt('/dataCenter/subject', <SubjectPage />);
    restore = server.restore;
    const select = await screen.findByLabelText('数学考试');
    // The latest math exam (期中考试) is the default, with its class figures.
    expect(
      within(select.closest('.ant-select') as HTMLElement).getByText('2026-11-10 期中考试'),
    ).toBeVisible();
    const mathCard = select.closest('.ant-card') as HTMLElement;
    expect(within(mathCard).getByText('81')).toBeInTheDocument();
    expect(within(mathCard).getAllByText('李老师')).toHaveLength(3);
    expect(within(mathCard).getByText('年级')).toBeInTheDocument();
    const englishCard = screen.getByLabelText('英语考试').closest('.ant-card') as HTMLElement;
    expect(within(englishCard).getByText('90.5')).toBeInTheDocument();
    expect(within(englishCard).getAllByText('冯华')).toHaveLength(3);
    expect(document.querySelector('[data-chart=echarts]')).not.toBeNull();
    // The overview is asked once, for the top bar's school year; no subject is sent.
    expect(server.calls.filter((c) => c.includes('/data-center/overview'))).toEqual([
      `GET /teacher/data-center/overview?schoolYearId=${YEAR.id}`,
    ]);
    // Picking an older math exam keeps it in the address.
    await userEvent.click(select);
    await userEvent.click(await screen.findByText('2026-09-20 第一单元测验'));
    await waitFor(() => expect(router.state.location.search).toContain('pick=e1'));
    expect(within(mathCard).getByText('80.25')).toBeInTheDocument();
  });

  it('批改得分 shows 得分率 per class and question, coloured, with the grade row and CSV', async () => {
    const { server } = renderAt('/dataCenter/correctScore', <CorrectScorePage />);
    restore = server.restore;
    const table = (await screen.findByText('期中考试 · 各班各题得分率')).closest('.ant-card') as HTMLElement;
    const gradeRow = (await within(table).findByText('年级', { selector: 'td' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(gradeRow).getByText('90%')).toBeInTheDocument();
    expect(within(gradeRow).getByText('47%')).toBeInTheDocument();
    const weak = within(table).getAllByText('41%')[0] as HTMLElement;
    expect(weak.closest('td')?.getAttribute('style')).toContain('background');
    expect(within(table).getByRole('button', { name: '导出 CSV' })).toBeEnabled();
    // The math subject is the default and its newest scored exam is chosen.
    expect(server.calls).toContain('GET /teacher/data-center/e2/correct-score');
    expect(screen.getByText('得分率低于 60% 的题：')).toBeInTheDocument();
    expect(screen.getByText('第2题 47%')).toBeInTheDocument();
  });

  it('平均分对比 lists each class’s mean and rank per exam, with its teachers', async () => {
    const { server } = renderAt('/dataCenter/averageScore', <AverageScorePage />);
    restore = server.restore;
    const card = (await screen.findByText('各班平均分与名次')).closest('.ant-card') as HTMLElement;
    const row2 = (await within(card).findByText('2班')).closest('tr') as HTMLElement;
    // 2班: 80.25 (1st) in 第一单元测验, then 77.5 (3rd) in 期中考试.
    expect(within(row2).getByText('80.25')).toBeInTheDocument();
    expect(within(row2).getByText('77.5')).toBeInTheDocument();
    expect(within(row2).getByText('↓2')).toBeInTheDocument();
    expect(within(row2).getByText('李老师')).toBeInTheDocument();
    // Only math exams with figures: the English one and the unscanned one are left out.
    expect(within(card).queryByText('英语月考')).toBeNull();
    expect(within(card).queryByText('第二单元测验')).toBeNull();
    expect(document.querySelector('[data-chart=echarts]')).not.toBeNull();
  });

  it('平均分对比 leaves exams still being marked out unless the director asks for them', async () => {
    const { server, router } = renderAt('/dataCenter/averageScore', <AverageScorePage />);
    restore = server.restore;
    await screen.findByText('各班平均分与名次');
    expect(server.calls.filter((c) => c.includes('/overview'))).toEqual([
      `GET /teacher/data-center/overview?schoolYearId=${YEAR.id}`,
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: '含阅卷中的考试' }));
    await waitFor(() => expect(router.state.location.search).toContain('unfinished=1'));
    await waitFor(() =>
      expect(server.calls).toContain(
        `GET /teacher/data-center/overview?schoolYearId=${YEAR.id}&unfinished=1`,
      ),
    );
  });

  it('a teacher who is not a grade director sees the refusal and nothing more', async () => {
    const { server } = renderAt('/dataCenter/subject', <SubjectPage />, false);
    restore = server.restore;
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.queryByLabelText('学年')).toBeNull();
    expect(screen.queryByText('学科分析')).toBeNull();
    expect(toasts.toastError).not.toHaveBeenCalled();
  });
});
