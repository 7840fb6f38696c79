import type { Annotation } from '@zhijuan/contracts';
import { Button, Input, Spin } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AnswerPicture, MARK_RED, stackHeight } from '../AnnotationLayer';
import { useLoadedImages } from '../imageCache';
import { type Point, penStroke, type Size, stamp, type Tool, textNote } from './annotations';

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 4;
export const clampZoom = (z: number) => Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z)) * 100) / 100;

/** Width at zoom 1: the stage's width, but a small scan is enlarged at most 1.5 times to stay sharp. */
function fitWidth(available: number, natural: number): number {
  if (available <= 0 || natural <= 0) return 0;
  return Math.round(Math.min(available, natural * 1.5));
}

interface Drag {
  kind: 'pan' | 'pen' | 'stamp';
  startX: number;
  startY: number;
  scrollLeft: number;
  scrollTop: number;
  path: Point[];
  moved: boolean;
}

/**
 * The answer large: its parts stacked, zoomed with the buttons or Ctrl + 滚轮 (around the pointer),
 * dragged with the 拖动 tool or the middle button, annotated with the other tools.
 */
export function AnswerStage({
  images: paths,
  annotations,
  onAnnotate,
  tool,
  zoom,
  onZoom,
}: {
  images: string[];
  annotations: Annotation[];
  onAnnotate: (a: Annotation | null) => void;
  tool: Tool;
  zoom: number;
  onZoom: (z: number) => void;
}) {
  const { images, failed } = useLoadedImages(paths);
  const scroller = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const drag = useRef<Drag | null>(null);
  const [draft, setDraft] = useState<Point[] | null>(null);
  const [note, setNote] = useState<{ at: Point; size: Size; text: string } | null>(null);
  const anchor = useRef<{ x: number; y: number; fx: number; fy: number } | null>(null);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setAvailable(el.clientWidth - 48);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const natural = Math.max(0, ...(images ?? []).map((i) => i.width));
  const width = Math.round(fitWidth(available, natural) * zoom);

  // Ctrl + wheel zooms around the pointer; React's wheel listener is passive, so this one is added by hand.
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const x = e.clientX - rect.left;
      const y = e.clientY - rect.top;
      anchor.current = {
        x,
        y,
        fx: (el.scrollLeft + x) / Math.max(1, el.scrollWidth),
        fy: (el.scrollTop + y) / Math.max(1, el.scrollHeight),
      };
      onZoom(clampZoom(zoomRef.current * (e.deltaY < 0 ? 1.1 : 1 / 1.1)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [onZoom]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keeps the point under the pointer after each zoom
  useLayoutEffect(() => {
    const el = scroller.current;
    const a = anchor.current;
    if (!el || !a) return;
    anchor.current = null;
    el.scrollLeft = a.fx * el.scrollWidth - a.x;
    el.scrollTop = a.fy * el.scrollHeight - a.y;
  }, [width]);

  const local = (e: React.PointerEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      point: { x: e.clientX - rect.left, y: e.clientY - rect.top },
      size: { width: rect.width, height: rect.height },
    };
  };

  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    if (note) return;
    const el = scroller.current;
    const pan = tool === 'move' || e.button === 1;
    if (!el || (e.button !== 0 && !pan)) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const { point } = local(e);
    const kind = pan ? 'pan' : tool === 'pen' ? 'pen' : 'stamp';
    drag.current = {
      kind,
      startX: e.clientX,
      startY: e.clientY,
      scrollLeft: el.scrollLeft,
      scrollTop: el.scrollTop,
      path: [point],
      moved: false,
    };
    if (kind === 'pen') setDraft([point]);
  };

  const onPointerMove = (e: React.PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    const el = scroller.current;
    if (!d || !el) return;
    if (Math.hypot(e.clientX - d.startX, e.clientY - d.startY) > 4) d.moved = true;
    if (d.kind === 'pan') {
      el.scrollLeft = d.scrollLeft - (e.clientX - d.startX);
      el.scrollTop = d.scrollTop - (e.clientY - d.startY);
    } else if (d.kind === 'pen') {
      d.path.push(local(e).point);
      setDraft([...d.path]);
    }
  };

  const onPointerUp = (e: React.PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    const { point, size } = local(e);
    if (d.kind === 'pen') {
      setDraft(null);
      onAnnotate(penStroke([...d.path, point], size));
    } else if (d.kind === 'stamp' && !d.moved) {
      if (tool === 'text') setNote({ at: point, size, text: '' });
      else if (tool === 'tick' || tool === 'cross' || tool === 'half') onAnnotate(stamp(tool, point, size));
    }
  };

  const commitNote = () => {
    if (note) onAnnotate(textNote(note.at, note.text, note.size));
    setNote(null);
  };

  return (
    <div ref={scroller} className={`zj-write-stage zj-tool-${tool}`}>
      {failed ? (
        <div className="zj-write-stage-msg">作答图像加载失败，请刷新页面重试</div>
      ) : !images || width <= 0 ? (
        <div className="zj-write-stage-msg">
          <Spin />
        </div>
      ) : (
        <div className="zj-write-sheet">
          <AnswerPicture
            images={images}
            width={width}
            annotations={annotations}
            overlayProps={{
              onPointerDown,
              onPointerMove,
              onPointerUp,
              onPointerCancel: () => {
                drag.current = null;
                setDraft(null);
              },
              onContextMenu: (e) => e.preventDefault(),
              role: 'application',
              'aria-label': '作答区域',
            }}
          >
            {draft && draft.length > 1 ? (
              <polyline
                points={draft.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke={MARK_RED}
                strokeWidth={Math.max(2, width * 0.003)}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : null}
          </AnswerPicture>
          {note ? (
            <div
              className="zj-write-note"
              style={{
                left: (note.at.x / note.size.width) * width,
                top: (note.at.y / note.size.height) * stackHeight(images, width),
              }}
            >
              <Input
                autoFocus
                size="small"
                maxLength={60}
                placeholder="输入批注，回车确定"
                value={note.text}
                onChange={(e) => setNote({ ...note, text: e.target.value })}
                onPressEnter={commitNote}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') setNote(null);
                }}
              />
              <Button size="small" type="primary" onClick={commitNote}>
                确定
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
