import type { OutlineEntry, PageRange } from '@zhijuan/contracts';

/** A node of the textbook as the page map sees it, in the book's order (preorder). */
export interface MapNode {
  id: string;
  pid: string | null;
  name: string;
}

/**
 * Checks a page map against the book (docs/lesson-prep.md, 页码映射): every node belongs to the book's
 * textbook and appears once; 1 ≤ start ≤ end ≤ the book's pages; a node's pages lie inside its
 * parent's when both are mapped; siblings follow the book's order and do not overlap, except that one
 * may end on the page where the next begins (a lesson often starts halfway down a page). Returns every
 * problem as a Chinese sentence; empty when the map is good.
 */
export function pageMapProblems(
  entries: readonly PageRange[],
  nodes: readonly MapNode[],
  pageCount: number,
): string[] {
  const byId = new Map(nodes.map((n, i) => [n.id, { ...n, order: i }]));
  const problems: string[] = [];
  const ranges = new Map<string, PageRange>();
  for (const e of entries) {
    const node = byId.get(e.nodeId);
    if (!node) {
      problems.push(`章节「${e.nodeId}」不属于这本教材`);
      continue;
    }
    if (ranges.has(e.nodeId)) {
      problems.push(`「${node.name}」重复出现`);
      continue;
    }
    if (e.start > e.end) problems.push(`「${node.name}」的起始页 ${e.start} 大于结束页 ${e.end}`);
    else if (e.end > pageCount) problems.push(`「${node.name}」的页码超出教材页数（共 ${pageCount} 页）`);
    else ranges.set(e.nodeId, e);
  }
  for (const [id, r] of ranges) {
    const node = byId.get(id)!;
    const parent = node.pid ? ranges.get(node.pid) : undefined;
    if (parent && (r.start < parent.start || r.end > parent.end))
      problems.push(
        `「${node.name}」的页码（${r.start}–${r.end}）应在「${byId.get(node.pid!)!.name}」的页码范围内（${parent.start}–${parent.end}）`,
      );
  }
  // Siblings in the book's order: each starts no earlier than where the previous one ends.
  const siblings = new Map<string, { name: string; order: number; r: PageRange }[]>();
  for (const [id, r] of ranges) {
    const node = byId.get(id)!;
    const key = node.pid ?? '';
    siblings.set(key, [...(siblings.get(key) ?? []), { name: node.name, order: node.order, r }]);
  }
  for (const list of siblings.values()) {
    list.sort((a, b) => a.order - b.order);
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      const cur = list[i]!;
      if (cur.r.start < prev.r.end)
        problems.push(
          cur.r.start < prev.r.start
            ? `「${cur.name}」在目录中排在「${prev.name}」之后，起始页不能更早`
            : `「${prev.name}」（${prev.r.start}–${prev.r.end}）与「${cur.name}」（${cur.r.start}–${cur.r.end}）的页码重叠`,
        );
    }
  }
  return problems;
}

const normal = (s: string) =>
  s
    .replace(/[\s　·.．、:：\-—–_（）()]/g, '')
    .replace(/^第([一二三四五六七八九十]+)章/, '第$1章')
    .toLowerCase();

/**
 * A page map proposed from the PDF's own outline: a node takes the page of the first outline entry (in
 * order, after the previous match) whose title equals or contains its name, or is contained in it; a node
 * ends where the next matched node outside it starts (the page before, or that page when they start on
 * the same page), the last at the book's end. Nodes no entry matched are listed.
 */
export function proposePageMap(
  outline: readonly OutlineEntry[],
  nodes: readonly MapNode[],
  pageCount: number,
): { entries: PageRange[]; unmatched: string[] } {
  const titles = outline.map((o) => ({ key: normal(o.title), page: o.page }));
  const starts: { node: MapNode; start: number; order: number }[] = [];
  const unmatched: string[] = [];
  let from = 0;
  nodes.forEach((node, order) => {
    const name = normal(node.name);
    if (!name) return;
    let found = -1;
    for (let i = from; i < titles.length && found < 0; i++) {
      const t = titles[i]!.key;
      if (t === name || (name.length >= 2 && t.includes(name)) || (t.length >= 4 && name.includes(t)))
        found = i;
    }
    if (found < 0) unmatched.push(node.id);
    else {
      starts.push({ node, start: titles[found]!.page, order });
      from = found + 1;
    }
  });
  const descendantOf = (child: MapNode, ancestorId: string) => {
    const byId = new Map(nodes.map((n) => [n.id, n]));
    for (let p = child.pid; p; p = byId.get(p)?.pid ?? null) if (p === ancestorId) return true;
    return false;
  };
  const entries = starts.map((s, i) => {
    const next = starts.slice(i + 1).find((n) => !descendantOf(n.node, s.node.id));
    const end = next ? Math.max(s.start, next.start - 1) : pageCount;
    return { nodeId: s.node.id, start: s.start, end: Math.min(end, pageCount) };
  });
  return { entries, unmatched };
}
