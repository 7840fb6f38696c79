import type { TokenResponse, UserInfo } from '@zhijuan/contracts';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { useLocal } from './local';

/** Cookie names of the session (documented in docs/web.md). */
export const COOKIE = {
  accessToken: 'zj_access_token',
  refreshToken: 'zj_refresh_token',
  expiresAt: 'zj_expires_at',
  user: 'zj_user',
  preference: 'zj_pref',
} as const;

/**
 * Cookies written by the web live no longer than the refresh token (30 days by default; spec §9 said
 * 360): a token cookie must not outlive the session it carries (docs/security.md).
 */
export const COOKIE_DAYS = 30;

/** The user object kept in the cookie (spec §3): enough to draw the top bar before userinfo loads. */
export interface SessionUser {
  username: string;
  nickname: string;
  avatar: string | null;
  orgLogo: string | null;
  logoPath: string | null;
}

const cookieOptions = (): Cookies.CookieAttributes => ({
  expires: COOKIE_DAYS,
  sameSite: 'lax',
  path: '/',
  secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
});

export function readUser(): SessionUser | null {
  const raw = Cookies.get(COOKIE.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'username' in parsed) return parsed as SessionUser;
  } catch {
    // A damaged cookie counts as signed out.
  }
  return null;
}

/** Spec §4: signed in means an access-token cookie and a non-empty user cookie. */
export function hasSession(): boolean {
  return Boolean(Cookies.get(COOKIE.accessToken)) && readUser() !== null;
}

export const getAccessToken = (): string | null => Cookies.get(COOKIE.accessToken) ?? null;
export const getRefreshToken = (): string | null => Cookies.get(COOKIE.refreshToken) ?? null;

export function getExpiresAt(): number | null {
  const raw = Cookies.get(COOKIE.expiresAt);
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

interface SessionState {
  user: SessionUser | null;
  loggedIn: boolean;
  /** Where the app goes after the session ended; the router guard follows it once. */
  exitTo: string | null;
}

/** React-facing mirror of the session cookies. */
export const useSession = create<SessionState>(() => ({
  user: readUser(),
  loggedIn: hasSession(),
  exitTo: null,
}));

const sync = () => useSession.setState({ user: readUser(), loggedIn: hasSession(), exitTo: null });

export function saveTokens(tokens: TokenResponse, now = Date.now()): void {
  const options = cookieOptions();
  Cookies.set(COOKIE.accessToken, tokens.access_token, options);
  Cookies.set(COOKIE.refreshToken, tokens.refresh_token, options);
  Cookies.set(COOKIE.expiresAt, String(now + tokens.expires_in * 1000), options);
  sync();
}

export function toSessionUser(info: UserInfo): SessionUser {
  return {
    username: info.username,
    nickname: info.nickname,
    avatar: info.avatar,
    orgLogo: info.orgLogo,
    logoPath: info.logoPath,
  };
}

/** The stage and subject the top bar shows (spec §3 user grade/subject info), kept for 360 days. */
export interface PreferenceCookie {
  userStageId: string | null;
  userStage: string | null;
  userSubjectId: string | null;
  userSubject: string | null;
}

export function readPreference(): PreferenceCookie | null {
  const raw = Cookies.get(COOKIE.preference);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'userSubjectId' in parsed) return parsed as PreferenceCookie;
  } catch {
    // A damaged cookie is simply not there; userinfo brings the preference again.
  }
  return null;
}

export function savePreferenceCookie(preference: PreferenceCookie): void {
  Cookies.set(COOKIE.preference, JSON.stringify(preference), cookieOptions());
}

export function saveUser(user: SessionUser): void {
  Cookies.set(COOKIE.user, JSON.stringify(user), cookieOptions());
  sync();
}

/** Removes every session cookie and the locally persisted state, then goes to `exitTo` (spec §4). */
export function clearSession(exitTo = '/'): void {
  for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/' });
  useLocal.getState().reset();
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); the cookies are what matter.
  }
  useSession.setState({ user: null, loggedIn: false, exitTo });
}

/** Spec §4: a 401 or an invalid refresh token clears the session and returns home. */
export function endSession(): void {
  clearSession('/');
}
