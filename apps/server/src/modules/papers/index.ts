/** 试题篮, 我的试卷, 组卷, cloud libraries and printing: what other parts of the server use of this module. */
export { buildDocument, type Numbered } from './document';
export { copyLibraryPaper } from './library';
export { createPaper } from './papers';
export type { PaperSection } from './repo';
export { paperRoutes } from './routes';
export { sectionNumber } from './sections';
