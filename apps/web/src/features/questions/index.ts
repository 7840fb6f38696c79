export type { QuestionFilter } from './api';
export { WordImportDialog } from './import/WordImportDialog';
export { BANDS, QuestionBrowser, type TreeNodeFilter } from './QuestionBrowser';
export { BasketToggle, QuestionItem } from './QuestionItem';
export { AnswerPanel, QuestionBody, QuestionTags } from './QuestionView';
export { questionDetailQuery, questionKeys, similarQuery, useQuestionDetails } from './queries';
export { RichText } from './RichText';
export { plainText, renderRichText } from './richText';
export { type TreeOption, toTreeOptions } from './treeOptions';
