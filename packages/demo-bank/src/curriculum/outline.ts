import type { TextbookSeed, TreeNode } from './types';

/**
 * Turns an indented outline (two spaces per level, one node per line) into a tree, so the long
 * chapter and knowledge lists stay readable as data:
 *
 * ```
 * 第一章 有理数
 *   1.1 正数和负数
 *   1.2 有理数
 *     1.2.1 有理数
 * ```
 *
 * Blank lines are ignored and the common leading indentation is removed. Leaves have no `children`.
 * Throws on tabs, odd indentation or a line indented more than one level below the previous one, so a
 * slip in the data fails at import (and in the tests) rather than producing a wrong tree.
 */
export function outline(text: string): TreeNode[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const margin = Math.min(...lines.map((line) => line.length - line.trimStart().length));
  const roots: TreeNode[] = [];
  const stack: TreeNode[] = [];
  for (const line of lines) {
    if (line.includes('\t')) throw new Error(`outline: tab in "${line.trim()}"`);
    const indent = line.length - line.trimStart().length - margin;
    if (indent % 2 !== 0) throw new Error(`outline: odd indentation at "${line.trim()}"`);
    const depth = indent / 2;
    if (depth > stack.length) throw new Error(`outline: "${line.trim()}" is indented too far`);
    stack.length = depth;
    const node: TreeNode = { name: line.trim() };
    const parent = stack.at(-1);
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
    } else {
      roots.push(node);
    }
    stack.push(node);
  }
  return roots;
}

/** Textbook rows without a chapter tree, from `[code, name]` pairs. */
export function volumes(list: ReadonlyArray<readonly [code: string, name: string]>): TextbookSeed[] {
  return list.map(([code, name]) => ({ code, name, chapters: [] }));
}
