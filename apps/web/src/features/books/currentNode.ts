import type { BookTocNode } from '@zhijuan/contracts';

/** The node being read on `page`: the deepest one whose pages hold it (a lesson before its section). */
export function nodeAt(toc: readonly BookTocNode[], page: number): BookTocNode | undefined {
  let best: BookTocNode | undefined;
  for (const n of toc)
    if (n.start && n.end && n.start <= page && page <= n.end && (!best || n.depth >= best.depth)) best = n;
  return best;
}
