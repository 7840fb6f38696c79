import {
  AppstoreOutlined,
  BulbOutlined,
  MinusCircleOutlined,
  PlusCircleOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { QuestionCard } from '@zhijuan/contracts';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useBasketActions, useBasketIds } from '../basket';
import { AnswerPanel, QuestionBody, QuestionTags } from './QuestionView';
import { questionDetailQuery } from './queries';

function AnalysisBlock({ id }: { id: string }) {
  const detail = useQuery(questionDetailQuery(id));
  if (detail.isLoading) return <Spin size="small" className="zj-q-analysis-loading" />;
  if (detail.isError)
    return <Alert className="zj-q-analysis" type="warning" showIcon title="解析加载失败，请稍后再试" />;
  return detail.data ? <AnswerPanel detail={detail.data} /> : null;
}

/** 加入试题篮 / 移出试题篮, following the basket the server last answered. */
export function BasketToggle({ question }: { question: QuestionCard }) {
  const ids = useBasketIds();
  const { add, removeQuestion } = useBasketActions();
  const inBasket = ids ? ids.has(question.id) : question.inBasket;
  const busy =
    (add.isPending && add.variables?.includes(question.id)) ||
    (removeQuestion.isPending && removeQuestion.variables === question.id);
  return inBasket ? (
    <Button
      icon={<MinusCircleOutlined />}
      loading={busy}
      onClick={() => removeQuestion.mutate(question.id)}
      className="zj-q-basket zj-q-basket-in"
    >
      移出试题篮
    </Button>
  ) : (
    <Button
      type="primary"
      icon={<PlusCircleOutlined />}
      loading={busy}
      onClick={() => add.mutate([question.id])}
      className="zj-q-basket"
    >
      加入试题篮
    </Button>
  );
}

/**
 * A question in the 选题组卷 list: tags, body, 查看解析, 相似题, the basket button, and 同类 N 道 when it
 * stands for a generated family with other variants matching the search.
 */
export function QuestionItem({
  question,
  onSimilar,
  onFamily,
}: {
  question: QuestionCard;
  onSimilar?: (question: QuestionCard) => void;
  onFamily?: ((question: QuestionCard) => void) | undefined;
}) {
  const [showAnalysis, setShowAnalysis] = useState(false);
  return (
    <article className="zj-q-card" aria-label="试题">
      <QuestionTags question={question} />
      <QuestionBody question={question} />
      {showAnalysis ? <AnalysisBlock id={question.id} /> : null}
      <footer className="zj-q-foot">
        <span className="zj-q-muted">组卷 {question.useCount} 次</span>
        {onFamily && question.family && question.familyCount > 1 ? (
          <Button
            type="text"
            icon={<AppstoreOutlined />}
            onClick={() => onFamily(question)}
            title="同一题型、只换了数据的变式题，默认只显示一道"
          >
            同类 {question.familyCount} 道
          </Button>
        ) : null}
        <Button type="text" icon={<BulbOutlined />} onClick={() => setShowAnalysis((v) => !v)}>
          {showAnalysis ? '收起解析' : '查看解析'}
        </Button>
        {onSimilar ? (
          <Button type="text" icon={<SwapOutlined />} onClick={() => onSimilar(question)}>
            相似题
          </Button>
        ) : null}
        <BasketToggle question={question} />
      </footer>
    </article>
  );
}
