import { CloudUploadOutlined, FolderOpenOutlined, ScanOutlined, SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, type ScanSummary } from '@zhijuan/contracts';
import {
  App,
  Badge,
  Button,
  Card,
  Empty,
  List,
  Progress,
  Select,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toastError } from '../../api/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSchoolYear, useUserInfo } from '../../session';
import { listAssignments } from '../assignments';
import { AgentError, scanWith } from './agent';
import { createBatch, followSummary, listBatches, listSheets } from './api';
import { ExceptionsPanel } from './ExceptionsPanel';
import { ScanSettingsDialog, useScanSettings } from './ScanSettingsDialog';
import { useScanAgent } from './useScanAgent';
import { SCAN_ACCEPT, type UploadItem, useUploads } from './useUploads';
import './scan.css';

const STATE_TEXT: Record<UploadItem['state'], string> = {
  waiting: '等待上传',
  uploading: '上传中',
  done: '已上传',
  skipped: '已上传过',
  failed: '失败',
};

/** The exam to scan: chosen from the school year's list, kept in the address (?assignmentId=). */
function ExamPicker({
  value,
  onChange,
  schoolYearId,
}: {
  value?: string;
  onChange: (id: string) => void;
  schoolYearId?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const { data } = useQuery({
    queryKey: ['assignments', 'scan-picker', schoolYearId, keyword],
    queryFn: () => listAssignments({ page: 1, size: 50, schoolYearId, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={value}
      onChange={onChange}
      placeholder="选择要扫描的作业或考试"
      className="zj-scan-exam-select"
      options={(data?.records ?? []).map((a) => ({
        value: a.id,
        label: `${a.name}（${a.subjectName} ${a.examDate} ${a.classes.map((c) => c.name).join('、')}）`,
      }))}
      notFoundContent="本学年还没有布置作业或考试"
    />
  );
}

function Counters({ s }: { s: ScanSummary | undefined }) {
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

function SheetsTable({ examId, version }: { examId: string; version: number }) {
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const { data, isFetching } = useQuery({
    queryKey: ['scan', 'sheets', examId, paging, version],
    queryFn: () => listSheets(examId, paging.page, paging.size),
    placeholderData: keepPreviousData,
  });
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

function MissingPanel({ s }: { s: ScanSummary }) {
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

/**
 * 扫描答题卡 (/scan): pick the exam, put pages in — files, a folder, a .zip, a scanner PDF, or the
 * scanner through the scan agent — and watch them recognised live; what needs a person is handled in
 * 异常处理 (docs/scanning.md).
 */
export default function ScanPage() {
  useDocumentTitle('扫描答题卡');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const examId = params.get('assignmentId') ?? undefined;
  const { data: info } = useUserInfo();
  const { current: year } = useSchoolYear(info?.orgDefaultId ?? null);
  const settings = useScanSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The scanner list is read once, when first asked for (spec §4: the scanner library loads once).
  const agent = useScanAgent();
  const [scanning, setScanning] = useState(false);
  const stopScan = useRef<(() => void) | null>(null);
  const [summary, setSummary] = useState<ScanSummary | undefined>();
  const [tab, setTab] = useState('problems');
  const batches = useRef(new Map<string, Promise<string>>());

  useEffect(() => {
    setSummary(undefined);
    batches.current.clear();
    if (!examId) return;
    const abort = new AbortController();
    void followSummary(
      examId,
      (s) => {
        setSummary(s);
        void qc.invalidateQueries({ queryKey: ['scan'], predicate: (q) => q.queryKey[1] !== 'page' });
      },
      abort.signal,
    );
    return () => abort.abort();
  }, [examId, qc]);

  useEffect(() => () => stopScan.current?.(), []);
  // A batch carries the 试卷分配给学科老师 choice it was made with: a new choice starts new batches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice is the trigger, not a value read
  useEffect(() => batches.current.clear(), [settings.scanSubject]);

  const batchFor = useCallback(
    (source: 'files' | 'agent') => {
      if (!examId) return Promise.reject(new Error('请先选择要扫描的作业或考试'));
      let b = batches.current.get(source);
      if (!b) {
        b = createBatch(examId, source, settings.scanSubject).then((a) => a.data.id);
        b.catch(() => batches.current.delete(source));
        batches.current.set(source, b);
      }
      return b;
    },
    [examId, settings.scanSubject],
  );
  const onUploaded = useCallback(() => void qc.invalidateQueries({ queryKey: ['scan', 'batches'] }), [qc]);
  const files = useUploads(
    useCallback(() => batchFor('files'), [batchFor]),
    onUploaded,
  );
  const agentUploads = useUploads(
    useCallback(() => batchFor('agent'), [batchFor]),
    onUploaded,
  );
  const { data: batchList = [] } = useQuery({
    queryKey: ['scan', 'batches', examId, summary?.counts.pages],
    queryFn: () => listBatches(examId!),
    enabled: Boolean(examId),
  });

  const startScan = async () => {
    if (!year) return toastError(MSG.scanNeedsYear);
    if (!examId) return toastError('请先选择要扫描的作业或考试');
    const sources = await agent.probe();
    if (!sources.length) {
      setSettingsOpen(true);
      return;
    }
    const source = settings.scannerModel !== undefined ? sources[settings.scannerModel] : undefined;
    if (!source) return toastError(MSG.scanFailed);
    setScanning(true);
    try {
      stopScan.current = await scanWith(
        {
          sourceId: source.id,
          adaptive: settings.adaptive,
          pageSize: settings.pageSize as 0 | 1 | 2 | 6 | 11,
        },
        {
          onPage: (page, bytes) => agentUploads.add([{ file: bytes, name: page.name }]),
          onDone: (n) => {
            setScanning(false);
            message.success(`扫描完成，共 ${n} 页`);
          },
          onError: () => {
            setScanning(false);
            toastError(MSG.scanFailed);
          },
        },
      );
    } catch (err) {
      setScanning(false);
      toastError(err instanceof AgentError && !err.message.includes('扫描仪') ? err.message : MSG.scanFailed);
    }
  };

  const uploads = [...files.items, ...agentUploads.items];
  const picker = (directory: boolean) => (
    <Upload
      multiple
      directory={directory}
      accept={directory ? undefined : SCAN_ACCEPT}
      showUploadList={false}
      disabled={!examId}
      beforeUpload={(file) => {
        const name = (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;
        if (directory && !/\.(jpe?g|png|tiff?|zip|pdf)$/i.test(name)) return Upload.LIST_IGNORE;
        files.add([{ file, name }]);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={directory ? <FolderOpenOutlined /> : <CloudUploadOutlined />} disabled={!examId}>
        {directory ? '上传文件夹' : '上传文件'}
      </Button>
    </Upload>
  );

  return (
    <div className="zj-page zj-scan">
      <div className="zj-scan-toolbar">
        <Typography.Title level={3} className="zj-page-title">
          扫描答题卡
        </Typography.Title>
        <ExamPicker
          value={examId}
          schoolYearId={year?.id}
          onChange={(id) => setParams({ assignmentId: id })}
        />
        <Space wrap>
          {picker(false)}
          {picker(true)}
          <Button
            type="primary"
            icon={<ScanOutlined />}
            loading={scanning}
            disabled={!examId}
            onClick={() => void startScan()}
          >
            扫描仪扫描
          </Button>
          {scanning && (
            <Button
              onClick={() => {
                stopScan.current?.();
                setScanning(false);
              }}
            >
              停止
            </Button>
          )}
          <Button
            icon={<SettingOutlined />}
            onClick={() => {
              void agent.probe();
              setSettingsOpen(true);
            }}
          >
            扫描设置
          </Button>
        </Space>
      </div>
      {!examId ? (
        <Card variant="borderless" className="zj-page-card">
          <Empty description="先选择要扫描的作业或考试，再上传扫描好的答题卡或用扫描仪扫描" />
        </Card>
      ) : (
        <>
          <Card variant="borderless" className="zj-page-card zj-scan-card">
            <Counters s={summary} />
            <Upload.Dragger
              multiple
              accept={SCAN_ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                files.add([{ file, name: file.name }]);
                return Upload.LIST_IGNORE;
              }}
              className="zj-scan-drop"
            >
              <p className="ant-upload-text">把扫描好的答题卡拖到这里</p>
              <p className="ant-upload-hint">
                JPG、PNG、TIFF 图片，装有图片的 ZIP 压缩包，或扫描仪导出的 PDF；同一张图重复上传不会重复计入
              </p>
            </Upload.Dragger>
            {uploads.length > 0 && (
              <div className="zj-scan-uploads">
                <Space className="zj-scan-uploads-head">
                  <Typography.Text>
                    已上传 {uploads.filter((u) => u.state === 'done' || u.state === 'skipped').length} /{' '}
                    {uploads.length} 个文件
                  </Typography.Text>
                  {uploads.some((u) => u.state === 'failed') && (
                    <Button
                      size="small"
                      onClick={() => {
                        files.retryFailed();
                        agentUploads.retryFailed();
                      }}
                    >
                      重试失败的文件
                    </Button>
                  )}
                  <Button
                    size="small"
                    type="link"
                    onClick={() => {
                      files.clearFinished();
                      agentUploads.clearFinished();
                    }}
                  >
                    清除已完成
                  </Button>
                </Space>
                <List
                  size="small"
                  dataSource={uploads.slice(-50).reverse()}
                  renderItem={(u) => (
                    <List.Item>
                      <span className="zj-scan-upload-name">{u.name}</span>
                      {u.state === 'uploading' ? (
                        <Progress
                          percent={Math.round(u.progress * 100)}
                          size="small"
                          className="zj-scan-upload-progress"
                        />
                      ) : (
                        <Typography.Text type={u.state === 'failed' ? 'danger' : 'secondary'}>
                          {STATE_TEXT[u.state]}
                          {u.pages > 1 ? `（${u.pages} 页）` : ''}
                          {u.error ? `：${u.error}` : ''}
                          {u.skipped?.length
                            ? `；跳过 ${u.skipped.length} 个文件：${u.skipped.map((s) => `${s.name}（${s.reason}）`).join('、')}`
                            : ''}
                        </Typography.Text>
                      )}
                    </List.Item>
                  )}
                />
              </div>
            )}
          </Card>
          {summary && (
            <Card variant="borderless" className="zj-page-card zj-scan-card">
              <Tabs
                activeKey={tab}
                onChange={setTab}
                items={[
                  {
                    key: 'problems',
                    label: (
                      <Badge count={summary.counts.problems} size="small" offset={[8, -2]}>
                        异常处理
                      </Badge>
                    ),
                    children: (
                      <ExceptionsPanel
                        examId={examId}
                        byProblem={summary.byProblem}
                        problemPages={summary.counts.problems}
                        duplicateStudents={summary.duplicateStudents}
                      />
                    ),
                  },
                  {
                    key: 'sheets',
                    label: `识别结果（${summary.scannedStudents}）`,
                    children: <SheetsTable examId={examId} version={summary.counts.done} />,
                  },
                  {
                    key: 'missing',
                    label: `未扫学生（${summary.missing.length}）`,
                    children: <MissingPanel s={summary} />,
                  },
                  {
                    key: 'batches',
                    label: '扫描批次',
                    children: (
                      <Table
                        rowKey="id"
                        size="small"
                        dataSource={batchList}
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
                    ),
                  },
                ]}
              />
            </Card>
          )}
        </>
      )}
      <ScanSettingsDialog
        open={settingsOpen}
        sources={agent.sources}
        agentProblem={agent.problem}
        checking={agent.status === 'checking'}
        onClose={() => setSettingsOpen(false)}
      />
    </div>
  );
}
