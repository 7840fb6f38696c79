import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { drawPage, isCancelled, type PDFDocumentProxy } from './pdfjs';
import './pdf.css';

export interface PdfSlidesProps {
  doc: PDFDocumentProxy;
  /** 1-based page to start at. */
  start?: number;
  /** Called with the page shown last when the show ends (Esc, the close button, leaving full screen). */
  onClose: (page: number) => void;
}

/**
 * 放映: one page at a time, as large as the screen allows, in full screen. → ↓ PageDown space and a
 * click step forward; ← ↑ PageUp step back; Home/End go to the first/last page; Esc ends the show.
 * The next page is fetched while the current one shows, so stepping does not wait on the network.
 */
export function PdfSlides({ doc, start = 1, onClose }: PdfSlidesProps) {
  const total = doc.numPages;
  const [page, setPage] = useState(Math.min(Math.max(1, start), total));
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => {
    const el = root.current;
    el?.focus();
    el?.requestFullscreen?.().catch(() => undefined);
    const onFullscreen = () => {
      if (!document.fullscreenElement) onClose(pageRef.current);
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);

  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const measure = () => setSize({ w: el.clientWidth, h: el.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    const c = canvas.current;
    if (!c || size.w === 0) return;
    let live = true;
    let cancel: (() => void) | null = null;
    void doc.getPage(page).then((p) => {
      if (!live) return;
      const vp = p.getViewport({ scale: 1 });
      const width = Math.floor(Math.min(size.w, (size.h * vp.width) / vp.height));
      const task = drawPage(p, c, width);
      cancel = task.cancel;
      task.done.catch((err) => {
        if (!isCancelled(err)) console.error(err);
      });
      if (page < total) void doc.getPage(page + 1);
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [doc, page, size, total]);

  const step = (d: number) => setPage((p) => Math.min(Math.max(1, p + d), total));

  return (
    <div
      ref={root}
      className="zj-pdf-slides"
      tabIndex={-1}
      role="dialog"
      aria-label="放映"
      onKeyDown={(e) => {
        const forward = ['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter'];
        const back = ['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace'];
        if (forward.includes(e.key)) step(1);
        else if (back.includes(e.key)) step(-1);
        else if (e.key === 'Home') setPage(1);
        else if (e.key === 'End') setPage(total);
        else if (e.key === 'Escape') onClose(page);
        else return;
        e.preventDefault();
      }}
      onClick={(e) => {
        if (e.target === canvas.current) step(1);
      }}
    >
      <canvas ref={canvas} aria-label={`第 ${page} 页`} />
      <div className="zj-pdf-slides-bar">
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label="上一张"
          disabled={page <= 1}
          onClick={() => step(-1)}
        />
        <span data-testid="slide-number">
          {page} / {total}
        </span>
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label="下一张"
          disabled={page >= total}
          onClick={() => step(1)}
        />
        <Button type="text" icon={<CloseOutlined />} aria-label="结束放映" onClick={() => onClose(page)} />
      </div>
    </div>
  );
}
