import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceKind, ResourceSearchQuery, ResourceSummary } from '@zhijuan/contracts';
import {
  App,
  Button,
  Card,
  Empty,
  Input,
  Pagination,
  Segmented,
  Select,
  Skeleton,
  Tabs,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUserInfo } from '../../session';
import { bookNodesQuery } from '../curriculum';
import * as api from './api';
import { EditDialog } from './EditDialog';
import { KIND_OPTIONS } from './kinds';
import { resourceKeys, resourcesQuery } from './queries';
import { type CardActions, ResourceCard } from './ResourceCard';
import { type TreeFilter, TreePanel } from './TreePanel';
import { UploadDialog } from './UploadDialog';
import './resources.css';

type Tab = ResourceSearchQuery['tab'];
const TABS: { key: Tab; label: string }[] = [
  { key: 'mine', label: '我的资源' },
  { key: 'school', label: '校本资源' },
  { key: 'platform', label: '平台资源' },
  { key: 'favourite', label: '我的收藏' },
  { key: 'recycle', label: '回收站' },
];
const SORTS = [
  { value: 'newest', label: '最新上传' },
  { value: 'downloads', label: '下载最多' },
  { value: 'favourites', label: '收藏最多' },
];

function nameOf(items: { id: string; name: string; children: unknown[] }[], id: string): string | undefined {
  for (const n of items) {
    if (n.id === id) return n.name;
    const found = nameOf(n.children as typeof items, id);
    if (found) return found;
  }
  return undefined;
}

/** 备课资源: the textbook tree on the left; the library's tabs, filters, search and cards on the right. */
export default function ResourceLibraryPage() {
  useDocumentTitle('备课资源');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useUserInfo().data;
  const subjectId = user?.userSubjectId ?? '';
  const [versionId, setVersionId] = useState<string | undefined>(user?.userBookVersionId ?? undefined);
  const [textbookId, setTextbookId] = useState<string | undefined>(user?.userGradeId ?? undefined);
  const [tree, setTree] = useState<TreeFilter>({});
  const [tab, setTab] = useState<Tab>('mine');
  const [kind, setKind] = useState<ResourceKind | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<ResourceSearchQuery['sort']>('newest');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<ResourceSummary | null>(null);
  const canSchool = Boolean(user && (user.isCreator || user.isAdministrator));

  // Until the user's profile arrives, versionId/textbookId start from it.
  if (user && versionId === undefined && user.userBookVersionId) setVersionId(user.userBookVersionId);
  if (user && textbookId === undefined && user.userGradeId && versionId === user.userBookVersionId)
    setTextbookId(user.userGradeId);

  const query: Partial<ResourceSearchQuery> = {
    tab,
    subjectId: subjectId || undefined,
    kind: kind === 'all' ? undefined : kind,
    keyword: keyword || undefined,
    sort,
    page,
    size: 20,
    ...tree,
  };
  const list = useQuery({ ...resourcesQuery(query), enabled: Boolean(user) });
  const nodes = useQuery({ ...bookNodesQuery(textbookId ?? ''), enabled: Boolean(textbookId) });
  const chapterName = useMemo(
    () => (tree.bookNodeId && nodes.data ? nameOf(nodes.data, tree.bookNodeId) : undefined),
    [tree.bookNodeId, nodes.data],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all });

  const actions: CardActions = {
    onPreview: (r) => window.open(`/OnlyOfficeReady?id=${r.id}`, '_blank', 'noopener'),
    onDownload: (r) => void api.downloadResource(r).then(refresh),
    onFavourite: (r) =>
      void api.favourite(r.id, !r.favourited).then((a) => {
        message.success(a.message);
        refresh();
      }),
    onEdit: setEditing,
    onDelete: (r) =>
      void api.deleteResource(r.id).then((a) => {
        message.success(a.message);
        refresh();
      }),
    onRestore: (r) =>
      void api.restoreResource(r.id).then((a) => {
        message.success(a.message);
        refresh();
      }),
  };

  const data = list.data;
  return (
    <div className="zj-page zj-res">
      <Typography.Title level={3} className="zj-page-title">
        备课资源
      </Typography.Title>
      <div className="zj-res-layout">
        <Card variant="borderless" className="zj-res-side">
          <TreePanel
            subjectId={subjectId}
            versionId={versionId}
            onVersion={setVersionId}
            textbookId={textbookId}
            onTextbook={setTextbookId}
            value={tree}
            onChange={(f) => {
              setTree(f);
              setPage(1);
            }}
          />
        </Card>
        <Card variant="borderless" className="zj-res-main">
          <Tabs
            activeKey={tab}
            onChange={(k) => {
              setTab(k as Tab);
              setPage(1);
            }}
            items={TABS.map((t) => ({ key: t.key, label: t.label }))}
            tabBarExtraContent={
              <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
                上传资源
              </Button>
            }
          />
          <div className="zj-res-filters">
            <Segmented
              size="small"
              value={kind}
              onChange={(v) => {
                setKind(v as ResourceKind | 'all');
                setPage(1);
              }}
              options={[{ value: 'all', label: '全部' }, ...KIND_OPTIONS]}
            />
            <Input.Search
              allowClear
              placeholder="搜索资源名称或内容"
              aria-label="搜索资源"
              onSearch={(v) => {
                setKeyword(v.trim());
                setPage(1);
              }}
              className="zj-res-search"
            />
            <Select
              aria-label="排序"
              value={sort}
              onChange={setSort}
              options={SORTS}
              style={{ width: 110 }}
            />
          </div>
          {chapterName && <div className="zj-res-where">当前章节：{chapterName}</div>}
          {list.isLoading ? (
            <Skeleton active />
          ) : data?.records.length ? (
            <>
              <div className="zj-res-grid">
                {data.records.map((r) => (
                  <ResourceCard key={r.id} r={r} actions={actions} />
                ))}
              </div>
              <Pagination
                className="zj-res-pager"
                current={page}
                pageSize={20}
                total={data.total}
                showSizeChanger={false}
                showTotal={(n) => (data.totalCapped ? `超过 ${n} 个` : `共 ${n} 个`)}
                onChange={setPage}
              />
            </>
          ) : (
            <Empty
              description={
                tab === 'recycle'
                  ? '回收站是空的（删除的资源保留 30 天）'
                  : keyword
                    ? '没有找到相关资源，换个关键词试试'
                    : tab === 'mine'
                      ? '还没有资源，点击「上传资源」添加课件、教案和微课'
                      : '这里还没有资源'
              }
            />
          )}
        </Card>
      </div>
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        subjectId={subjectId}
        textbookId={tree.textbookId ?? textbookId}
        bookNodeId={tree.bookNodeId}
        chapterName={chapterName}
        canSchool={canSchool}
        onUploaded={refresh}
      />
      <EditDialog
        resource={editing}
        fallbackTextbookId={textbookId}
        canSchool={canSchool}
        canPlatform={Boolean(user?.isPlatformAdmin)}
        onClose={() => setEditing(null)}
        onSaved={(m) => {
          message.success(m);
          setEditing(null);
          refresh();
        }}
      />
    </div>
  );
}
