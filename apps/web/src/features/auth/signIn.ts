import { loginWithPassword, signOut } from '../../api/auth';
import { fetchUserInfo, systemKeys } from '../../api/system';
import { queryClient } from '../../session';
import { hasSession, saveTokens, saveUser, toSessionUser } from '../../stores/session';

export interface Credentials {
  username: string;
  password: string;
  code?: string;
  randomStr?: string;
}

/**
 * Password grant, then the user's profile; the session counts as signed in once both are stored.
 * Signing in over another account (switching on /login) ends that account's session first, on the
 * server and in the query cache, once the new credentials are known to be good.
 */
export async function signIn(credentials: Credentials): Promise<void> {
  const tokens = await loginWithPassword(credentials);
  if (hasSession()) {
    await signOut().catch(() => undefined);
    // The public configuration is the same for everyone, and the app root needs it at all times.
    const config = queryClient.getQueryData(systemKeys.config);
    queryClient.clear();
    if (config) queryClient.setQueryData(systemKeys.config, config);
  }
  saveTokens(tokens);
  const info = await fetchUserInfo();
  queryClient.setQueryData(systemKeys.userinfo, info);
  saveUser(toSessionUser(info));
}
