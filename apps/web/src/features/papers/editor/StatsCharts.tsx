import { Button } from 'antd';
import { useState } from 'react';
import type { PaperStats } from './stats';

/** Colours of the bands, as the difficulty tags on the questions. */
const BAND_COLORS: Record<string, string> = {
  容易: '#52c41a',
  较易: '#13c2c2',
  中档: '#1677ff',
  较难: '#fa8c16',
  困难: '#f5222d',
};

/** Knowledge points shown before 展开全部. */
const FIRST_POINTS = 8;

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * 难度分布: one column per band, its height the band's share of the points, with the question count
 * and points above it; under it the 易中难 ratio.
 */
export function DifficultyChart({ stats }: { stats: PaperStats }) {
  const width = 268;
  const height = 132;
  const top = 30;
  const base = height - 22;
  const slot = width / stats.bands.length;
  const bar = Math.min(30, slot - 16);
  const most = Math.max(1, ...stats.bands.map((b) => b.score));
  const total = stats.bands.reduce((n, b) => n + b.score, 0);
  return (
    <figure className="zj-chart" aria-label="难度分布">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img">
        <title>难度分布</title>
        <line x1={0} x2={width} y1={base + 0.5} y2={base + 0.5} stroke="#e3e8f0" />
        {stats.bands.map((b, i) => {
          const h = b.score > 0 ? Math.max(3, ((base - top) * b.score) / most) : 0;
          const x = slot * i + (slot - bar) / 2;
          const share = total > 0 ? Math.round((b.score / total) * 100) : 0;
          return (
            <g key={b.name}>
              <title>{`${b.name}：${b.count} 题，${fmt(b.score)} 分（${share}%）`}</title>
              <rect x={x} y={base - h} width={bar} height={h} rx={3} fill={BAND_COLORS[b.name]} />
              {b.count > 0 ? (
                <>
                  <text x={x + bar / 2} y={base - h - 16} className="zj-chart-value" textAnchor="middle">
                    {fmt(b.score)}分
                  </text>
                  <text x={x + bar / 2} y={base - h - 4} className="zj-chart-note" textAnchor="middle">
                    {b.count}题
                  </text>
                </>
              ) : null}
              <text x={slot * i + slot / 2} y={height - 6} className="zj-chart-label" textAnchor="middle">
                {b.name}
              </text>
            </g>
          );
        })}
      </svg>
      {stats.ratio ? (
        <figcaption className="zj-chart-caption">
          易 : 中 : 难（按分值）={' '}
          <strong>
            {stats.ratio[0]} : {stats.ratio[1]} : {stats.ratio[2]}
          </strong>
        </figcaption>
      ) : null}
    </figure>
  );
}

/**
 * 知识点分值占比: a horizontal bar per knowledge point, longest first, its length the point's share
 * of the points; the first eight, then 展开全部.
 */
export function KnowledgeChart({ stats }: { stats: PaperStats }) {
  const [all, setAll] = useState(false);
  const rows = all ? stats.knowledge : stats.knowledge.slice(0, FIRST_POINTS);
  const width = 268;
  const row = 34;
  const most = Math.max(0.0001, ...rows.map((k) => k.share));
  return (
    <figure className="zj-chart" aria-label="知识点分值占比">
      <svg viewBox={`0 0 ${width} ${rows.length * row}`} width="100%" role="img">
        <title>知识点分值占比</title>
        <defs>
          <linearGradient id="zj-kp-bar" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#91caff" />
            <stop offset="1" stopColor="#1677ff" />
          </linearGradient>
        </defs>
        {rows.map((k, i) => {
          const y = i * row;
          const percent = Math.round(k.share * 100);
          return (
            <g key={k.id}>
              <title>{`${k.name}：${k.count} 题，约 ${fmt(k.score)} 分（${percent}%）`}</title>
              <text x={0} y={y + 13} className="zj-chart-label">
                {k.name}
              </text>
              <text x={width} y={y + 13} className="zj-chart-value" textAnchor="end">
                {fmt(k.score)} 分 · {percent}%
              </text>
              <rect x={0} y={y + 19} width={width} height={8} rx={4} fill="#f0f3f8" />
              <rect
                x={0}
                y={y + 19}
                width={Math.max(4, (width * k.share) / most)}
                height={8}
                rx={4}
                fill="url(#zj-kp-bar)"
              />
            </g>
          );
        })}
      </svg>
      {stats.knowledge.length > FIRST_POINTS ? (
        <Button type="link" size="small" className="zj-chart-more" onClick={() => setAll(!all)}>
          {all ? '收起' : `展开全部 ${stats.knowledge.length} 个知识点`}
        </Button>
      ) : null}
    </figure>
  );
}
