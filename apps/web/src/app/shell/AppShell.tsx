import { Layout } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useUserInfo } from '../../features/auth/useUserInfo';
import { isOn, useConfig } from '../../features/config/useConfig';
import type { LayoutVariant } from '../layoutVariant';
import { AppFooter } from './AppFooter';
import { LeftNav } from './LeftNav';
import { MinimalTopBarLayout } from './MinimalTopBar';
import { buildNav } from './navModel';
import { RightBar } from './RightBar';
import { TopBar } from './TopBar';

/** Draws the shell parts the layout variant asks for around the routed screen. */
export function AppShell({ variant, children }: { variant: LayoutVariant; children: ReactNode }) {
  const config = useConfig();
  const { data: user } = useUserInfo();
  const sections = useMemo(() => buildNav(user, config), [user, config]);
  const footer = variant.footer && isOn(config, 'footer') ? <AppFooter /> : null;
  const rightBar = variant.rightBar ? <RightBar /> : null;

  if (!variant.navigation) {
    const content = <Layout.Content className="zj-content-bare">{children}</Layout.Content>;
    return (
      <Layout className={`zj-root zj-root-bare${variant.rightBar ? ' zj-has-rightbar' : ''}`}>
        {variant.minimalTopBar ? <MinimalTopBarLayout>{content}</MinimalTopBarLayout> : content}
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
