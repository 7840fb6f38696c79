import type { Annotation, MarkedSheet } from '@zhijuan/contracts';
import { Spin, Table, Tag } from 'antd';
import { AnswerPicture } from '../AnnotationLayer';
import { useLoadedImages } from '../imageCache';
// The sheet is also shown by other features (个人分析), which do not load the marking screens' styles.
import '../marking.css';

const STATUS_TEXT = { scored: '', absent: '缺考', missing: '未扫描' } as const;
const WIDTH = 680;

function WrittenAnswer({ images, annotations }: { images: string[]; annotations: Annotation[] }) {
  const { images: loaded, failed } = useLoadedImages(images);
  if (failed) return <div className="zj-sheet-msg">作答图像加载失败</div>;
  if (!loaded) return <Spin className="zj-sheet-msg" />;
  return <AnswerPicture images={loaded} width={WIDTH} annotations={annotations} />;
}

/** One student's marked sheet: scores, the objective answers against the key, written answers with the marks. */
export function MarkedSheetView({ sheet }: { sheet: MarkedSheet }) {
  const { student } = sheet;
  const objectiveTotal = sheet.objective.reduce((t, o) => t + o.score, 0);
  return (
    <article className="zj-sheet">
      <header className="zj-sheet-head">
        <h2>{sheet.assignmentName}</h2>
        <div className="zj-sheet-who">
          <span>
            姓名：<b>{student.name}</b>
          </span>
          <span>考号：{student.studentNo}</span>
          <span>班级：{student.className}</span>
          <span className="zj-sheet-total">
            {sheet.status === 'scored' ? (
              <>
                总分 <b>{sheet.total ?? '—'}</b> / {sheet.totalScore}
              </>
            ) : (
              <Tag color="orange">{STATUS_TEXT[sheet.status]}</Tag>
            )}
          </span>
        </div>
      </header>
      {sheet.objective.length ? (
        <section>
          <h3>
            客观题 <span className="zj-sheet-sub">{objectiveTotal} 分</span>
          </h3>
          <Table
            size="small"
            rowKey="number"
            pagination={false}
            dataSource={sheet.objective}
            className="zj-sheet-objective"
            columns={[
              { title: '题号', dataIndex: 'number', width: 70 },
              { title: '作答', dataIndex: 'answer', render: (a: string) => a || '未作答' },
              { title: '答案', dataIndex: 'key' },
              {
                title: '得分',
                render: (_, o) => (
                  <span className={o.score < o.max ? 'zj-sheet-lost' : undefined}>
                    {o.score}/{o.max}
                  </span>
                ),
              },
            ]}
          />
        </section>
      ) : null}
      {sheet.written.map((w) => (
        <section key={w.block} className="zj-sheet-written">
          <h3>
            {w.label}{' '}
            <span className="zj-sheet-sub">
              {w.score === null ? '未阅' : `${w.score} 分`} / {w.max} 分
            </span>
          </h3>
          {w.images.length ? (
            <WrittenAnswer images={w.images} annotations={w.annotations} />
          ) : (
            <div className="zj-sheet-msg">没有作答图像</div>
          )}
        </section>
      ))}
    </article>
  );
}
