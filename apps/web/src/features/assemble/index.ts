export { default as SelectQuestionPage, QuestionTypeChips } from './SelectQuestionPage';
