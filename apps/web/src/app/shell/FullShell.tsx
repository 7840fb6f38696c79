import { Layout } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../../features/config';
import { useUserInfo } from '../../session';
import { LeftNav } from './LeftNav';
import { NavDrawer } from './NavDrawer';
import { buildNav } from './navModel';
import { TopBar } from './TopBar';
import { useNarrowScreen } from './useNarrowScreen';

/**
 * Top bar and left navigation around the screen; loaded only once a screen with navigation opens, so
 * the sign-in page does not download the menus. On a narrow screen the navigation is a drawer; the
 * tree keeps the same shape either way, so turning a phone does not reset the screen.
 */
export default function FullShell({ footer, children }: { footer: ReactNode; children: ReactNode }) {
  const config = useConfig();
  const { data: user } = useUserInfo();
  const sections = useMemo(() => buildNav(user, config), [user, config]);
  const narrow = useNarrowScreen();
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of screen
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <>
      <TopBar sections={sections} narrow={narrow} onOpenNav={() => setNavOpen(true)} />
      <Layout hasSider={!narrow} className="zj-body">
        {narrow ? null : <LeftNav sections={sections} />}
        <Layout className="zj-main">
          <Layout.Content className="zj-content">{children}</Layout.Content>
          {footer}
        </Layout>
      </Layout>
      {narrow ? (
        <NavDrawer
          sections={sections}
          orgId={user?.orgDefaultId ?? null}
          open={navOpen}
          onClose={() => setNavOpen(false)}
        />
      ) : null}
    </>
  );
}
