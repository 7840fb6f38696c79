import type { Envelope } from '@zhijuan/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './infra/db';
import type { SmsSender } from './infra/sms';
import type { Storage } from './infra/storage';
import type { TokenSigner, UserRow } from './modules/auth';

/** Everything a request handler may reach, built once at start-up. */
export interface AppContext {
  config: Config;
  database: Database;
  signer: TokenSigner;
  sms: SmsSender;
  storage: Storage;
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** Declares its success answer (a contract schema, or the files it sends). */
  response: boolean;
}

export type { UserRow };

/** The signed-in caller, attached by the auth hook to every non-public route. */
export interface Caller {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route registered, for the guard test and the docs. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a bearer token. */
    public?: boolean;
  }
}

export function ok<T>(data: T, message = 'ok'): Envelope<T> {
  return { code: 200, message, data };
}

/** The caller of a protected route; the auth hook guarantees one is there. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a public route');
  return request.caller;
}

export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

export type Reply = FastifyReply;

/**
 * A file download: its type, the name in UTF-8 (with an ASCII fallback for old clients) and no caching.
 * The web saves it through the spec's blob POST.
 */
export function sendDownload(
  reply: FastifyReply,
  bytes: Buffer | Uint8Array,
  fileName: string,
  type: string,
) {
  const ext = fileName.match(/\.[a-z0-9]+$/i)?.[0] ?? '';
  return reply
    .type(type)
    .header(
      'content-disposition',
      `attachment; filename="download${ext}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
}

/** A .docx download. */
export const wordReply = (reply: FastifyReply, bytes: Buffer, fileName: string) =>
  sendDownload(
    reply,
    bytes,
    fileName,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
