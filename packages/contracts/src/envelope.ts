import { z } from 'zod';

/** Every successful answer: HTTP 200 and this envelope; the web reads `data.data`. */
export interface Envelope<T> {
  code: 200;
  message: string;
  data: T;
}

/**
 * Schema of the success envelope around `data`: what a route declares as its 200 response
 * (`response: { 200: Envelope(QuestionPage) }`) and what the OpenAPI document shows.
 */
export function Envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), data });
}

/** `data` of an answer that carries only its message (已保存, 已删除). */
export const NoData = z.null();

/** Every failure: the HTTP status, repeated in `code`, and a Chinese message. */
export interface ErrorEnvelope {
  code: number;
  message: string;
}

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1, '页码必须大于 0').default(1),
  size: z.coerce.number().int().min(1, '每页条数必须大于 0').max(100, '每页最多 100 条').default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

export interface Page<T> {
  records: T[];
  total: number;
  page: number;
  size: number;
}

/** Schema of one page of `item`s, as every paged list answers. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

export const IdName = z.object({ id: z.string(), name: z.string() });
export type IdName = z.infer<typeof IdName>;

export const Health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof Health>;
