import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { UserInfo } from '@zhijuan/contracts';
import { App } from 'antd';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { COOKIE, useSession } from '../stores/session';
import { fail, installFakeServer, ok, type Reply } from './fakeServer';

// These screens render a lot (tables, charts); on a busy machine the first paint takes more than a second.
configure({ asyncUtilTimeout: 10_000 });

export const USER: UserInfo = {
  userId: 'u1',
  username: 'teacher',
  nickname: '李老师',
  phone: null,
  avatar: null,
  orgName: '示范中学',
  orgLogo: null,
  logoPath: null,
  userStageId: 'cz',
  userStage: '初中',
  userSubjectId: 'cz.math',
  userSubject: '数学',
  userBookVersionId: 'cz.math.rj',
  userBookVersion: '人教版',
  userGradeId: 'cz.math.rj.7a',
  userGrade: '七年级上册',
  orgDefaultId: 'org1',
  schoolYearId: 'y1',
  isCreator: false,
  isAdministrator: false,
  gradeDirector: false,
  isPlatformAdmin: false,
};

/** Signed in, with the session's cookies. */
export function signIn() {
  Cookies.set(COOKIE.accessToken, 'token');
  Cookies.set(COOKIE.expiresAt, String(Date.now() + 3_600_000));
  useSession.setState({ loggedIn: true, exitTo: null });
}
export function signOut() {
  for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/' });
}

/** The shell's lookups every analysis screen makes: userinfo and the school years. */
export const SHELL_ROUTES: Record<string, () => Reply> = {
  'GET /system/userinfo': () => ok(USER),
  'GET /system/class': () => ok([{ id: 'y1', name: '2026-2027学年', isDefault: true }]),
};

/** Renders `element` at `path` (with its query) against a fake server answering by "METHOD /path". */
export function renderAt(
  path: string,
  element: ReactNode,
  routes: Record<string, () => Reply>,
  extraRoutes: { path: string; element: ReactNode }[] = [],
) {
  const server = installFakeServer((call) => {
    const reply = { ...SHELL_ROUTES, ...routes }[call.split('?')[0] ?? ''];
    return reply ? reply() : fail(404, '很抱歉，资源未找到');
  });
  const router = createMemoryRouter([{ path: path.split('?')[0], element }, ...extraRoutes], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { server, router };
}
