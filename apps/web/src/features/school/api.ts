import {
  ClassItem,
  ClassList,
  type CreateClassBody,
  CreatedId,
  CreatedInvite,
  type CreateInviteBody,
  type CreateTeacherBody,
  CurrentClassList,
  InviteAcceptResult,
  InviteList,
  InvitePreview,
  NewTeacherAccount,
  NoData,
  OrgLogoResult,
  type StudentBody,
  StudentImportResult,
  StudentPage,
  TeacherImportResult,
  TeacherPage,
  type TeamBody,
  TeamList,
  type UpdateTeacherBody,
} from '@zhijuan/contracts';
import { download, get, send, sendFile } from '../../api/http';

// Every answer is parsed with the route's own contract from @zhijuan/contracts (`NoData` for calls that
// answer only a message), the same schema the server declares and checks in tests.

// School
export const renameOrg = (name: string) => send('put', '/system/org', NoData, { name });
export const uploadOrgLogo = (file: File) => sendFile('/system/org/logo', OrgLogoResult, file, file.name);

// Grades (type 2, under a school year) and classes (type 3, under a grade)
export const fetchGrades = (yearId: string) => get('/system/class', ClassList, { type: 2, pid: yearId });
export const fetchClasses = (gradeId: string) => get('/system/class', ClassList, { type: 3, pid: gradeId });
export const fetchCurrentClasses = () => get('/system/class/current', CurrentClassList);
export const createNode = (body: CreateClassBody) => send('post', '/system/class', ClassItem, body);
export const renameNode = (id: string, name: string) => send('put', `/system/class/${id}`, NoData, { name });
/** Silent: a refused delete (409 with the reason) is shown by the screen in its own dialog. */
export const deleteNode = (id: string) =>
  send('delete', `/system/class/${id}`, NoData, undefined, { silent: true });

// Students
export interface StudentFilter {
  gradeId?: string;
  classId?: string;
  keyword?: string;
  page: number;
  size: number;
}
export const fetchStudents = (f: StudentFilter) => get('/system/student', StudentPage, { ...f });
export const createStudent = (body: StudentBody) => send('post', '/system/student', CreatedId, body);
export const updateStudent = (id: string, body: StudentBody) =>
  send('put', `/system/student/${id}`, NoData, body);
export const deleteStudent = (id: string) => send('delete', `/system/student/${id}`, NoData);
/** Silent: a 422 carries the refused rows, which the screen lists; other failures it toasts itself. */
export const importStudents = (file: File) =>
  sendFile('/system/student/import', StudentImportResult, file, file.name, { silent: true });
export const downloadStudentTemplate = () => download('/system/student/template', '学生名单导入模板.xlsx');
export const exportStudents = (filter: { gradeId?: string; classId?: string }, fileName: string) =>
  download('/system/student/export', fileName, filter);

// Teachers
export interface TeacherFilter {
  keyword?: string;
  page: number;
  size: number;
}
export const fetchTeachers = (f: TeacherFilter) => get('/system/teacher', TeacherPage, { ...f });
export const createTeacher = (body: CreateTeacherBody) =>
  send('post', '/system/teacher', NewTeacherAccount, body);
export const updateTeacher = (id: string, body: UpdateTeacherBody) =>
  send('put', `/system/teacher/${id}`, NoData, body);
export const removeTeacher = (id: string) => send('delete', `/system/teacher/${id}`, NoData);
export const importTeachers = (file: File) =>
  sendFile('/system/teacher/import', TeacherImportResult, file, file.name, { silent: true });
export const downloadTeacherTemplate = () => download('/system/teacher/template', '教师名单导入模板.xlsx');

// Teams (教研组)
export const fetchTeams = () => get('/system/team', TeamList);
export const fetchMyTeams = () => get('/system/team/mine', TeamList);
export const createTeam = (body: TeamBody) => send('post', '/system/team', CreatedId, body);
export const updateTeam = (id: string, body: TeamBody) => send('put', `/system/team/${id}`, CreatedId, body);
export const deleteTeam = (id: string) => send('delete', `/system/team/${id}`, NoData);

// Invites
export const createInvite = (body: CreateInviteBody) => send('post', '/system/invite', CreatedInvite, body);
export const fetchInvites = () => get('/system/invite', InviteList);
export const revokeInvite = (id: string) => send('delete', `/system/invite/${id}`, NoData);
/** Public: the invite page reads it before deciding what to offer; failures are shown on the page. */
export const previewInvite = (token: string) =>
  get('/system/invite/preview', InvitePreview, { token }, { skipAuth: true, silent: true });
export const acceptInvite = (token: string) =>
  send('post', '/system/invite/accept', InviteAcceptResult, { token });
