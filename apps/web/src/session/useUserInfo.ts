import { useQuery } from '@tanstack/react-query';
import { fetchUserInfo, systemKeys } from '../api/system';
import { useSession } from '../stores/session';

/** The signed-in user's profile, roles and preferences (not fetched while signed out). */
export function useUserInfo() {
  const loggedIn = useSession((s) => s.loggedIn);
  return useQuery({ queryKey: systemKeys.userinfo, queryFn: fetchUserInfo, enabled: loggedIn });
}
