import { useQuery } from '@tanstack/react-query';
import type { MarkingOverview, ProblemTask } from '@zhijuan/contracts';
import { Button, Card, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { writePath } from '../paths';
import { problemsQuery } from '../queries';

/** 问题卷与仲裁 (managers): a 问题卷 opens that answer to score it; an arbitration opens the 仲裁 queue. */
export function ProblemsCard({ overview }: { overview: MarkingOverview }) {
  const problems = useQuery(problemsQuery(overview.assignmentId));
  return (
    <Card title="问题卷与仲裁" variant="borderless" className="zj-correct-card">
      <Table<ProblemTask>
        rowKey="id"
        size="small"
        loading={problems.isLoading}
        dataSource={problems.data ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: '没有待处理的问题卷或仲裁' }}
        columns={[
          {
            title: '题目',
            width: 130,
            render: (_, p) => (
              <span className="zj-correct-problem-kind">
                {p.kind === 'problem' ? <Tag color="orange">问题卷</Tag> : <Tag color="purple">仲裁</Tag>}
                {p.label}
              </span>
            ),
          },
          {
            title: '学生',
            width: 120,
            render: (_, p) => (
              <div>
                {p.studentName}
                <div className="zj-correct-sub">{p.className}</div>
              </div>
            ),
          },
          {
            title: '原因',
            render: (_, p) => (
              <div>
                {p.reason ?? (p.kind === 'arbitration' ? '双评分差超过阈值' : '—')}
                <div className="zj-correct-sub">
                  {p.markerName ? `${p.markerName} · ` : ''}
                  {dayjs(p.at).format('MM-DD HH:mm')}
                </div>
              </div>
            ),
          },
          {
            title: '',
            width: 72,
            render: (_, p) => (
              <Link
                to={
                  p.kind === 'arbitration'
                    ? writePath(overview.assignmentId, p.block, 3)
                    : `${writePath(overview.assignmentId, p.block)}&task=${encodeURIComponent(p.id)}`
                }
              >
                <Button size="small" type="primary" ghost>
                  {p.kind === 'arbitration' ? '仲裁' : '处理'}
                </Button>
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
