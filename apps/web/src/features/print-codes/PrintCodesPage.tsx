import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AssignmentStudent } from '@zhijuan/contracts';
import { Alert, Button, Empty, InputNumber, Select, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { fetchCurrentClasses } from '../school';
import {
  BARCODE_DEFAULTS,
  BARCODE_FORMATS,
  type BarcodeFormat,
  type BarcodeOptions,
  drawBarcode,
} from './barcode';
import { LABEL_LAYOUTS, type LabelLayout, labelsPerPage } from './labels';
import { pagesByClass, useRoster } from './roster';
import '../../styles/printShell.css';
import './print-codes.css';

function Barcode({
  value,
  options,
  onProblem,
}: {
  value: string;
  options: BarcodeOptions;
  onProblem: (p: string | null) => void;
}) {
  const ref = useRef<SVGSVGElement>(null);
  const report = useRef(onProblem);
  report.current = onProblem;
  const [problem, setProblem] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const p = drawBarcode(ref.current, value, options);
    setProblem(p);
    report.current(p);
  }, [value, options]);
  return (
    <>
      <svg ref={ref} className="zj-code-bars" style={problem ? { display: 'none' } : undefined} />
      {problem ? <div className="zj-code-error">{problem}</div> : null}
    </>
  );
}

function Label({
  s,
  kind,
  options,
  onProblem,
}: {
  s: AssignmentStudent;
  kind: 'barcode' | 'qr';
  options: BarcodeOptions;
  onProblem: (id: string, p: string | null) => void;
}) {
  return (
    <div className={`zj-code-label zj-code-label-${kind}`}>
      {kind === 'barcode' ? (
        <Barcode value={s.studentNo} options={options} onProblem={(p) => onProblem(s.id, p)} />
      ) : (
        <QRCodeSVG value={s.studentNo} size={96} level="M" marginSize={0} className="zj-code-qr" />
      )}
      <div className="zj-code-who">
        <b>{s.name}</b>
        <span>{s.className}</span>
        {kind === 'qr' ? <span>考号 {s.studentNo}</span> : null}
      </div>
    </div>
  );
}

/** Without classes in the address: pick the classes to print. */
function ClassChooser({ onChoose }: { onChoose: (ids: string[]) => void }) {
  const classes = useQuery({ queryKey: ['current-classes'], queryFn: fetchCurrentClasses });
  const [ids, setIds] = useState<string[]>([]);
  const readable = (classes.data ?? []).filter((c) => c.readable !== false);
  return (
    <div className="zj-code-choose">
      <Select
        mode="multiple"
        aria-label="班级"
        placeholder="选择要打印的班级"
        loading={classes.isLoading}
        value={ids}
        onChange={setIds}
        options={readable.map((c) => ({ value: c.id, label: `${c.gradeName}${c.name}` }))}
        style={{ minWidth: 320 }}
      />
      <Button type="primary" disabled={ids.length === 0} onClick={() => onChoose(ids)}>
        生成
      </Button>
    </div>
  );
}

/**
 * /printBarcode (考号条形码贴纸) and /printcode (考号二维码贴纸): a sticker per student on A4 label
 * sheets, class after class, each class from a new page. Students come from `assignmentId` (its
 * classes) or `classId` (repeatable). Barcodes use JsBarcode with the spec's defaults (§9) and its
 * validation (§5): a 考号 the format cannot hold shows the reason on its label instead of a wrong code.
 */
