export { CurriculumTree, type PickedNode } from './CurriculumTree';
export { default as SelectQuestionPage, QuestionTypeChips } from './SelectQuestionPage';
