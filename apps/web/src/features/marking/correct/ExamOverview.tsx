import { ArrowLeftOutlined, CheckCircleOutlined, TableOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KIND_NAMES, type MarkingBlock, type MarkingOverview, STATUS_NAMES } from '@zhijuan/contracts';
import { Button, Card, Descriptions, Modal, Result, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { assignmentKeys } from '../../assignments';
import { finishMarking } from '../api';
import { correctPath, gradePath } from '../paths';
import { markingKeys, overviewQuery } from '../queries';
import { BlocksTable } from './BlocksTable';
import { KeyCard } from './KeyCard';
import { MarkersDialog } from './MarkersDialog';
import { ProblemsCard } from './ProblemsCard';
import { SettingsCard } from './SettingsCard';
import { StudentSheetsCard } from './StudentSheetsCard';

const STATUS_COLORS = {
  waiting: 'default',
  scanning: 'processing',
  marking: 'warning',
  done: 'success',
} as const;

function Header({ overview }: { overview: MarkingOverview }) {
  const client = useQueryClient();
  const finish = useMutation({
    mutationFn: () => finishMarking(overview.assignmentId),
    onSuccess: ({ data, message }) => {
      client.setQueryData(markingKeys.overview(overview.assignmentId), data);
      void client.invalidateQueries({ queryKey: assignmentKeys.all });
      toastSuccess(message && message !== 'ok' ? message : '阅卷已完成，成绩已生成');
    },
  });
  // The exam's counts as every screen counts them (analysis, big screen): answers with a final score.
  const { marked, toMark: total } = overview.progress;
  return (
    <Card variant="borderless" className="zj-correct-card">
      <div className="zj-correct-title">
        <Tag color={overview.kind === 'exam' ? 'volcano' : 'blue'}>{KIND_NAMES[overview.kind]}</Tag>
        <Typography.Title level={3} className="zj-correct-name">
          {overview.name}
        </Typography.Title>
        <Tag color={STATUS_COLORS[overview.status]}>{STATUS_NAMES[overview.status]}</Tag>
        <span className="zj-correct-spacer" />
        <Link to={gradePath({ id: overview.assignmentId, kind: overview.kind })}>
          <Button icon={<TableOutlined />}>成绩单</Button>
        </Link>
        {overview.canManage && overview.status !== 'done' ? (
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            disabled={!overview.complete}
            title={overview.complete ? undefined : '所有答卷给分后才能完成阅卷'}
            loading={finish.isPending}
            onClick={() =>
              Modal.confirm({
                title: '完成阅卷？',
                content: '完成后成绩将定稿，可打印成绩单和查看分析。',
                okText: '完成阅卷',
                onOk: () => finish.mutateAsync(),
              })
            }
          >
            完成阅卷
          </Button>
        ) : null}
      </div>
      <Descriptions
        size="small"
        column={{ xs: 2, md: 3, xl: 6 }}
        items={[
          { key: 's', label: '学科', children: overview.subjectName },
          { key: 'g', label: '年级', children: overview.gradeName },
          { key: 't', label: '满分', children: `${overview.totalScore} 分` },
          {
            key: 'c',
            label: '已扫描',
            children: `${overview.progress.scanned}/${overview.progress.students} 人`,
          },
          { key: 'a', label: '缺考', children: `${overview.absent} 人` },
          { key: 'm', label: '主观题已阅', children: total ? `${marked}/${total} 份` : '—' },
        ]}
      />
    </Card>
  );
}

/** /correct?assignmentId=: one exam's marking — its 题块 and, for managers, settings, markers, problems and the key. */
export function ExamOverview({ assignmentId }: { assignmentId: string }) {
  const overview = useQuery(overviewQuery(assignmentId));
  const [assigning, setAssigning] = useState<MarkingBlock | null>(null);
  useDocumentTitle(overview.data ? `阅卷 · ${overview.data.name}` : '阅卷批改');
  const back = (
    <Link to={correctPath()} className="zj-correct-back">
      <ArrowLeftOutlined /> 全部考试
    </Link>
  );
  if (overview.isError)
    return (
      <div className="zj-page">
        {back}
        <Result
          status="warning"
          title="没能打开这场考试的阅卷"
          subTitle="考试可能已删除，或您没有阅卷权限。"
        />
      </div>
    );
  if (!overview.data)
    return (
      <div className="zj-correct-loading">
        <Spin size="large" />
      </div>
    );
  const o = overview.data;
  return (
    <div className="zj-page">
      {back}
      <Header overview={o} />
      <Card title="主观题阅卷" variant="borderless" className="zj-correct-card">
        {o.sheets === 0 ? (
          <Result status="info" title="还没有扫描的答题卡" subTitle="扫描答题卡后，主观题即可开始批阅。" />
        ) : (
          <BlocksTable overview={o} onAssign={setAssigning} />
        )}
      </Card>
      {o.canManage ? (
        <div className="zj-correct-grid">
          <ProblemsCard overview={o} />
          <SettingsCard overview={o} />
          <KeyCard overview={o} />
          <StudentSheetsCard overview={o} />
        </div>
      ) : o.status === 'done' ? (
        <StudentSheetsCard overview={o} />
      ) : null}
      <MarkersDialog overview={o} block={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}
