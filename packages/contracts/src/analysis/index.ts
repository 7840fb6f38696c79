/**
 * 学情分析: an exam's scores turned into figures — per grade, class, student, question, question type
 * and knowledge point — for the analysis screens, the teacher's assistant, the grade director's data
 * centre and the big screen. docs/analysis.md has the definitions; packages/stats computes them.
 *
 * A "question" here is a score column of the exam (ScoreColumn): an objective question (or objective
 * part of a compound one) by its number, or a written block (题块) as marked.
 */

export * from './big-screen';
export * from './data-center';
export * from './figures';
export * from './person';
export * from './reports';
export * from './settings';
