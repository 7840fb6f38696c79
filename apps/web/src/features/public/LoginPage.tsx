import { useNavigate, useSearchParams } from 'react-router';
import { SIGNED_IN_HOME } from '../../app/guard';
import { REDIRECT_PARAM, safeRedirect } from '../../app/loginRedirect';
import { Alert } from '../../lib/light/controls';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSession } from '../../stores/session';
import { LoginBox } from '../auth';
import { InviteBanner, inviteTokenOf } from '../school';
import { PublicHeader } from './PublicHeader';

/**
 * The sign-in screen. Drawn with plain controls (lib/light) and no antd, so a first visit fetches only
 * the framework and this page; antd loads with the signed-in shell (app/AntdShell.tsx).
 */
export default function LoginPage() {
  useDocumentTitle('登录');
  const loggedIn = useSession((s) => s.loggedIn);
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get(REDIRECT_PARAM)) ?? SIGNED_IN_HOME;
  const inviteToken = inviteTokenOf(target);
  return (
    <div className="zj-login-page">
      <PublicHeader />
      <div className="zj-login-page-body">
        <div className="zj-login-card">
          <h3 className="zj-login-card-title">登录智卷</h3>
          <p className="zj-login-card-sub">登录后即可继续使用组卷、阅卷与学情分析</p>
          {inviteToken ? <InviteBanner token={inviteToken} /> : null}
          {/* Spec §2 lets a signed-in user open /login: it is where one switches account. */}
          {loggedIn && user ? (
            <Alert
              className="zj-login-current"
              type="info"
              title={`当前已登录：${user.nickname || user.username}。登录其他账号将切换到该账号。`}
              action={
                <button type="button" className="zj-link" onClick={() => navigate(target, { replace: true })}>
                  继续使用当前账号
                </button>
              }
            />
          ) : null}
          <LoginBox idPrefix="page" redirectTo={target} />
        </div>
      </div>
    </div>
  );
}
