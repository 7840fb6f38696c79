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
            title: '类型',
            dataIndex: 'kind',
            width: 80,
            render: (k: ProblemTask['kind']) =>
              k === 'problem' ? <Tag color="orange">问题卷</Tag> : <Tag color="purple">仲裁</Tag>,
          },
          { title: '题块', dataIndex: 'label', width: 110 },
          {
            title: '学生',
            render: (_, p) => (
              <span>
                {p.studentName}
                <span className="zj-correct-muted"> {p.className}</span>
              </span>
            ),
          },
          {
            title: '原因',
            render: (_, p) => p.reason ?? (p.kind === 'arbitration' ? '双评分差超过阈值' : '—'),
          },
          { title: '阅卷老师', dataIndex: 'markerName', width: 90, render: (n: string | null) => n ?? '—' },
          {
            title: '时间',
            dataIndex: 'at',
            width: 110,
            render: (at: string) => dayjs(at).format('MM-DD HH:mm'),
          },
          {
            title: '',
            width: 80,
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
