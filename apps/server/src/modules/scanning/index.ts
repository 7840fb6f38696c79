/**
 * 扫描与识别: the one door other modules, the servers' entry points and the demo use. The runner reads
 * pages off the request path and is started beside the app (main.ts, worker.ts); settling a page
 * hands the students' answer sheets to marking (state.ts → marking's scoreSettledSheets).
 */
export { createBatch, uploadScan } from './batches';
export { correctPage } from './corrections';
export { scanningRoutes } from './routes';
export { failureDetail, PageError, type ScanRunner, ScanSignals, startScanRunner } from './runner';
export { settlePage, templateOf } from './state';
