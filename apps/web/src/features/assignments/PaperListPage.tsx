import {
  BarChartOutlined,
  DeleteOutlined,
  EditOutlined,
  FormOutlined,
  MoreOutlined,
  PlusOutlined,
  PrinterOutlined,
  ScanOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSIGNMENT_KINDS,
  ASSIGNMENT_STATUSES,
  type AssignmentSummary,
  KIND_NAMES,
  STATUS_NAMES,
} from '@zhijuan/contracts';
import {
  Button,
  Card,
  DatePicker,
  Dropdown,
  Empty,
  Input,
  Modal,
  Progress,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toastSuccess } from '../../api/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSchoolYear, useUserInfo } from '../../session';
import { analysisPath, assistantPath } from '../analysis';
import { subjectsQuery } from '../curriculum';
import { correctPath, gradePath } from '../marking';
import { AssignDialog } from './AssignDialog';
import type { AssignmentFilter } from './api';
import { deleteAssignment, republishKey } from './api';
import { assignmentKeys, assignmentListQuery } from './queries';
import './assignments.css';

const PAGE_SIZE = 10;
const STATUS_COLORS = {
  waiting: 'default',
  scanning: 'processing',
  marking: 'warning',
  done: 'success',
} as const;

/** Scores exist once marking has begun (阅卷中) or ended (已完成): 分析 and 讲评助手 need them. */
const hasScores = (a: Pick<AssignmentSummary, 'status'>) => a.status === 'marking' || a.status === 'done';

/** Where 打印试卷 goes: 考试 prints with the exam header, 作业 compactly (docs/print.md). */
export const printPaperPath = (a: Pick<AssignmentSummary, 'id' | 'kind'>) =>
  `${a.kind === 'exam' ? '/pringtingtest' : '/printing'}?assignmentId=${a.id}`;

type Filters = Omit<AssignmentFilter, 'page' | 'size'>;

