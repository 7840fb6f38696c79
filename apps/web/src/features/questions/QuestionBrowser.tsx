import { useQuery } from '@tanstack/react-query';
import type { QUESTION_SORTS, QuestionCard } from '@zhijuan/contracts';
import { Alert, Button, Empty, Input, Pagination, Segmented, Select, Spin, Tag } from 'antd';
import { useState } from 'react';
import type { QuestionFilter } from './api';
import { QuestionItem } from './QuestionItem';
import { questionSearchQuery, questionYearsQuery } from './queries';
import { SimilarDrawer } from './SimilarDrawer';

type Sort = (typeof QUESTION_SORTS)[number];

const SORTS: { label: string; value: Sort }[] = [
  { label: '最新', value: 'newest' },
  { label: '最热', value: 'popular' },
  { label: '由易到难', value: 'easy' },
  { label: '由难到易', value: 'hard' },
];

/** Difficulty bands 1–5 as the server numbers them. */
export const BANDS = ['容易', '较易', '中档', '较难', '困难'] as const;

/** The node the list is narrowed to: a chapter (with everything under it) or a knowledge point. */
export interface TreeNodeFilter {
  kind: 'booknode' | 'knowledge';
  id: string;
  name: string;
}

interface Extra {
  band: number | null;
  year: number | null;
  keyword: string;
  sort: Sort;
  /** Showing every variant of one generated family (同类), from the card that stood for it. */
  family: { key: string; source: string | null } | null;
}

const NO_EXTRA: Extra = { band: null, year: null, keyword: '', sort: 'newest', family: null };

/**
 * The 选题组卷 question list: difficulty, year, keyword and sort filters over the tree node and type
 * the page picked, paged on the server, each card with 查看解析, 相似题 and the basket button.
 */
export function QuestionBrowser({
  subjectId,
  node,
  typeId,
  pageSize = 10,
  scope,
  emptyText = '还没有符合条件的试题',
}: {
  subjectId: string;
  node: TreeNodeFilter | null;
  typeId: string | null;
  pageSize?: number;
  /** Only one bank (e.g. 校本题库); every bank the teacher may see when not given. */
  scope?: QuestionFilter['scope'];
  /** What an unfiltered empty list says. */
  emptyText?: string;
}) {
  const [extra, setExtra] = useState<Extra>(NO_EXTRA);
  const [draftKeyword, setDraftKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [similarOf, setSimilarOf] = useState<QuestionCard | null>(null);

  // Any change of what is filtered starts again at page 1.
  const filtered = `${subjectId}|${node?.kind}|${node?.id}|${typeId}|${scope}`;
  const [filteredSeen, setFilteredSeen] = useState(filtered);
  if (filteredSeen !== filtered) {
    setFilteredSeen(filtered);
    setPage(1);
  }
  const change = (patch: Partial<Extra>) => {
    setExtra((e) => ({ ...e, ...patch }));
    setPage(1);
  };
  // Only years some question really has: the platform's own questions have none.
  const years = useQuery(questionYearsQuery(subjectId)).data ?? [];

  const filter: QuestionFilter = {
    subjectId,
    ...(node?.kind === 'booknode' ? { bookNodeId: node.id } : {}),
    ...(node?.kind === 'knowledge' ? { knowledgeId: node.id } : {}),
    ...(typeId ? { typeId } : {}),
    ...(scope ? { scope } : {}),
    ...(extra.band ? { band: extra.band } : {}),
    ...(extra.year ? { year: extra.year } : {}),
    ...(extra.keyword ? { keyword: extra.keyword } : {}),
    ...(extra.family ? { family: extra.family.key } : {}),
    sort: extra.sort,
    page,
    size: pageSize,
  };
  const result = useQuery(questionSearchQuery(filter));
  const data = result.data;
  const total = data?.total ?? 0;

  return (
    <div className="zj-q-browser">
      <div className="zj-q-filters" role="toolbar" aria-label="难度">
        <span className="zj-type-chips-label">难度：</span>
        <Tag.CheckableTag checked={extra.band === null} onChange={() => change({ band: null })}>
          全部
        </Tag.CheckableTag>
        {BANDS.map((name, i) => (
          <Tag.CheckableTag
            key={name}
            checked={extra.band === i + 1}
            onChange={() => change({ band: i + 1 })}
          >
            {name}
          </Tag.CheckableTag>
        ))}
      </div>
      <div className="zj-q-toolbar">
        <Segmented<Sort> options={SORTS} value={extra.sort} onChange={(sort) => change({ sort })} />
        {years.length ? (
          <Select<number>
            aria-label="年份"
            allowClear
            placeholder="全部年份"
            className="zj-q-year"
            value={extra.year ?? undefined}
            options={years.map((y) => ({ value: y, label: `${y}年` }))}
            onChange={(year) => change({ year: year ?? null })}
          />
        ) : null}
        <Input.Search
          aria-label="搜索试题"
          allowClear
          placeholder="搜索题干、知识点、章节或解析"
          className="zj-q-search"
          maxLength={50}
          value={draftKeyword}
          onChange={(e) => {
            setDraftKeyword(e.target.value);
            if (!e.target.value) change({ keyword: '' });
          }}
          onSearch={(value) => change({ keyword: value.trim() })}
        />
        <span className="zj-q-total">
          {node ? `「${node.name}」` : '全部试题'}共 <b>{data?.totalCapped ? `${total}+` : total}</b> 道
        </span>
      </div>
      {extra.family ? (
        <Alert
          className="zj-q-family"
          type="info"
          showIcon
          title={`正在查看同类题${extra.family.source ? `：${extra.family.source}` : ''}（参数不同、题型相同的变式，共 ${total} 道）`}
          action={
            <Button size="small" onClick={() => change({ family: null })}>
              返回全部试题
            </Button>
          }
        />
      ) : null}
      {result.isLoading ? (
        <div className="zj-q-state">
          <Spin />
        </div>
      ) : data && data.records.length > 0 ? (
        <Spin spinning={result.isFetching} delay={300}>
          <div className="zj-q-list">
            {data.records.map((q) => (
              <QuestionItem
                key={q.id}
                question={q}
                onSimilar={setSimilarOf}
                onFamily={
                  extra.family
                    ? undefined
                    : (card) => change({ family: { key: card.family!, source: card.source } })
                }
              />
            ))}
          </div>
        </Spin>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          className="zj-page-empty zj-q-state"
          description={
            result.isError
              ? '试题加载失败，请稍后重试'
              : extra.keyword
                ? `没有找到包含「${extra.keyword}」的试题`
                : node
                  ? `「${node.name}」下还没有符合条件的试题`
                  : extra.band || extra.year || typeId
                    ? '还没有符合条件的试题'
                    : emptyText
          }
        />
      )}
      {total > pageSize ? (
        <Pagination
          className="zj-q-pager"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={(p) => {
            setPage(p);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      ) : null}
      <SimilarDrawer question={similarOf} onClose={() => setSimilarOf(null)} />
    </div>
  );
}
