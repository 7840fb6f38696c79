import { SCAN_AGENT_DEFAULT_PORT } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response (docs/security.md, "Protective headers" says why each
 * source is allowed):
 * - scripts only from this origin (the build emits no inline script);
 * - styles from this origin plus inline: antd's CSS-in-JS and ECharts/KaTeX write <style> tags and
 *   style attributes at run time;
 * - images and fonts also from data: (KaTeX fonts, data-URI images kept in questions) and blob:
 *   (scanned pages, avatars and downloads are fetched as blobs and shown through blob: URLs);
 * - fetches to this origin and to the scan agent on this PC (docs/scan-agent.md);
 * - the page may be framed only by itself.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' http://127.0.0.1:${SCAN_AGENT_DEFAULT_PORT}`,
  "worker-src 'self' blob:",
  "manifest-src 'self'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
};

/**
 * Protective headers on every answer (API, web app, static files, errors). HSTS only when the request
 * came over https (directly or through a trusted proxy): over plain http it would be meaningless, and a
 * school that tries https once must not be locked out of its http address.
 */
async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000');
  });
}
// Registered on the root instance, so the hook covers every route and the not-found handler.
(securityHeaders as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export { securityHeaders };
