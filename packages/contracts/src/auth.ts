import { z } from 'zod';
import { MSG, PASSWORD_PATTERN, PHONE_PATTERN } from './messages';

/** OAuth client sent as the HTTP Basic header of every token call. */
export const DEFAULT_OAUTH_CLIENT = { id: 'zhijuan-web', secret: 'zhijuan-web-secret' } as const;

/** Form body of `POST /oauth/oauth/token` with grant_type=password. */
export const PasswordGrant = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1, MSG.usernameRequired).max(64, '用户名过长'),
  password: z.string().min(1, MSG.passwordRequired).max(128, '密码过长'),
  /** The captcha text the user typed. */
  code: z.string().trim().max(16).optional(),
  /** The key the web chose when it loaded the captcha image. */
  randomStr: z.string().trim().max(64).optional(),
});
export type PasswordGrant = z.infer<typeof PasswordGrant>;

/** Form body of `POST /oauth/oauth/token` with grant_type=refresh_token. */
export const RefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1, MSG.refreshInvalid).max(256),
});
export type RefreshGrant = z.infer<typeof RefreshGrant>;

export const TokenRequest = z.discriminatedUnion('grant_type', [PasswordGrant, RefreshGrant], {
  error: '不支持的授权类型 grant_type',
});
export type TokenRequest = z.infer<typeof TokenRequest>;

/** Answer of the token call (spec §3): tokens and the access token's lifetime in seconds. */
export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const CaptchaQuery = z.object({
  randomStr: z.string().trim().min(8, '验证码标识无效').max(64, '验证码标识无效'),
});

export const SmsCodeBody = z.object({
  phone: z.string().trim().regex(PHONE_PATTERN, MSG.phoneInvalid),
  purpose: z.enum(['register', 'reset']).default('register'),
});
export type SmsCodeBody = z.infer<typeof SmsCodeBody>;

export const RegisterBody = z
  .object({
    nickname: z.string().trim().min(1, MSG.nicknameRequired).max(32, '昵称最多 32 个字'),
    phone: z.string().trim().regex(PHONE_PATTERN, MSG.phoneInvalid),
    smsCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, '短信验证码为 6 位数字'),
    password: z.string().min(1, MSG.passwordRequired).regex(PASSWORD_PATTERN, MSG.passwordTooShort),
    password2: z.string().min(1, MSG.passwordRequired),
  })
  .refine((b) => b.password === b.password2, { message: MSG.passwordsDiffer, path: ['password2'] });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RegisterResult = z.object({ username: z.string() });
export type RegisterResult = z.infer<typeof RegisterResult>;

/** Answer of `POST /oauth/sms/code`; `devOutbox` says the code went to the development outbox. */
export const SmsCodeResult = z.object({ sent: z.boolean(), devOutbox: z.boolean().optional() });
export type SmsCodeResult = z.infer<typeof SmsCodeResult>;

/** Access-token lifetime and refresh threshold, shared so the web and server agree. */
export const ACCESS_TOKEN_SECONDS = 2 * 60 * 60;
export const REFRESH_TOKEN_DAYS = 30;
export const REFRESH_THRESHOLD_MS = 300_000;
