import net from 'node:net';
import type { ScanEvent, ScanSource, StartScanBody } from '@zhijuan/contracts';
import sharp from 'sharp';
import type { AgentConfig } from '../src/config';
import { type RunningAgent, startScanAgent } from '../src/http/server';

export const BASE_CONFIG: AgentConfig = {
  port: 0,
  origins: ['http://192.168.1.5:3000'],
  esclUrls: [],
  scanimage: 'off',
  maxPages: 500,
};

/** The agent on a free port, quiet. */
export function startAgent(config: Partial<AgentConfig>): Promise<RunningAgent> {
  return startScanAgent({ ...BASE_CONFIG, ...config }, () => {});
}

export interface Answer<T> {
  status: number;
  body: { code: number; message: string; data: T };
}

/** A JSON call to the agent. */
export async function call<T>(
  agent: RunningAgent,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await fetch(agent.url + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

export async function sourceOf(agent: RunningAgent, name: string): Promise<ScanSource> {
  const { body } = await call<ScanSource[]>(agent, 'GET', '/sources');
  const source = body.data.find((s) => s.name === name);
  if (!source) throw new Error(`no source named ${name}: ${JSON.stringify(body.data)}`);
  return source;
}

/** Starts a scan and returns its id, failing the test with the agent's message otherwise. */
export async function startScan(agent: RunningAgent, body: StartScanBody): Promise<string> {
  const answer = await call<{ scanId: string }>(agent, 'POST', '/scans', body);
  if (answer.status !== 200) throw new Error(`scan refused: ${answer.status} ${answer.body.message}`);
  return answer.body.data.scanId;
}

export interface ReceivedEvent {
  id: number;
  event: ScanEvent;
}

/** Reads a Server-Sent Events stream event by event, the way EventSource parses it. */
export async function* sse(url: string, headers: Record<string, string> = {}): AsyncGenerator<ReceivedEvent> {
  const res = await fetch(url, { headers });
  if (res.status !== 200 || !res.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => line && !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      );
      if (fields.event) {
        yield {
          id: Number(fields.id),
          event: { type: fields.event, data: JSON.parse(fields.data ?? 'null') } as ScanEvent,
        };
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

/** Every event of a scan until the stream ends. */
export async function allEvents(
  agent: RunningAgent,
  scanId: string,
  lastEventId?: number,
): Promise<ReceivedEvent[]> {
  const events: ReceivedEvent[] = [];
  const headers: Record<string, string> = lastEventId ? { 'last-event-id': String(lastEventId) } : {};
  for await (const e of sse(`${agent.url}/scans/${scanId}/events`, headers)) events.push(e);
  return events;
}

export async function fetchPage(
  agent: RunningAgent,
  scanId: string,
  index: number,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(`${agent.url}/scans/${scanId}/pages/${index}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** A port nothing listens on: taken, then given back. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Mean grey (0 black … 255 white) of a box in millimetres on a 300-dpi page. */
export async function meanGrey(
  jpeg: Buffer,
  box: { xMm: number; yMm: number; wMm: number; hMm: number },
): Promise<number> {
  const px = (mm: number) => Math.round((mm * 300) / 25.4);
  // stats() reads its input, not the pipeline's result, so the box is cut out first.
  const crop = await sharp(jpeg)
    .extract({ left: px(box.xMm), top: px(box.yMm), width: px(box.wMm), height: px(box.hMm) })
    .grayscale()
    .png()
    .toBuffer();
  const { channels } = await sharp(crop).stats();
  return channels[0]!.mean;
}
