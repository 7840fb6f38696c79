import type { PaperSettings, RubricStep } from '@zhijuan/contracts';

/** The paper as the editor holds it: what `PUT /teacher/paper/:id` saves whole. */
export interface PaperQuestion {
  questionId: string;
  score: number;
  /** 评分标准 of a written question, step by step (shown to markers beside the answer). */
  rubric?: RubricStep[];
}
export interface PaperSection {
  id: string;
  /** 单选题, without the 一、 number (numbers follow the order and are drawn, not stored). */
  title: string;
  typeId: string;
  questions: PaperQuestion[];
}
export interface PaperDoc {
  title: string;
  sections: PaperSection[];
  settings: PaperSettings;
}

export type EditAction =
  | { type: 'setTitle'; title: string }
  | { type: 'renameSection'; sectionId: string; title: string }
  | { type: 'moveSection'; from: number; to: number }
  | { type: 'moveQuestion'; sectionId: string; from: number; to: number }
  /** A question dragged into another 大题, placed before its `to`-th question (its length: last). */
  | { type: 'moveQuestionTo'; fromSectionId: string; from: number; toSectionId: string; to: number }
  | { type: 'setScore'; sectionId: string; questionId: string; score: number }
  | { type: 'setRubric'; sectionId: string; questionId: string; rubric: RubricStep[] }
  | { type: 'batchScore'; sectionId: string; score: number }
  | { type: 'removeQuestion'; sectionId: string; questionId: string }
  | { type: 'replaceQuestion'; sectionId: string; questionId: string; withId: string }
  | { type: 'setSettings'; settings: Partial<PaperSettings> }
  | { type: 'undo' };

export interface EditorState {
  doc: PaperDoc;
  /** Earlier documents, newest last, for 撤销. */
  past: PaperDoc[];
  /** Typing into one field is one step to undo, not one per keystroke. */
  lastField: string | null;
}

/** How many steps 撤销 can go back. */
export const UNDO_LIMIT = 100;
/** Scores are multiples of 0.5 between 0 and 100 (the server's rule). */
export const MAX_SCORE = 100;

export function roundScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(MAX_SCORE, Math.max(0, Math.round(score * 2) / 2));
}

const CHINESE_NUMERALS = '一二三四五六七八九十';
/** 一、二、… for section headings. */
export const sectionNumber = (i: number) => (i < 10 ? CHINESE_NUMERALS[i]! : String(i + 1));

/** A title such as 「二、填空题」 loses its number, which the editor draws from the order. */
export const bareTitle = (title: string) =>
  title.replace(/^\s*[一二三四五六七八九十\d]+\s*[、.．]\s*/, '').trim();

