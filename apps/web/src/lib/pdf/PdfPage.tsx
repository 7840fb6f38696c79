import { type CSSProperties, memo, useEffect, useRef, useState } from 'react';
import { drawPage, isCancelled, type PDFDocumentProxy } from './pdfjs';

export interface PdfPageProps {
  doc: PDFDocumentProxy;
  /** 1-based. */
  pageNumber: number;
  /** CSS pixels. */
  width: number;
  /** Width / height used for the empty frame until the page itself is known. */
  aspect: number;
  /** The scrolling element the page lives in (null: the window). */
  root?: Element | null;
  className?: string;
  style?: CSSProperties;
  onClick?: () => void;
}

/**
 * One page, drawn only while it is on screen or near it (an IntersectionObserver with a margin of a
 * screen's height); far off screen its canvas is emptied again, so a 300-page book holds a handful of
 * canvases at a time. Until drawn it is an empty frame of the page's size, so scrolling never jumps.
 */
export const PdfPage = memo(function PdfPage({
  doc,
  pageNumber,
  width,
  aspect,
  root,
  className,
  style,
  onClick,
}: PdfPageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  const [ownAspect, setOwnAspect] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const el = frame.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      root: root ?? null,
      rootMargin: '100% 0px 100% 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [root]);

  useEffect(() => {
    const c = canvas.current;
    if (!near || !c) return;
    let cancel: (() => void) | null = null;
    let live = true;
    setFailed(false);
    doc.getPage(pageNumber).then(
      (page) => {
        if (!live) return;
        const vp = page.getViewport({ scale: 1 });
        setOwnAspect(vp.width / vp.height);
        const task = drawPage(page, c, width);
        cancel = task.cancel;
        task.done.then(
          () => live && setDrawn(true),
          (err) => live && !isCancelled(err) && setFailed(true),
        );
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      cancel?.();
      setDrawn(false);
      // Leaving the screen: give the pixels back.
      c.width = 0;
      c.height = 0;
    };
  }, [doc, pageNumber, width, near]);

  const height = Math.round(width / (ownAspect ?? aspect));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: thumbnails are also reachable by the page-number box
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      ref={frame}
      className={`zj-pdf-page${className ? ` ${className}` : ''}`}
      style={{ width, height, ...style }}
      data-page={pageNumber}
      data-drawn={drawn || undefined}
      onClick={onClick}
    >
      <canvas ref={canvas} width={0} height={0} aria-label={`第 ${pageNumber} 页`} />
      {failed && <div className="zj-pdf-page-failed">第 {pageNumber} 页加载失败</div>}
    </div>
  );
});
