export { AssignDialog, type PaperChoice } from './AssignDialog';
export { type AssignmentFilter, fetchAssignment, fetchAssignmentStudents, listAssignments } from './api';
export {
  assignableClassesQuery,
  assignmentKeys,
  assignmentListQuery,
  assignmentQuery,
  assignmentStudentsQuery,
} from './queries';
