import { CloudUploadOutlined, FolderOpenOutlined, ScanOutlined, SettingOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, type ScanSummary } from '@zhijuan/contracts';
import { App, Badge, Button, Card, Empty, Space, Tabs, Typography, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toastError } from '../../api/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSchoolYear, useUserInfo } from '../../session';
import { AgentError, scanWith } from './agent';
import { createBatch, followSummary } from './api';
import { ExamPicker } from './ExamPicker';
import { ExceptionsPanel } from './ExceptionsPanel';
import { batchesQuery, scanKeys, scanLists } from './queries';
import { BatchesTable, Counters, MissingPanel, SheetsTable } from './ScanResults';
import { ScanSettingsDialog, useScanSettings } from './ScanSettingsDialog';
import { UploadList } from './UploadList';
import { useScanAgent } from './useScanAgent';
import { SCAN_ACCEPT, useUploads } from './useUploads';
import './scan.css';

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
        void qc.invalidateQueries(scanLists);
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
  const onUploaded = useCallback(() => void qc.invalidateQueries({ queryKey: scanKeys.batches() }), [qc]);
  const files = useUploads(
    useCallback(() => batchFor('files'), [batchFor]),
    onUploaded,
  );
  const agentUploads = useUploads(
    useCallback(() => batchFor('agent'), [batchFor]),
    onUploaded,
  );
  const { data: batchList = [] } = useQuery(batchesQuery(examId, summary?.counts.pages));

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
            <UploadList
              uploads={uploads}
              onRetry={() => {
                files.retryFailed();
                agentUploads.retryFailed();
              }}
              onClear={() => {
                files.clearFinished();
                agentUploads.clearFinished();
              }}
            />
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
                    children: <BatchesTable batches={batchList} />,
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
