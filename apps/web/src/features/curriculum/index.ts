export { applyTextbook, applyVersion, pickTextbook } from './preference';
export {
  bookNodesQuery,
  curriculumKeys,
  knowledgeQuery,
  questionTypesQuery,
  stagesQuery,
  subjectsQuery,
  textbooksQuery,
  versionsQuery,
} from './queries';
export { StageSubjectPicker } from './StageSubjectPicker';
