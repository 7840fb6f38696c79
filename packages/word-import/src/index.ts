// Reading a teacher's Word file of questions, once it is HTML: the safe subset of question HTML and the
// split into question drafts. Pure: strings in, strings and drafts out (README.md).
export { allowedImageSrc, sanitizeQuestionHtml } from './sanitize';
export { type ParsedDraft, paragraphsOf, parseQuestionParagraphs } from './word';
