import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { bindToasts } from '../api/toast';
import type { LayoutVariant } from './layoutVariant';
import { AppShell } from './shell/AppShell';

dayjs.locale('zh-cn');

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    colorInfo: '#1f6feb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
    fontSize: 14,
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 60,
      headerPadding: '0 20px',
      siderBg: '#ffffff',
      bodyBg: '#f4f6fa',
    },
    Menu: { itemBorderRadius: 8, itemMarginInline: 8, activeBarBorderWidth: 0 },
  },
};

/** Hands antd's themed toast instances to the non-React HTTP client. */
function ToastBinder() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => {
    bindToasts({ message, notification });
    return () => bindToasts(null);
  }, [message, notification]);
  return null;
}

/**
 * antd (theme, Chinese locale, toasts) and the shell around every screen but the sign-in page. Loaded
 * lazily by RootLayout: a first visit to /login fetches none of it.
 */
export default function AntdShell({ variant, children }: { variant: LayoutVariant; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp>
        <ToastBinder />
        <AppShell variant={variant}>{children}</AppShell>
      </AntApp>
    </ConfigProvider>
  );
}
