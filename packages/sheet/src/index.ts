/**
 * 答题卡: one layout in millimetres (`layoutSheet`) drives both the printed vector PDF
 * (`renderSheetPdf`) and the recognition template (`sheetTemplate`), so what the scanner looks for is
 * exactly what was printed. Format of the template: docs/answer-sheet.md. The pure part (layout,
 * checks, template, the mapping from a given paper) is `./browser`, shared with the web designer.
 */
export * from './browser';
export { embedCjkFonts } from './embed';
export { loadSheetFonts, type SheetFonts } from './fonts';
export { MARK_KEEP_OUT_MM, PRINT_MARGIN_MM, QUESTIONS_PER_BLOCK, ROW_PITCH_MM } from './geometry';
export { parseSheetQrText, qrModules, type SheetQrContent, sheetQrText } from './qr';
export { type RenderSheetOptions, renderSheetPdf, type SheetStudent } from './render';
export { RING_LINE_MM } from './render-ops';
export { sampleSheetSpec } from './sample-specs';
export {
  type SheetTemplate,
  TEMPLATE_FORMAT,
  TEMPLATE_VERSION,
  type TemplateBox,
  type TemplateBubble,
  type TemplatePage,
  type TemplateQuestion,
  type TemplateRegion,
} from './template';
