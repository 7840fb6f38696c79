import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type ClassReport, SHEET_STATE_NAMES, type StudentResult } from '@zhijuan/contracts';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Chart } from '../../lib/charts/Chart';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { downloadClassXlsx } from './api';
import { distributionChart, heatmapChart } from './charts';
import { QuestionTable, QuestionTypeTable, RankChange, Section, StatFigures } from './components';
import { idx, num, pct } from './format';
import { analysisPath, assistantPath, rehearsePath } from './paths';
import { classReportQuery } from './queries';
import { ExamBar, ReportState, SelectionState, useAnalysisSelection } from './selection';
import '../../styles/printShell.css';
import './analysis.css';

const NEEDS = { classRequired: true };

/** /analysis/class (班级分析): one class against the grade, its students' ranks and its weak questions. */
export default function ClassPage() {
  useDocumentTitle('班级分析');
  const selection = useAnalysisSelection(NEEDS);
  const { examId, classId } = selection;
  const report = useQuery({ ...classReportQuery(examId, classId), enabled: Boolean(examId && classId) });
  const [exporting, setExporting] = useState(false);
  const r = report.data;
  const exportXlsx = async () => {
    if (!r) return;
    setExporting(true);
    await downloadClassXlsx(
      examId,
      classId,
      `${r.exam.name}-${r.exam.gradeName}${r.classStats.name}学情分析.xlsx`,
    );
    setExporting(false);
  };
  return (
    <div className="zj-analysis">
      <Typography.Title level={3} className="zj-page-title zj-an-screen-only">
        班级分析
      </Typography.Title>
      <ExamBar
        selection={selection}
        needs={NEEDS}
        extra={
          <Space wrap>
            {examId && (
              <Link to={assistantPath('commentary', examId, classId)}>
                <Button>讲评助手</Button>
              </Link>
            )}
            <Button icon={<DownloadOutlined />} disabled={!r} loading={exporting} onClick={exportXlsx}>
              导出 Excel
            </Button>
            <Button icon={<PrinterOutlined />} disabled={!r} onClick={() => window.print()}>
              打印
            </Button>
          </Space>
        }
      />
      <SelectionState selection={selection}>
        <ReportState loading={report.isLoading} error={report.error}>
          {r && <ClassReportView report={r} />}
        </ReportState>
      </SelectionState>
    </div>
  );
}

function studentColumns(report: ClassReport): ColumnsType<StudentResult> {
  const examId = report.exam.id;
  const since = report.previous ? `较「${report.previous.name}」` : '';
  return [
    { title: '班级排名', dataIndex: 'classRank', width: 86, render: (v: number | null) => v ?? '—' },
    {
      title: '姓名',
      dataIndex: 'name',
      width: 96,
      render: (name: string, s) => (
        <Link to={analysisPath('person', examId, s.classId, s.studentId)}>{name}</Link>
      ),
    },
    { title: '考号', dataIndex: 'studentNo', width: 110 },
    {
      title: '总分',
      dataIndex: 'total',
      width: 72,
      sorter: (a, b) => (a.total ?? -1) - (b.total ?? -1),
      render: (v: number | null, s) =>
        s.status === 'scored' ? <b>{num(v)}</b> : <Tag color="orange">{SHEET_STATE_NAMES[s.status]}</Tag>,
    },
    { title: '客观题', dataIndex: 'objective', width: 72, render: (v: number | null) => num(v) },
    { title: '主观题', dataIndex: 'subjective', width: 72, render: (v: number | null) => num(v) },
    { title: '年级排名', dataIndex: 'gradeRank', width: 86, render: (v: number | null) => v ?? '—' },
    {
      title: `名次变化${since ? `（${since}）` : ''}`,
      dataIndex: 'rankChange',
      width: 150,
      sorter: (a, b) => (a.rankChange ?? 0) - (b.rankChange ?? 0),
      render: (v: number | null) => <RankChange change={v} />,
    },
    { title: 'T 分', dataIndex: 't', width: 64, render: (v: number | null) => num(v) },
    { title: 'Z 分', dataIndex: 'z', width: 64, render: (v: number | null) => idx(v) },
  ];
}

