import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Client-owned state kept in localStorage as JSON (spec §3 "locally persisted state"). */
export interface LocalState {
  /** Index of the chosen scanner source. */
  scannerModel?: number;
  scanSubject?: boolean;
  feedPage?: number;
  pageSize?: number;
  radioType?: number;
  paperType?: number;
  enterMarking?: boolean;
  chapterType: 'booknode' | 'knowledge';
  orgId?: string;
  cardStatus: number;
  /** The school year picked in the top bar. */
  schoolYearId?: string;
  answerInfo?: Record<string, unknown>;
  basketIds?: string[];
  basketInfo?: Record<string, unknown>;
  stageId?: string;
  subjectId?: string;
  navCollapsed: boolean;
}

export const LOCAL_STORAGE_KEY = 'zhijuan';

export const LOCAL_DEFAULTS: LocalState = { chapterType: 'booknode', cardStatus: 1, navCollapsed: false };

interface LocalActions {
  patch: (values: Partial<LocalState>) => void;
  reset: () => void;
}

export const useLocal = create<LocalState & LocalActions>()(
  persist(
    (set) => ({
      ...LOCAL_DEFAULTS,
      patch: (values) => set(values),
      reset: () => set((s) => ({ ...LOCAL_DEFAULTS, patch: s.patch, reset: s.reset }), true),
    }),
    {
      name: LOCAL_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ patch: _patch, reset: _reset, ...state }) => state,
      merge: (persisted, current) => ({ ...current, ...readObject(persisted) }),
    },
  ),
);

/** Spec §9: a missing or damaged value reads as an empty object. */
export function readObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
