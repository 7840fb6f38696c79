import type { BasketInfo, BasketPaperInfo } from '@zhijuan/contracts';
import { BasketInfo as BasketInfoSchema } from '@zhijuan/contracts';

export const EMPTY_BASKET: BasketInfo = { sumCount: 0, paperInfo: [], type: {}, questionIds: [] };

/** The basket kept in the local store (spec §3), if what is there still reads as one. */
export function readStoredBasket(value: unknown): BasketInfo | undefined {
  const parsed = BasketInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The basket paper to show (spec §4): the one the teacher picked while it still exists, else the
 * basket of the current subject, else the first one.
 */
export function chooseBasketPaper(
  papers: BasketPaperInfo[],
  subjectId: string | null | undefined,
  pickedId: string | null,
): BasketPaperInfo | null {
  return (
    papers.find((p) => p.id === pickedId) ??
    papers.find((p) => p.subjectId === subjectId) ??
    papers[0] ??
    null
  );
}

/** How many questions one basket paper holds. */
export function countOf(info: BasketInfo, paperId: string): number {
  return (info.type[paperId] ?? []).reduce((n, row) => n + row.questionCount, 0);
}

/**
 * The question ids of one basket paper, section by section. The server lists `questionIds` basket by
 * basket (in `paperInfo` order) and type by type (in `type[paperId]` order), so the counts slice it.
 */
export function basketSections(
  info: BasketInfo,
  paperId: string,
): { typeId: string; title: string; questionIds: string[] }[] | null {
  let at = 0;
  for (const paper of info.paperInfo) {
    const rows = info.type[paper.id] ?? [];
    if (paper.id !== paperId) {
      at += rows.reduce((n, r) => n + r.questionCount, 0);
      continue;
    }
    return rows.map((row) => {
      const ids = info.questionIds.slice(at, at + row.questionCount);
      at += row.questionCount;
      return { typeId: row.typeId, title: row.dataName, questionIds: ids };
    });
  }
  return null;
}

/** "初中数学 · 七年级上册（12 题）" for the paper selector. */
export function paperLabel(paper: BasketPaperInfo, count: number): string {
  const book = paper.testPaperTextbook ? ` · ${paper.testPaperTextbook}` : '';
  return `${paper.stageName}${paper.subjectName}${book}（${count} 题）`;
}
