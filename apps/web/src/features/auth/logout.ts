import { signOut } from '../../api/auth';
import { queryClient } from '../../session';
import { clearSession } from '../../stores/session';

/** Spec §4: sign out on the server, clear local storage and cookies, go home. */
export async function logout(): Promise<void> {
  try {
    await signOut();
  } catch {
    // The session ends locally whatever the server says.
  }
  queryClient.clear();
  clearSession('/');
}
