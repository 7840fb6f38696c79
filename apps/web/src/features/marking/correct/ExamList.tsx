import { useQueries, useQuery } from '@tanstack/react-query';
import { type AssignmentSummary, KIND_NAMES, STATUS_NAMES } from '@zhijuan/contracts';
import { Button, Card, Empty, Input, Progress, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSchoolYear, useUserInfo } from '../../../session';
import { assignmentListQuery } from '../../assignments';
import { correctPath, gradePath } from '../paths';

/** Exams with scanned sheets: the statuses 阅卷 works on, 阅卷中 first. */
const TABS = ['marking', 'scanning', 'done'] as const;
type MarkStatus = (typeof TABS)[number];
const PAGE_SIZE = 10;

/** /correct without an exam: the caller's exams and homework with scanned sheets, to pick one. */
export function ExamList() {
  useDocumentTitle('阅卷批改');
  const { data: info } = useUserInfo();
  const { current } = useSchoolYear(info?.orgDefaultId ?? null);
  const [picked, setPicked] = useState<MarkStatus | null>(null);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState<string | undefined>();
  const inSchool = Boolean(info?.orgDefaultId);
  // How many of each status (one row read each), for the tab labels and the first tab worth opening.
  const counts = useQueries({
    queries: TABS.map((s) => ({
      ...assignmentListQuery({ status: s, schoolYearId: current?.id, keyword, page: 1, size: 1 }),
      enabled: inSchool,
    })),
  });
  const totals = counts.map((c) => c.data?.total);
  const status: MarkStatus =
    picked ??
    (totals.every((t) => t !== undefined)
      ? (TABS.find((_, i) => (totals[i] ?? 0) > 0) ?? 'marking')
      : 'marking');
  const list = useQuery({
    ...assignmentListQuery({ status, schoolYearId: current?.id, keyword, page, size: PAGE_SIZE }),
    enabled: inSchool,
  });
  const records = list.data?.records ?? [];

  return (
    <div className="zj-page">
      <div className="zj-correct-head">
        <Typography.Title level={3} className="zj-page-title">
          阅卷批改
        </Typography.Title>
        <Input.Search
          allowClear
          aria-label="搜索考试"
          placeholder="按名称搜索"
          className="zj-correct-search"
          onSearch={(v) => {
            setKeyword(v.trim() || undefined);
            setPage(1);
          }}
        />
      </div>
      <Card variant="borderless">
        <Tabs
          activeKey={status}
          onChange={(k) => {
            setPicked(k as MarkStatus);
            setPage(1);
          }}
          items={TABS.map((s, i) => ({
            key: s,
            label: totals[i] ? `${STATUS_NAMES[s]}（${totals[i]}）` : STATUS_NAMES[s],
          }))}
        />
        {info && !inSchool ? (
          <Empty description="加入学校后，才能批阅本校的考试和作业。" />
        ) : !list.isLoading && records.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              status === 'marking'
                ? '没有阅卷中的考试。答题卡扫描后，考试会出现在这里。'
                : `没有${STATUS_NAMES[status]}的考试或作业`
            }
          >
            <Link to="/paperlist">
              <Button>去作业列表</Button>
            </Link>
          </Empty>
        ) : (
          <Table<AssignmentSummary>
            rowKey="id"
            // A narrow screen scrolls the table inside its card, not the page.
            scroll={{ x: 'max-content' }}
            loading={list.isFetching}
            dataSource={records}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 项`,
            }}
            columns={[
              {
                title: '名称',
                dataIndex: 'name',
                render: (name: string, row) => (
                  <div>
                    <Tag color={row.kind === 'exam' ? 'volcano' : 'blue'}>{KIND_NAMES[row.kind]}</Tag>
                    <Link to={correctPath(row.id)}>{name}</Link>
                    <div className="zj-correct-sub">
                      {row.subjectName} · {row.gradeName}
                      {row.classes.map((c) => c.name).join('、')} · 满分 {row.totalScore}
                    </div>
                  </div>
                ),
              },
              { title: '日期', dataIndex: 'examDate', width: 120 },
              {
                title: '已扫描',
                width: 160,
                render: (_, row) => (
                  <div className="zj-correct-scan">
                    <span>
                      {row.scannedCount}/{row.studentCount}
                    </span>
                    <Progress
                      percent={row.studentCount ? Math.round((row.scannedCount / row.studentCount) * 100) : 0}
                      size="small"
                      showInfo={false}
                    />
                  </div>
                ),
              },
              {
                title: '操作',
                width: 200,
                render: (_, row) => (
                  <span className="zj-correct-actions">
                    <Link to={correctPath(row.id)}>
                      <Button type="primary" size="small">
                        {row.status === 'done' ? '查看阅卷' : '进入阅卷'}
                      </Button>
                    </Link>
                    <Link to={gradePath(row)}>
                      <Button type="link" size="small">
                        成绩单
                      </Button>
                    </Link>
                  </span>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
