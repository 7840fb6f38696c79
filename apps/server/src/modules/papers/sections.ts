import type { PaperSection } from './repo';

const CHINESE_NUMERALS = '一二三四五六七八九十';
/** 一、二、… for section titles. */
export const sectionNumber = (i: number) => (i < 10 ? CHINESE_NUMERALS[i]! : String(i + 1));

/** Every question id of a paper's sections. */
export const questionIdsOf = (sections: PaperSection[]) =>
  sections.flatMap((s) => s.questions.map((q) => q.questionId));

/** A paper's full marks: the sum of its questions' scores. */
export const totalOf = (sections: PaperSection[]) =>
  sections.reduce((t, s) => t + s.questions.reduce((u, q) => u + q.score, 0), 0);
