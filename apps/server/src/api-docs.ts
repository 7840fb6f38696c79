import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the API document is served: the page, and its JSON at `${API_DOCS}/json`. */
export const API_DOCS = '/api/docs';

type Transform = typeof jsonSchemaTransform;

/**
 * Request and response schemas as JSON Schema; each route grouped under its first path segment, and the
 * public ones (sign-in, captcha, health) marked as needing no token.
 */
const transform: Transform = (document) => {
  const out = jsonSchemaTransform(document);
  const schema = (out.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return out;
  const tag = document.url.replace(/^\/api\//, '').split('/')[0] || 'api';
  const open = document.route.config?.public === true;
  return {
    ...out,
    schema: { tags: [tag], ...schema, ...(open ? { security: [] } : {}) },
  } as ReturnType<Transform>;
};

/**
 * Collects every route's request and response schemas (registered before the routes, as
 * @fastify/swagger requires) into an OpenAPI 3 document, served with Swagger UI from the package's own
 * files at /api/docs — no CDN, and nothing inline, so the site's Content-Security-Policy applies
 * unchanged (docs/security.md). Public, like the code it describes; the calls themselves still need a
 * token ("Authorize" takes the access token of `POST /api/oauth/oauth/token`).
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '智卷 API',
        description:
          '成功时 HTTP 200 与 `{ code: 200, message, data }`；失败时对应的 HTTP 状态与 `{ code, message }`（中文说明）。除标注的公开接口外，均需 `Authorization: Bearer <access_token>`。',
        version,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS,
    // Over 150 operations: the filter box finds one by its group (question, teacher, system…).
    uiConfig: { docExpansion: 'list', deepLinking: true, filter: true },
    theme: { title: '智卷 API 文档' },
  });
}
