/**
 * 作业与考试: the one door other modules use. Who may see an exam (`visibleWhere`, `visibleRow`,
 * `assertVisible`) and change it (`editableRow`) is decided here and nowhere else; so is the roster of
 * an exam's classes, with or without their answer sheets.
 */
export { sheetShape } from './freeze';
export { canEditAssignment, seesEveryAssignment } from './policy';
export {
  type AssignmentRow,
  assertVisible,
  editableRow,
  type RosterLine,
  roster,
  rosterWithSheets,
  scannedOf,
  visibleRow,
  visibleWhere,
} from './repo';
export { assignmentRoutes } from './routes';
export {
  assignableClasses,
  assignmentStudents,
  createAssignment,
  freezeOwnPaper,
  getAssignment,
} from './service';
