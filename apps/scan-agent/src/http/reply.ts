import type { ServerResponse } from 'node:http';
import type { Envelope, ErrorEnvelope } from '@zhijuan/contracts';

/** Success in the product's envelope. */
export function sendData<T>(res: ServerResponse, data: T): void {
  const body: Envelope<T> = { code: 200, message: 'ok', data };
  sendJson(res, 200, body);
}

/** Failure: the status, repeated in `code`, and a Chinese message. */
export function sendError(res: ServerResponse, status: number, message: string): void {
  const body: ErrorEnvelope = { code: status, message };
  sendJson(res, status, body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
