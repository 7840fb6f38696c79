import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../features/auth/useUserInfo';
import { isOn, useConfig } from '../../features/config/useConfig';
import type { LayoutVariant } from '../layoutVariant';
import { AppFooter } from './AppFooter';
import { LeftNav } from './LeftNav';
import { buildNav } from './navModel';
import { RightBar } from './RightBar';
import { TopBar } from './TopBar';

/** /write: only a slim bar with a way back. */
function MinimalTopBar() {
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/correct'));
  return (
    <Layout.Header className="zj-header zj-header-minimal">
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
        返回
      </Button>
    </Layout.Header>
  );
}

/** Draws the shell parts the layout variant asks for around the routed screen. */
export function AppShell({ variant, children }: { variant: LayoutVariant; children: ReactNode }) {
  const config = useConfig();
  const { data: user } = useUserInfo();
  const sections = useMemo(() => buildNav(user, config), [user, config]);
  const footer = variant.footer && isOn(config, 'footer') ? <AppFooter /> : null;
  const rightBar = variant.rightBar ? <RightBar /> : null;

  if (!variant.navigation) {
    return (
      <Layout className={`zj-root zj-root-bare${variant.rightBar ? ' zj-has-rightbar' : ''}`}>
        {variant.minimalTopBar ? <MinimalTopBar /> : null}
        <Layout.Content className="zj-content-bare">{children}</Layout.Content>
        {footer}
        {rightBar}
      </Layout>
    );
  }
  return (
    <Layout className="zj-root">
      <TopBar sections={sections} />
      <Layout hasSider className="zj-body">
        <LeftNav sections={sections} />
        <Layout className="zj-main">
          <Layout.Content className="zj-content">{children}</Layout.Content>
          {footer}
        </Layout>
      </Layout>
      {rightBar}
    </Layout>
  );
}
