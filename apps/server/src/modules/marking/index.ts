/**
 * 阅卷 and scores: the one door other modules use. Marking owns how a sheet is scored — from the key
 * (`rescoreSheets`, `republishKey`), from the written marks — and scanning hands it each settled sheet
 * through `scoreSettledSheets`.
 */
export {
  type ExamRow,
  type MarkingExam,
  markingExam,
  planOf,
  settingsOf,
} from './exam';
export { getTask, leaseTasks } from './hand-out';
export { examProgress, progressOf } from './progress';
export { republishKey } from './republish';
export { rescoreSheets } from './rescore';
export { markingRoutes } from './routes';
export {
  type ObjectiveItem,
  type ScoringPlan,
  scoreSheet,
  scoringPlan,
  type WrittenBlock,
} from './scoring';
export { finishMarking, problemTasks } from './service';
export { type SettledSheet, scoreSettledSheets } from './settled';
export { submitMark, submitMarks } from './submit';
