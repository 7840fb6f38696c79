export { fetchCurrentClasses, fetchStudents } from './api';
export { InviteBanner, inviteTokenOf } from './invite/InviteBanner';
export { schoolKeys } from './queries';
