import { BookOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockKey, BlockKeyQuestion } from '@zhijuan/contracts';
import { Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { RichText } from '../../questions';
import { saveKeyPanel } from '../api';
import { blockKeyQuery, markingKeys } from '../queries';

function QuestionKey({ q }: { q: BlockKeyQuestion }) {
  const stepsTotal = q.rubric.reduce((t, s) => t + s.score, 0);
  return (
    <section className="zj-key-question">
      <h4 className="zj-key-title">
        第{q.number}题{' '}
        <span>
          {q.typeName} · {q.score} 分
        </span>
      </h4>
      {q.stem ? (
        <RichText html={q.stem} className="zj-key-stem" />
      ) : (
        <p className="zj-key-none">原题已从题库删除</p>
      )}
      {q.parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sub-questions in paper order
        <div key={i} className="zj-key-part">
          <RichText html={p.stem} className="zj-key-stem" />
          <div className="zj-key-label">参考答案</div>
          <RichText html={p.answer.join('；') || '—'} />
          {p.analysis ? (
            <>
              <div className="zj-key-label">解析</div>
              <RichText html={p.analysis} />
            </>
          ) : null}
        </div>
      ))}
      {q.answer.length ? (
        <>
          <div className="zj-key-label">参考答案</div>
          <RichText html={q.answer.join('；')} className="zj-key-answer" />
        </>
      ) : null}
      {q.analysis ? (
        <>
          <div className="zj-key-label">解析</div>
          <RichText html={q.analysis} />
        </>
      ) : null}
      <div className="zj-key-label">评分标准</div>
      {q.rubric.length ? (
        <ol className="zj-key-rubric">
          {q.rubric.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps in order
            <li key={i}>
              <span>{s.text}</span>
              <b>{s.score} 分</b>
            </li>
          ))}
          {stepsTotal < q.score ? (
            <li className="zj-key-none">其余 {q.score - stepsTotal} 分由阅卷老师酌情给分</li>
          ) : null}
        </ol>
      ) : (
        <p className="zj-key-none">试卷没有为本题写评分标准（可在组卷中心为主观题逐步填写）</p>
      )}
    </section>
  );
}

/**
 * 参考答案 beside the answer image: the block's questions, their key and 解析 and the paper's 评分标准,
 * folded to a narrow strip when the marker wants the room. Open or folded is the marker's own choice,
 * kept on the server for every exam they mark.
 */
export function KeyPanel({ assignmentId, block }: { assignmentId: string; block: string }) {
  const client = useQueryClient();
  const key = useQuery(blockKeyQuery(assignmentId, block));
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = open ?? key.data?.open ?? true;

  const toggle = () => {
    const next = !shown;
    setOpen(next);
    // Every block's key says the same for this marker now.
    client.setQueriesData<BlockKey>({ queryKey: [...markingKeys.all, 'key'] }, (old) =>
      old ? { ...old, open: next } : old,
    );
    void saveKeyPanel(next).catch(() => undefined);
  };

  if (!shown)
    return (
      <aside className="zj-key is-folded" aria-label="参考答案">
        <Button type="text" className="zj-key-unfold" onClick={toggle} aria-expanded={false}>
          <LeftOutlined />
          <BookOutlined />
          <span>参考答案</span>
        </Button>
      </aside>
    );
  return (
    <aside className="zj-key" aria-label="参考答案">
      <div className="zj-key-head">
        <BookOutlined />
        <b>参考答案与评分标准</b>
        <Button size="small" type="text" icon={<RightOutlined />} onClick={toggle} aria-expanded>
          收起
        </Button>
      </div>
      <div className="zj-key-body">
        {key.isLoading ? (
          <Spin />
        ) : key.data ? (
          key.data.questions.map((q) => <QuestionKey key={q.number} q={q} />)
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="参考答案暂时无法读取" />
        )}
      </div>
    </aside>
  );
}
