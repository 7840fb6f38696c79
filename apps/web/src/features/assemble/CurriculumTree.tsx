import type { TreeItem } from '@zhijuan/contracts';
import { Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { filterTree, splitMatch } from './treeFilter';
import './assemble.css';

export interface PickedNode {
  id: string;
  name: string;
}

function toTreeData(nodes: TreeItem[], keyword: string): TreeDataNode[] {
  return nodes.map((n) => {
    const parts = splitMatch(n.name, keyword);
    const title = parts ? (
      <span key={n.id}>
        {parts[0]}
        <mark className="zj-tree-hit">{parts[1]}</mark>
        {parts[2]}
      </span>
    ) : (
      n.name
    );
    return { key: n.id, title, children: n.children.length ? toTreeData(n.children, keyword) : undefined };
  });
}

function findName(nodes: TreeItem[], id: string): string | null {
  for (const n of nodes) {
    if (n.id === id) return n.name;
    const below = findName(n.children, id);
    if (below) return below;
  }
  return null;
}

/** A chapter or knowledge tree with search-as-you-type; the first top-level node starts open. */
export function CurriculumTree({
  tree,
  loading,
  searchPlaceholder,
  emptyText,
  selectedId,
  onSelect,
}: {
  tree: TreeItem[] | undefined;
  loading: boolean;
  searchPlaceholder: string;
  emptyText: string;
  selectedId: string | null;
  onSelect: (node: PickedNode | null) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<React.Key[]>([]);
  const nodes = tree ?? [];
  const filtered = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  const data = useMemo(() => toTreeData(filtered.nodes, keyword.trim()), [filtered, keyword]);

  const firstId = tree?.[0]?.id;
  useEffect(() => {
    setKeyword('');
    setExpanded(firstId ? [firstId] : []);
  }, [firstId]);
  useEffect(() => {
    if (keyword.trim()) setExpanded(filtered.expandedKeys);
  }, [keyword, filtered]);

  return (
    <div className="zj-tree-box">
      <Input.Search
        allowClear
        placeholder={searchPlaceholder}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        aria-label={searchPlaceholder}
      />
      {loading ? (
        <div className="zj-tree-state">
          <Spin />
        </div>
      ) : data.length === 0 ? (
        <Empty
          className="zj-tree-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={keyword.trim() ? `没有找到包含「${keyword.trim()}」的节点` : emptyText}
        />
      ) : (
        <Tree
          className="zj-curriculum-tree"
          blockNode
          treeData={data}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => {
            const id = keys[0];
            const name = typeof id === 'string' ? findName(nodes, id) : null;
            onSelect(typeof id === 'string' && name ? { id, name } : null);
          }}
        />
      )}
    </div>
  );
}
