import {
  type PasswordGrant,
  type RegisterBody,
  RegisterResult,
  type SmsCodeBody,
  SmsCodeResult,
  TokenResponse,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { BASIC_AUTH, del, postForm, postJson } from './http';

/** Image URL of the captcha for `randomStr` (an SVG the server draws). */
export function captchaUrl(randomStr: string): string {
  return `/api/oauth/captcha?randomStr=${encodeURIComponent(randomStr)}`;
}

/** A fresh captcha key: at least 8 characters, as the server requires. */
export function newRandomStr(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function loginWithPassword(grant: Omit<PasswordGrant, 'grant_type'>) {
  return postForm(
    '/oauth/oauth/token',
    TokenResponse,
    { grant_type: 'password', ...grant },
    { skipAuth: true, headers: { Authorization: BASIC_AUTH } },
  );
}

export function signOut() {
  return del('/oauth/signout', z.unknown(), undefined, { silent: true });
}

export function sendSmsCode(body: SmsCodeBody) {
  return postJson('/oauth/sms/code', SmsCodeResult, body, { skipAuth: true });
}

export function register(body: RegisterBody) {
  return postJson('/oauth/register', RegisterResult, body, { skipAuth: true });
}
