import type { ScanPageDetail } from '@zhijuan/contracts';

/** What a person decides on one page before 保存: the flagged answers, the question in focus, the student. */
export interface FixForm {
  answers: Record<string, string>;
  /** Index into the flagged questions: the one the keyboard acts on. */
  active: number;
  studentId: string | undefined;
}

export type FixAction =
  | { type: 'load'; page: ScanPageDetail; flagged: string[] }
  | { type: 'set'; question: string; value: string }
  /** An option pressed (button or letter key): on if off, off if on; options keep the sheet's order. */
  | { type: 'toggle'; question: string; option: string; options: string[] }
  | { type: 'focus'; index: number }
  | { type: 'move'; by: 1 | -1; count: number }
  | { type: 'student'; id: string | undefined };

export const EMPTY_FORM: FixForm = { answers: {}, active: 0, studentId: undefined };

/** The page's answer with `option` switched, options in the order the sheet prints them. */
export function toggleOption(value: string, option: string, options: string[]): string {
  return value.includes(option)
    ? value.replace(option, '')
    : [...value, option].sort((a, b) => options.indexOf(a) - options.indexOf(b)).join('');
}

export function fixReducer(state: FixForm, action: FixAction): FixForm {
  switch (action.type) {
    case 'load':
      // A page (re)loaded: its read answers of the flagged questions, the first in focus.
      return {
        answers: Object.fromEntries(action.flagged.map((q) => [q, action.page.answers[q] ?? ''])),
        active: 0,
        studentId: action.page.student?.id,
      };
    case 'set':
      return { ...state, answers: { ...state.answers, [action.question]: action.value } };
    case 'toggle': {
      const value = toggleOption(state.answers[action.question] ?? '', action.option, action.options);
      return { ...state, answers: { ...state.answers, [action.question]: value } };
    }
    case 'focus':
      return { ...state, active: action.index };
    case 'move':
      return { ...state, active: Math.max(0, Math.min(action.count - 1, state.active + action.by)) };
    case 'student':
      return { ...state, studentId: action.id };
  }
}

/** Questions a person has to look at: every flag but a blank answer. */
export const flaggedQuestions = (page: ScanPageDetail | undefined) =>
  page ? Object.keys(page.flags).filter((q) => page.flags[q] !== 'blank') : [];

/**
 * The 考号 read from the bubbles ("?" a digit not read) against the roster: the one student it fits, to
 * be offered (never chosen for the person), when at most one digit is unread.
 */
export function suggestStudent<S extends { studentNo: string }>(
  read: string | null | undefined,
  alreadyKnown: boolean,
  roster: S[],
): S | null {
  if (!read || alreadyKnown) return null;
  const fits = roster.filter((s) => {
    const no = s.studentNo.padStart(read.length, '0').slice(-read.length);
    return [...read].every((d, i) => d === '?' || d === no[i]);
  });
  return fits.length === 1 && read.replaceAll('?', '').length >= read.length - 1 ? (fits[0] ?? null) : null;
}

/** What the page still needs, given its problems (and nothing while it is being read again). */
export function pageNeeds(page: ScanPageDetail | undefined, reading: boolean, flagged: string[]) {
  // A page also unreadable (read with a layout that is not its own) gets its exam first, not a student.
  const needsStudent = Boolean(
    !reading &&
      !page?.problems.includes('unreadable') &&
      page?.problems.some((p) => p === 'student' || p === 'unidentified'),
  );
  const canChooseExam = Boolean(!reading && (page?.problems.includes('unidentified') || page?.examChosen));
  const canFixAnswers = !reading && flagged.length > 0 && !page?.problems.includes('unreadable');
  return { needsStudent, canChooseExam, canFixAnswers };
}
