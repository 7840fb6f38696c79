import type { BookTocNode } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { nodeAt } from './currentNode';

const node = (id: string, depth: number, start: number | null, end: number | null): BookTocNode => ({
  id,
  pid: null,
  name: id,
  depth,
  start,
  end,
  questionCount: 0,
  paperCount: 0,
  planCount: 0,
  resourceCount: 0,
});

const toc = [
  node('第一章', 1, 4, 16),
  node('1.1', 2, 5, 5),
  node('1.2', 2, 6, 9),
  node('1.2.1', 3, 6, 6),
  node('1.2.2', 3, 7, 8),
  node('1.2.3', 3, 8, 9),
  node('未标注', 3, null, null),
];

describe('the node being read', () => {
  it('is the deepest node holding the page', () => {
    expect(nodeAt(toc, 4)?.id).toBe('第一章');
    expect(nodeAt(toc, 6)?.id).toBe('1.2.1');
    expect(nodeAt(toc, 7)?.id).toBe('1.2.2');
  });
  it('on a page two lessons share, is the one that begins there', () => {
    expect(nodeAt(toc, 8)?.id).toBe('1.2.3');
  });
  it('is nothing before the first mapped page', () => {
    expect(nodeAt(toc, 2)).toBeUndefined();
  });
});
