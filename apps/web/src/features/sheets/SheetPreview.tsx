import type { SheetElement, SheetLayout } from '@zhijuan/sheet/layout';

const PT_MM = 0.3528;

function Element({ e }: { e: SheetElement }) {
  switch (e.type) {
    case 'mark':
      return <rect x={e.x} y={e.y} width={e.w} height={e.h} fill="#000" />;
    case 'qr':
      return (
        <g>
          <rect x={e.x} y={e.y} width={e.w} height={e.h} fill="#f0f0f0" stroke="#333" strokeWidth={0.3} />
          <text x={e.x + e.w / 2} y={e.y + e.h / 2 + 1} fontSize={3} textAnchor="middle" fill="#555">
            二维码
          </text>
        </g>
      );
    case 'bubble':
      return (
        <g>
          <rect
            x={e.x}
            y={e.y}
            width={e.w}
            height={e.h}
            rx={Math.min(e.h / 2, 1.2)}
            fill="none"
            stroke="#d33"
            strokeWidth={0.25}
          />
          {e.label ? (
            <text
              x={e.x + e.w / 2}
              y={e.y + e.h * 0.78}
              fontSize={e.label.length > 1 ? 2.1 : 2.5}
              textAnchor="middle"
              fill="#d33"
            >
              {e.label}
            </text>
          ) : null}
        </g>
      );
    case 'region':
      return <rect x={e.x} y={e.y} width={e.w} height={e.h} fill="#fafcff" stroke="#333" strokeWidth={0.3} />;
    case 'text': {
      const size = e.sizePt * PT_MM;
      const x = e.align === 'center' ? e.x + e.w / 2 : e.align === 'right' ? e.x + e.w : e.x;
      const anchor = e.align === 'center' ? 'middle' : e.align === 'right' ? 'end' : 'start';
      const gray = Math.round((e.gray ?? 0) * 255);
      return (
        <text
          x={x}
          y={e.y + e.h / 2 + size * 0.35}
          fontSize={size}
          fontWeight={e.bold ? 700 : 400}
          textAnchor={anchor}
          fill={`rgb(${gray},${gray},${gray})`}
        >
          {e.text}
        </text>
      );
    }
    case 'rect':
      return (
        <rect
          x={e.x}
          y={e.y}
          width={e.w}
          height={e.h}
          rx={e.radiusMm ?? 0}
          fill={e.fill !== undefined ? `rgba(0,0,0,${1 - e.fill})` : 'none'}
          stroke="#333"
          strokeWidth={e.lineMm}
          strokeDasharray={e.dash ? '1.5 1' : undefined}
        />
      );
    case 'line':
      return (
        <line
          x1={e.x1}
          y1={e.y1}
          x2={e.x2}
          y2={e.y2}
          stroke="#333"
          strokeWidth={e.lineMm}
          strokeDasharray={e.dash ? '1.5 1' : undefined}
        />
      );
    case 'sample':
      return (
        <rect
          x={e.x}
          y={e.y}
          width={e.w}
          height={e.h}
          rx={Math.min(e.h / 2, 1.2)}
          fill={e.style === 'filled' ? '#000' : 'none'}
          stroke="#d33"
          strokeWidth={0.25}
        />
      );
  }
}

/**
 * The sheet's pages drawn from the same millimetre layout the server prints, at true proportions
 * (a sketch: positioning marks, QR area, bubbles, regions and text; the PDF is the exact print).
 */
export function SheetPreview({ layout }: { layout: SheetLayout }) {
  return (
    <div className="zj-sheet-pages">
      {layout.pages.map((p) => (
        <figure key={p.number} className="zj-sheet-page">
          <svg
            viewBox={`0 0 ${p.widthMm} ${p.heightMm}`}
            role="img"
            aria-label={`答题卡第 ${p.number} 页`}
            style={{ aspectRatio: `${p.widthMm} / ${p.heightMm}` }}
          >
            <rect width={p.widthMm} height={p.heightMm} fill="#fff" />
            {p.elements.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: elements have no identity beyond their place
              <Element key={i} e={e} />
            ))}
          </svg>
          <figcaption>
            第 {p.number} 页 · {p.widthMm}×{p.heightMm} mm
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
