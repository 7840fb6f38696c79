import { useQuery } from '@tanstack/react-query';
import type { QuestionCard } from '@zhijuan/contracts';
import { Drawer, Empty, Spin } from 'antd';
import { QuestionItem } from './QuestionItem';
import { similarQuery } from './queries';
import { plainText } from './richText';

/** 相似题 of one question (same type, a shared knowledge point, nearest difficulty) in a drawer. */
export function SimilarDrawer({ question, onClose }: { question: QuestionCard | null; onClose: () => void }) {
  const similar = useQuery({ ...similarQuery(question?.id ?? ''), enabled: question !== null });
  const title = question ? plainText(question.stem) : '';
  return (
    <Drawer
      open={question !== null}
      onClose={onClose}
      size={760}
      title={
        <div className="zj-similar-title">
          相似题<span className="zj-q-muted">{title.length > 30 ? `${title.slice(0, 30)}…` : title}</span>
        </div>
      }
      destroyOnHidden
    >
      {similar.isLoading ? (
        <div className="zj-q-state">
          <Spin />
        </div>
      ) : similar.data?.length ? (
        <div className="zj-q-list">
          {similar.data.map((q) => (
            <QuestionItem key={q.id} question={q} />
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到相似题" />
      )}
    </Drawer>
  );
}