function Movers({ title, students, examId }: { title: string; students: StudentResult[]; examId: string }) {
  return (
    <div className="zj-an-movers">
      <h4>{title}</h4>
      {students.length ? (
        <ol>
          {students.map((s) => (
            <li key={s.studentId}>
              <Link to={analysisPath('person', examId, s.classId, s.studentId)}>{s.name}</Link>
              <span className="zj-an-muted">年级第 {s.gradeRank ?? '—'} 名</span>
              <RankChange change={s.rankChange} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="zj-an-muted">无</div>
      )}
    </div>
  );
}

export function ClassReportView({ report }: { report: ClassReport }) {
  const dist = useMemo(() => distributionChart(report.distribution, true), [report]);
  const heat = useMemo(() => heatmapChart(report.knowledge), [report]);
  const missed = useMemo(() => [...report.questions].sort((a, b) => a.p - b.p).slice(0, 5), [report]);
  const className = `${report.exam.gradeName}${report.classStats.name}`;
  const title = `${report.exam.name} ${className}`;
  return (
    <div className="zj-an-report">
      <header className="zj-an-print-head">
        <h1>
          {report.exam.name}　{className}　学情分析
        </h1>
        <p>
          {report.exam.subjectName}　{report.exam.examDate}　满分 {report.exam.fullScore} 分
        </p>
      </header>
      <Section title={`${className}成绩（括号内为年级）`}>
        <StatFigures
          stats={report.classStats}
          compare={report.grade}
          cutoffs={report.cutoffs}
          fullScore={report.exam.fullScore}
        />
        <p className="zj-an-note">
          {report.classStats.rank === null
            ? '本班还没有已阅完的学生，暂无班级排名。'
            : `班级平均分在年级中排第 ${report.classStats.rank} 名，超均率 ${pct(report.classStats.overMean)}。`}
        </p>
      </Section>
      <div className="zj-an-two">
        <Section title="分数段分布（本班与年级占比）">
          <Chart option={dist.option} table={dist.table} title={`${title} 分数段`} />
        </Section>
        <Section title="名次变化">
          <p className="zj-an-note">
            {report.previous
              ? `与「${report.previous.name}」（${report.previous.examDate}）的年级排名相比`
              : '这是本学科第一次考试，暂无名次变化'}
          </p>
          <div className="zj-an-two-tight">
            <Movers title="进步最多" students={report.risers} examId={report.exam.id} />
            <Movers title="退步最多" students={report.fallers} examId={report.exam.id} />
          </div>
        </Section>
      </div>
      <Section title="学生成绩排名" className="zj-an-break-before">
        <Table
          size="small"
          rowKey="studentId"
          dataSource={report.students}
          columns={studentColumns(report)}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label="学生成绩排名"
        />
      </Section>
      <Section title="题型统计">
        <QuestionTypeTable rows={report.questionTypes} />
      </Section>
      <Section
        title="易错题"
        extra={
          <Link to={rehearsePath(report.classStats.id)} className="zj-an-screen-only">
            生成错题重练 ›
          </Link>
        }
      >
        <ol className="zj-an-missed">
          {missed.map((q) => (
            <li key={q.key}>
              <b>{q.label}</b>
              <span>{q.typeName}</span>
              <span>
                本班得分率 <b className="zj-an-down">{pct(q.p)}</b>（年级 {pct(q.gradeP)}）
              </span>
              <span className="zj-an-muted">{q.knowledge.map((k) => k.name).join('、')}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="试题分析（本班）" className="zj-an-break-before">
        <QuestionTable questions={report.questions} showGrade />
      </Section>
      {report.knowledge.points.length > 0 && (
        <Section title="知识点掌握度">
          <Chart
            option={heat.option}
            table={heat.table}
            title={`${title} 知识点`}
            height={Math.max(200, 60 + report.knowledge.rows.length * 36 + 96)}
          />
        </Section>
      )}
    </div>
  );
}
