import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useConfigQuery } from '../features/config';
import { queryClient } from '../session';
import { useSession } from '../stores/session';
import { CATCH_ALL_ID } from './catchAll';
import { decideGuard, LOGIN_PATH } from './guard';
import { layoutVariant } from './layoutVariant';
import { loginPathFor } from './loginRedirect';
import { normalisePath } from './paths';
import { loadSignedInShell } from './signedInShell';

/** antd and the shell: fetched for every screen but the sign-in page (layoutVariant LIGHT). */
const AntdShell = lazy(loadSignedInShell);

function PageLoading() {
  return (
    <div className="zj-loading" role="status" aria-label="加载中">
      <span className="zj-spinner" />
    </div>
  );
}

/** Spec §2: every navigation starts at the top of the page. */
function useScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the address
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

/** Root route: guard, configuration gate, and the layout variant around the routed screen. */
export default function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  const loggedIn = useSession((s) => s.loggedIn);
  const exitTo = useSession((s) => s.exitTo);
  const config = useConfigQuery();
  useScrollToTop();

  const atExit = exitTo !== null && normalisePath(location.pathname) === normalisePath(exitTo);
  useEffect(() => {
    if (atExit) useSession.setState({ exitTo: null });
  }, [atExit]);
  useEffect(() => {
    if (!loggedIn) queryClient.removeQueries({ predicate: (q) => q.queryKey[1] !== 'config' });
  }, [loggedIn]);

  if (exitTo !== null && !atExit) return <Navigate to={exitTo} replace />;
  const isCatchAll = matches.at(-1)?.id === CATCH_ALL_ID;
  if (!isCatchAll) {
    const decision = decideGuard(location.pathname, loggedIn);
    if (decision.kind === 'redirect') {
      const to = decision.to === LOGIN_PATH ? loginPathFor(location.pathname, location.search) : decision.to;
      return <Navigate to={to} replace />;
    }
  }
  if (isCatchAll) return <Outlet />;

  if (config.isPending) return <PageLoading />;
  if (config.isError) {
    return (
      // Plain markup rather than antd's Result: its illustrations would weigh on every first visit.
      <div className="zj-notice" role="alert">
        <h2>暂时无法连接服务器</h2>
        <p>请检查网络后重试；如果一直出现，请联系学校的信息管理员。</p>
        <button type="button" className="zj-lbtn zj-lbtn-primary" onClick={() => void config.refetch()}>
          重新加载
        </button>
      </div>
    );
  }
  const variant = layoutVariant(location.pathname);
  const screen = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  if (variant.light) {
    return (
      <div className="zj-light-root">
        <main>{screen}</main>
      </div>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <AntdShell variant={variant}>{screen}</AntdShell>
    </Suspense>
  );
}
