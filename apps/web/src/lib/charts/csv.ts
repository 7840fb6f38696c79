import type { ChartTable } from './Chart';

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A table as CSV text; a leading BOM so Excel opens the Chinese as UTF-8. */
export function toCsv(t: ChartTable): string {
  return `\uFEFF${[t.columns, ...t.rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(name: string, t: ChartTable) {
  const url = URL.createObjectURL(new Blob([toCsv(t)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
