import { CopyOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type LibraryPaperSummary, PAPER_TYPES } from '@zhijuan/contracts';
import { Button, Card, Empty, Input, Pagination, Popconfirm, Segmented, Select, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toastSuccess } from '../../../api/toast';
import { useUserInfo } from '../../../session';
import { subjectsQuery, textbooksQuery, versionsQuery } from '../../curriculum';
import { type LibraryFilter, withdrawLibraryPaper } from '../api';
import { libraryKeys, libraryListQuery } from '../queries';
import { useCopyPaper } from './useCopyPaper';
import './library.css';

type Sort = LibraryFilter['sort'];
const SORTS: { label: string; value: Sort }[] = [
  { label: '最新', value: 'newest' },
  { label: '复制最多', value: 'popular' },
];

/** Where a paper's preview opens. */
export const previewPath = (id: string) =>
  `/cloudResources/platformSharingDetail?id=${encodeURIComponent(id)}`;

/** 年级: the volumes of the subject's first textbook version (the one the library papers follow). */
function TextbookSelect({
  subjectId,
  value,
  onChange,
}: {
  subjectId: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const versions = useQuery(versionsQuery(subjectId));
  const versionId = versions.data?.[0]?.id ?? '';
  const textbooks = useQuery({ ...textbooksQuery(versionId), enabled: versionId !== '' });
  return (
    <Select<string>
      aria-label="年级"
      allowClear
      placeholder="全部年级"
      className="zj-lib-select"
      value={value}
      loading={versions.isLoading || textbooks.isLoading}
      options={(textbooks.data?.list ?? []).map((t) => ({ value: t.id, label: t.name }))}
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}

function PaperCard({ paper, extra }: { paper: LibraryPaperSummary; extra: ReactNode }) {
  const copy = useCopyPaper();
  return (
    <Card className="zj-lib-card" variant="borderless" aria-label={paper.title}>
      <div className="zj-lib-card-tags">
        {paper.template ? <Tag color="gold">精品</Tag> : null}
        <Tag color="processing" variant="outlined">
          {paper.subjectName}
        </Tag>
        {paper.textbookName ? <Tag>{paper.textbookName}</Tag> : null}
        {paper.paperType ? <Tag>{paper.paperType}</Tag> : null}
      </div>
      <Link to={previewPath(paper.id)} className="zj-lib-card-title">
        {paper.title}
      </Link>
      <div className="zj-lib-card-meta">
        <span>{paper.questionCount} 题</span>
        <span>满分 {paper.totalScore}</span>
        <span>复制 {paper.copyCount} 次</span>
      </div>
      <div className="zj-lib-card-meta">
        <span>{paper.mine ? '我共享的' : paper.authorName}</span>
        <span>{dayjs(paper.sharedAt ?? paper.updatedAt).format('YYYY-MM-DD')}</span>
      </div>
      <div className="zj-lib-card-actions">
        <Link to={previewPath(paper.id)}>
          <Button icon={<EyeOutlined />}>预览</Button>
        </Link>
        <Button
          type="primary"
          icon={<CopyOutlined />}
          loading={copy.isPending}
          onClick={() => copy.mutate(paper.id)}
        >
          复制到我的试卷
        </Button>
        {extra}
      </div>
    </Card>
  );
}

function WithdrawButton({ paper }: { paper: LibraryPaperSummary }) {
  const client = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawLibraryPaper(paper.id),
    onSuccess: ({ message }) => {
      toastSuccess(message || '已撤回共享');
      void client.invalidateQueries({ queryKey: libraryKeys.all });
      void client.invalidateQueries({ queryKey: ['papers'] });
    },
  });
  if (!paper.canWithdraw) return null;
  return (
    <Popconfirm
      title="撤回这份共享试卷？"
      description="撤回后其他老师不再能看到它；已复制的试卷不受影响。"
      okText="撤回"
      cancelText="取消"
      onConfirm={() => withdraw.mutateAsync()}
    >
      <Button danger type="text" icon={<RollbackOutlined />} loading={withdraw.isPending}>
        撤回共享
      </Button>
    </Popconfirm>
  );
}

/**
 * A library of shared papers (校本试卷, 平台共享, 精品试卷): subject, grade, type, title and sort
 * filters, all applied on the server, as cards with 预览, 复制到我的试卷 and, where allowed, 撤回共享.
 */
export function LibraryList({
  scope,
  kind = 'all',
  pageSize = 12,
  emptyText,
}: {
  scope: LibraryFilter['scope'];
  kind?: LibraryFilter['kind'];
  pageSize?: number;
  emptyText: string;
}) {
  const { data: info } = useUserInfo();
  const subjects = useQuery({
    ...subjectsQuery(info?.userStageId ?? ''),
    enabled: Boolean(info?.userStageId),
  });
  const [filter, setFilter] = useState<Omit<LibraryFilter, 'scope' | 'kind' | 'size'>>({
    sort: 'newest',
    page: 1,
  });
  const [draft, setDraft] = useState('');
  const change = (patch: Partial<LibraryFilter>) => setFilter((f) => ({ ...f, ...patch, page: 1 }));
  const list = useQuery(libraryListQuery({ ...filter, scope, kind, size: pageSize }));
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(filter.subjectId || filter.textbookId || filter.paperType || filter.keyword);

  return (
    <div className="zj-lib">
      <Card variant="borderless" className="zj-lib-filters">
        <Select<string>
          aria-label="学科"
          allowClear
          placeholder="全部学科"
          className="zj-lib-select"
          value={filter.subjectId}
          loading={subjects.isLoading}
          options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(subjectId) => change({ subjectId: subjectId ?? undefined, textbookId: undefined })}
        />
        {filter.subjectId ? (
          <TextbookSelect
            subjectId={filter.subjectId}
            value={filter.textbookId}
            onChange={(textbookId) => change({ textbookId })}
          />
        ) : null}
        <Select<string>
          aria-label="试卷类型"
          allowClear
          placeholder="全部类型"
          className="zj-lib-select"
          value={filter.paperType}
          options={PAPER_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={(paperType) =>
            change({ paperType: (paperType ?? undefined) as LibraryFilter['paperType'] })
          }
        />
        <Input.Search
          aria-label="搜索试卷"
          allowClear
          placeholder="按标题搜索"
          className="zj-lib-search"
          maxLength={40}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (!e.target.value) change({ keyword: undefined });
          }}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
        />
        <Segmented<Sort> options={SORTS} value={filter.sort} onChange={(sort) => change({ sort })} />
        <span className="zj-lib-total">
          共 <b>{total}</b> 份
        </span>
      </Card>
      {list.isLoading ? (
        <div className="zj-lib-state">
          <Spin />
        </div>
      ) : records.length === 0 ? (
        <Card variant="borderless">
          <Empty
            className="zj-page-empty zj-lib-state"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              list.isError
                ? '试卷加载失败，请稍后重试'
                : filtered
                  ? '没有符合条件的试卷，换个条件试试'
                  : emptyText
            }
          />
        </Card>
      ) : (
        <Spin spinning={list.isFetching} delay={300}>
          <div className="zj-lib-grid">
            {records.map((p) => (
              <PaperCard key={p.id} paper={p} extra={<WithdrawButton paper={p} />} />
            ))}
          </div>
        </Spin>
      )}
      {total > pageSize ? (
        <Pagination
          className="zj-lib-pager"
          current={filter.page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={(page) => setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
    </div>
  );
}
