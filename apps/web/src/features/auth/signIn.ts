import { loginWithPassword } from '../../api/auth';
import { fetchUserInfo, systemKeys } from '../../api/system';
import { queryClient } from '../../app/queryClient';
import { saveTokens, saveUser, toSessionUser } from '../../stores/session';

export interface Credentials {
  username: string;
  password: string;
  code?: string;
  randomStr?: string;
}

/** Password grant, then the user's profile; the session counts as signed in once both are stored. */
export async function signIn(credentials: Credentials): Promise<void> {
  const tokens = await loginWithPassword(credentials);
  saveTokens(tokens);
  const info = await fetchUserInfo();
  queryClient.setQueryData(systemKeys.userinfo, info);
  saveUser(toSessionUser(info));
}
