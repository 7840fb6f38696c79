export { default as SelectQuestionPage } from './SelectQuestionPage';
