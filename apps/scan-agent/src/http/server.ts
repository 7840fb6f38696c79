import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentConfig } from '../config';
import { AgentError } from '../errors';
import { TEXT } from '../messages';
import { ScanStore } from '../scans/scan-store';
import { EsclDriver } from '../sources/escl';
import { SourceRegistry } from '../sources/registry';
import { SaneDriver } from '../sources/sane';
import type { ScanDriver } from '../sources/types';
import { corsHeaders, isAllowedOrigin, isLoopbackHost, preflightHeaders } from './cors';
import { sendError } from './reply';
import { type AgentContext, ROUTES } from './routes';

export interface RunningAgent {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** The drivers the configuration asks for: eSCL always, SANE unless `SCAN_AGENT_SCANIMAGE=off`. */
export function driversFor(config: AgentConfig): ScanDriver[] {
  const drivers: ScanDriver[] = [new EsclDriver(config.esclUrls)];
  if (config.scanimage !== 'off') drivers.push(new SaneDriver(config.scanimage));
  return drivers;
}

/**
 * Starts the agent on 127.0.0.1 only: scanned answer sheets hold students' names and must not be
 * readable from the school network.
 */
export async function startScanAgent(
  config: AgentConfig,
  log: (line: string) => void = console.log,
): Promise<RunningAgent> {
  const scans = new ScanStore(config.maxPages);
  const ctx: AgentContext = { sources: new SourceRegistry(driversFor(config)), scans, log };
  const server = http.createServer((req, res) => {
    handle(req, res, config, ctx).catch((error) => {
      log(`request ${req.method} ${req.url} failed: ${String(error)}`);
      if (!res.headersSent) sendError(res, 500, TEXT.internal);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await scans.closeAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  config: AgentConfig,
  ctx: AgentContext,
): Promise<void> {
  const origin = req.headers.origin;
  if (!isLoopbackHost(req.headers.host)) return sendError(res, 403, TEXT.forbiddenHost);
  // A refused origin gets no CORS headers, and nothing is done for it: a page elsewhere must not start
  // the scanner with a "simple" POST that needs no preflight.
  if (origin !== undefined && !isAllowedOrigin(origin, config.origins)) {
    return sendError(res, 403, TEXT.forbiddenOrigin(origin));
  }
  if (req.method === 'OPTIONS' && origin) {
    res.writeHead(204, preflightHeaders(req, origin)).end();
    return;
  }
  const headers = corsHeaders(origin);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value!);
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  const matches = ROUTES.map((route) => ({ route, match: route.path.exec(path) })).filter((r) => r.match);
  const found = matches.find((r) => r.route.method === req.method);
  if (!found) return sendError(res, matches.length > 0 ? 405 : 404, TEXT.notFound);
  try {
    await found.route.handle({ req, res, params: found.match!.slice(1), headers, ctx });
  } catch (error) {
    if (!(error instanceof AgentError)) throw error;
    sendError(res, error.status, error.message);
  }
}
