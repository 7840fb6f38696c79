import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { SIGNED_IN_HOME } from '../../app/guard';
import { Dialog } from '../../lib/light/controls';
import { useConfig } from '../config';
import { ProtocolContent } from '../public';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type LoginTab = 'login' | 'register';

const TABS: { key: LoginTab; label: string }[] = [
  { key: 'login', label: '账号登录' },
  { key: 'register', label: '注册' },
];

/**
 * Login and registration tabs, in plain controls (lib/light) so the sign-in page loads no antd;
 * after signing in the teacher lands on the homework list (or `redirectTo`).
 */
export function LoginBox({
  idPrefix = 'box',
  defaultTab = 'login',
  redirectTo = SIGNED_IN_HOME,
}: {
  idPrefix?: string;
  defaultTab?: LoginTab;
  /** Where to go once signed in (the page a signed-out visitor was sent away from). */
  redirectTo?: string;
}) {
  const config = useConfig();
  const navigate = useNavigate();
  const [tab, setTab] = useState<LoginTab>(defaultTab);
  const [registeredAs, setRegisteredAs] = useState<string | undefined>();
  const [protocolOpen, setProtocolOpen] = useState(false);
  const closeProtocol = useCallback(() => setProtocolOpen(false), []);

  return (
    <div className="zj-login-box">
      {/* Two buttons with tab semantics rather than antd's Tabs, whose menus and overflow logic would
          load on every first visit to the sign-in page. */}
      <div className="zj-login-tabs" role="tablist">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${idPrefix}-panel`}
            className={tab === t.key ? 'zj-login-tab zj-login-tab-active' : 'zj-login-tab'}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm
            key={registeredAs ?? 'login'}
            name={`${idPrefix}-login`}
            captcha={config.captcha}
            demo={config.demo}
            initialUsername={registeredAs}
            onLoggedIn={() => navigate(redirectTo, { replace: true })}
          />
        ) : (
          <RegisterForm
            name={`${idPrefix}-register`}
            devOutbox={config.smsDevOutbox}
            onShowProtocol={() => setProtocolOpen(true)}
            onRegistered={(username) => {
              setRegisteredAs(username);
              setTab('login');
            }}
          />
        )}
      </div>
      <Dialog open={protocolOpen} title="用户协议与隐私政策" okText="我知道了" onClose={closeProtocol}>
        <div className="zj-protocol-modal">
          <ProtocolContent />
        </div>
      </Dialog>
    </div>
  );
}
