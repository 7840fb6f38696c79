/** 答题卡: the one door other modules use — an exam's recognition template, and printing for the demo. */

export { sheetRoutes } from './routes';
export { preloadSheetPrinting, sheetPrintJob, templateOfRow } from './service';
