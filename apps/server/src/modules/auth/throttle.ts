import { MSG } from '@zhijuan/contracts';
import { AppError } from '../../errors';
import type { AppContext } from '../../http';
import * as repo from './repo';

/**
 * Password guessing is throttled over a sliding window of 15 minutes (docs/security.md):
 *
 * - per account and address pair: 5 tries, then that address waits for that account;
 * - per address: 30 tries, whatever the accounts;
 * - per account, from all addresses together: past 5 failures each try waits, 1 s doubling to 8 s.
 *   The account is never locked from everywhere: a stranger who knows a username cannot keep its
 *   owner out, since the owner signs in from another address after the wait.
 *
 * Every attempt is recorded *before* the password is checked and the counts read after (reserve,
 * then check), so parallel guesses cannot all slip under a limit read before any of them was
 * written: the k-th attempt to be recorded sees at least k. A success takes its own records back.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_IP = 30;
export const SLOW_AFTER_ACCOUNT_FAILURES = 5;
export const MAX_ACCOUNT_DELAY_MS = 8000;

/** The delay of a try at an account that has failed `failures` times in the window. */
export function accountDelayMs(failures: number): number {
  if (failures < SLOW_AFTER_ACCOUNT_FAILURES) return 0;
  return Math.min(MAX_ACCOUNT_DELAY_MS, 1000 * 2 ** (failures - SLOW_AFTER_ACCOUNT_FAILURES));
}

export interface Attempt {
  /** Records to take back when the password turns out right. */
  release(): Promise<void>;
  /** After a success: the account's and the pair's failures are forgotten. */
  succeed(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Reserves one password try for `account` from `ip` (`scope` keeps sign-in and change-password
 * apart); throws 429 past a limit, and waits when the account has failed often.
 */
export async function reserveAttempt(
  ctx: AppContext,
  scope: 'login' | 'password',
  account: string,
  ip: string,
): Promise<Attempt> {
  const db = ctx.database.db;
  const name = account.toLowerCase();
  const keys = {
    pair: `${scope}:pair:${name}|${ip}`,
    ip: `${scope}:ip:${ip}`,
    account: `${scope}:user:${name}`,
  };
  const ids = await repo.reserveAttempts(db, [keys.pair, keys.ip, keys.account]);
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [pair, perIp, perAccount] = await Promise.all([
    repo.countFailuresSince(db, keys.pair, since),
    repo.countFailuresSince(db, keys.ip, since),
    repo.countFailuresSince(db, keys.account, since),
  ]);
  // Counts include this try: the sixth try of a pair sees 6.
  if (pair > MAX_FAILURES_PER_PAIR || perIp > MAX_FAILURES_PER_IP) {
    throw new AppError(429, MSG.tooManyAttempts);
  }
  const wait = accountDelayMs(perAccount - 1);
  if (wait > 0) await sleep(wait);
  return {
    release: () => repo.releaseAttempts(db, ids),
    succeed: async () => {
      await repo.releaseAttempts(db, ids);
      await repo.clearFailures(db, [keys.pair, keys.account]);
    },
  };
}
