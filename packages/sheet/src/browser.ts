/**
 * The pure part of packages/sheet — layout, geometry, spec checks and the template — with nothing
 * Node-only (fonts, PDF, QR encoder), so the web's sheet designer lays out the same sheet the server
 * prints.
 */

export {
  defaultHeightMm,
  fixedHeightMm,
  type GivenPaper,
  idDefaults,
  optionalProblems,
  type SheetChoices,
  type SheetSource,
  sheetSpecOf,
  writtenQuestions,
} from './from-paper';
export { BUBBLE_H_MM, BUBBLE_W_MM, MARK_MM, PAPER_MM } from './geometry';
export { layoutSheet } from './layout';
export { checkSheetSpec, MAX_ID_DIGITS, MIN_ID_DIGITS, SheetSpecError } from './spec';
export { sheetTemplate } from './template';
export type * from './types';
