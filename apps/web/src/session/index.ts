// The signed-in session as screens read it: the query client and the user's profile. Every feature
// reaches these through this folder, not through another feature or the shell.
export { queryClient, softRefresh } from './queryClient';
export { useUserInfo } from './useUserInfo';
