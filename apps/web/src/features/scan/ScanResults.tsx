import { useQuery } from '@tanstack/react-query';
import type { ScanBatch, ScanSummary } from '@zhijuan/contracts';
import { Card, Empty, Statistic, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { sheetsQuery } from './queries';

export function Counters({ s }: { s: ScanSummary | undefined }) {
  return (
    <div className="zj-scan-counters">
      <Statistic title="已扫学生" value={s?.scannedStudents ?? 0} suffix={`/ ${s?.studentCount ?? 0}`} />
      <Statistic title="已上传页" value={s?.counts.pages ?? 0} />
      <Statistic title="识别中" value={s?.counts.queued ?? 0} />
      <Statistic
        title="需处理"
        value={s?.counts.problems ?? 0}
        styles={{ content: { color: s?.counts.problems ? '#d4380d' : undefined } }}
      />
    </div>
  );
}

export function SheetsTable({ examId, version }: { examId: string; version: number }) {
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const { data, isFetching } = useQuery(sheetsQuery(examId, paging, version));
  const questions = useMemo(() => {
    const set = new Set<string>();
    for (const r of data?.records ?? [])
      for (const q of Object.keys(r.answers)) if (/^\d+$/.test(q)) set.add(q);
    return [...set].sort((a, b) => Number(a) - Number(b));
  }, [data]);
  return (
    <Table
      rowKey="studentId"
      size="small"
      loading={isFetching}
      dataSource={data?.records ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description="还没有识别出学生的答题卡" /> }}
      pagination={{
        current: paging.page,
        pageSize: paging.size,
        total: data?.total ?? 0,
        showTotal: (n) => `共 ${n} 人`,
        onChange: (page, size) => setPaging({ page, size }),
      }}
      columns={[
        { title: '班级', dataIndex: 'className', fixed: 'left', width: 90 },
        { title: '姓名', dataIndex: 'name', fixed: 'left', width: 90 },
        { title: '考号', dataIndex: 'studentNo', width: 110 },
        {
          title: '缺考',
          dataIndex: 'absent',
          width: 60,
          render: (v: boolean) => (v ? <Tag color="orange">缺考</Tag> : ''),
        },
        ...questions.map((q) => ({
          title: q,
          key: q,
          width: 48,
          align: 'center' as const,
          render: (_: unknown, r: { answers: Record<string, string>; flags: Record<string, string> }) => {
            const a = r.answers[q] ?? '';
            const text = a.replace('T', '√').replace('F', '×') || '—';
            return r.flags[q] && r.flags[q] !== 'blank' ? <Tag color="red">{text}</Tag> : text;
          },
        })),
      ]}
    />
  );
}

export function MissingPanel({ s }: { s: ScanSummary }) {
  return (
    <div className="zj-scan-missing">
      {s.incomplete.length > 0 && (
        <Card size="small" title="缺页的答题卡" className="zj-scan-missing-card">
          {s.incomplete.map((i) => (
            <div key={i.id}>
              {i.className} {i.name}：缺第 {i.pagesMissing.join('、')} 页
            </div>
          ))}
        </Card>
      )}
      <Table
        rowKey="id"
        size="small"
        dataSource={s.missing}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 人` }}
        locale={{ emptyText: <Empty description="每名学生都有答题卡了" /> }}
        columns={[
          { title: '班级', dataIndex: 'className' },
          { title: '姓名', dataIndex: 'name' },
          { title: '考号', dataIndex: 'studentNo' },
        ]}
      />
    </div>
  );
}

/** 扫描批次: each batch of the exam, where its pages came from and how far they are. */
export function BatchesTable({ batches }: { batches: ScanBatch[] }) {
  return (
    <Table
      rowKey="id"
      size="small"
      dataSource={batches}
      pagination={false}
      columns={[
        { title: '批次', dataIndex: 'name' },
        {
          title: '来源',
          dataIndex: 'source',
          render: (s: string) => (s === 'agent' ? '扫描仪' : '文件'),
        },
        { title: '扫描人', dataIndex: 'createdBy' },
        {
          title: '分配给学科老师',
          dataIndex: 'toSubjectTeachers',
          render: (v: boolean) => (v ? '是' : '否'),
        },
        { title: '页数', render: (_, b) => b.counts.pages },
        { title: '识别中', render: (_, b) => b.counts.queued },
        { title: '需处理', render: (_, b) => b.counts.problems },
      ]}
    />
  );
}
