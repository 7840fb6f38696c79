/**
 * The one error type of the agent: an HTTP status and a Chinese message for the teacher. Drivers throw
 * it for scanner faults; the HTTP layer turns it into `{ code, message }`, a running scan into an
 * `error` event.
 */
export class AgentError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AgentError';
  }
}

/** The Chinese message to show for anything thrown, without leaking internals. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof AgentError ? error.message : fallback;
}
