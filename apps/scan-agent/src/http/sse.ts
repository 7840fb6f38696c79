import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Scan } from '../scans/scan-store';

/** Keeps idle connections (and proxies) from dropping the stream between slow pages. */
const KEEPALIVE_MS = 15_000;

/**
 * Streams a scan's events as Server-Sent Events. Each event carries its sequence number as `id`, so a
 * browser that reconnects (EventSource does so by itself) sends Last-Event-ID and gets only what it
 * missed. Once the scan has finished and the client has everything, the answer is 204, which tells
 * EventSource to stop reconnecting.
 */
export function streamScanEvents(
  req: IncomingMessage,
  res: ServerResponse,
  scan: Scan,
  headers: OutgoingHttpHeaders,
): void {
  const lastSeen = Number(req.headers['last-event-id'] ?? 0) || 0;
  if ((scan.isFinished || scan.isClosed) && lastSeen >= scan.events.length) {
    res.writeHead(204, headers).end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  res.write('retry: 3000\n\n');
  const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
  let open = true;
  let unsubscribe = () => {};
  const stop = () => {
    if (!open) return;
    open = false;
    clearInterval(keepalive);
    unsubscribe();
    res.end();
  };
  unsubscribe = scan.subscribe(
    {
      event(event, seq) {
        res.write(`id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
        if (event.type !== 'page') stop();
      },
      end: stop,
    },
    lastSeen,
  );
  // Everything was replayed already, or the scan was deleted meanwhile.
  if (scan.isFinished || scan.isClosed) stop();
  res.on('close', stop);
}
