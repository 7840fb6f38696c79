import { ArrowLeftOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SHEET_PAPERS, type SheetInfo, type SheetOverrides } from '@zhijuan/contracts';
import {
  checkSheetSpec,
  layoutSheet,
  optionalProblems,
  PAPER_MM,
  type PaperSize,
  sheetSpecOf,
} from '@zhijuan/sheet/layout';
import { Alert, Button, Card, Empty, InputNumber, Radio, Spin, Switch, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { downloadSheetPdf, downloadSheetTemplate, fetchSheet, saveSheet } from './api';
import { SheetPreview } from './SheetPreview';
import './sheets.css';
import { OptionalGroups, PersonalisedDialog } from './SheetOptions';

const AUTOSAVE_MS = 1200;
type Status = 'saved' | 'dirty' | 'saving' | 'conflict' | 'invalid';
const STATUS_TEXT: Record<Status, string> = {
  saved: '已保存',
  dirty: '有修改，稍后自动保存',
  saving: '正在保存…',
  conflict: '未保存：答题卡已在别处修改，请刷新',
  invalid: '未保存：请先改正下面的问题',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="zj-card-row">
      <span>{label}</span>
      <div>{children}</div>
    </div>
  );
}

function Designer({ info }: { info: SheetInfo }) {
  const client = useQueryClient();
  const [choices, setChoices] = useState<SheetOverrides>(info.overrides);
  const [version, setVersion] = useState(info.sheetVersion);
  const [status, setStatus] = useState<Status>('saved');
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const saved = useRef(JSON.stringify(info.overrides));
  const set = (patch: Partial<SheetOverrides>) => setChoices((c) => ({ ...c, ...patch }));

  const spec = useMemo(
    () =>
      sheetSpecOf(
        { id: info.assignmentId, name: info.name, paper: info.paper, sheetVersion: version },
        choices,
        info.idDefaults,
      ),
    [choices, version, info],
  );
  const problems = useMemo(
    () => [
      ...(choices.optional ?? [])
        .filter((g) => g.questions.length < 2)
        .map((g) => `选做题「${g.title}」至少要有两道题`),
      ...optionalProblems(info.paper, choices),
      ...checkSheetSpec(spec),
    ],
    [choices, spec, info.paper],
  );
  const layout = useMemo(() => (problems.length ? null : layoutSheet(spec)), [spec, problems]);
  // Height each written question got on the sheet (parts added up; a 选做题 shares its group's region).
  const laidOut = useMemo(() => {
    const mm = new Map<string, number>();
    for (const p of layout?.pages ?? [])
      for (const e of p.elements)
        if (e.type === 'region') for (const n of e.question.split('/')) mm.set(n, (mm.get(n) ?? 0) + e.h);
    return mm;
  }, [layout]);
  const paper = spec.paper as PaperSize;
  const columnChoices = PAPER_MM[paper].columns;

  // Autosave: a moment after the last change, when the layout is valid.
  useEffect(() => {
    const text = JSON.stringify(choices);
    if (text === saved.current || info.locked) return;
    if (problems.length) {
      setStatus('invalid');
      return;
    }
    setStatus('dirty');
    const timer = setTimeout(async () => {
      setStatus('saving');
      try {
        const next = await saveSheet(info.assignmentId, { overrides: choices, sheetVersion: version });
        saved.current = text;
        setVersion(next.data.sheetVersion);
        setServerProblem(null);
        setStatus('saved');
        client.setQueryData(['sheet', info.assignmentId], next.data);
      } catch (err) {
        const conflict = err instanceof ApiError && err.status === 409;
        setServerProblem(err instanceof Error ? err.message : '保存失败');
        setStatus(conflict ? 'conflict' : 'invalid');
      }
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [choices, problems.length, info.assignmentId, info.locked, version, client]);

  const heights = choices.heights ?? {};
  return (
    <div className="zj-card-designer">
      <Card variant="borderless" className="zj-card-settings" title="版式">
        {info.locked ? (
          <Alert type="info" showIcon message="已有扫描的答题卡，版式不能再修改；仍可下载打印。" />
        ) : null}
        <fieldset disabled={info.locked} className="zj-card-fields">
          <Row label="纸张">
            <Radio.Group
              optionType="button"
              size="small"
              value={paper}
              options={SHEET_PAPERS.map((p) => ({ value: p, label: p }))}
              onChange={(e) => set({ paper: e.target.value, columns: undefined })}
            />
          </Row>
          <Row label="栏数">
            <Radio.Group
              optionType="button"
              size="small"
              value={spec.columns ?? columnChoices[0]}
              options={[1, 2, 3].map((n) => ({
                value: n,
                label: `${n} 栏`,
                disabled: !columnChoices.includes(n as 1),
              }))}
              onChange={(e) => set({ columns: e.target.value })}
            />
          </Row>
          <Row label="双面">
            <Switch aria-label="双面" checked={spec.duplex ?? false} onChange={(v) => set({ duplex: v })} />
          </Row>
          <Row label="考生信息">
            <Radio.Group
              optionType="button"
              size="small"
              value={spec.idMode}
              options={[
                { value: 'bubbles', label: '考号填涂' },
                { value: 'barcode', label: '条形码' },
              ]}
              onChange={(e) => set({ idMode: e.target.value })}
            />
          </Row>
          <Row label="考号位数">
            <InputNumber<number>
              aria-label="考号位数"
              size="small"
              min={4}
              max={12}
              precision={0}
              value={spec.idDigits}
              onChange={(v) => v && set({ idDigits: v })}
            />
          </Row>
          <Row label="AB 卷">
            <Switch aria-label="AB 卷" checked={spec.paperTypeAB} onChange={(v) => set({ paperTypeAB: v })} />
          </Row>
          <Row label="得分框">
            <Switch
              aria-label="得分框"
              checked={choices.scoreBoxes ?? false}
              onChange={(v) => set({ scoreBoxes: v })}
            />
          </Row>
          <Row label="排满纸面">
            <Switch
              aria-label="排满纸面"
              checked={choices.sizing !== 'fixed'}
              onChange={(v) => set({ sizing: v ? undefined : 'fixed' })}
            />
          </Row>
          <div className="zj-card-regions">
            <b>作答区高度（毫米）</b>
            <span className="zj-card-hint">
              {choices.sizing === 'fixed'
                ? '空着为默认高度，每题一行；填写则按所填高度'
                : '空着为自动：按分值分配，填满纸面；填写则按所填高度'}
            </span>
            {info.regions.length === 0 ? (
              <span className="zj-card-hint">这份试卷没有需要书写的试题</span>
            ) : null}
            {info.regions.map((r) => (
              <div key={r.number} className="zj-card-region">
                <span>
                  第 {r.number} 题{' '}
                  <em>
                    {r.typeName} · {r.score} 分
                  </em>
                </span>
                <InputNumber<number>
                  aria-label={`第 ${r.number} 题作答区高度`}
                  size="small"
                  min={10}
                  max={800}
                  step={5}
                  value={heights[r.number] ?? null}
                  placeholder={`${choices.sizing === 'fixed' ? '默认' : '自动'} ${Math.round(laidOut.get(r.number) ?? r.defaultHeightMm)}`}
                  onChange={(v) => {
                    const { [r.number]: _, ...rest } = heights;
                    set({ heights: typeof v === 'number' ? { ...rest, [r.number]: v } : rest });
                  }}
                />
              </div>
            ))}
          </div>
          {info.regions.length >= 2 ? (
            <OptionalGroups
              numbers={info.regions.map((r) => r.number)}
              groups={choices.optional ?? []}
              onChange={(optional) => set({ optional: optional.length ? optional : undefined })}
            />
          ) : null}
        </fieldset>
        <div className="zj-card-foot">
          <span className="zj-edit-status" role="status">
            {info.locked ? '版式已锁定' : STATUS_TEXT[status]}
          </span>
          <Button onClick={() => setChoices({})} disabled={info.locked}>
            恢复默认
          </Button>
        </div>
        {serverProblem ? <Alert type="error" showIcon message={serverProblem} /> : null}
        {problems.length ? (
          <Alert type="warning" showIcon message="这样排不出答题卡" description={problems.join('；')} />
        ) : null}
      </Card>
      <Card
        variant="borderless"
        className="zj-card-preview"
        title={`预览（第 ${version} 版，共 ${layout?.pages.length ?? 0} 页）`}
        extra={
          <div className="zj-card-actions">
            <Button
              icon={<FilePdfOutlined />}
              disabled={status !== 'saved' && !info.locked}
              onClick={() =>
                void downloadSheetPdf(info.assignmentId, { personalised: false }, `${info.name}答题卡.pdf`)
              }
            >
              下载空白答题卡
            </Button>
            <Button
              type="primary"
              icon={<FilePdfOutlined />}
              disabled={status !== 'saved' && !info.locked}
              onClick={() => setPrinting(true)}
            >
              下载个性化答题卡
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={status !== 'saved' && !info.locked}
              onClick={() => void downloadSheetTemplate(info.assignmentId, `${info.name}识别模板.json`)}
            >
              导出识别模板
            </Button>
          </div>
        }
      >
        {layout ? <SheetPreview layout={layout} /> : <Empty description="改正左侧的问题后显示预览" />}
      </Card>
      <PersonalisedDialog open={printing} info={info} onClose={() => setPrinting(false)} />
    </div>
  );
}

/** /answerCard?assignmentId= (答题卡设计): the exam's answer sheet, its layout choices and downloads. */
export default function AnswerCardPage() {
  useDocumentTitle('答题卡');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('assignmentId');
  const sheet = useQuery({
    queryKey: ['sheet', id],
    queryFn: () => fetchSheet(id!),
    enabled: Boolean(id),
    staleTime: Infinity,
  });
  return (
    <div className="zj-page zj-card-page">
      <div className="zj-card-head">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/paperlist')}>
          作业列表
        </Button>
        <Typography.Title level={3} className="zj-page-title">
          答题卡
        </Typography.Title>
        {sheet.data ? <span className="zj-card-name">{sheet.data.name}</span> : null}
      </div>
      {!id ? (
        <Card variant="borderless">
          <Empty description="在作业列表中点「打印答题卡」，为那次作业或考试设计并打印答题卡">
            <Link to="/paperlist">
              <Button>作业列表</Button>
            </Link>
          </Empty>
        </Card>
      ) : sheet.data ? (
        <Designer key={sheet.data.assignmentId} info={sheet.data} />
      ) : sheet.isError ? (
        <Card variant="borderless">
          <Empty description={sheet.error instanceof Error ? sheet.error.message : '答题卡加载失败'} />
        </Card>
      ) : (
        <Spin className="zj-card-loading" />
      )}
    </div>
  );
}
