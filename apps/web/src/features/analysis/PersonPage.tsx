import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PersonHandout } from './PersonHandout';
import { PersonReportView } from './PersonReportView';
import { personBatchQuery, personReportQuery } from './queries';
import { ExamBar, ReportState, type Selection, SelectionState, useAnalysisSelection } from './selection';
import '../../styles/printShell.css';
import './analysis.css';

const NEEDS = { classRequired: true, student: true };
const BATCH_NEEDS = { classRequired: true };

/**
 * /analysis/person (个人分析): one student's report. With `?print=class` the page becomes the class's
 * 家长会 handouts: every student's report, one A4 page each, ready for 打印.
 */
export default function PersonPage() {
  useDocumentTitle('个人分析');
  const [params] = useSearchParams();
  const batch = params.get('print') === 'class';
  const selection = useAnalysisSelection(batch ? BATCH_NEEDS : NEEDS);
  const { examId, studentId } = selection;
  const report = useQuery({
    ...personReportQuery(examId, studentId),
    enabled: Boolean(!batch && examId && studentId),
  });
  const setBatch = (on: boolean) => selection.set({ print: on ? 'class' : '' });
  return (
    <div className="zj-analysis">
      <Typography.Title level={3} className="zj-page-title zj-an-screen-only">
        {batch ? '打印本班学生报告' : '个人分析'}
      </Typography.Title>
      <ExamBar
        selection={selection}
        needs={batch ? BATCH_NEEDS : NEEDS}
        extra={
          batch ? (
            <Space>
              <Button icon={<ArrowLeftOutlined />} onClick={() => setBatch(false)}>
                返回个人分析
              </Button>
              <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
                打印
              </Button>
            </Space>
          ) : (
            <Button icon={<PrinterOutlined />} disabled={!selection.classId} onClick={() => setBatch(true)}>
              打印本班全部学生报告
            </Button>
          )
        }
      />
      <SelectionState selection={selection}>
        {batch ? (
          <Batch selection={selection} />
        ) : !studentId ? (
          <Empty className="zj-an-empty" description="请选择学生" />
        ) : (
          <ReportState loading={report.isLoading} error={report.error}>
            {report.data && <PersonReportView report={report.data} />}
          </ReportState>
        )}
      </SelectionState>
    </div>
  );
}

function Batch({ selection }: { selection: Selection }) {
  const { examId, classId } = selection;
  const people = useQuery({ ...personBatchQuery(examId, classId), enabled: Boolean(examId && classId) });
  return (
    <ReportState loading={people.isLoading} error={people.error}>
      {people.data &&
        (people.data.reports.length ? (
          <div className="zj-an-batch" data-pages={people.data.reports.length}>
            <p className="zj-an-note zj-an-screen-only">
              共 {people.data.reports.length} 名学生，每人一页（A4 纵向）。
            </p>
            {people.data.reports.map((r) => (
              <PersonHandout key={r.result.studentId} report={r} />
            ))}
          </div>
        ) : (
          <Empty description="本班没有学生" />
        ))}
    </ReportState>
  );
}
