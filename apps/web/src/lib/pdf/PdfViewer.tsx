import {
  ColumnWidthOutlined,
  FullscreenOutlined,
  LeftOutlined,
  RightOutlined,
  UnorderedListOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, InputNumber, Tooltip } from 'antd';
import {
  forwardRef,
  type ReactNode,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { PdfPage } from './PdfPage';
import type { PDFDocumentProxy } from './pdfjs';
import './pdf.css';

/** Zoom steps, as a share of the page's printed size at 96 dpi. */
const STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const GAP = 12;
const PAD = 16;

export interface PdfViewerProps {
  doc: PDFDocumentProxy;
  /** Width / height of page 1 (from `usePdfDocument`). */
  aspect: number;
  /** Open at this page (1-based). */
  initialPage?: number;
  /** Two pages side by side (a book's spread); only where the viewer is at least 900 px wide. */
  spread?: boolean;
  /** Show the thumbnail column at first (wide screens only). */
  thumbnails?: boolean;
  /** Called when the page at the middle of the view changes (after scrolling or a jump). */
  onPageChange?: (page: number, total: number) => void;
  /** More buttons at the right of the toolbar (download, 放映…). */
  toolbarExtra?: ReactNode;
  className?: string;
}

export interface PdfViewerHandle {
  /** Scrolls to a page (1-based, clamped). */
  goTo(page: number): void;
}

/** `auto`: fit width, but no larger than 125 % on a wide screen; `fit`: 适合宽度; else a chosen scale. */
type Zoom = { mode: 'auto' } | { mode: 'fit' } | { mode: 'scale'; scale: number };

/**
 * A PDF reader: every page in one scrolling column (or two, as a spread), drawn lazily as it comes into
 * view; a toolbar with thumbnails, previous/next, page jump, zoom and fit width, and full screen. The
 * document is opened by the caller with `usePdfDocument` and passed in.
 */
export const PdfViewer = forwardRef<PdfViewerHandle, PdfViewerProps>(function PdfViewer(
  { doc, aspect, initialPage = 1, spread = false, thumbnails = true, onPageChange, toolbarExtra, className },
  ref,
) {
  const total = doc.numPages;
  const rootRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [thumbsEl, setThumbsEl] = useState<HTMLElement | null>(null);
  const [containerWidth, setContainerWidth] = useState(0);
  const [baseWidth, setBaseWidth] = useState(595);
  const [zoom, setZoom] = useState<Zoom>({ mode: 'auto' });
  const [current, setCurrent] = useState(Math.min(Math.max(1, initialPage), total));
  const [showThumbs, setShowThumbs] = useState(thumbnails);
  const pending = useRef<number | null>(initialPage > 1 ? initialPage : null);

  useEffect(() => {
    let live = true;
    void doc.getPage(1).then((p) => live && setBaseWidth(p.getViewport({ scale: 1 }).width));
    return () => {
      live = false;
    };
  }, [doc]);

  useLayoutEffect(() => {
    if (!scroller) return;
    const measure = () => setContainerWidth(scroller.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(scroller);
    return () => ro.disconnect();
  }, [scroller]);

  const twoUp = spread && containerWidth >= 900;
  const columns = twoUp ? 2 : 1;
  const printed = (baseWidth * 96) / 72;
  const fitWidth = Math.max(120, Math.floor((containerWidth - 2 * PAD - (columns - 1) * GAP) / columns));
  const pageWidth =
    zoom.mode === 'scale'
      ? Math.round(printed * zoom.scale)
      : zoom.mode === 'fit'
        ? fitWidth
        : Math.min(fitWidth, Math.round(printed * 1.25));
  const percent = Math.round((pageWidth / printed) * 100);

  const goTo = useCallback(
    (page: number) => {
      const n = Math.min(Math.max(1, Math.round(page)), total);
      const el = scroller?.querySelector<HTMLElement>(`[data-page="${n}"]`);
      if (!scroller || !el) {
        pending.current = n;
        return;
      }
      scroller.scrollTop = el.offsetTop - PAD;
      setCurrent(n);
    },
    [scroller, total],
  );
  useImperativeHandle(ref, () => ({ goTo }), [goTo]);

  // A jump asked before the pages were laid out (initialPage) happens once they are.
  useEffect(() => {
    if (pending.current && containerWidth > 0) {
      const n = pending.current;
      pending.current = null;
      requestAnimationFrame(() => goTo(n));
    }
  }, [containerWidth, goTo]);

  // The current page: the one crossing the middle of the view.
  useEffect(() => {
    if (!scroller) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const middle = scroller.scrollTop + scroller.clientHeight / 3;
        const pages = scroller.querySelectorAll<HTMLElement>('[data-page]');
        let found = 1;
        for (const el of pages) {
          if (el.offsetTop <= middle) found = Number(el.dataset.page);
          else break;
        }
        setCurrent(found);
      });
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [scroller]);

  useEffect(() => onPageChange?.(current, total), [current, total, onPageChange]);

  // Keep the current thumbnail in view.
  useEffect(() => {
    const el = thumbsEl?.querySelector<HTMLElement>(`[data-thumb="${current}"]`);
    if (el && thumbsEl) {
      const top = el.offsetTop - thumbsEl.scrollTop;
      if (top < 0 || top > thumbsEl.clientHeight - el.clientHeight)
        thumbsEl.scrollTop = el.offsetTop - thumbsEl.clientHeight / 2;
    }
  }, [current, thumbsEl]);

  const zoomBy = (dir: 1 | -1) => {
    const now = pageWidth / printed;
    const next =
      dir > 0
        ? (STEPS.find((s) => s > now + 0.01) ?? STEPS.at(-1)!)
        : ([...STEPS].reverse().find((s) => s < now - 0.01) ?? STEPS[0]!);
    setZoom({ mode: 'scale', scale: next });
  };

  const pageNumbers = Array.from({ length: total }, (_, i) => i + 1);
  const rows: number[][] = [];
  for (let i = 0; i < total; i += columns) rows.push(pageNumbers.slice(i, i + columns));

  return (
    <div ref={rootRef} className={`zj-pdf${className ? ` ${className}` : ''}`}>
      <div className="zj-pdf-toolbar" role="toolbar" aria-label="文档工具栏">
        <Tooltip title={showThumbs ? '隐藏缩略图' : '显示缩略图'}>
          <Button
            type={showThumbs ? 'primary' : 'text'}
            ghost={showThumbs}
            icon={<UnorderedListOutlined />}
            aria-label="缩略图"
            aria-pressed={showThumbs}
            onClick={() => setShowThumbs((s) => !s)}
          />
        </Tooltip>
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label="上一页"
          disabled={current <= 1}
          onClick={() => goTo(current - columns)}
        />
        <span className="zj-pdf-jump">
          <InputNumber
            size="small"
            min={1}
            max={total}
            value={current}
            aria-label="页码"
            controls={false}
            onPressEnter={(e) => goTo(Number((e.target as HTMLInputElement).value))}
            onBlur={(e) => goTo(Number(e.target.value))}
          />
          <span> / {total}</span>
        </span>
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label="下一页"
          disabled={current >= total}
          onClick={() => goTo(current + columns)}
        />
        <span className="zj-pdf-sep" />
        <Button type="text" icon={<ZoomOutOutlined />} aria-label="缩小" onClick={() => zoomBy(-1)} />
        <span className="zj-pdf-percent" aria-live="polite">
          {percent}%
        </span>
        <Button type="text" icon={<ZoomInOutlined />} aria-label="放大" onClick={() => zoomBy(1)} />
        <Tooltip title="适合宽度">
          <Button
            type={zoom.mode === 'fit' ? 'primary' : 'text'}
            ghost={zoom.mode === 'fit'}
            icon={<ColumnWidthOutlined />}
            aria-label="适合宽度"
            onClick={() => setZoom({ mode: 'fit' })}
          />
        </Tooltip>
        <Tooltip title="全屏">
          <Button
            type="text"
            icon={<FullscreenOutlined />}
            aria-label="全屏"
            onClick={() => void rootRef.current?.requestFullscreen?.()}
          />
        </Tooltip>
        <span className="zj-pdf-extra">{toolbarExtra}</span>
      </div>
      <div className="zj-pdf-body">
        {showThumbs && (
          <nav className="zj-pdf-thumbs" ref={setThumbsEl} aria-label="页面缩略图">
            {pageNumbers.map((n) => (
              <div key={n} data-thumb={n} className={`zj-pdf-thumb${n === current ? ' is-current' : ''}`}>
                <PdfPage
                  doc={doc}
                  pageNumber={n}
                  width={96}
                  aspect={aspect}
                  root={thumbsEl}
                  onClick={() => goTo(n)}
                />
                <span>{n}</span>
              </div>
            ))}
          </nav>
        )}
        <div className="zj-pdf-scroll" ref={setScroller}>
          {containerWidth > 0 &&
            rows.map((row) => (
              <div key={row[0]} className="zj-pdf-row" style={{ gap: GAP }}>
                {row.map((n) => (
                  <PdfPage
                    key={n}
                    doc={doc}
                    pageNumber={n}
                    width={pageWidth}
                    aspect={aspect}
                    root={scroller}
                  />
                ))}
              </div>
            ))}
        </div>
      </div>
    </div>
  );
});
