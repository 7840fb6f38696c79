import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitePreview, UserInfo } from '@zhijuan/contracts';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, readUser, useSession } from '../../../stores/session';
import { fail, installFakeServer, ok, type Reply } from '../../../test/fakeServer';
import InvitePage from './InvitePage';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../api/toast', () => toasts);

const TOKEN = '6h5poqISfoEwzHBUSvf-Lrx9_rAID1tB';

const PREVIEW: InvitePreview = {
  orgName: '示范中学',
  role: 'teacher',
  inviter: '张校长',
  expiresAt: '2026-11-29T00:00:00.000Z',
  problem: null,
};

function userInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u9',
    username: '13900000001',
    nickname: '赵老师',
    phone: '13900000001',
    avatar: null,
    orgName: null,
    orgLogo: null,
    logoPath: null,
    userStageId: null,
    userStage: null,
    userSubjectId: null,
    userSubject: null,
    userBookVersionId: null,
    userBookVersion: null,
    userGradeId: null,
    userGrade: null,
    orgDefaultId: null,
    schoolYearId: null,
    isCreator: false,
    isAdministrator: false,
    gradeDirector: false,
    isPlatformAdmin: false,
    ...over,
  };
}

function renderAt(path: string, routes: Record<string, () => Reply>) {
  const server = installFakeServer((call) => {
    const reply = routes[call.split('?')[0] ?? ''];
    return reply ? reply() : fail(404, '很抱歉，资源未找到');
  });
  const router = createMemoryRouter(
    [
      { path: '/invite', element: <InvitePage /> },
      { path: '/paperList', element: <h1>作业列表页</h1> },
    ],
    { initialEntries: [path] },
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

describe('invite page states', () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    Cookies.set(COOKIE.accessToken, 'token');
    Cookies.set(COOKIE.expiresAt, String(Date.now() + 3_600_000));
    useSession.setState({ loggedIn: true, exitTo: null });
    toasts.toastError.mockReset();
    toasts.toastSuccess.mockReset();
  });
  afterEach(() => {
    restore?.();
    for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/' });
  });

  it('says the link is incomplete when the token is missing, without asking the server', async () => {
    const t = renderAt('/invite', { 'GET /system/userinfo': () => ok(userInfo()) });
    restore = t.server.restore;
    expect(await screen.findByText('邀请链接不完整')).toBeInTheDocument();
    expect(t.server.calls.filter((c) => c.includes('/invite/'))).toEqual([]);
  });

  it('shows the server reason for an unknown token, in place of a toast', async () => {
    const t = renderAt(`/invite?token=${TOKEN}`, {
      'GET /system/userinfo': () => ok(userInfo()),
      'GET /system/invite/preview': () => fail(404, '邀请链接无效'),
    });
    restore = t.server.restore;
    expect(await screen.findByText('邀请链接无效')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入学校' })).toBeNull();
    expect(toasts.toastError).not.toHaveBeenCalled();
  });

  it('explains why a revoked or expired link cannot be used', async () => {
    const t = renderAt(`/invite?token=${TOKEN}`, {
      'GET /system/userinfo': () => ok(userInfo()),
      'GET /system/invite/preview': () =>
        ok({ ...PREVIEW, problem: '该邀请链接已过期，请联系学校管理员重新邀请' }),
    });
    restore = t.server.restore;
    expect(await screen.findByText('该邀请链接已过期，请联系学校管理员重新邀请')).toBeInTheDocument();
    expect(screen.getByText('这是示范中学的邀请链接，请向学校管理员索取新的链接。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入学校' })).toBeNull();
  });

  it('does not offer to join when the user already belongs to another school', async () => {
    const t = renderAt(`/invite?token=${TOKEN}`, {
      'GET /system/userinfo': () => ok(userInfo({ orgDefaultId: 'org2', orgName: '实验中学' })),
      'GET /system/invite/preview': () => ok(PREVIEW),
    });
    restore = t.server.restore;
    expect(await screen.findByText('你已属于实验中学')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入学校' })).toBeNull();
  });

  it('joins, re-reads userinfo and goes to the homework list', async () => {
    let joined = false;
    const t = renderAt(`/invite?token=${TOKEN}`, {
      'GET /system/userinfo': () =>
        ok(joined ? userInfo({ orgDefaultId: 'org1', orgName: '示范中学' }) : userInfo()),
      'GET /system/invite/preview': () => ok(PREVIEW),
      'POST /system/invite/accept': () => {
        joined = true;
        return ok({ orgName: '示范中学', joined: true }, '已加入示范中学');
      },
    });
    restore = t.server.restore;
    expect(await screen.findByText('示范中学')).toBeInTheDocument();
    expect(screen.getByText('张校长 邀请你加入')).toBeInTheDocument();
    expect(screen.getByText('赵老师（13900000001）')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '加入学校' }));
    expect(await screen.findByRole('heading', { name: '作业列表页' })).toBeInTheDocument();
    expect(t.router.state.location.pathname).toBe('/paperList');
    expect(t.server.calls).toEqual([
      `GET /system/invite/preview?token=${TOKEN}`,
      'GET /system/userinfo',
      'POST /system/invite/accept',
      'GET /system/userinfo',
    ]);
    await waitFor(() => expect(toasts.toastSuccess).toHaveBeenCalledWith('已加入示范中学'));
    expect(readUser()?.nickname).toBe('赵老师');
  });
});
