// The questions module's door: what the rest of the server (papers, mistakes, analysis, the demo-bank
// loader, start-up) may use. Everything else in this folder is its own business.
export { viewerOf } from './policy';
export { refreshSearchText } from './reindex';
export {
  countUse,
  curriculumNames,
  findVisible,
  findVisibleBrief,
  knowledgeNames,
  similar,
  textArray,
  type Viewer,
  visibleTo,
} from './repo';
export { questionRoutes } from './routes';
export { difficultyName, questionDetails, similarQuestions } from './service';
export {
  ALSO,
  fingerprint,
  indexTokens,
  keywordQuery,
  questionSearchText,
  searchTokens,
  stemKeywordQuery,
  tagNames,
  withAncestors,
} from './text';
