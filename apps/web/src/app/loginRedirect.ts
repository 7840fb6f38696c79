import { LOGIN_PATH } from './guard';

/** Query parameter of /login naming where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Where a signed-out visitor of `pathname + search` is sent: /login, remembering the page (with its
 * query, e.g. an invite token) so signing in or registering comes back to it.
 */
export function loginPathFor(pathname: string, search = ''): string {
  const target = `${pathname}${search}`;
  if (target === '/' || target === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/** The `redirect` value when it is a path on this site (one leading slash, not /login), else null. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/^\/login(?:[/?#]|$)/i.test(value)) return null;
  return value;
}
