import type { PaperDoc, PaperSection } from './document';

/**
 * Unsaved work of one paper kept in localStorage, so a reload or a closed tab loses nothing.
 * `version` is the saved version the edits started from (null for a basket never saved);
 * `basketIds` the basket's questions when the draft was last in step with it.
 */
export interface PaperDraft {
  doc: PaperDoc;
  version: number | null;
  basketIds?: string[];
  savedAt: number;
}

const PREFIX = 'zhijuan:paper-draft:';

export function readDraft(paperId: string): PaperDraft | null {
  try {
    const raw = localStorage.getItem(PREFIX + paperId);
    if (!raw) return null;
    const value = JSON.parse(raw) as PaperDraft;
    return value && typeof value === 'object' && value.doc && Array.isArray(value.doc.sections)
      ? value
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(paperId: string, draft: PaperDraft): void {
  try {
    localStorage.setItem(PREFIX + paperId, JSON.stringify(draft));
  } catch {
    // A full storage only costs the offline copy; the server copy is untouched.
  }
}

export function removeDraft(paperId: string): void {
  localStorage.removeItem(PREFIX + paperId);
}

/**
 * A basket draft brought in step with the basket as it is now: questions taken out of the basket
 * elsewhere leave the draft, questions added since the draft was written join the section of their
 * type (or a new one), and what the teacher removed or reordered in the editor stays so.
 */
export function mergeBasketDraft(
  draft: PaperDoc,
  draftBasketIds: string[],
  basket: PaperSection[],
  defaultScore: (questionId: string) => number,
): PaperDoc {
  const now = new Set(basket.flatMap((s) => s.questions.map((q) => q.questionId)));
  const before = new Set(draftBasketIds);
  const sections: PaperSection[] = draft.sections.map((s) => ({
    ...s,
    questions: s.questions.filter((q) => now.has(q.questionId)),
  }));
  const inDraft = new Set(sections.flatMap((s) => s.questions.map((q) => q.questionId)));
  for (const basketSection of basket) {
    for (const { questionId } of basketSection.questions) {
      if (before.has(questionId) || inDraft.has(questionId)) continue;
      let target = sections.find((s) => s.typeId === basketSection.typeId);
      if (!target) {
        target = { ...basketSection, questions: [] };
        sections.push(target);
      }
      target.questions.push({ questionId, score: defaultScore(questionId) });
      inDraft.add(questionId);
    }
  }
  return { ...draft, sections: sections.filter((s) => s.questions.length > 0) };
}