export function startEditing(doc: PaperDoc): EditorState {
  return { doc, past: [], lastField: null };
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

function mapSection(doc: PaperDoc, sectionId: string, change: (s: PaperSection) => PaperSection): PaperDoc {
  let changed = false;
  const sections = doc.sections.map((s) => {
    if (s.id !== sectionId) return s;
    const next = change(s);
    if (next !== s) changed = true;
    return next;
  });
  return changed ? { ...doc, sections } : doc;
}

function moveAcross(doc: PaperDoc, a: Extract<EditAction, { type: 'moveQuestionTo' }>): PaperDoc {
  if (a.fromSectionId === a.toSectionId) {
    const section = doc.sections.find((s) => s.id === a.fromSectionId);
    const to = Math.min(a.to, (section?.questions.length ?? 0) - 1);
    return applyEdit(doc, { type: 'moveQuestion', sectionId: a.fromSectionId, from: a.from, to });
  }
  const source = doc.sections.find((s) => s.id === a.fromSectionId);
  const target = doc.sections.find((s) => s.id === a.toSectionId);
  const item = source?.questions[a.from];
  if (!source || !target || !item || a.to < 0 || a.to > target.questions.length) return doc;
  const sections = doc.sections
    .map((s) => {
      if (s === source) return { ...s, questions: s.questions.filter((_, i) => i !== a.from) };
      if (s === target) return { ...s, questions: s.questions.toSpliced(a.to, 0, item) };
      return s;
    })
    // The 大题 the last question left goes, as after removing it.
    .filter((s) => s.questions.length > 0);
  return { ...doc, sections };
}

/** The document after one edit; the same object when the edit changes nothing. */
export function applyEdit(doc: PaperDoc, action: Exclude<EditAction, { type: 'undo' }>): PaperDoc {
  switch (action.type) {
    case 'setTitle':
      return action.title === doc.title ? doc : { ...doc, title: action.title };
    case 'renameSection':
      return mapSection(doc, action.sectionId, (s) =>
        s.title === action.title ? s : { ...s, title: action.title },
      );
    case 'moveSection': {
      const sections = move(doc.sections, action.from, action.to);
      return sections === doc.sections ? doc : { ...doc, sections };
    }
    case 'moveQuestion':
      return mapSection(doc, action.sectionId, (s) => {
        const questions = move(s.questions, action.from, action.to);
        return questions === s.questions ? s : { ...s, questions };
      });
    case 'moveQuestionTo':
      return moveAcross(doc, action);
    case 'setScore': {
      const score = roundScore(action.score);
      return mapSection(doc, action.sectionId, (s) =>
        s.questions.some((q) => q.questionId === action.questionId && q.score !== score)
          ? {
              ...s,
              questions: s.questions.map((q) => (q.questionId === action.questionId ? { ...q, score } : q)),
            }
          : s,
      );
    }
    case 'setRubric':
      return mapSection(doc, action.sectionId, (s) =>
        s.questions.some((q) => q.questionId === action.questionId)
          ? {
              ...s,
              questions: s.questions.map((q) => {
                if (q.questionId !== action.questionId) return q;
                const { rubric: _old, ...rest } = q;
                return action.rubric.length ? { ...rest, rubric: action.rubric } : rest;
              }),
            }
          : s,
      );
    case 'batchScore': {
      const score = roundScore(action.score);
      return mapSection(doc, action.sectionId, (s) =>
        s.questions.every((q) => q.score === score)
          ? s
          : { ...s, questions: s.questions.map((q) => ({ ...q, score })) },
      );
    }
    case 'removeQuestion': {
      const next = mapSection(doc, action.sectionId, (s) =>
        s.questions.some((q) => q.questionId === action.questionId)
          ? { ...s, questions: s.questions.filter((q) => q.questionId !== action.questionId) }
          : s,
      );
      // A 大题 with no questions left goes too.
      return next === doc ? doc : { ...next, sections: next.sections.filter((s) => s.questions.length > 0) };
    }
    case 'replaceQuestion': {
      if (allQuestionIds(doc).includes(action.withId)) return doc;
      return mapSection(doc, action.sectionId, (s) =>
        s.questions.some((q) => q.questionId === action.questionId)
          ? {
              ...s,
              questions: s.questions.map((q) =>
                // Another question: the steps written for the old one do not carry over.
                q.questionId === action.questionId ? { questionId: action.withId, score: q.score } : q,
              ),
            }
          : s,
      );
    }
    case 'setSettings': {
      const changed = Object.entries(action.settings).some(
        ([key, value]) => doc.settings[key as keyof PaperSettings] !== value,
      );
      return changed ? { ...doc, settings: { ...doc.settings, ...action.settings } } : doc;
    }
  }
}

/** Edits that continue typing into the same field merge into one undo step. */
function fieldOf(action: EditAction): string | null {
  if (action.type === 'setTitle') return 'title';
  if (action.type === 'renameSection') return `section:${action.sectionId}`;
  if (action.type === 'setRubric') return `rubric:${action.questionId}`;
  return null;
}

/** The editor's reducer: every change keeps the previous document for 撤销. */
export function editReducer(state: EditorState, action: EditAction): EditorState {
  if (action.type === 'undo') {
    const previous = state.past.at(-1);
    return previous ? { doc: previous, past: state.past.slice(0, -1), lastField: null } : state;
  }
  const doc = applyEdit(state.doc, action);
  if (doc === state.doc) return state;
  const field = fieldOf(action);
  if (field !== null && field === state.lastField) return { ...state, doc };
  return { doc, past: [...state.past, state.doc].slice(-UNDO_LIMIT), lastField: field };
}

export function allQuestionIds(doc: Pick<PaperDoc, 'sections'>): string[] {
  return doc.sections.flatMap((s) => s.questions.map((q) => q.questionId));
}

export function totalScore(doc: Pick<PaperDoc, 'sections'>): number {
  return doc.sections.reduce((t, s) => t + s.questions.reduce((u, q) => u + q.score, 0), 0);
}

/** Why a question's 评分标准 cannot be saved, or null: a step without text, or more points than the question. */
export function rubricProblem(q: PaperQuestion, number: number): string | null {
  const steps = q.rubric ?? [];
  if (steps.some((s) => !s.text.trim())) return `第 ${number} 题的评分标准有一步没有写要点`;
  if (steps.some((s) => s.text.trim().length > 200)) return '评分要点最多 200 字';
  const total = steps.reduce((t, s) => t + s.score, 0);
  if (total > q.score) return `第 ${number} 题的评分标准共 ${total} 分，超过了本题的 ${q.score} 分`;
  return null;
}
