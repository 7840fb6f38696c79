import {
  type GroupStats,
  QUALITY_LABELS,
  type QuestionStat,
  type QuestionTypeRow,
  type RateCutoffs,
  type Reliability,
} from '@zhijuan/contracts';
import { Card, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { cutoffText, idx, meanText, num, pct, QUALITY_COLORS, rankChangeText } from './format';

/** One key figure. */
export function Figure({ label, value, hint }: { label: ReactNode; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="zj-an-figure">
      <div className="zj-an-figure-label">{label}</div>
      <div className="zj-an-figure-value">{value}</div>
      {hint !== undefined && <div className="zj-an-figure-hint">{hint}</div>}
    </div>
  );
}

/** 参考人数, 平均分, 最高/最低 and the four rates with their cut-offs; `compare` adds the grade's figure under each. */
export function StatFigures({
  stats,
  cutoffs,
  fullScore,
  compare,
}: {
  stats: GroupStats;
  cutoffs: RateCutoffs;
  fullScore: number;
  compare?: GroupStats;
}) {
  const c = cutoffText(cutoffs);
  const vs = (v: string) => (compare ? `年级 ${v}` : undefined);
  // Scanned sheets whose written answers are not all marked: their 客观题 are final, their totals not.
  const partial = stats.scanned - stats.absent - stats.count;
  return (
    <div className="zj-an-figures">
      <Figure
        label="参考人数"
        value={stats.count}
        hint={`应考 ${stats.students}${stats.absent ? ` · 缺考 ${stats.absent}` : ''}${partial > 0 ? ` · 未阅完 ${partial}` : ''}`}
      />
      <Figure
        label="平均分"
        value={meanText(stats.mean)}
        hint={vs(meanText(compare?.mean)) ?? `满分 ${fullScore}`}
      />
      {partial > 0 && (
        <Figure
          label="客观题平均分"
          value={meanText(stats.objectiveMean)}
          hint={`已扫描 ${stats.objectiveCount} 人`}
        />
      )}
      <Figure
        label="最高 / 最低"
        value={`${num(stats.max)} / ${num(stats.min)}`}
        hint={vs(`${num(compare?.max)} / ${num(compare?.min)}`) ?? `中位数 ${num(stats.median)}`}
      />
      <Figure label="标准差" value={num(stats.std, 2)} hint={vs(num(compare?.std, 2))} />
      <Figure
        label={`优秀率 ${c.excellent}`}
        value={pct(stats.excellentRate)}
        hint={vs(pct(compare?.excellentRate))}
      />
      <Figure label={`良好率 ${c.good}`} value={pct(stats.goodRate)} hint={vs(pct(compare?.goodRate))} />
      <Figure label={`及格率 ${c.pass}`} value={pct(stats.passRate)} hint={vs(pct(compare?.passRate))} />
      <Figure label={`低分率 ${c.low}`} value={pct(stats.lowRate)} hint={vs(pct(compare?.lowRate))} />
    </div>
  );
}

export function QualityTag({ quality }: { quality: QuestionStat['quality'] }) {
  return <Tag color={QUALITY_COLORS[quality]}>{QUALITY_LABELS[quality]}</Tag>;
}

export function ReliabilityNote({ reliability }: { reliability: Reliability }) {
  return (
    <span className="zj-an-reliability">
      试卷信度（{reliability.method === 'KR-20' ? 'KR-20' : 'Cronbach α'}）<b>{idx(reliability.value)}</b>{' '}
      {reliability.value !== null && <QualityTag quality={reliability.quality} />}
    </span>
  );
}

export function RankChange({ change }: { change: number | null }) {
  const { text, tone } = rankChangeText(change);
  return <span className={`zj-an-rank-${tone}`}>{text}</span>;
}

/** Option shares of a choice question as one stacked bar; the key in green. */
export function OptionBar({ q }: { q: Pick<QuestionStat, 'options'> }) {
  if (!q.options.length) return <span className="zj-an-muted">—</span>;
  return (
    <div className="zj-an-options" role="img" aria-label="选项分布">
      {q.options.map((o) => (
        <Tooltip
          key={o.option || 'blank'}
          title={`${o.option || '未作答'}：${o.count} 人（${pct(o.share)}）`}
        >
          <span
            className={`zj-an-option${o.correct ? ' is-correct' : ''}${o.option ? '' : ' is-blank'}`}
            style={{ flexGrow: Math.max(o.share, 0.001) }}
          >
            {o.share >= 0.08 ? `${o.option || '空'} ${Math.round(o.share * 100)}%` : ''}
          </span>
        </Tooltip>
      ))}
    </div>
  );
}

type QuestionRow = QuestionStat & { gradeP?: number };

/** A question nobody has a final answer to yet (a written one not marked) reads "—", never 0 or 困难. */
const answered = (q: QuestionStat) => q.count > 0;

/** The question analysis table: 得分率, 区分度 with its quality, 难度, point-biserial, option shares. */
export function QuestionTable({
  questions,
  showGrade = false,
  extra,
}: {
  questions: QuestionRow[];
  showGrade?: boolean;
  extra?: ColumnsType<QuestionRow>;
}) {
  const columns: ColumnsType<QuestionRow> = [
    { title: '题号', dataIndex: 'label', fixed: 'left', width: 92 },
    { title: '题型', dataIndex: 'typeName', width: 84 },
    { title: '满分', dataIndex: 'max', width: 60 },
    {
      title: '平均分',
      dataIndex: 'mean',
      width: 72,
      render: (v: number, q) => (answered(q) ? meanText(v) : '—'),
    },
    {
      title: '得分率',
      dataIndex: 'p',
      width: 80,
      sorter: (a, b) => (answered(a) ? a.p : -1) - (answered(b) ? b.p : -1),
      render: (v: number, q) => (answered(q) ? pct(v) : '—'),
    },
    ...(showGrade
      ? [{ title: '年级得分率', dataIndex: 'gradeP', width: 96, render: (v: number) => pct(v) }]
      : []),
    {
      title: '难度',
      dataIndex: 'difficultyName',
      width: 72,
      render: (v: string, q) => (answered(q) ? v : '—'),
    },
    {
      title: '区分度',
      dataIndex: 'discrimination',
      width: 120,
      sorter: (a, b) => (a.discrimination ?? -2) - (b.discrimination ?? -2),
      render: (v: number | null, q) =>
        v === null || !answered(q) ? (
          '—'
        ) : (
          <span className="zj-an-nowrap">
            {idx(v)} <QualityTag quality={q.quality} />
          </span>
        ),
    },
    {
      title: <Tooltip title="题目得分与总分的相关系数（只计已阅完的学生）">点二列相关</Tooltip>,
      dataIndex: 'pointBiserial',
      width: 96,
      render: (v: number | null, q) => (answered(q) ? idx(v) : '—'),
    },
    {
      title: '满分人数',
      dataIndex: 'fullCount',
      width: 84,
      render: (v: number, q) => (answered(q) ? v : '—'),
    },
    {
      title: '零分人数',
      dataIndex: 'zeroCount',
      width: 84,
      render: (v: number, q) => (answered(q) ? v : '—'),
    },
    {
      title: '选项分布',
      key: 'options',
      width: 240,
      render: (_, q) => <OptionBar q={q} />,
    },
    {
      title: '知识点',
      key: 'knowledge',
      render: (_, q) => q.knowledge.map((k) => k.name).join('、') || '—',
    },
    ...(extra ?? []),
  ];
  return (
    <Table
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={questions}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label="试题分析"
    />
  );
}

/** The spec's question-type table (§3): 题型, 正确率, 平均分, 作答人数, 答对人次. */
export function QuestionTypeTable({ rows }: { rows: QuestionTypeRow[] }) {
  return (
    <Table
      size="small"
      rowKey="questionTypeName"
      pagination={false}
      dataSource={rows}
      aria-label="题型统计"
      columns={[
        { title: '题型', dataIndex: 'questionTypeName' },
        {
          title: '正确率',
          dataIndex: 'accuracy',
          render: (v: number, r) => (r.studentNum ? pct(v) : '—'),
        },
        {
          title: '平均分',
          dataIndex: 'average',
          render: (v: number, r) => `${r.studentNum ? meanText(v) : '—'} / ${r.fullScore}`,
        },
        { title: '作答人数', dataIndex: 'studentNum' },
        { title: '答对人次', dataIndex: 'correctNum' },
      ]}
    />
  );
}

/** A card with a title; print keeps it whole when it can. */
export function Section({
  title,
  extra,
  children,
  className,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card
      title={title}
      extra={extra}
      className={`zj-an-card${className ? ` ${className}` : ''}`}
      variant="borderless"
    >
      {children}
    </Card>
  );
}
