import type { ClassFigures } from '@zhijuan/contracts';
import { Table } from 'antd';
import { byName, pct, score, signedPct } from './format';
import type { OverviewExam } from './useDataCenter';

/** 超均率 coloured by its sign. */
export function OverMean({ value }: { value: number | null }) {
  if (value === null) return <span className="zj-dc-over">—</span>;
  const tone = value > 0.0005 ? 'up' : value < -0.0005 ? 'down' : 'even';
  return <span className={`zj-dc-over zj-dc-over-${tone}`}>{signedPct(value)}</span>;
}

/** An exam's classes side by side (class, teachers, mean, rates, 超均率, rank) with the grade as the last line. */
export function FiguresTable({ exam }: { exam: OverviewExam }) {
  const rows = [...exam.classes].sort((a, b) => byName({ name: a.className }, { name: b.className }));
  const g = exam.grade;
  return (
    <Table<ClassFigures>
      size="small"
      rowKey="classId"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '班级', dataIndex: 'className', fixed: 'left' },
        { title: '任课教师', dataIndex: 'teachers', render: (t: string[]) => t.join('、') || '—' },
        { title: '参考人数', dataIndex: 'count', align: 'right' },
        { title: '平均分', dataIndex: 'mean', align: 'right', render: score },
        { title: '得分率', dataIndex: 'p', align: 'right', render: pct },
        { title: '优秀率', dataIndex: 'excellentRate', align: 'right', render: pct },
        { title: '及格率', dataIndex: 'passRate', align: 'right', render: pct },
        { title: '低分率', dataIndex: 'lowRate', align: 'right', render: pct },
        {
          title: '超均率',
          dataIndex: 'overMean',
          align: 'right',
          render: (v: number | null) => <OverMean value={v} />,
        },
        {
          title: '排名',
          dataIndex: 'rank',
          align: 'right',
          sorter: (a, b) => (a.rank ?? 999) - (b.rank ?? 999),
          render: (v: number | null) => v ?? '—',
        },
      ]}
      summary={() => (
        <Table.Summary.Row className="zj-dc-grade-row">
          <Table.Summary.Cell index={0}>年级</Table.Summary.Cell>
          <Table.Summary.Cell index={1}>—</Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            {g.count}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            {score(g.mean)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            {pct(g.p)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right">
            {pct(g.excellentRate)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={6} align="right">
            {pct(g.passRate)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={7} align="right">
            {pct(g.lowRate)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={8} align="right">
            —
          </Table.Summary.Cell>
          <Table.Summary.Cell index={9} align="right">
            —
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
