import {
  type AnalysisExam,
  type ExamProgress,
  type Quality,
  type RateCutoffs,
  STATUS_NAMES,
} from '@zhijuan/contracts';

export { meanText } from '../../lib/figures';

/** A share 0–1 as 「85.3%」. */
export const pct = (r: number | null | undefined, digits = 1) =>
  r === null || r === undefined || Number.isNaN(r) ? '—' : `${(r * 100).toFixed(digits)}%`;

/** A score with at most one decimal: 87, 87.5, 87.3. */
export const num = (n: number | null | undefined, digits = 1) => {
  if (n === null || n === undefined || Number.isNaN(n)) return '—';
  const r = Number(n.toFixed(digits));
  return String(r);
};

/** Two decimals for indices (区分度, 信度, z). */
export const idx = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? '—' : n.toFixed(2);

export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export const QUALITY_COLORS: Record<Quality, string> = {
  excellent: 'green',
  good: 'blue',
  fair: 'orange',
  poor: 'red',
};
/** The same four as chart colours. */
export const QUALITY_HEX: Record<Quality, string> = {
  excellent: '#52c41a',
  good: '#1677ff',
  fair: '#fa8c16',
  poor: '#f5222d',
};

/** 区分度 bands (Ebel): ≥0.4 优秀, 0.3–0.4 良好, 0.2–0.3 尚可, below 较差. */
export const DISCRIMINATION_BANDS = [
  { from: 0.4, quality: 'excellent' },
  { from: 0.3, quality: 'good' },
  { from: 0.2, quality: 'fair' },
  { from: Number.NEGATIVE_INFINITY, quality: 'poor' },
] as const;

/** An exam still being scanned or marked: its figures count only what is final. */
export const unfinished = (exam: Pick<AnalysisExam, 'status'>) => exam.status !== 'done';

/** 「已扫描 12/94 人 · 主观题已阅 5/84 份 · 已阅完 3 人」: how far an exam has come. */
export function progressText(p: ExamProgress) {
  const parts = [`已扫描 ${p.scanned}/${p.students} 人`];
  if (p.absent) parts.push(`缺考 ${p.absent} 人`);
  if (p.toMark) parts.push(`主观题已阅 ${p.marked}/${p.toMark} 份`);
  parts.push(`已阅完 ${p.complete} 人`);
  return parts.join(' · ');
}

/** 「阅卷中」, 「扫描中」 … for an unfinished exam; '' for a finished one. */
export const stateLabel = (exam: Pick<AnalysisExam, 'status'>) =>
  unfinished(exam) ? STATUS_NAMES[exam.status] : '';

/** 「优秀 ≥85%」… as shown next to the rates. */
export function cutoffText(c: RateCutoffs) {
  const p = (r: number) => `${Math.round(r * 100)}%`;
  return {
    excellent: `≥${p(c.excellent)}`,
    good: `≥${p(c.good)}`,
    pass: `≥${p(c.pass)}`,
    low: `<${p(c.low)}`,
  };
}

/** Rank change with an arrow: ↑3, ↓2, —, or 「新」 when there is nothing to compare. */
export function rankChangeText(change: number | null): {
  text: string;
  tone: 'up' | 'down' | 'flat' | 'none';
} {
  if (change === null) return { text: '—', tone: 'none' };
  if (change > 0) return { text: `↑${change}`, tone: 'up' };
  if (change < 0) return { text: `↓${-change}`, tone: 'down' };
  return { text: '持平', tone: 'flat' };
}

/** A background from red (0) through amber to green (1) for a score share; transparent for none. */
export function shareColor(share: number | null | undefined): string {
  if (share === null || share === undefined || Number.isNaN(share)) return 'transparent';
  const s = Math.max(0, Math.min(1, share));
  const hue = Math.round(s * 120);
  return `hsl(${hue} 70% 88%)`;
}
