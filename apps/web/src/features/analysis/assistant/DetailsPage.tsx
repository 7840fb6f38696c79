import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type ExamDetails, SHEET_STATE_NAMES, type StudentResult } from '@zhijuan/contracts';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { downloadCsv } from '../../../lib/charts/csv';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { num, shareColor } from '../format';
import { detailsQuery } from '../queries';
import { ReportState } from '../selection';
import { AssistantShell } from './AssistantShell';

const STATUS_TEXT = { ...SHEET_STATE_NAMES, scored: '' };

/** /assistant/details (成绩明细): every student × question, sortable, coloured by the share of the points. */
export default function DetailsPage() {
  useDocumentTitle('成绩明细');
  return (
    <AssistantShell tab="details">
      {(s) => <DetailsView examId={s.examId} classId={s.classId} />}
    </AssistantShell>
  );
}

/** The matrix as a table for CSV. */
export function detailsTable(d: ExamDetails) {
  return {
    columns: [
      '姓名',
      '考号',
      '班级',
      '总分',
      '班级排名',
      '年级排名',
      ...d.columns.map((c) => `${c.label}（${c.max}分）`),
    ],
    rows: d.students.map((s) => [
      s.name,
      s.studentNo,
      s.className,
      s.status === 'scored' ? s.total : STATUS_TEXT[s.status],
      s.classRank,
      s.gradeRank,
      ...d.columns.map((c) => {
        const v = s.scores[c.key] ?? null;
        return c.objective && s.answers[c.key] !== undefined && v !== null
          ? `${v}（${s.answers[c.key] || '空'}）`
          : v;
      }),
    ]),
  };
}

function DetailsView({ examId, classId }: { examId: string; classId: string }) {
  const data = useQuery({ ...detailsQuery(examId, classId), enabled: Boolean(examId) });
  const d = data.data;
  const columns = useMemo((): ColumnsType<StudentResult> => {
    if (!d) return [];
    return [
      { title: '姓名', dataIndex: 'name', fixed: 'left', width: 80 },
      ...(classId ? [] : [{ title: '班级', dataIndex: 'className', fixed: 'left' as const, width: 64 }]),
      {
        title: '总分',
        dataIndex: 'total',
        fixed: 'left',
        width: 72,
        sorter: (a, b) => (a.total ?? -1) - (b.total ?? -1),
        defaultSortOrder: 'descend',
        render: (v: number | null, s) => (s.status === 'scored' ? <b>{num(v)}</b> : STATUS_TEXT[s.status]),
      },
      {
        title: classId ? '班排' : '年排',
        key: 'rank',
        width: 60,
        render: (_, s) => (classId ? s.classRank : s.gradeRank) ?? '—',
      },
      ...d.columns.map((c): ColumnsType<StudentResult>[number] => ({
        title: (
          <span title={`${c.section} 满分 ${c.max}${c.answer.length ? ` 答案 ${c.answer.join('')}` : ''}`}>
            {c.label.replace(/^第|题$/g, '')}
            <small className="zj-an-muted">/{c.max}</small>
          </span>
        ),
        key: c.key,
        width: 64,
        align: 'center',
        sorter: (a, b) => (a.scores[c.key] ?? -1) - (b.scores[c.key] ?? -1),
        onCell: (s) => ({
          style: { background: shareColor(s.scores[c.key] == null ? null : s.scores[c.key]! / c.max) },
        }),
        render: (_, s) => {
          const v = s.scores[c.key];
          if (v === null || v === undefined) return '—';
          const letter = c.objective ? s.answers[c.key] : undefined;
          return letter !== undefined && v < c.max ? `${num(v)} ${letter || '空'}` : num(v);
        },
      })),
    ];
  }, [d, classId]);
  return (
    <ReportState loading={data.isLoading} error={data.error}>
      {d && (
        <div className="zj-an-report">
          <div className="zj-an-details-bar">
            <span className="zj-an-note">
              {d.scope.name}：{d.scope.students} 名学生（已扫描 {d.scope.scanned}
              {d.scope.absent ? `，缺考 ${d.scope.absent}` : ''}，已阅完 {d.scope.complete}）×{' '}
              {d.columns.length} 题；底色为得分占该题满分的比例（红 0 → 绿
              满分），客观题未得满分时附所选选项，“—”为尚无成绩。
            </span>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => downloadCsv(`${d.exam.name}成绩明细`, detailsTable(d))}
            >
              导出 CSV
            </Button>
          </div>
          <Table
            size="small"
            bordered
            rowKey="studentId"
            className="zj-an-details"
            dataSource={d.students}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content', y: 'calc(100vh - 320px)' }}
            aria-label="成绩明细"
          />
        </div>
      )}
    </ReportState>
  );
}
