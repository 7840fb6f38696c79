import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { PrintQuestion } from '@zhijuan/contracts';
import { Button, Empty, Spin } from 'antd';
import { RichText } from '../questions';
import { practiceQuery } from './queries';
import '../../styles/printShell.css';
import './mistakes.css';

function Question({ q }: { q: PrintQuestion }) {
  if (q.missing) return <div className="zj-mx-question">{q.number}．（本题已从题库删除）</div>;
  return (
    <div className="zj-mx-question">
      <div>
        <span className="zj-mx-num">{q.number}．</span>
        <RichText html={q.stem} inline />
      </div>
      {q.options.length ? (
        <div className="zj-mx-options">
          {q.options.map((o, i) => (
            <span key={o}>
              {String.fromCharCode(65 + i)}．<RichText html={o} inline />
            </span>
          ))}
        </div>
      ) : null}
      {q.parts.map((p) => (
        <div key={p.number} className="zj-mx-part">
          {p.number} <RichText html={p.stem} inline />
        </div>
      ))}
    </div>
  );
}

/** 个人错题卷: every student's sheet in one batch, name on top, a page break between students. */
export function PracticePrint({ id }: { id: string }) {
  const set = useQuery(practiceQuery(id));
  if (set.isLoading) return <Spin />;
  if (!set.data) return null;
  if (set.data.students.length === 0) return <Empty description="没有学生有错题" />;
  return (
    <div className="zj-mx-batch">
      <div className="zj-mx-toolbar">
        <span>
          {set.data.title}：{set.data.className} 共 {set.data.students.length} 名学生
        </span>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印个人错题卷
        </Button>
      </div>
      {set.data.students.map((s) => (
        <section key={s.studentId} className="zj-mx-student" aria-label={`${s.name}的错题卷`}>
          <h2>{s.document.title}</h2>
          <div className="zj-mx-meta">
            姓名：{s.name}　考号：{s.studentNo}　错题 {s.mistakeCount} 道　同类题 {s.similarCount} 道
          </div>
          {s.document.sections.map((sec) => (
            <div key={sec.heading}>
              <h3>{sec.heading}</h3>
              {sec.questions.map((q) => (
                <Question key={q.questionId} q={q} />
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
