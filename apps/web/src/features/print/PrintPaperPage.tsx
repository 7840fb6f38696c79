import { FileWordOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { PrintDocument, PrintQuestion } from '@zhijuan/contracts';
import { Button, Empty, Radio, Spin, Switch } from 'antd';
import { Fragment, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RichText } from '../questions';
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

/** What is printed: the paper as homework or as an exam, or its key (answers, or with 解析). */
export type PrintMode = 'homework' | 'exam' | 'answer' | 'analysis';

const PX_PER_MM = 96 / 25.4;
const LETTERS = 'ABCDEFGH';

function Options({ options, perLine }: { options: string[]; perLine: 1 | 2 | 4 | null }) {
  if (options.length === 0) return null;
  return (
    <div className={`zj-pp-options zj-pp-options-${perLine ?? 'measure'}`}>
      {options.map((o, i) => (
        <span key={LETTERS[i]} className="zj-pp-option">
          {LETTERS[i]}．<RichText html={o} inline />
        </span>
      ))}
    </div>
  );
}

const answerText = (answer: string[]) => answer.join('；');

function QuestionBlock({
  q,
  mode,
  perLine,
  withAnswer,
}: {
  q: PrintQuestion;
  mode: PrintMode;
  perLine: 1 | 2 | 4 | null;
  withAnswer: boolean;
}) {
  const key = mode === 'answer' || mode === 'analysis';
  if (q.missing)
    return (
      <div className="zj-pp-question">
        <span className="zj-pp-num">{q.number}．</span>（本题已从题库删除）
      </div>
    );
  if (key)
    return (
      <div className="zj-pp-question zj-pp-key">
        <div>
          <span className="zj-pp-num">{q.number}．</span>
          {q.parts.length ? (
            q.parts.map((p) => (
              <span key={p.number} className="zj-pp-keypart">
                {p.number} <RichText html={answerText(p.answer)} inline />
              </span>
            ))
          ) : (
            <RichText html={answerText(q.answer)} inline />
          )}
        </div>
        {mode === 'analysis' && q.analysis ? (
          <div className="zj-pp-analysis">
            <b>【解析】</b>
            <RichText html={q.analysis} inline />
          </div>
        ) : null}
      </div>
    );
  return (
    <div className="zj-pp-question">
      <div className="zj-pp-stem">
        <span className="zj-pp-num">{q.number}．</span>
        <span className="zj-pp-score">（{q.score} 分）</span>
        <RichText html={q.stem} inline />
      </div>
      <Options options={q.options} perLine={perLine} />
      {q.parts.map((p) => (
        <div key={p.number} className="zj-pp-part">
          <div>
            {p.number} <RichText html={p.stem} inline />
          </div>
          <Options options={p.options} perLine={perLine} />
        </div>
      ))}
      {withAnswer ? (
        <div className="zj-pp-inline-key">
          <b>【答案】</b>
          <RichText html={answerText(q.answer)} inline />
        </div>
      ) : null}
    </div>
  );
}

function Header({ doc, mode, sealing }: { doc: PrintDocument; mode: PrintMode; sealing: boolean }) {
  const s = doc.settings;
  const key = mode === 'answer' || mode === 'analysis';
  return (
    <header className="zj-pp-header">
      <h1>{key ? `${doc.title}（参考答案${mode === 'analysis' ? '与解析' : ''}）` : doc.title}</h1>
      {doc.subtitle ? <h2>{doc.subtitle}</h2> : null}
      {key ? null : (
        <>
          {mode === 'exam' ? (
            <p className="zj-pp-meta">
              {s.examMinutes ? `考试时间：${s.examMinutes} 分钟　` : ''}满分：{doc.totalScore} 分
            </p>
          ) : (
            <p className="zj-pp-meta">
              共 {doc.questionCount} 题，满分 {doc.totalScore} 分
            </p>
          )}
          {s.showStudentLine && !sealing ? (
            <p className="zj-pp-student">班级：__________　姓名：__________　考号：______________</p>
          ) : null}
          {mode === 'exam' && s.notes ? (
            <div className="zj-pp-notes">
              <b>注意事项：</b>
              {s.notes}
            </div>
          ) : null}
        </>
      )}
    </header>
  );
}

function SealStrip({ heightMm }: { heightMm: number }) {
  return (
    <div className="zj-pp-seal" style={{ height: `${heightMm}mm` }}>
      <div
        className="zj-pp-seal-inner"
        style={{ width: `${heightMm}mm`, transform: `translateY(${heightMm}mm) rotate(-90deg)` }}
      >
        <span>学校：__________　班级：__________　姓名：__________　考号：______________</span>
        <span className="zj-pp-seal-line">………………密…………封…………线…………内…………不…………要…………答…………题………………</span>
      </div>
    </div>
  );
}

/** Blocks of the paper in print order: header, then each section heading and its questions. */
function blocksOf(doc: PrintDocument, mode: PrintMode, sealing: boolean, perLine: Record<string, 1 | 2 | 4>) {
  const out: { key: string; keepWithNext?: boolean; node: ReactNode }[] = [
    { key: 'header', node: <Header doc={doc} mode={mode} sealing={sealing} /> },
  ];
  const key = mode === 'answer' || mode === 'analysis';
  doc.sections.forEach((s, i) => {
    out.push({
      key: `s${i}`,
      keepWithNext: true,
      node: (
        <h3 className="zj-pp-section">
          {s.heading}
          {key ? null : <span>{s.note}</span>}
        </h3>
      ),
    });
    for (const q of s.questions)
      out.push({
        key: `q${q.number}`,
        node: (
          <QuestionBlock
            q={q}
            mode={mode}
            perLine={perLine[q.number] ?? null}
            withAnswer={!key && doc.settings.showAnswers}
          />
        ),
      });
  });
  return out;
}

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
