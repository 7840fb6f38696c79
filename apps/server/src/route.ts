import { Envelope } from '@zhijuan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType | undefined;
type In<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

interface RequestParts<P extends Schema, Q extends Schema, B extends Schema> {
  method: Method;
  /** Under /api, as the module's routes are registered. */
  url: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** One line for the API document. */
  summary?: string;
  /** Reachable without a bearer token. */
  public?: boolean;
  /** Upload size and similar route options passed on to Fastify. */
  bodyLimit?: number;
}

/** A JSON route: its success answer is `{ code: 200, message, data }` with `data` of `response`. */
export interface JsonRoute<P extends Schema, Q extends Schema, B extends Schema, R extends z.ZodType>
  extends RequestParts<P, Q, B> {
  /** The contract of `data` (a schema from @zhijuan/contracts). */
  response: R;
}

/** A route that answers with a file (PDF, Word, Excel, an image) rather than the JSON envelope. */
export interface FileRoute<P extends Schema, Q extends Schema, B extends Schema>
  extends RequestParts<P, Q, B> {
  /** The content types it may answer with. */
  produces: readonly string[];
}

type Req<P extends Schema, Q extends Schema, B extends Schema> = FastifyRequest<{
  Params: In<P>;
  Querystring: In<Q>;
  Body: In<B>;
}>;

function requestSchema(spec: RequestParts<Schema, Schema, Schema>) {
  return {
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.summary ? { summary: spec.summary } : {}),
  };
}

function options(spec: RequestParts<Schema, Schema, Schema>) {
  return {
    method: spec.method,
    url: spec.url,
    ...(spec.public ? { config: { public: true } } : {}),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
  };
}

/**
 * Registers a JSON route: the request parts are parsed with their schemas (a failure is a 400 naming the
 * field) and the handler must return the envelope of the response contract — `tsc` checks it, the
 * OpenAPI document at /api/docs shows it, and with RESPONSE_CHECK=on (tests, browser tests) a reply that
 * does not match it is a 500 (docs/development.md, "Response contracts").
 */
export function route<
  R extends z.ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(
  app: FastifyInstance,
  spec: JsonRoute<P, Q, B, R>,
  handler: (request: Req<P, Q, B>, reply: FastifyReply) => Promise<Envelope<z.input<R>>>,
): void {
  app.route({
    ...options(spec),
    schema: { ...requestSchema(spec), response: { 200: Envelope(spec.response) } },
    handler: handler as never,
  });
}

/** Registers a route that answers with a file; its handler sends the bytes (`sendDownload`, `reply.send`). */
export function fileRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(
  app: FastifyInstance,
  spec: FileRoute<P, Q, B>,
  handler: (request: Req<P, Q, B>, reply: FastifyReply) => Promise<unknown>,
): void {
  const file = z.string().meta({ format: 'binary' });
  app.route({
    ...options(spec),
    schema: {
      ...requestSchema(spec),
      response: {
        200: {
          description: '文件',
          content: Object.fromEntries(spec.produces.map((type) => [type, { schema: file }])),
        },
      },
    },
    handler: handler as never,
  });
}

/** Thrown by the response check when an answer does not match its route's contract. */
export class ResponseMismatch extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    super(
      `响应与契约不符：${route} ${first ? `${first.path.join('.') || '(根)'}：${first.message}` : ''}`.trim(),
    );
  }
}

/**
 * Fastify's serializer for routes with a response schema. Off (production): plain `JSON.stringify`, the
 * same bytes and the same speed as a route without a schema — no field is dropped or coerced. On (tests,
 * browser tests, RESPONSE_CHECK=on): the answer is also parsed with its contract first, and a mismatch
 * throws ResponseMismatch (a 500 naming the field); the bytes sent are still the handler's own.
 */
export function responseSerializer(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    if (!check || !(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
    return (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseMismatch(`${method} ${url}`, result.error.issues);
      return JSON.stringify(data);
    };
  };
}
