import { MSG } from '@zhijuan/contracts';

/** What the client does with a failed call (spec §8). */
export type FailureAction = { kind: 'logout' } | { kind: 'toast'; message: string };

export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试';
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试';

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/**
 * Maps an HTTP status and error body to the user-facing outcome.
 * `status` is undefined when no response arrived (network failure or timeout).
 */
export function describeFailure(status: number | undefined, body: unknown, timedOut = false): FailureAction {
  const serverMessage = messageOf(body);
  if (serverMessage === MSG.refreshInvalid) return { kind: 'logout' };
  if (status === undefined)
    return { kind: 'toast', message: timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE };
  if (status === 401) return { kind: 'logout' };
  if (status === 404) return { kind: 'toast', message: MSG.notFound };
  if (status === 403) return { kind: 'toast', message: MSG.forbidden };
  return { kind: 'toast', message: serverMessage ?? MSG.internal };
}

/** A failed call as seen by callers: HTTP status (undefined without a response) and the shown text. */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
    /** The error envelope as the server sent it (e.g. an import's `errors`), when there was one. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server's own wording of a failure, when it sent one. The toast catalogue replaces 403/404 texts
 * with the spec's fixed ones; a screen that explains a refusal in place (the invite page) wants this.
 */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiError ? (messageOf(error.body) ?? null) : null;
}
