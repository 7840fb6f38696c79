import type { TreeItem } from '@zhijuan/contracts';

export interface FilteredTree {
  /** The nodes to show: matches, their ancestors, and everything under a match. */
  nodes: TreeItem[];
  /** Ancestors of the matches, to open so every match is visible. */
  expandedKeys: string[];
  matches: number;
}

/**
 * Search-as-you-type over a chapter or knowledge tree. A node stays when its name contains the
 * keyword (case-insensitive, spaces ignored) or when something below it does; a matching node keeps
 * its whole subtree, so a teacher who finds a chapter can still pick one of its sections.
 */
export function filterTree(tree: TreeItem[], keyword: string): FilteredTree {
  const needle = normalise(keyword);
  if (!needle) return { nodes: tree, expandedKeys: [], matches: 0 };
  const expandedKeys: string[] = [];
  let matches = 0;
  const walk = (nodes: TreeItem[]): TreeItem[] => {
    const kept: TreeItem[] = [];
    for (const node of nodes) {
      const hit = normalise(node.name).includes(needle);
      const children = walk(node.children);
      if (hit) matches += 1;
      if (children.length > 0) expandedKeys.push(node.id);
      if (hit) kept.push(node);
      else if (children.length > 0) kept.push({ ...node, children });
    }
    return kept;
  };
  return { nodes: walk(tree), expandedKeys, matches };
}

function normalise(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/** Splits `name` around the first occurrence of `keyword`, for highlighting. */
export function splitMatch(name: string, keyword: string): [string, string, string] | null {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return null;
  const at = name.toLowerCase().indexOf(needle);
  if (at < 0) return null;
  return [name.slice(0, at), name.slice(at, at + needle.length), name.slice(at + needle.length)];
}
