import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Pages that may call the agent: the configured origins (the school's 智卷 address) and any page
 * served from this computer's loopback over http, which is where a developer or a local install runs.
 */
export function isAllowedOrigin(origin: string, configured: readonly string[]): boolean {
  if (configured.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.origin === origin && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The Host header must name the loopback. A web page that points its own domain at 127.0.0.1 (DNS
 * rebinding) would otherwise count as same-origin and read scanned pages without any CORS check.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/** Headers that let an allowed page read the answer. */
export function corsHeaders(origin: string | undefined): OutgoingHttpHeaders {
  if (!origin) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

/**
 * Answer to a CORS preflight. Chrome's Private Network Access also asks, before a page on the school
 * network or the internet may reach localhost, with `Access-Control-Request-Private-Network`.
 */
export function preflightHeaders(req: IncomingMessage, origin: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    ...corsHeaders(origin),
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '600',
  };
  if (req.headers['access-control-request-private-network'] === 'true') {
    headers['access-control-allow-private-network'] = 'true';
  }
  return headers;
}
