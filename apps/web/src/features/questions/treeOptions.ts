import type { TreeItem } from '@zhijuan/contracts';

export interface TreeOption {
  title: string;
  value: string;
  children?: TreeOption[];
}

/** A chapter or knowledge tree as antd's TreeSelect takes it. */
export const toTreeOptions = (nodes: TreeItem[]): TreeOption[] =>
  nodes.map((n) => ({
    title: n.name,
    value: n.id,
    ...(n.children.length ? { children: toTreeOptions(n.children) } : {}),
  }));
