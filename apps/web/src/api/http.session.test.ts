import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { COOKIE, useSession } from '../stores/session';
import { client, get } from './http';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('./toast', () => toasts);

type Reply = { status: number; body: unknown };
const Echo = z.object({ auth: z.string().nullable() });

/** Answers like the server: the envelope on 200, an AxiosError with the response otherwise. */
function serve(handler: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>): AxiosAdapter {
  return async (config) => {
    const { status, body } = await handler(config);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status === 200) return response;
    throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
}

const ok = (data: unknown): Reply => ({ status: 200, body: { code: 200, message: 'ok', data } });
const authOf = (config: InternalAxiosRequestConfig) => ({
  auth: config.headers.get('Authorization') ?? null,
});

function signIn(expiresInMs: number) {
  Cookies.set(COOKIE.accessToken, 'old-access');
  Cookies.set(COOKIE.refreshToken, 'r1');
  Cookies.set(COOKIE.expiresAt, String(Date.now() + expiresInMs));
  Cookies.set(COOKIE.user, JSON.stringify({ username: 'teacher', nickname: '李老师' }));
  useSession.setState({ loggedIn: true, exitTo: null });
}

describe('HTTP client with the session', () => {
  const originalAdapter = client.defaults.adapter;
  beforeEach(() => {
    toasts.toastError.mockReset();
  });
  afterEach(() => {
    client.defaults.adapter = originalAdapter;
    for (const name of Object.values(COOKIE)) Cookies.remove(name);
  });

  it('refreshes once for concurrent requests near expiry, then sends the new bearer token', async () => {
    signIn(60_000);
    let refreshes = 0;
    client.defaults.adapter = serve(async (config) => {
      if (config.url === '/oauth/oauth/token') {
        refreshes += 1;
        expect(String(config.data)).toBe('grant_type=refresh_token&refresh_token=r1');
        expect(config.headers.get('Authorization')).toMatch(/^Basic /);
        await new Promise((r) => setTimeout(r, 20));
        return ok({
          access_token: 'new-access',
          refresh_token: 'r2',
          token_type: 'bearer',
          expires_in: 7200,
        });
      }
      return ok(authOf(config));
    });
    const answers = await Promise.all([get('/a', Echo), get('/b', Echo), get('/c', Echo)]);
    expect(refreshes).toBe(1);
    expect(answers.map((a) => a.auth)).toEqual([
      'Bearer new-access',
      'Bearer new-access',
      'Bearer new-access',
    ]);
    expect(Cookies.get(COOKIE.refreshToken)).toBe('r2');
    expect(Number(Cookies.get(COOKIE.expiresAt))).toBeGreaterThan(Date.now() + 7_000_000);
  });

  it('does not refresh with plenty of time left', async () => {
    signIn(3_600_000);
    const urls: (string | undefined)[] = [];
    client.defaults.adapter = serve((config) => {
      urls.push(config.url);
      return ok(authOf(config));
    });
    await expect(get('/a', Echo)).resolves.toEqual({ auth: 'Bearer old-access' });
    expect(urls).toEqual(['/a']);
  });

  it('ends the session silently on 401', async () => {
    signIn(3_600_000);
    client.defaults.adapter = serve(() => ({ status: 401, body: { code: 401, message: '登录已过期' } }));
    await expect(get('/a', Echo)).rejects.toThrow();
    expect(Cookies.get(COOKIE.accessToken)).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ loggedIn: false, exitTo: '/' });
    expect(toasts.toastError).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh token is refused', async () => {
    signIn(1_000);
    client.defaults.adapter = serve((config) =>
      config.url === '/oauth/oauth/token'
        ? { status: 400, body: { code: 400, message: 'refresh token无效' } }
        : ok(authOf(config)),
    );
    await expect(get('/a', Echo)).rejects.toThrow();
    expect(Cookies.get(COOKIE.refreshToken)).toBeUndefined();
    expect(useSession.getState().exitTo).toBe('/');
  });

  it('toasts the catalogue message and treats any status but 200 as failure', async () => {
    signIn(3_600_000);
    client.defaults.adapter = serve(() => ({ status: 500, body: null }));
    await expect(get('/a', Echo)).rejects.toThrow('系统内部异常，请联系网站管理员');
    expect(toasts.toastError).toHaveBeenCalledWith('系统内部异常，请联系网站管理员');

    client.defaults.adapter = serve(() => ({ status: 403, body: { code: 403, message: '无权' } }));
    await expect(get('/a', Echo)).rejects.toThrow('很抱歉，您暂无该操作权限');
  });

  it('drops null query values on GET', async () => {
    signIn(3_600_000);
    let params: unknown;
    client.defaults.adapter = serve((config) => {
      params = config.params;
      return ok(authOf(config));
    });
    await get('/a', Echo, { orgId: null, type: 1, pid: '' });
    expect(params).toEqual({ type: 1, pid: '' });
  });
});
