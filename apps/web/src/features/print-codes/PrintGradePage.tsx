import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ScoreSheet } from '@zhijuan/contracts';
import { Button, Empty, Select, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { download, get } from '../../api/http';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { pagesByClass, useRoster } from './roster';
import '../../styles/printShell.css';
import './print-codes.css';

const ROW_MM = 7.5;

const scoreText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const STATUS_TEXT = { absent: '缺考', missing: '未扫描' } as const;

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
  const assignmentId = params.get('assignmentId');
  const scores = useQuery({
    queryKey: ['assignments', 'scores', assignmentId],
    queryFn: () => get(`/teacher/assignment/${encodeURIComponent(assignmentId!)}/scores`, ScoreSheet),
    enabled: Boolean(assignmentId),
  });
  if (!params.get('assignmentId'))
    return (
      <div className="zj-codes-empty">
        <Empty description="请从作业列表打开要打印成绩单的作业或考试" />
      </div>
    );
  const error = roster.error ?? scores.error;
  if (error)
    return (
      <div className="zj-codes-empty">
        <Empty description={error instanceof Error ? error.message : '加载失败'} />
      </div>
    );
  if (!a || !roster.students || !scores.data) return <Spin className="zj-codes-loading" />;
  const sheet = scores.data;
  const columns = sheet.columns;
  const landscape = columns.length > 12;
  const page = landscape ? { w: 297, h: 210 } : { w: 210, h: 297 };
  const perPage = Math.floor((page.h - 24 - 30 - 12) / ROW_MM);
  const classFilter = params.get('classId');
  const rows = sheet.rows
    .filter((r) => !classFilter || r.classId === classFilter)
    .map((r) => ({ ...r, id: r.studentId, className: `${a.gradeName}${r.className}` }));
  const pages = pagesByClass(rows, perPage);
  const marked = sheet.complete;
  const pending = sheet.rows.some((r) => r.status !== 'missing')
    ? '　（阅卷未完成，部分成绩待阅卷后生成）'
    : '　（成绩待阅卷后生成）';
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
          icon={<DownloadOutlined />}
          onClick={() =>
            download(`/teacher/assignment/${encodeURIComponent(a.id)}/scores/xlsx`, `${a.name}成绩.xlsx`)
          }
        >
          导出 Excel
        </Button>
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
                {marked ? '' : pending}
              </p>
            </header>
            <table className="zj-grade-table">
              <thead>
                <tr>
                  <th>序号</th>
                  <th>姓名</th>
                  <th>考号</th>
                  {columns.map((c) => (
                    <th key={c.key}>{c.label}</th>
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
                    {s.status === 'scored' ? (
                      <>
                        {columns.map((c) => (
                          <td key={c.key}>{scoreText(s.scores[c.key])}</td>
                        ))}
                        <td>{scoreText(s.objective)}</td>
                        <td>{s.complete ? scoreText(s.subjective) : ''}</td>
                        <td>{s.complete ? scoreText(s.total) : ''}</td>
                        <td>{s.complete ? scoreText(s.classRank) : ''}</td>
                      </>
                    ) : (
                      <td colSpan={columns.length + 4}>{STATUS_TEXT[s.status]}</td>
                    )}
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
