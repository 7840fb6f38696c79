export { default as AverageScorePage } from './AverageScorePage';
export { default as CorrectScorePage } from './CorrectScorePage';
export { default as SubjectPage } from './SubjectPage';
