import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  SCAN_AGENT_NAME,
  type ScanAgentHealth,
  type ScanSourceList,
  type ScanStarted,
  StartScanBody,
} from '@zhijuan/contracts';
import packageJson from '../../package.json' with { type: 'json' };
import { AgentError } from '../errors';
import { TEXT } from '../messages';
import { runScan } from '../scans/run-scan';
import type { ScanStore } from '../scans/scan-store';
import type { SourceRegistry } from '../sources/registry';
import { sendData } from './reply';
import { streamScanEvents } from './sse';

export interface AgentContext {
  sources: SourceRegistry;
  scans: ScanStore;
  log: (line: string) => void;
}

export interface RouteCall {
  req: IncomingMessage;
  res: ServerResponse;
  params: string[];
  /** CORS headers for answers written by hand (events, page bytes). */
  headers: OutgoingHttpHeaders;
  ctx: AgentContext;
}

interface Route {
  method: string;
  path: RegExp;
  handle(call: RouteCall): Promise<void> | void;
}

const MAX_BODY_BYTES = 64 * 1024;

export const ROUTES: Route[] = [
  {
    method: 'GET',
    path: /^\/health$/,
    handle({ res }) {
      sendData<ScanAgentHealth>(res, { name: SCAN_AGENT_NAME, version: packageJson.version });
    },
  },
  {
    method: 'GET',
    path: /^\/sources$/,
    async handle({ res, ctx }) {
      sendData<ScanSourceList>(res, await ctx.sources.list());
    },
  },
  {
    method: 'POST',
    path: /^\/scans$/,
    async handle({ req, res, ctx }) {
      const scanId = await startScan(ctx, await readJson(req));
      sendData<ScanStarted>(res, { scanId });
    },
  },
  {
    method: 'GET',
    path: /^\/scans\/([\w-]+)\/events$/,
    handle({ req, res, params, headers, ctx }) {
      streamScanEvents(req, res, ctx.scans.get(params[0]!), headers);
    },
  },
  {
    method: 'GET',
    path: /^\/scans\/([\w-]+)\/pages\/(\d+)$/,
    handle({ res, params, headers, ctx }) {
      const page = ctx.scans.get(params[0]!).pages[Number(params[1]) - 1];
      if (!page) throw new AgentError(404, TEXT.pageNotFound);
      res.writeHead(200, {
        ...headers,
        'content-type': 'image/jpeg',
        'content-length': page.bytes.length,
        'content-disposition': `inline; filename="${page.name}"`,
        'cache-control': 'no-store',
      });
      res.end(page.bytes);
    },
  },
  {
    method: 'DELETE',
    path: /^\/scans\/([\w-]+)$/,
    async handle({ res, params, ctx }) {
      await ctx.scans.delete(params[0]!);
      sendData(res, null);
    },
  },
];

/**
 * Opens the scanner and answers once the scanner took the job, so an unreachable or refusing scanner
 * is an error of this call; the pages then arrive as events.
 */
async function startScan(ctx: AgentContext, body: unknown): Promise<string> {
  const parsed = StartScanBody.safeParse(body);
  if (!parsed.success) throw new AgentError(400, parsed.error.issues[0]!.message);
  const request = parsed.data;
  const scan = ctx.scans.create(request.sourceId);
  try {
    const job = await ctx.sources.open(request.sourceId, request);
    scan.attach(job);
    void runScan(scan, job, request, ctx.scans, ctx.log);
    return scan.id;
  } catch (error) {
    await ctx.scans.delete(scan.id);
    throw error;
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new AgentError(413, TEXT.badJson);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AgentError(400, TEXT.badJson);
  }
}
