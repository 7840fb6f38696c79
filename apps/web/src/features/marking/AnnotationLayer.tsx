import type { Annotation } from '@zhijuan/contracts';
import type { LoadedImage } from './imageCache';

export const MARK_RED = '#e5322d';

/** Height of an answer's parts stacked at one width (each keeps its aspect ratio). */
export function stackHeight(images: Pick<LoadedImage, 'width' | 'height'>[], width: number): number {
  return images.reduce((h, i) => h + (i.width ? (width * i.height) / i.width : 0), 0);
}

/**
 * The marker's annotations drawn over an answer `width` × `height` pixels large. Symbols scale with the
 * answer, so they stay where and as big as they were put at any zoom.
 */
export function AnnotationShapes({
  annotations,
  width,
  height,
}: {
  annotations: Annotation[];
  width: number;
  height: number;
}) {
  const s = Math.max(14, Math.min(width * 0.045, 64));
  const stroke = Math.max(2, s * 0.11);
  const line = {
    stroke: MARK_RED,
    strokeWidth: stroke,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    fill: 'none',
  } as const;
  return (
    <g>
      {annotations.map((a, i) => {
        const key = `${a.kind}-${i}`;
        if (a.kind === 'pen') {
          const pts: string[] = [];
          for (let j = 0; j + 1 < a.points.length; j += 2)
            pts.push(`${(a.points[j] ?? 0) * width},${(a.points[j + 1] ?? 0) * height}`);
          return (
            <polyline key={key} points={pts.join(' ')} {...line} strokeWidth={Math.max(2, width * 0.003)} />
          );
        }
        const x = a.x * width;
        const y = a.y * height;
        if (a.kind === 'text')
          return (
            <text
              key={key}
              x={x}
              y={y}
              fill={MARK_RED}
              fontSize={Math.max(14, width * 0.03)}
              dominantBaseline="middle"
              className="zj-mark-text"
            >
              {a.text}
            </text>
          );
        const h = s / 2;
        if (a.kind === 'cross')
          return (
            <path
              key={key}
              d={`M${x - h * 0.75},${y - h * 0.75}L${x + h * 0.75},${y + h * 0.75}M${x + h * 0.75},${y - h * 0.75}L${x - h * 0.75},${y + h * 0.75}`}
              {...line}
            />
          );
        const tick = `M${x - h},${y}L${x - h * 0.3},${y + h * 0.75}L${x + h},${y - h * 0.9}`;
        if (a.kind === 'half')
          return (
            <path
              key={key}
              d={`${tick}M${x + h * 0.05},${y - h * 0.35}L${x + h * 0.6},${y + h * 0.2}`}
              {...line}
            />
          );
        return <path key={key} d={tick} {...line} />;
      })}
    </g>
  );
}

/**
 * An answer's parts stacked top to bottom at `width` pixels, annotations over them. `children` go
 * into the overlay (the marking page's drawing surface and draft stroke).
 */
export function AnswerPicture({
  images,
  width,
  annotations,
  children,
  overlayProps,
}: {
  images: LoadedImage[];
  width: number;
  annotations: Annotation[];
  children?: React.ReactNode;
  overlayProps?: React.SVGProps<SVGSVGElement>;
}) {
  const height = stackHeight(images, width);
  return (
    <div className="zj-answer-picture" style={{ width, height }}>
      {images.map((img, i) => (
        <img
          // biome-ignore lint/suspicious/noArrayIndexKey: parts keep their order
          key={i}
          src={img.url}
          alt={images.length > 1 ? `作答第 ${i + 1} 部分` : '作答'}
          width={width}
          height={img.width ? (width * img.height) / img.width : 0}
          draggable={false}
        />
      ))}
      <svg className="zj-answer-overlay" width={width} height={height} {...overlayProps}>
        <title>批注</title>
        <AnnotationShapes annotations={annotations} width={width} height={height} />
        {children}
      </svg>
    </div>
  );
}
