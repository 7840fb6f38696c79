import type { TreeItem } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { filterTree, splitMatch } from './treeFilter';

const node = (id: string, name: string, children: TreeItem[] = []): TreeItem => ({ id, name, children });

const TREE = [
  node('1', '第一章 有理数', [
    node('1.1', '1.1 正数和负数'),
    node('1.2', '1.2 有理数', [node('1.2.1', '1.2.1 有理数'), node('1.2.2', '1.2.2 数轴')]),
  ]),
  node('2', '第二章 整式的加减', [node('2.1', '2.1 整式')]),
];

describe('chapter tree search', () => {
  it('returns the tree untouched for an empty keyword', () => {
    expect(filterTree(TREE, '  ')).toEqual({ nodes: TREE, expandedKeys: [], matches: 0 });
  });

  it('keeps matches with their ancestors and opens the ancestors', () => {
    const result = filterTree(TREE, '数轴');
    expect(result.nodes).toEqual([
      node('1', '第一章 有理数', [node('1.2', '1.2 有理数', [node('1.2.2', '1.2.2 数轴')])]),
    ]);
    expect(result.expandedKeys.sort()).toEqual(['1', '1.2']);
    expect(result.matches).toBe(1);
  });

  it('keeps the whole subtree of a matching node', () => {
    const result = filterTree(TREE, '整式的加减');
    expect(result.nodes).toEqual([TREE[1]]);
    expect(result.expandedKeys).toEqual([]);
  });

  it('ignores case and spaces', () => {
    expect(filterTree([node('a', 'A B 计划')], 'ab').matches).toBe(1);
  });

  it('splits a name around the keyword for highlighting', () => {
    expect(splitMatch('1.2.2 数轴', '数轴')).toEqual(['1.2.2 ', '数轴', '']);
    expect(splitMatch('整式', '分式')).toBeNull();
  });
});