export default function PrintCodesPage({ kind }: { kind: 'barcode' | 'qr' }) {
  useDocumentTitle(kind === 'barcode' ? '打印条形码' : '打印二维码');
  const [params, setParams] = useSearchParams();
  const roster = useRoster(params);
  const [layoutKey, setLayoutKey] = useState(LABEL_LAYOUTS[0]!.key);
  const layout = LABEL_LAYOUTS.find((l) => l.key === layoutKey) as LabelLayout;
  const [options, setOptions] = useState<BarcodeOptions>({ ...BARCODE_DEFAULTS });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const onProblem = useRef((id: string, p: string | null) =>
    setProblems((all) => {
      if ((all[id] ?? null) === p) return all;
      const next = { ...all };
      if (p) next[id] = p;
      else delete next[id];
      return next;
    }),
  ).current;
  const set = (patch: Partial<BarcodeOptions>) => setOptions((o) => ({ ...o, ...patch }));
  const pages = roster.students ? pagesByClass(roster.students, labelsPerPage(layout)) : [];
  const bad = Object.keys(problems).length;

  return (
    <div className="zj-codes">
      <style>{'@page { size: 210mm 297mm; margin: 0; }'}</style>
      <div className="zj-codes-toolbar">
        <b>{kind === 'barcode' ? '打印考号条形码' : '打印考号二维码'}</b>
        <Select
          aria-label="标签纸"
          value={layoutKey}
          onChange={setLayoutKey}
          options={LABEL_LAYOUTS.map((l) => ({ value: l.key, label: l.name }))}
          style={{ width: 200 }}
        />
        {kind === 'barcode' ? (
          <>
            <Select
              aria-label="编码"
              value={options.format}
              onChange={(format: BarcodeFormat) => set({ format })}
              options={BARCODE_FORMATS.map((f) => ({ value: f, label: f }))}
              style={{ width: 120 }}
            />
            <span>条宽</span>
            <InputNumber<number>
              aria-label="条宽"
              size="small"
              min={1}
              max={4}
              value={options.width}
              onChange={(v) => v && set({ width: v })}
            />
            <span>高度</span>
            <InputNumber<number>
              aria-label="高度"
              size="small"
              min={20}
              max={200}
              value={options.height}
              onChange={(v) => v && set({ height: v })}
            />
            <span>字号</span>
            <InputNumber<number>
              aria-label="字号"
              size="small"
              min={8}
              max={40}
              value={options.fontSize}
              onChange={(v) => v && set({ fontSize: v })}
            />
            <span>边距</span>
            <InputNumber<number>
              aria-label="边距"
              size="small"
              min={0}
              max={40}
              value={options.margin}
              onChange={(v) => v !== null && set({ margin: v })}
            />
          </>
        ) : null}
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          disabled={!pages.length}
        >
          打印
        </Button>
      </div>
      {bad ? (
        <Alert
          className="zj-codes-alert"
          type="warning"
          showIcon
          message={`${bad} 位学生的考号不能用 ${options.format} 编码，已在标签上注明原因`}
        />
      ) : null}
      {!roster.asked ? (
        <div className="zj-codes-empty">
          <Empty description="选择班级，为每位学生打印一张贴纸">
            <ClassChooser
              onChoose={(ids) => {
                const next = new URLSearchParams();
                for (const id of ids) next.append('classId', id);
                setParams(next);
              }}
            />
          </Empty>
        </div>
      ) : roster.error ? (
        <div className="zj-codes-empty">
          <Empty description={roster.error instanceof Error ? roster.error.message : '名单加载失败'} />
        </div>
      ) : !roster.students ? (
        <Spin className="zj-codes-loading" />
      ) : pages.length === 0 ? (
        <div className="zj-codes-empty">
          <Empty description="所选班级还没有学生" />
        </div>
      ) : (
        <div className="zj-codes-pages" data-pages={pages.length}>
          {pages.map((page) => (
            <section key={page[0]!.id} className="zj-codes-page">
              <div
                className="zj-codes-grid"
                style={{
                  gridTemplateColumns: `repeat(${layout.columns}, ${layout.widthMm}mm)`,
                  gridAutoRows: `${layout.heightMm}mm`,
                  paddingTop: `${layout.top}mm`,
                  paddingLeft: `${(210 - layout.columns * layout.widthMm) / 2}mm`,
                }}
              >
                {page.map((s) => (
                  <Label key={s.id} s={s} kind={kind} options={options} onProblem={onProblem} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
