import { Button, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  BarChart,
  BoxplotChart,
  GaugeChart,
  HeatmapChart,
  LineChart,
  PieChart,
  RadarChart,
} from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { downloadCsv } from './csv';
import './chart.css';

echarts.use([
  BarChart,
  BoxplotChart,
  GaugeChart,
  HeatmapChart,
  LineChart,
  PieChart,
  RadarChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/** The numbers behind a chart, for people who would rather read them (and for 导出). */
export interface ChartTable {
  columns: string[];
  rows: (string | number | null)[][];
}

interface Props {
  option: ChartOption;
  /** Shown under a 图表/表格 switch, and exported as CSV; left out for decorative charts only. */
  table?: ChartTable;
  /** File name of the CSV export, without extension. */
  title?: string;
  height?: number | string;
  /** Dark theme for the big screen. */
  dark?: boolean;
  style?: CSSProperties;
}

/**
 * An ECharts chart drawn as SVG (sharp when printed, and readable in screenshots), resized with its box.
 * Pass a memoised `option`: a new object redraws the chart.
 * With `table`, a 图表/表格 switch shows the same numbers as a table and offers a CSV download.
 */
export function Chart({ option, table, title, height = 320, dark, style }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const full = { backgroundColor: 'transparent', animation: !dark, ...option };
  const latest = useRef(full);
  latest.current = full;

  useEffect(() => {
    if (view !== 'chart' || !box.current) return;
    const c = echarts.init(box.current, dark ? 'dark' : undefined, { renderer: 'svg' });
    c.setOption(latest.current, true);
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [view, dark]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', animation: !dark, ...option }, true);
  }, [option, dark]);

  const columns: ColumnsType<(string | number | null)[]> =
    table?.columns.map((name, i) => ({
      title: name,
      key: String(i),
      render: (_: unknown, row) => format(row[i] ?? null),
    })) ?? [];

  return (
    <div className="zj-chart" style={style}>
      {table && (
        <div className="zj-chart-bar">
          <Segmented
            size="small"
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              { label: '图表', value: 'chart' },
              { label: '表格', value: 'table' },
            ]}
          />
          {view === 'table' && (
            <Button size="small" type="link" onClick={() => downloadCsv(title ?? '数据', table)}>
              导出 CSV
            </Button>
          )}
        </div>
      )}
      {view === 'chart' || !table ? (
        <div ref={box} data-chart="echarts" style={{ width: '100%', height }} />
      ) : (
        <Table
          size="small"
          columns={columns}
          dataSource={table.rows.map((r, i) => Object.assign(r, { key: i }))}
          pagination={table.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </div>
  );
}

function format(v: string | number | null): string {
  if (v === null) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(2);
  return v;
}
