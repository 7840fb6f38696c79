import { Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SIGNED_IN_HOME } from '../../app/guard';
import { useConfig } from '../config/useConfig';
import { ProtocolContent } from '../public/ProtocolContent';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type LoginTab = 'login' | 'register';

/** Login and registration tabs; after signing in the teacher lands on the homework list (or `redirectTo`). */
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

  return (
    <div className="zj-login-box">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        centered
        size="large"
        items={[
          {
            key: 'login',
            label: '账号登录',
            children: (
              <LoginForm
                key={registeredAs ?? 'login'}
                name={`${idPrefix}-login`}
                captcha={config.captcha}
                demo={config.demo}
                initialUsername={registeredAs}
                onLoggedIn={() => navigate(redirectTo, { replace: true })}
              />
            ),
          },
          {
            key: 'register',
            label: '注册',
            children: (
              <RegisterForm
                name={`${idPrefix}-register`}
                devOutbox={config.smsDevOutbox}
                onShowProtocol={() => setProtocolOpen(true)}
                onRegistered={(username) => {
                  setRegisteredAs(username);
                  setTab('login');
                }}
              />
            ),
          },
        ]}
      />
      <Modal
        title="用户协议与隐私政策"
        open={protocolOpen}
        onCancel={() => setProtocolOpen(false)}
        onOk={() => setProtocolOpen(false)}
        okText="我知道了"
        cancelButtonProps={{ style: { display: 'none' } }}
        width={720}
      >
        <div className="zj-protocol-modal">
          <ProtocolContent />
        </div>
      </Modal>
    </div>
  );
}
