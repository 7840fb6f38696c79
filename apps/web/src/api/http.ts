import { DEFAULT_OAUTH_CLIENT, MSG, TokenResponse } from '@zhijuan/contracts';
import axios, { type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { endSession, getAccessToken, getExpiresAt, getRefreshToken, saveTokens } from '../stores/session';
import { ApiError, describeFailure } from './errors';
import { shouldRefresh, singleFlight } from './refresh';
import { toastError } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send no bearer token and skip the refresh check (token and public calls). */
    skipAuth?: boolean;
    /** Do not toast failures; the caller shows them itself. */
    silent?: boolean;
  }
}

export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 100_000;
export const TRANSFER_TIMEOUT_MS = 420_000;

/** Query or form values; undefined and null are left out (spec §7). */
export type Params = Record<string, string | number | boolean | null | undefined>;

/** `Authorization: Basic …` of the web's OAuth client. */
export const BASIC_AUTH = `Basic ${btoa(`${DEFAULT_OAUTH_CLIENT.id}:${DEFAULT_OAUTH_CLIENT.secret}`)}`;

export function dropEmpty(params: Params = {}): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

/** URL-encoded form body without undefined or null fields. */
export function toForm(params: Params = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(dropEmpty(params))) form.append(key, String(value));
  return form;
}

/** The axios instance every call goes through: only HTTP 200 counts as success. */
export const client = axios.create({
  baseURL: API_BASE,
  timeout: DEFAULT_TIMEOUT_MS,
  validateStatus: (status) => status === 200,
  headers: { Accept: 'application/json' },
});

/** Exchanges the refresh token; shared by all requests that need it at the same moment. */
const refreshOnce = singleFlight(async () => {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return;
  const response = await client.post(
    '/oauth/oauth/token',
    toForm({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    { skipAuth: true, headers: { Authorization: BASIC_AUTH } },
  );
  saveTokens(TokenResponse.parse(response.data.data));
});

client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  if (config.skipAuth) return config;
  if (shouldRefresh(Date.now(), getExpiresAt(), getRefreshToken())) await refreshOnce();
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/**
 * The Authorization header for a call made without axios (a fetch read as a stream), refreshing the
 * token first when it is about to expire, like every other request.
 */
export async function authHeader(): Promise<Record<string, string>> {
  if (shouldRefresh(Date.now(), getExpiresAt(), getRefreshToken())) await refreshOnce();
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function bodyOf(error: AxiosError): Promise<unknown> {
  const data = error.response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await data.text());
    } catch {
      return null;
    }
  }
  return data ?? null;
}

client.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error)) throw error;
  const status = error.response?.status;
  const body = await bodyOf(error);
  const action = describeFailure(status, body, error.code === 'ECONNABORTED');
  if (action.kind === 'logout') {
    endSession();
    throw new ApiError(status, MSG.loginRequired);
  }
  if (!error.config?.silent) toastError(action.message);
  throw new ApiError(status, action.message, body);
});

/** The envelope's `message`: the server's own success text ("已添加学生", "导入成功：…"). */
function messageOf(body: unknown): string {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : '';
}

/** Reads `data.data` of the envelope and checks it against the contract. */
function unwrap<T>(schema: z.ZodType<T>, body: unknown): T {
  const data =
    body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : undefined;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error('接口返回的数据与约定不符', parsed.error.issues);
    const text = '服务器返回的数据格式有误，请联系网站管理员';
    toastError(text);
    throw new ApiError(200, text);
  }
  return parsed.data;
}

type Options = Omit<AxiosRequestConfig, 'params' | 'data' | 'url' | 'method'>;

export async function get<T>(url: string, schema: z.ZodType<T>, params?: Params, options?: Options) {
  return unwrap(schema, (await client.get(url, { ...options, params: dropEmpty(params) })).data);
}

export async function del<T>(url: string, schema: z.ZodType<T>, params?: Params, options?: Options) {
  return unwrap(schema, (await client.delete(url, { ...options, params: dropEmpty(params) })).data);
}

export async function postJson<T>(url: string, schema: z.ZodType<T>, body: unknown, options?: Options) {
  return unwrap(schema, (await client.post(url, body, options)).data);
}

export async function postForm<T>(url: string, schema: z.ZodType<T>, body: Params, options?: Options) {
  return unwrap(schema, (await client.post(url, toForm(body), options)).data);
}

/** PUT as a form (default), JSON, multipart, or any other content type. */
export type PutBody =
  | { form: Params }
  | { json: unknown }
  | { multipart: FormData }
  | { raw: BodyInit; contentType: string };

export async function put<T>(url: string, schema: z.ZodType<T>, body: PutBody, options: Options = {}) {
  const config: Options = { ...options };
  let data: unknown;
  if ('form' in body) data = toForm(body.form);
  else if ('json' in body) data = body.json;
  else if ('multipart' in body) {
    data = body.multipart;
    config.timeout = options.timeout ?? TRANSFER_TIMEOUT_MS;
  } else {
    data = body.raw;
    config.headers = { ...options.headers, 'Content-Type': body.contentType };
  }
  return unwrap(schema, (await client.put(url, data, config)).data);
}

/** `data` of the envelope together with the server's message, for calls whose success text is shown. */
export interface Answer<T> {
  data: T;
  message: string;
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * A JSON call (query for GET/DELETE, JSON body otherwise) that also hands back the envelope's message,
 * so the screen can show the server's own success text.
 */
export async function send<T>(
  method: Method,
  url: string,
  schema: z.ZodType<T>,
  payload?: unknown,
  options?: Options,
): Promise<Answer<T>> {
  const withQuery = method === 'get' || method === 'delete';
  const response = await client.request({
    ...options,
    method,
    url,
    params: withQuery ? dropEmpty(payload as Params | undefined) : undefined,
    data: withQuery ? undefined : payload,
  });
  return { data: unwrap(schema, response.data), message: messageOf(response.data) };
}

/** Multipart POST of one file as field `file`, with the long transfer timeout and the server's message. */
export async function sendFile<T>(
  url: string,
  schema: z.ZodType<T>,
  file: Blob,
  fileName: string,
  options?: Options,
): Promise<Answer<T>> {
  const form = new FormData();
  form.append('file', file, fileName);
  const response = await client.post(url, form, { timeout: TRANSFER_TIMEOUT_MS, ...options });
  return { data: unwrap(schema, response.data), message: messageOf(response.data) };
}

/** Multipart POST with the long transfer timeout. */
export async function upload<T>(url: string, schema: z.ZodType<T>, form: FormData, options?: Options) {
  const response = await client.post(url, form, { timeout: TRANSFER_TIMEOUT_MS, ...options });
  return unwrap(schema, response.data);
}

/** Saves a Blob in the browser under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** POSTs `body` and saves the answer as `fileName`; toasts 下载失败 on any failure. */
export async function download(url: string, fileName: string, body?: unknown): Promise<boolean> {
  try {
    const response = await client.post<Blob>(url, body, {
      responseType: 'blob',
      timeout: TRANSFER_TIMEOUT_MS,
      silent: true,
    });
    saveBlob(response.data, fileName);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.message === MSG.loginRequired)) toastError(MSG.downloadFailed);
    return false;
  }
}
