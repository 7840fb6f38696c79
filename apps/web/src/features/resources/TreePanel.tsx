import { useQuery } from '@tanstack/react-query';
import type { TreeItem } from '@zhijuan/contracts';
import { Empty, Select, Spin, Tabs, Tree, type TreeDataNode } from 'antd';
import { bookNodesQuery, knowledgeQuery, textbooksQuery, versionsQuery } from '../curriculum';
import { nodeCountsQuery } from './queries';

export interface TreeFilter {
  textbookId?: string;
  bookNodeId?: string;
  knowledgeId?: string;
}

const toData = (items: TreeItem[], counts: Record<string, number> = {}): TreeDataNode[] =>
  items.map((n) => ({
    key: n.id,
    title: counts[n.id] ? (
      <span>
        {n.name} <span className="zj-res-tree-count">{counts[n.id]}</span>
      </span>
    ) : (
      n.name
    ),
    children: toData(n.children, counts),
  }));

/**
 * The left panel of 备课资源: 教材章节 (version → volume → chapter → lesson) or 知识点. Picking a node
 * filters the list to it and everything under it.
 */
export function TreePanel({
  subjectId,
  versionId,
  onVersion,
  textbookId,
  onTextbook,
  value,
  onChange,
}: {
  subjectId: string;
  versionId: string | undefined;
  onVersion(id: string | undefined): void;
  textbookId: string | undefined;
  onTextbook(id: string | undefined): void;
  value: TreeFilter;
  onChange(f: TreeFilter): void;
}) {
  const versions = useQuery({ ...versionsQuery(subjectId), enabled: Boolean(subjectId) });
  const textbooks = useQuery({ ...textbooksQuery(versionId ?? ''), enabled: Boolean(versionId) });
  const nodes = useQuery({ ...bookNodesQuery(textbookId ?? ''), enabled: Boolean(textbookId) });
  const knowledge = useQuery({ ...knowledgeQuery(subjectId), enabled: Boolean(subjectId) });
  const counts = useQuery(nodeCountsQuery(textbookId ?? ''));

  const chapters = (
    <div className="zj-res-tree">
      <div className="zj-res-tree-pickers">
        <Select
          aria-label="教材版本"
          placeholder="教材版本"
          value={versionId}
          onChange={(v) => {
            onVersion(v);
            onTextbook(undefined);
            onChange({});
          }}
          options={(versions.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
        />
        <Select
          aria-label="册别"
          placeholder="册别"
          value={textbookId}
          disabled={!versionId}
          onChange={(v) => {
            onTextbook(v);
            onChange({ textbookId: v });
          }}
          options={(textbooks.data?.list ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
      </div>
      {nodes.isLoading ? (
        <Spin />
      ) : nodes.data?.length ? (
        <Tree
          blockNode
          treeData={toData(nodes.data, counts.data)}
          selectedKeys={value.bookNodeId ? [value.bookNodeId] : []}
          onSelect={(keys) =>
            onChange(keys[0] ? { textbookId, bookNodeId: String(keys[0]) } : textbookId ? { textbookId } : {})
          }
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请选择教材" />
      )}
    </div>
  );
  const points = knowledge.isLoading ? (
    <Spin />
  ) : (
    <Tree
      blockNode
      className="zj-res-tree"
      treeData={toData(knowledge.data ?? [])}
      selectedKeys={value.knowledgeId ? [value.knowledgeId] : []}
      onSelect={(keys) => onChange(keys[0] ? { knowledgeId: String(keys[0]) } : {})}
    />
  );
  return (
    <Tabs
      size="small"
      items={[
        { key: 'book', label: '教材章节', children: chapters },
        { key: 'knowledge', label: '知识点', children: points },
      ]}
    />
  );
}