/** /paperlist (作业列表): homework and exams given to classes, with what can be done next for each. */
export default function PaperListPage() {
  useDocumentTitle('作业列表');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data: info } = useUserInfo();
  const { years, current } = useSchoolYear(info?.orgDefaultId ?? null);
  const subjects = useQuery({
    ...subjectsQuery(info?.userStageId ?? ''),
    enabled: Boolean(info?.userStageId),
  });
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ editing: AssignmentSummary | null } | null>(null);
  const schoolYearId = filters.schoolYearId ?? current?.id;
  const query = { ...filters, schoolYearId, page, size: PAGE_SIZE };
  const inSchool = Boolean(info?.orgDefaultId);
  const list = useQuery({ ...assignmentListQuery(query), enabled: inSchool });
  const records = list.data?.records ?? [];
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');
  const set = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const refresh = () => void client.invalidateQueries({ queryKey: assignmentKeys.all });
  const remove = useMutation({
    mutationFn: deleteAssignment,
    onSuccess: ({ message }) => {
      toastSuccess(message || '已删除');
      refresh();
    },
  });
  const republish = useMutation({
    mutationFn: republishKey,
    onSuccess: ({ message }) => {
      toastSuccess(message || '答案已重新发布');
      refresh();
    },
  });

  return (
    <div className="zj-page">
      <div className="zj-plist-head">
        <Typography.Title level={3} className="zj-page-title">
          作业列表
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!inSchool}
          onClick={() => setDialog({ editing: null })}
        >
          布置作业/考试
        </Button>
      </div>
      <Card variant="borderless" className="zj-plist-filters">
        <Select
          aria-label="学年"
          className="zj-plist-year"
          value={schoolYearId}
          options={years.map((y) => ({ value: y.id, label: y.name }))}
          onChange={(id: string) => set({ schoolYearId: id })}
          placeholder="学年"
        />
        <Select
          aria-label="学科"
          allowClear
          placeholder="全部学科"
          className="zj-plist-select"
          value={filters.subjectId}
          options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(id?: string) => set({ subjectId: id })}
        />
        <Select
          aria-label="状态"
          allowClear
          placeholder="全部状态"
          className="zj-plist-select"
          value={filters.status}
          options={ASSIGNMENT_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))}
          onChange={(status?: Filters['status']) => set({ status })}
        />
        <Select
          aria-label="类型"
          allowClear
          placeholder="作业和考试"
          className="zj-plist-select"
          value={filters.kind}
          options={ASSIGNMENT_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }))}
          onChange={(kind?: Filters['kind']) => set({ kind })}
        />
        <DatePicker.RangePicker
          aria-label="日期"
          onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
            set({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
        <Input.Search
          aria-label="搜索作业"
          allowClear
          placeholder="按名称搜索"
          className="zj-plist-search"
          onSearch={(value) => set({ keyword: value.trim() || undefined })}
        />
      </Card>
      <Card variant="borderless">
        {info && !inSchool ? (
          <Empty
            className="zj-page-empty zj-plist-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="加入学校后，才能给班级布置作业和考试。请向学校管理员索取邀请链接。"
          >
            <Link to="/rehearse/SelectQuestionPaper">
              <Button>先去组卷</Button>
            </Link>
          </Empty>
        ) : !list.isLoading && records.length === 0 ? (
          <Empty
            className="zj-page-empty zj-plist-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              filtered
                ? '没有符合条件的作业或考试'
                : '还没有布置作业或考试。在我的试卷中选一份试卷，点「布置」交给班级'
            }
          >
            {filtered ? null : (
              <Link to="/cloudResources/personPaper">
                <Button>去我的试卷</Button>
              </Link>
            )}
          </Empty>
        ) : (
          <Table<AssignmentSummary>
            rowKey="id"
            // On a phone the columns keep their widths and the table scrolls sideways in its card.
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
                  <div className="zj-plist-name">
                    <Tag color={row.kind === 'exam' ? 'volcano' : 'blue'}>{KIND_NAMES[row.kind]}</Tag>
                    <span>{name}</span>
                    <div className="zj-plist-sub">
                      {row.subjectName} · {row.paperTitle} · {row.questionCount} 题 {row.totalScore} 分
                      {row.canEdit ? null : ` · ${row.owner.name}布置`}
                    </div>
                  </div>
                ),
              },
              {
                title: '班级',
                dataIndex: 'classes',
                width: 190,
                render: (classes: AssignmentSummary['classes'], row) =>
                  classes.map((c) => (
                    <Tag key={c.id} className="zj-plist-class">
                      {row.gradeName}
                      {c.name}
                    </Tag>
                  )),
              },
              { title: '日期', dataIndex: 'examDate', width: 110 },
              {
                title: '状态',
                dataIndex: 'status',
                width: 90,
                render: (s: AssignmentSummary['status']) => (
                  <Tag color={STATUS_COLORS[s]}>{STATUS_NAMES[s]}</Tag>
                ),
              },
              {
                title: '已扫描',
                width: 130,
                render: (_, row) => (
                  <div className="zj-plist-scan">
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
                width: 330,
                render: (_, row) => (
                  <div className="zj-plist-actions">
                    <Button
                      type="link"
                      size="small"
                      icon={<PrinterOutlined />}
                      onClick={() => navigate(printPaperPath(row))}
                    >
                      打印试卷
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => navigate(`/answerCard?assignmentId=${row.id}`)}
                    >
                      打印答题卡
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      icon={<ScanOutlined />}
                      onClick={() => navigate(`/scan?assignmentId=${row.id}`)}
                    >
                      扫描
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      icon={<FormOutlined />}
                      disabled={row.status === 'waiting'}
                      title={row.status === 'waiting' ? '扫描答题卡后才能阅卷' : undefined}
                      onClick={() => navigate(correctPath(row.id))}
                    >
                      阅卷
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      icon={<BarChartOutlined />}
                      disabled={!hasScores(row)}
                      title={hasScores(row) ? undefined : '阅卷开始后才能分析'}
                      onClick={() => navigate(analysisPath('grade', row.id))}
                    >
                      分析
                    </Button>
                    {
                      <Dropdown
                        trigger={['click']}
                        menu={{
                          items: [
                            { key: 'answer', label: '打印答案与解析' },
                            { key: 'barcode', label: '打印考号条形码' },
                            { key: 'qr', label: '打印考号二维码' },
                            { key: 'grades', label: '打印成绩单' },
                            ...(hasScores(row) ? [{ key: 'assistant', label: '讲评助手' }] : []),
                            ...(row.canEdit
                              ? [
                                  { type: 'divider' as const },
                                  { key: 'edit', icon: <EditOutlined />, label: '修改' },
                                  { key: 'republish', icon: <SyncOutlined />, label: '重新发布答案' },
                                  { key: 'delete', icon: <DeleteOutlined />, danger: true, label: '删除' },
                                ]
                              : []),
                          ],
                          onClick: ({ key }) => {
                            const go = {
                              answer: `/printanswer?assignmentId=${row.id}&mode=analysis`,
                              barcode: `/printBarcode?assignmentId=${row.id}`,
                              qr: `/printcode?assignmentId=${row.id}`,
                              grades: gradePath(row),
                              assistant: assistantPath('commentary', row.id),
                            }[key as 'answer'];
                            if (go) navigate(go);
                            if (key === 'edit') setDialog({ editing: row });
                            if (key === 'republish')
                              Modal.confirm({
                                title: '重新发布答案',
                                content: '按试卷当前的答案和分值重新发布。已扫描的答题卡将按新答案判分。',
                                okText: '重新发布',
                                onOk: () => republish.mutateAsync(row.id),
                              });
                            if (key === 'delete')
                              Modal.confirm({
                                title: `删除「${row.name}」？`,
                                content: '删除后不能恢复；已有扫描的答题卡时不能删除。',
                                okText: '删除',
                                okButtonProps: { danger: true },
                                onOk: () => remove.mutateAsync(row.id),
                              });
                          },
                        }}
                      >
                        <Button type="text" size="small" aria-label="更多操作" icon={<MoreOutlined />} />
                      </Dropdown>
                    }
                  </div>
                ),
              },
            ]}
          />
        )}
      </Card>
      <AssignDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
