import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a Server-Sent Events stream sends: `first` at once, then `next()` whenever `subscribe`'s
 * callback is called and at least every `pollMs` (changes made by other processes are not heard).
 */
export interface EventFeed<T> {
  /** The SSE event name. */
  event: string;
  first: T;
  next: () => Promise<T>;
  /** Calls back on a change; returns the way to stop listening. */
  subscribe: (changed: () => void) => () => void;
  pollMs: number;
}

/**
 * Server-Sent Events for a module's routes. Each stream sends a value only when it differs from the
 * last one sent, a comment every 15 s so proxies keep it open, and ends when the client goes or the
 * server closes (open streams would otherwise hold the server's shutdown). A failed `next()` (the
 * exam was deleted, the database is closing) is skipped: the client reconnects or stops.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  return {
    send<T>(req: FastifyRequest, reply: FastifyReply, feed: EventFeed<T>): void {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let last = '';
      let closed = false;
      const send = (value: T) => {
        const text = JSON.stringify(value);
        if (text === last || closed) return;
        last = text;
        res.write(`event: ${feed.event}\ndata: ${text}\n\n`);
      };
      send(feed.first);
      let busy = false;
      const refresh = async () => {
        if (busy || closed) return;
        busy = true;
        try {
          send(await feed.next());
        } catch {
          // Skipped; see above.
        } finally {
          busy = false;
        }
      };
      const unsubscribe = feed.subscribe(() => void refresh());
      const poll = setInterval(() => void refresh(), feed.pollMs);
      const ping = setInterval(() => !closed && res.write(': ping\n\n'), 15_000);
      const stop = () => {
        closed = true;
        clearInterval(poll);
        clearInterval(ping);
        unsubscribe();
      };
      const end = () => {
        stop();
        res.end();
      };
      open.add(end);
      req.raw.on('close', () => {
        stop();
        open.delete(end);
      });
    },
  };
}
