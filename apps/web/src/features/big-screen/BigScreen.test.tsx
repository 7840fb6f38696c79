import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE } from '../../stores/session';
import { fail, installFakeServer, ok, type Reply } from '../../test/fakeServer';
import BigDataPage from './BigDataPage';
import LargeScreenPage, { ROTATE_MS } from './LargeScreenPage';
import { IDLE_REFRESH_MS, LIVE_REFRESH_MS, refreshInterval } from './queries';
import { bigScreen, liveExam } from './testData';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../api/toast', () => toasts);

function renderAt(path: string, element: ReactNode, reply: () => Reply) {
  const server = installFakeServer((call) =>
    call.startsWith('GET /teacher/big-screen') ? reply() : fail(404, '很抱歉，资源未找到'),
  );
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return server;
}

const liveFacts = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('大屏', () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    Cookies.set(COOKIE.accessToken, 'token');
    Cookies.set(COOKIE.expiresAt, String(Date.now() + 3_600_000));
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    restore?.();
    vi.useRealTimers();
    Cookies.remove(COOKIE.accessToken);
    Cookies.remove(COOKIE.expiresAt);
  });

  it('polls every 5 s while an exam is live and every minute otherwise', () => {
    expect(refreshInterval(bigScreen([liveExam(1, 1)]))).toBe(LIVE_REFRESH_MS);
    expect(refreshInterval(bigScreen([]))).toBe(IDLE_REFRESH_MS);
    expect(refreshInterval(undefined)).toBe(IDLE_REFRESH_MS);
  });

  it('/bigData shows live progress and the latest results, and follows the scan as it refreshes', async () => {
    let scanned = 20;
    const server = renderAt('/bigData?gradeId=g7', <BigDataPage />, () =>
      ok(bigScreen([liveExam(scanned, 6)])),
    );
    restore = server.restore;
    expect(await screen.findByText('示范中学')).toBeInTheDocument();
    expect(screen.getByText('七年级', { selector: '.zj-bs-grade' })).toBeInTheDocument();
    const live = liveFacts('七年级数学第一单元测验');
    expect(within(live).getByRole('progressbar', { name: '已扫描' })).toHaveAttribute('aria-valuenow', '20');
    expect(within(live).getByText('44%')).toBeInTheDocument();
    expect(within(live).getByText('6')).toHaveAttribute('data-fact', 'queued');
    // 主观题已阅 counts as 阅卷 counts: 12 of the 40 written answers (20 sheets × 2), 28 left to mark.
    const marked = within(live).getByRole('progressbar', { name: '主观题已阅' });
    expect(marked).toHaveAttribute('aria-valuemax', '40');
    expect(marked).toHaveAttribute('aria-valuenow', '12');
    expect(within(live).getByText('28')).toHaveAttribute('data-fact', 'toMark');
    // Latest exam: grade mean of full marks and every chart panel.
    expect(screen.getByText('76.4', { selector: '[data-kpi=mean]' }).textContent).toBe('76.4 / 100');
    for (const title of ['班级平均分排名', '分数段分布', '知识点掌握度', '数学平均分走势']) {
      expect(within(screen.getByRole('region', { name: title })).getByText('图表')).toBeInTheDocument();
    }
    expect(document.querySelectorAll('[data-chart=echarts]').length).toBe(5);
    expect(server.calls).toEqual(['GET /teacher/big-screen?gradeId=g7']);

    scanned = 38;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(server.calls).toHaveLength(2);
    expect(await within(liveFacts('七年级数学第一单元测验')).findByText('84%')).toBeInTheDocument();
    expect(screen.getByText('实时')).toBeInTheDocument();
  });

  it('/largescreen rotates its main panel every 15 s', async () => {
    const server = renderAt('/largescreen', <LargeScreenPage />, () => ok(bigScreen([])));
    restore = server.restore;
    expect(await screen.findByRole('region', { name: '班级平均分排名' })).toBeInTheDocument();
    // Nothing is live, so the rotation holds the four result panels only.
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS));
    expect(screen.getByRole('region', { name: '分数段分布' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '班级平均分排名' })).toBeNull();
    expect(server.calls).toEqual(['GET /teacher/big-screen']);
  });

  it('a refusal shows the server’s message and nothing more', async () => {
    const server = renderAt('/bigData', <BigDataPage />, () => fail(403, '您没有可查看的年级'));
    restore = server.restore;
    expect(await screen.findByText('您没有可查看的年级')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(toasts.toastError).not.toHaveBeenCalled();
  });
});
