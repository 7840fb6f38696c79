// The signed-in session as screens read it: the query client, the user's profile and the chosen school
// year. Every feature and the shell reach these through this folder, not through another feature or the
// shell.
export { queryClient, softRefresh } from './queryClient';
export { useSchoolYear } from './useSchoolYear';
export { useUserInfo } from './useUserInfo';
