import { Layout } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { isOn, useConfig } from '../../features/config';
import type { LayoutVariant } from '../layoutVariant';
import { AppFooter } from './AppFooter';
import { MinimalTopBarLayout } from './MinimalTopBar';
import { useNarrowScreen } from './useNarrowScreen';
import { WideScreenGate } from './WideScreenNotice';

// Loaded on first use: the sign-in and landing pages need neither.
const FullShell = lazy(() => import('./FullShell'));
const RightBar = lazy(() => import('./RightBar'));

/** Draws the shell parts the layout variant asks for around the routed screen. */
export function AppShell({ variant, children }: { variant: LayoutVariant; children: ReactNode }) {
  const config = useConfig();
  const narrow = useNarrowScreen();
  const footer = variant.footer && isOn(config, 'footer') ? <AppFooter /> : null;
  const rightBar = variant.rightBar ? (
    <Suspense fallback={null}>
      <RightBar />
    </Suspense>
  ) : null;
  const screen = <WideScreenGate>{children}</WideScreenGate>;
  const narrowClass = narrow ? ' zj-narrow' : '';

  if (!variant.navigation) {
    const content = <Layout.Content className="zj-content-bare">{screen}</Layout.Content>;
    return (
      <Layout className={`zj-root zj-root-bare${variant.rightBar ? ' zj-has-rightbar' : ''}${narrowClass}`}>
        {variant.minimalTopBar ? <MinimalTopBarLayout>{content}</MinimalTopBarLayout> : content}
        {footer}
        {rightBar}
      </Layout>
    );
  }
  return (
    <Layout className={`zj-root${narrowClass}`}>
      <Suspense fallback={null}>
        <FullShell footer={footer}>{screen}</FullShell>
      </Suspense>
      {rightBar}
    </Layout>
  );
}
