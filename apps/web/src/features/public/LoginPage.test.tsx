import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicConfig } from '@zhijuan/contracts';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, useSession } from '../../stores/session';
import { fail, installFakeServer, ok } from '../../test/fakeServer';
import LoginPage from './LoginPage';

const CONFIG: PublicConfig = {
  appName: '智卷',
  features: {} as PublicConfig['features'],
  captcha: false,
  demo: null,
  markingSiteUrl: '/correct',
  helpUrl: 'https://help.example/',
  mobileUrl: 'https://m.example/',
  smsDevOutbox: false,
};

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/paperList', element: <h1>作业列表页</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['system', 'config'], CONFIG);
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

describe('/login while signed in (spec §2: a signed-in user may open any route but / and /404)', () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    restore = installFakeServer((call) =>
      call.startsWith('GET /system/config') ? ok(CONFIG) : fail(404, '很抱歉，资源未找到'),
    ).restore;
    Cookies.set(COOKIE.accessToken, 'token');
    Cookies.set(COOKIE.user, JSON.stringify({ username: 'teacher', nickname: '王老师', avatar: null }));
    useSession.setState({ loggedIn: true, user: { username: 'teacher', nickname: '王老师' } as never });
  });
  afterEach(() => {
    restore?.();
    Cookies.remove(COOKIE.accessToken);
    Cookies.remove(COOKIE.user);
    useSession.setState({ loggedIn: false, user: null });
  });

  it('shows the login screen, names the current account, and can go on with it', async () => {
    const router = renderLogin();
    expect(await screen.findByRole('heading', { name: '登录智卷' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(/当前已登录：王老师/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('用户名或手机号')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '继续使用当前账号' }));
    expect(await screen.findByRole('heading', { name: '作业列表页' })).toBeInTheDocument();
  });
});
