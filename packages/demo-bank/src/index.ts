/**
 * The demo question bank: 6,418 初中数学 and 初中物理 questions from parameterised generators (answers
 * checked by code as they are made) plus hand-written items, tagged against the demo curriculum
 * (`@zhijuan/demo-bank/curriculum`). Pure and deterministic: no database, no files; the server's
 * loader (`apps/server/src/seed/questions/load.ts`) turns these seeds into rows.
 */
export {
  benchQuestions,
  buildDemoQuestions,
  demoQuestions,
  FAMILIES,
  type FamilyReport,
  familyReport,
  type QuestionPartSeed,
  type QuestionSeed,
  safeHtml,
  stemFingerprint,
} from './questions';
