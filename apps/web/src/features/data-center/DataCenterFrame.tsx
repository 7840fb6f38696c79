import { MSG } from '@zhijuan/contracts';
import { Button, Card, Checkbox, Empty, Result, Select, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ApiError, serverReason } from '../../api/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { DataCenter } from './useDataCenter';
import './dataCenter.css';

interface Props {
  title: string;
  dc: DataCenter;
  /** Without a required subject the 学科 select offers 全部学科. */
  subjectRequired: boolean;
  /** More filters after 学年 · 年级 · 学科 (an exam picker). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * Title, filters and the states every data-centre screen shares. A refusal (403) shows the server's
 * message and nothing else (spec §6).
 */
export function DataCenterFrame({ title, dc, subjectRequired, extra, children }: Props) {
  useDocumentTitle(title);
  const { overview, data } = dc;
  const error = overview.error;

  if (error instanceof ApiError && error.status === 403) {
    return <Result status="403" title={serverReason(error) ?? MSG.forbidden} />;
  }

  return (
    <div className="zj-page zj-dc">
      <Typography.Title level={3} className="zj-page-title">
        {title}
      </Typography.Title>
      <Card variant="borderless" className="zj-dc-filters">
        <Select
          aria-label="学年"
          className="zj-dc-select"
          placeholder="学年"
          value={dc.schoolYearId}
          options={dc.years.map((y) => ({ value: y.id, label: y.name }))}
          onChange={(id: string) => dc.set({ schoolYearId: id, gradeId: undefined })}
        />
        <Select
          aria-label="年级"
          className="zj-dc-select"
          placeholder="年级"
          value={dc.gradeId}
          options={(data?.grades ?? []).map((g) => ({ value: g.id, label: g.name }))}
          onChange={(id: string) => dc.set({ gradeId: id })}
          notFoundContent="暂无可查看的年级"
        />
        <Select
          aria-label="学科"
          className="zj-dc-select"
          placeholder={subjectRequired ? '学科' : '全部学科'}
          allowClear={!subjectRequired}
          value={dc.subjectId}
          options={(data?.subjects ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(id?: string) => dc.set({ subjectId: id })}
          notFoundContent="暂无学科"
        />
        {extra}
        <Checkbox
          checked={dc.unfinished}
          onChange={(e) => dc.set({ unfinished: e.target.checked ? '1' : undefined })}
        >
          含阅卷中的考试
        </Checkbox>
      </Card>
      {error ? (
        <Result
          status="warning"
          title={error.message || '数据加载失败'}
          extra={
            <Button type="primary" onClick={() => void overview.refetch()}>
              重新加载
            </Button>
          }
        />
      ) : !data ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : data.grades.length === 0 ? (
        <Card variant="borderless" className="zj-page-card">
          <Empty description="您还没有负责的年级" />
        </Card>
      ) : dc.exams.length === 0 ? (
        <Card variant="borderless" className="zj-page-card">
          <Empty description="本学年该年级还没有已阅卷的考试" />
        </Card>
      ) : (
        children
      )}
    </div>
  );
}
