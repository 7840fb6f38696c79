import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { client } from '../api/http';

export interface Reply {
  status: number;
  body: unknown;
}

/** The success envelope of `data`, with the server's message. */
export const ok = (data: unknown, message = 'ok'): Reply => ({
  status: 200,
  body: { code: 200, message, data },
});
/** A failure envelope as the server sends it. */
export const fail = (status: number, message: string, extra: object = {}): Reply => ({
  status,
  body: { code: status, message, ...extra },
});

/** "METHOD /url?query" of a request, as the fake server records it. */
export function describeCall(config: InternalAxiosRequestConfig): string {
  const query = new URLSearchParams(config.params ?? {}).toString();
  return `${config.method?.toUpperCase()} ${config.url}${query ? `?${query}` : ''}`;
}

/**
 * Replaces the HTTP client's transport with `handler` and records every call; `restore` puts the real
 * one back. Non-200 replies reach the client as axios errors, like real ones.
 */
export function installFakeServer(handler: (call: string, config: InternalAxiosRequestConfig) => Reply) {
  const original = client.defaults.adapter;
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call = describeCall(config);
    calls.push(call);
    const { status, body } = handler(call, config);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status === 200) return response;
    throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  client.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      client.defaults.adapter = original;
    },
  };
}
