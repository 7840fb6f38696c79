/** 试题篮, 我的试卷, 组卷, cloud libraries and printing: what other parts of the server use of this module. */
// The Word export's pieces (question HTML with equations as runs), for other documents such as 教案.
export { buildDocument, fileLoader, type Numbered } from './document';
export { htmlLines, type ImageLoader, wordFile } from './docx';
export { copyLibraryPaper } from './library';
export { createPaper } from './papers';
export type { PaperSection } from './repo';
export { paperRoutes } from './routes';
export { sectionNumber } from './sections';
