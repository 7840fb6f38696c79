import { PrinterOutlined } from '@ant-design/icons';
import type { AssignmentStudent, FrozenQuestion } from '@zhijuan/contracts';
import { Button, Empty, Select, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { pagesByClass, useRoster } from './roster';
import '../print/printShell.css';
import './print-codes.css';

const ROW_MM = 7.5;

/** Columns of the sheet: every question number, with its parts. */
const numbersOf = (questions: FrozenQuestion[]) =>
  questions.flatMap((q) => (q.parts?.length ? q.parts.map((p) => p.number) : [q.number]));

/**
 * /printgrade (作业) and /printgradetest (考试): a class score sheet of an assignment — 序号, 姓名, 考号,
 * each question, 客观题, 主观题, 总分 and 班级排名 — on A4, landscape when there are more than 12
 * questions, each class from a new page with 第 N 页 共 M 页. Scores come from marking; until an exam is
 * marked the cells are empty and the sheet says so.
 */
export default function PrintGradePage({ kind }: { kind: 'homework' | 'exam' }) {
  useDocumentTitle('打印成绩单');
  const [params, setParams] = useSearchParams();
  const roster = useRoster(params);
  const a = roster.assignment;
  if (!params.get('assignmentId'))
    return (
      <div className="zj-codes-empty">
        <Empty description="请从作业列表打开要打印成绩单的作业或考试" />
      </div>
    );
  if (roster.error)
    return (
      <div className="zj-codes-empty">
        <Empty description={roster.error instanceof Error ? roster.error.message : '加载失败'} />
      </div>
    );
  if (!a || !roster.students) return <Spin className="zj-codes-loading" />;
  const questions = a.paper.sections.flatMap((s) => s.questions);
  const numbers = numbersOf(questions);
  const landscape = numbers.length > 12;
  const page = landscape ? { w: 297, h: 210 } : { w: 210, h: 297 };
  const perPage = Math.floor((page.h - 24 - 30 - 12) / ROW_MM);
  const pages = pagesByClass<AssignmentStudent>(roster.students, perPage);
  const marked = a.status === 'done';
  const classFilter = params.get('classId');
  return (
    <div className="zj-codes">
      <style>{`@page { size: ${page.w}mm ${page.h}mm; margin: 0; }`}</style>
      <div className="zj-codes-toolbar">
        <b>{kind === 'exam' ? '打印考试成绩单' : '打印作业成绩单'}</b>
        <Select
          aria-label="班级"
          value={classFilter ?? ''}
          style={{ width: 160 }}
          options={[
            { value: '', label: '全部班级' },
            ...a.classes.map((c) => ({ value: c.id, label: `${a.gradeName}${c.name}` })),
          ]}
          onChange={(id: string) => {
            const next = new URLSearchParams(params);
            if (id) next.set('classId', id);
            else next.delete('classId');
            setParams(next, { replace: true });
          }}
        />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          disabled={!pages.length}
        >
          打印
        </Button>
      </div>
      <div className="zj-codes-pages" data-pages={pages.length}>
        {pages.map((students, i) => (
          <section
            key={students[0]!.id}
            className="zj-codes-page zj-grade-page"
            style={{ width: `${page.w}mm`, height: `${page.h}mm` }}
          >
            <header className="zj-grade-head">
              <h1>
                {a.name}　{students[0]!.className}　成绩单
              </h1>
              <p>
                {a.subjectName}　{a.examDate}　满分 {a.totalScore} 分　{kind === 'exam' ? '考试' : '作业'}
                {marked ? '' : '　（成绩待阅卷后生成）'}
              </p>
            </header>
            <table className="zj-grade-table">
              <thead>
                <tr>
                  <th>序号</th>
                  <th>姓名</th>
                  <th>考号</th>
                  {numbers.map((n) => (
                    <th key={n}>{n}</th>
                  ))}
                  <th>客观题</th>
                  <th>主观题</th>
                  <th>总分</th>
                  <th>班级排名</th>
                </tr>
              </thead>
              <tbody>
                {students.map((s, k) => (
                  <tr key={s.id} style={{ height: `${ROW_MM}mm` }}>
                    <td>{k + 1}</td>
                    <td>{s.name}</td>
                    <td>{s.studentNo}</td>
                    {numbers.map((n) => (
                      <td key={n} />
                    ))}
                    <td />
                    <td />
                    <td />
                    <td />
                  </tr>
                ))}
              </tbody>
            </table>
            <footer className="zj-grade-foot">
              第 {i + 1} 页 共 {pages.length} 页
            </footer>
          </section>
        ))}
      </div>
    </div>
  );
}
