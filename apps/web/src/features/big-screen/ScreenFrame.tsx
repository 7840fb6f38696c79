import type { UseQueryResult } from '@tanstack/react-query';
import type { BigScreen } from '@zhijuan/contracts';
import { MSG } from '@zhijuan/contracts';
import { Button, ConfigProvider, theme } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { ApiError, serverReason } from '../../api/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow, useScreenScale } from './hooks';
import './bigScreen.css';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const DARK = { algorithm: theme.darkAlgorithm, token: { colorBgContainer: 'transparent' } };

interface Props {
  title: string;
  variant: 'data' | 'hall';
  query: UseQueryResult<BigScreen>;
  children: (data: BigScreen) => ReactNode;
}

/**
 * The dark full-window frame of both big screens: school and grade, title, clock and freshness in the
 * header; a refusal or a first failure in place of the content.
 */
export function ScreenFrame({ title, variant, query, children }: Props) {
  useDocumentTitle(title);
  const now = useNow();
  const scale = useScreenScale();
  const { data, error } = query;

  // A hall display shows no scrollbar even where the shell adds a footer below the fold.
  useEffect(() => {
    document.documentElement.classList.add('zj-bs-html');
    return () => document.documentElement.classList.remove('zj-bs-html');
  }, []);

  let body: ReactNode;
  if (error instanceof ApiError && error.status === 403) {
    body = <div className="zj-bs-message">{serverReason(error) ?? MSG.forbidden}</div>;
  } else if (!data && error) {
    body = (
      <div className="zj-bs-message">
        <p>{error.message}</p>
        <Button onClick={() => void query.refetch()}>重新加载</Button>
      </div>
    );
  } else if (!data) {
    body = <div className="zj-bs-message zj-bs-loading">正在加载…</div>;
  } else {
    body = children(data);
  }

  const stale = Boolean(data && error);
  const updated = query.dataUpdatedAt ? dayjs(query.dataUpdatedAt).format('HH:mm:ss') : null;
  const live = (data?.live.length ?? 0) > 0;

  return (
    <ConfigProvider theme={DARK}>
      <div className={`zj-bs zj-bs-screen-${variant}`} style={{ '--s': scale } as CSSProperties}>
        <header className="zj-bs-head">
          <div className="zj-bs-head-side">
            <span className="zj-bs-school">{data?.schoolName ?? ''}</span>
            <span className="zj-bs-grade">{data?.gradeName ?? ''}</span>
          </div>
          <h1 className="zj-bs-title">{title}</h1>
          <div className="zj-bs-head-side zj-bs-head-right">
            <span className={`zj-bs-fresh${stale ? ' zj-bs-fresh-stale' : live ? ' zj-bs-fresh-live' : ''}`}>
              {stale
                ? `连接中断 · 数据更新于 ${updated}`
                : live
                  ? '实时'
                  : updated
                    ? `更新于 ${updated}`
                    : ''}
            </span>
            <time className="zj-bs-clock" dateTime={now.toISOString()}>
              <span className="zj-bs-date">
                {dayjs(now).format('YYYY-MM-DD')} 星期{WEEKDAYS[now.getDay()]}
              </span>
              <span className="zj-bs-time">{dayjs(now).format('HH:mm:ss')}</span>
            </time>
          </div>
        </header>
        <main className="zj-bs-body">{body}</main>
      </div>
    </ConfigProvider>
  );
}
