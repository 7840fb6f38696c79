/**
 * 答题卡: one layout in millimetres (`layoutSheet`) drives both the printed vector PDF
 * (`renderSheetPdf`) and the recognition template (`sheetTemplate`), so what the scanner looks for is
 * exactly what was printed. Format of the template: docs/answer-sheet.md.
 */
export { loadSheetFonts, type SheetFonts } from './fonts';
export {
  defaultHeightMm,
  type GivenPaper,
  idDefaults,
  optionalProblems,
  type SheetChoices,
  type SheetSource,
  sheetSpecOf,
  writtenQuestions,
} from './from-paper';
export {
  BUBBLE_H_MM,
  BUBBLE_W_MM,
  MARK_KEEP_OUT_MM,
  MARK_MM,
  PAPER_MM,
  PRINT_MARGIN_MM,
  QUESTIONS_PER_BLOCK,
  ROW_PITCH_MM,
} from './geometry';
export { layoutSheet } from './layout';
export { parseSheetQrText, qrModules, type SheetQrContent, sheetQrText } from './qr';
export { type RenderSheetOptions, renderSheetPdf, type SheetStudent } from './render';
export { RING_LINE_MM } from './render-ops';
export { checkSheetSpec, MAX_ID_DIGITS, MIN_ID_DIGITS, SheetSpecError } from './spec';
export {
  type SheetTemplate,
  sheetTemplate,
  TEMPLATE_FORMAT,
  TEMPLATE_VERSION,
  type TemplateBox,
  type TemplateBubble,
  type TemplatePage,
  type TemplateQuestion,
  type TemplateRegion,
} from './template';
export type * from './types';
