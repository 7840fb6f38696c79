import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocal } from './local';
import {
  COOKIE,
  clearSession,
  getExpiresAt,
  hasSession,
  readUser,
  saveTokens,
  saveUser,
  useSession,
} from './session';

const tokens = { access_token: 'a', refresh_token: 'r', token_type: 'bearer' as const, expires_in: 7200 };
const user = { username: 'teacher', nickname: '李老师', avatar: null, orgLogo: null, logoPath: null };

describe('session cookies (spec §3, §4)', () => {
  afterEach(() => {
    for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/' });
    localStorage.clear();
  });

  it('writes token cookies for at most the 30 days of the refresh token, SameSite=Lax', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveTokens(tokens);
    expect(set).toHaveBeenCalledTimes(3);
    for (const call of set.mock.calls) {
      const options = call[2] as Cookies.CookieAttributes;
      expect(options.expires).toBeLessThanOrEqual(30);
      expect(options.sameSite).toBe('lax');
      expect(options.secure).toBe(false); // jsdom serves http; https pages get Secure
    }
    set.mockRestore();
  });

  it('counts as signed in only with both the access token and a non-empty user', () => {
    saveTokens(tokens, 1_000);
    expect(hasSession()).toBe(false);
    expect(useSession.getState().loggedIn).toBe(false);
    saveUser(user);
    expect(hasSession()).toBe(true);
    expect(useSession.getState()).toMatchObject({ loggedIn: true, user, exitTo: null });
    Cookies.set(COOKIE.user, '');
    expect(hasSession()).toBe(false);
  });

  it('stores the expiry as epoch milliseconds', () => {
    saveTokens(tokens, 1_000);
    expect(getExpiresAt()).toBe(1_000 + 7_200_000);
  });

  it('reads a damaged user cookie as signed out', () => {
    Cookies.set(COOKIE.user, '{not json');
    expect(readUser()).toBeNull();
  });

  it('logout clears cookies and local storage and asks to go home', () => {
    saveTokens(tokens);
    saveUser(user);
    useLocal.getState().patch({ schoolYearId: 'y1' });
    localStorage.setItem('other', '1');
    clearSession('/');
    for (const name of Object.values(COOKIE)) expect(Cookies.get(name)).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(useLocal.getState().schoolYearId).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ loggedIn: false, user: null, exitTo: '/' });
  });
});
