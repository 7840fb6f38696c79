import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicConfig } from '@zhijuan/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemKeys } from '../../api/system';
import { useSession } from '../../stores/session';
import { installFakeServer, ok } from '../../test/fakeServer';
import { layoutVariant } from '../layoutVariant';
import { needsWideScreen } from '../wideScreen';
import { AppShell } from './AppShell';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../api/toast', () => toasts);

const CONFIG: PublicConfig = {
  appName: '智卷',
  features: { basket: true, feedback: true, footer: true, marking: true, questionColumn: true },
  captcha: false,
  demo: null,
  markingSiteUrl: '/correct',
  helpUrl: 'https://help.example/zhijuan',
  mobileUrl: 'https://m.example/zhijuan',
  smsDevOutbox: false,
} as PublicConfig;

/** Makes `(max-width: …)` media queries match, as on a phone 390 px wide, or not at all. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

function renderShell(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(systemKeys.config, CONFIG);
  const page = (name: string) => (
    <AppShell variant={layoutVariant(path)}>
      <h3>{name}</h3>
      <Where />
    </AppShell>
  );
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/paperlist" element={page('作业列表')} />
            <Route path="/analysis/class" element={page('班级分析')} />
            <Route path="/edit" element={page('组卷中心')} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const original = window.matchMedia;
let server: ReturnType<typeof installFakeServer>;
beforeEach(() => {
  useSession.setState({
    loggedIn: true,
    user: { username: 'teacher', nickname: '李老师', avatar: null, orgLogo: null, logoPath: null },
  });
  server = installFakeServer((call) => {
    if (call.startsWith('GET /system/userinfo')) return ok(null);
    if (call.startsWith('GET /system/basket'))
      return ok({ sumCount: 0, paperInfo: [], type: {}, questionIds: [] });
    return ok([]);
  });
});
afterEach(() => {
  window.matchMedia = original;
  server.restore();
  useSession.setState({ loggedIn: false, user: null });
});

describe('shell on a phone (390 px)', () => {
  it('puts the navigation in a drawer opened from the top bar, and closes it on choosing an entry', async () => {
    screenWidth(390);
    renderShell('/paperlist');
    const open = await screen.findByRole('button', { name: '打开导航' }, { timeout: 15_000 });
    expect(document.querySelector('.zj-sider')).toBeNull();
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await screen.findByRole('menuitem', { name: /学情分析/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '班级分析' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent('/analysis/class'),
    );
    await waitFor(() => expect(drawer).not.toBeVisible());
  });

  it('shows the tool bar as one button that opens the tools', async () => {
    screenWidth(390);
    renderShell('/paperlist');
    const tools = await screen.findByRole('button', { name: '工具栏' });
    expect(screen.queryByRole('complementary', { name: '工具栏' })).toBeNull();
    await userEvent.click(tools);
    expect(await screen.findByRole('button', { name: /使用说明/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /问题反馈/ })).toBeVisible();
  });

  it('asks for a wide screen on the paper editor, and opens it when the teacher insists', async () => {
    screenWidth(390);
    renderShell('/edit');
    expect(await screen.findByRole('heading', { name: '请在电脑上使用此页面' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '组卷中心' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '仍要打开' }));
    expect(await screen.findByRole('heading', { name: '组卷中心' })).toBeInTheDocument();
  });
});

describe('shell on a wide screen (1440 px)', () => {
  it('keeps the side navigation, the full tool bar and the editor', async () => {
    screenWidth(1440);
    renderShell('/edit');
    expect(await screen.findByRole('heading', { name: '组卷中心' })).toBeInTheDocument();
    renderShell('/paperlist');
    expect(await screen.findByRole('complementary', { name: '工具栏' })).toBeInTheDocument();
    expect(document.querySelector('.zj-sider')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '打开导航' })).toBeNull();
  });
});

describe('screens that need a wide screen', () => {
  it('lists the editors and print screens, not the reports, the homework list or scanning', () => {
    for (const path of ['/edit', '/answerCard', '/paperset', '/printing', '/bigData']) {
      expect(needsWideScreen(path), path).toBe(true);
    }
    for (const path of [
      '/paperlist',
      '/paperList',
      '/analysis/grade',
      '/assistant/analysis',
      '/scan',
      '/correct',
      '/write',
    ]) {
      expect(needsWideScreen(path), path).toBe(false);
    }
  });
});
