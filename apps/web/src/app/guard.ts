import { pathIn } from './paths';

/** Spec §2 navigation guard. */
export const ALWAYS_ALLOWED = ['/bookPreview'] as const;
/** Pages a signed-out visitor may open; a signed-in visitor is sent on to the homework list. */
export const PUBLIC_ONLY = ['/', '/404'] as const;
export const LOGIN_PATH = '/login';
export const SIGNED_IN_HOME = '/paperList';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };

/**
 * Decide what happens when `path` is opened.
 * `/login` is where signed-out visitors are sent, so opening it while signed out is
 * allowed (a redirect to itself would loop).
 */
export function decideGuard(path: string, loggedIn: boolean): GuardDecision {
  if (pathIn(ALWAYS_ALLOWED, path)) return allow;
  if (loggedIn) {
    return pathIn(PUBLIC_ONLY, path) ? { kind: 'redirect', to: SIGNED_IN_HOME } : allow;
  }
  if (pathIn(PUBLIC_ONLY, path) || pathIn([LOGIN_PATH], path)) return allow;
  return { kind: 'redirect', to: LOGIN_PATH };
}
