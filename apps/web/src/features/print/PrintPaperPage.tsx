import { FileWordOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { PrintDocument } from '@zhijuan/contracts';
import { Button, Empty, Radio, Spin, Switch } from 'antd';
import { Fragment, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { downloadWord, fetchPrintDocument, type PrintSource } from './api';
import {
  type Block,
  columnHeightMm,
  columnWidthMm,
  optionsPerLine,
  type PageGeometry,
  type PaperLayout,
  pageGeometry,
  paginate,
} from './paginate';
import '../../styles/printShell.css';
import './print.css';
import { blocksOf, type PrintMode, PX_PER_MM, SealStrip } from './PaperBlocks';

/** Resolves once every image under `root` has loaded or failed (a failed one keeps its alt text). */
function imagesLoaded(root: HTMLElement): Promise<unknown> {
  return Promise.all(
    [...root.querySelectorAll('img')].map((img) =>
      img.complete
        ? null
        : new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
    ),
  );
}

/**
 * The paper laid out on real pages: every block is first rendered at the column's width and measured
 * (options in one line each, to choose 4/2/1 per line), then placed column by column. What the screen
 * shows is exactly what the browser prints, with `@page` set to the paper.
 */
function PrintedPaper({
  doc,
  mode,
  geometry,
  sealing,
}: {
  doc: PrintDocument;
  mode: PrintMode;
  geometry: PageGeometry;
  sealing: boolean;
}) {
  const measureRef = useRef<HTMLDivElement>(null);
  const [perLine, setPerLine] = useState<Record<string, 1 | 2 | 4> | null>(null);
  const [pages, setPages] = useState<string[][][] | null>(null);
  const colW = columnWidthMm(geometry);
  const colH = columnHeightMm(geometry);
  const blocks = useMemo(() => blocksOf(doc, mode, sealing, perLine ?? {}), [doc, mode, sealing, perLine]);

  // Pass 1 (the component is remounted for another paper size or mode): the widest option of each
  // question decides its option layout.
  useLayoutEffect(() => {
    if (perLine || !measureRef.current) return;
    let live = true;
    // An image that has not loaded yet measures 0 mm high, and its question would run off the column.
    void Promise.all([document.fonts.ready, imagesLoaded(measureRef.current)]).then(() => {
      if (!live || !measureRef.current) return;
      const chosen: Record<string, 1 | 2 | 4> = {};
      for (const el of measureRef.current.querySelectorAll<HTMLElement>('[data-block^="q"]')) {
        const widths = [...el.querySelectorAll<HTMLElement>('.zj-pp-option')].map(
          (o) => o.offsetWidth / PX_PER_MM,
        );
        if (widths.length) chosen[el.dataset.block!.slice(1)] = optionsPerLine(Math.max(...widths), colW);
      }
      setPerLine(chosen);
    });
    return () => {
      live = false;
    };
  }, [perLine, colW]);
  // Pass 2: block heights with the chosen layouts, then columns and pages.
  useLayoutEffect(() => {
    if (!perLine || pages || !measureRef.current) return;
    const measured: Block[] = blocks.map((b) => {
      const el = measureRef.current!.querySelector<HTMLElement>(`[data-block="${b.key}"]`);
      return {
        key: b.key,
        heightMm: (el?.offsetHeight ?? 0) / PX_PER_MM,
        keepWithNext: b.keepWithNext ?? false,
      };
    });
    setPages(paginate(measured, geometry.columns, colH));
  }, [perLine, pages, blocks, geometry.columns, colH]);

  const byKey = new Map(blocks.map((b) => [b.key, b.node]));
  const { margin } = geometry;
  return (
    <>
      {pages ? null : (
        <div className="zj-pp-measure" ref={measureRef} style={{ width: `${colW}mm` }} aria-hidden>
          {blocks.map((b) => (
            <div key={b.key} data-block={b.key} className="zj-pp-block">
              {b.node}
            </div>
          ))}
        </div>
      )}
      {pages ? (
        <div className="zj-pp-pages" data-pages={pages.length}>
          {pages.map((columns, p) => (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
              key={p}
              className="zj-pp-page"
              style={{ width: `${geometry.widthMm}mm`, height: `${geometry.heightMm}mm` }}
            >
              {sealing ? <SealStrip heightMm={geometry.heightMm} /> : null}
              {columns.map((keys, c) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                  key={c}
                  className="zj-pp-column"
                  style={{
                    left: `${margin.left + c * (colW + geometry.gapMm)}mm`,
                    top: `${margin.top}mm`,
                    width: `${colW}mm`,
                    height: `${colH}mm`,
                  }}
                >
                  {keys.map((k) => (
                    <div key={k} className="zj-pp-block">
                      {byKey.get(k)}
                    </div>
                  ))}
                </div>
              ))}
              {geometry.columns > 1 ? (
                <div
                  className="zj-pp-divider"
                  style={{
                    left: `${margin.left + colW + geometry.gapMm / 2}mm`,
                    top: `${margin.top}mm`,
                    height: `${colH}mm`,
                  }}
                />
              ) : null}
              <footer className="zj-pp-footer" style={{ bottom: `${margin.bottom - 2}mm` }}>
                {doc.title}　第 {p + 1} 页 共 {pages.length} 页
              </footer>
            </section>
          ))}
        </div>
      ) : (
        <Spin className="zj-pp-loading" tip="正在排版…">
          <div />
        </Spin>
      )}
    </>
  );
}

function sourceOf(params: URLSearchParams): PrintSource | null {
  const paperId = params.get('paperId');
  const assignmentId = params.get('assignmentId');
  return assignmentId ? { assignmentId } : paperId ? { paperId } : null;
}

/**
 * /printing (作业), /pringtingtest (考试) and /printanswer (答案, `mode=analysis` with 解析): a paper of
 * 我的试卷 (`paperId`) or an assignment's frozen paper (`assignmentId`), ready for the print dialog.
 */
export default function PrintPaperPage({ kind }: { kind: 'homework' | 'exam' | 'answer' }) {
  const [params, setParams] = useSearchParams();
  const source = sourceOf(params);
  const mode: PrintMode =
    kind === 'answer' ? (params.get('mode') === 'analysis' ? 'analysis' : 'answer') : kind;
  const doc = useQuery({
    queryKey: ['print-document', source],
    queryFn: () => fetchPrintDocument(source!),
    enabled: source !== null,
  });
  useDocumentTitle(doc.data ? `${doc.data.title}${kind === 'answer' ? '（答案）' : ''}` : '打印试卷');
  const layout = (params.get('layout') ?? doc.data?.settings.layout ?? 'A4') as PaperLayout;
  const sealParam = params.get('seal');
  const sealing =
    kind === 'exam' && (sealParam ? sealParam === '1' : (doc.data?.settings.sealingLine ?? false));
  const geometry = useMemo(() => pageGeometry(layout, sealing), [layout, sealing]);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const pageCss = `@page { size: ${geometry.widthMm}mm ${geometry.heightMm}mm; margin: 0; }`;

  if (!source)
    return (
      <div className="zj-pp-empty">
        <Empty description="请从我的试卷或作业列表打开要打印的试卷" />
      </div>
    );
  return (
    <div className="zj-pp">
      <style>{pageCss}</style>
      <div className="zj-pp-toolbar">
        <b>{kind === 'answer' ? '打印答案' : kind === 'exam' ? '打印试卷（考试）' : '打印试卷（作业）'}</b>
        {kind === 'answer' ? (
          <Radio.Group
            size="small"
            optionType="button"
            value={mode}
            options={[
              { value: 'answer', label: '仅答案' },
              { value: 'analysis', label: '答案与解析' },
            ]}
            onChange={(e) => set('mode', e.target.value)}
          />
        ) : null}
        <Radio.Group
          size="small"
          optionType="button"
          value={layout}
          options={[
            { value: 'A4', label: 'A4 单栏' },
            { value: 'A3', label: 'A3 双栏' },
            { value: '8K', label: '8K 双栏' },
          ]}
          onChange={(e) => set('layout', e.target.value)}
        />
        {kind === 'exam' ? (
          <span className="zj-pp-switch">
            密封线{' '}
            <Switch
              size="small"
              aria-label="密封线"
              checked={sealing}
              onChange={(v) => set('seal', v ? '1' : '0')}
            />
          </span>
        ) : null}
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!doc.data}>
          打印
        </Button>
        <Button
          icon={<FileWordOutlined />}
          disabled={!doc.data}
          onClick={() => {
            const wordKind = kind === 'answer' ? mode : 'paper';
            const suffix = wordKind === 'paper' ? '' : wordKind === 'answer' ? '（答案）' : '（答案与解析）';
            void downloadWord(
              source,
              wordKind as 'paper' | 'answer' | 'analysis',
              `${doc.data?.title}${suffix}.docx`,
            );
          }}
        >
          下载 Word
        </Button>
      </div>
      {doc.data ? (
        <Fragment key={`${layout}-${sealing}-${mode}`}>
          <PrintedPaper doc={doc.data} mode={mode} geometry={geometry} sealing={sealing} />
        </Fragment>
      ) : doc.isError ? (
        <div className="zj-pp-empty">
          <Empty description={doc.error instanceof Error ? doc.error.message : '试卷加载失败'} />
        </div>
      ) : (
        <Spin className="zj-pp-loading" />
      )}
    </div>
  );
}
