import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Health, MSG } from '@zhijuan/contracts';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerApiDocs } from './api-docs';
import { AppError } from './errors';
import { type AppContext, ok, type RouteEntry } from './http';
import { analysisRoutes } from './modules/analysis';
import { assignmentRoutes } from './modules/assignments';
import { authenticate, authRoutes } from './modules/auth';
import { bookRoutes } from './modules/books';
import { curriculumRoutes } from './modules/curriculum';
import { closeParsePool, fileRoutes } from './modules/files';
import { lessonPlanRoutes } from './modules/lesson-plans';
import { markingRoutes } from './modules/marking';
import { mistakeRoutes } from './modules/mistakes';
import { paperRoutes } from './modules/papers';
import { questionRoutes } from './modules/questions';
import { resourceRoutes } from './modules/resources';
import { ScanSignals, scanningRoutes } from './modules/scanning';
import { schoolRoutes } from './modules/school';
import { sheetRoutes } from './modules/sheets';
import { systemRoutes } from './modules/system';
import { ResponseMismatch, responseSerializer, route } from './route';
import { securityHeaders } from './security-headers';

const API_VERSION = '0.1.0';
const GENERIC_MISSING = '缺少必填参数';
const GENERIC_INVALID = '参数格式不正确';

// Messages written in the contracts win; anything else gets a Chinese line that names the field.
z.config({ localeError: (issue) => (issue.input === undefined ? GENERIC_MISSING : GENERIC_INVALID) });

interface ZodIssueLike {
  message: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function validationMessage(err: { validation: ZodIssueLike[] }): string {
  const first = err.validation[0];
  if (!first) return GENERIC_INVALID;
  const field =
    (first.params?.issue?.path ?? []).map(String).join('.') || first.instancePath?.replace(/^\//, '');
  if ((first.message === GENERIC_MISSING || first.message === GENERIC_INVALID) && field) {
    return `${first.message}：${field}`;
  }
  return first.message;
}

/** A disk full (507) or a storage that refuses writes (503), from the errno of a file-system error. */
function storageFault(err: { code?: string }): { status: 503 | 507; message: string } | null {
  if (err.code === 'ENOSPC' || err.code === 'EDQUOT') {
    return { status: 507, message: '服务器存储空间不足，文件未能保存，请联系学校管理员' };
  }
  if (err.code && ['EACCES', 'EPERM', 'EROFS', 'EIO', 'EMFILE', 'ENFILE'].includes(err.code)) {
    return { status: 503, message: '服务器暂时无法保存文件，请稍后重试；仍失败请联系学校管理员' };
  }
  return null;
}

export interface BuildOptions {
  logger?: boolean | { level: string };
}

/** Builds the HTTP app: envelope, errors, auth guard, API modules and the web app. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: ctx.config.logLevel },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Shown to the user with a server error, to find its log line.
    genReqId: () => randomBytes(6).toString('hex'),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(ctx.config.responseCheck));
  app.decorate('ctx', ctx);
  // The scan runner is started beside the app (main.ts), not by it: the app only signals it.
  app.decorate('scanning', new ScanSignals());
  app.addHook('onClose', () => closeParsePool());
  app.decorateRequest('caller', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // The API document's own pages are not part of the API.
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    const methods = ([] as string[]).concat(route.method);
    for (const method of methods) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          public: route.config?.public === true,
          response: Boolean(route.schema?.response),
        });
    }
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.status, message: err.message, ...err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({ code: 400, message: validationMessage(err as never) });
    }
    if (err instanceof ResponseMismatch) {
      // Only with RESPONSE_CHECK=on (tests): the server broke its own contract; say where.
      request.log.error({ err, requestId: request.id }, 'response does not match its contract');
      return reply.status(500).send({ code: 500, message: err.message, requestId: request.id });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      // The cause (a server path, an errno) goes to the log under the request id; the user gets a
      // plain line and that id to quote.
      request.log.error({ err, requestId: request.id }, 'request failed');
      const fault = storageFault(err);
      const code = fault?.status ?? 500;
      const message = `${fault?.message ?? MSG.internal}（请求编号 ${request.id}）`;
      return reply.status(code).send({ code, message, requestId: request.id });
    }
    const message =
      status === 413
        ? '上传内容过大'
        : status === 415
          ? '不支持的内容类型'
          : status === 404
            ? MSG.notFound
            : '请求格式不正确';
    return reply.status(status).send({ code: status, message });
  });

  await app.register(securityHeaders);
  await registerApiDocs(app, API_VERSION);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.config.public) return;
        if (!request.routeOptions.url) return; // unknown route: let the 404 handler answer
        const header = request.headers.authorization ?? '';
        const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
        const caller = token ? await authenticate(ctx, token) : null;
        if (!caller) return reply.status(401).send({ code: 401, message: MSG.loginRequired });
        request.caller = caller;
      });
      route(
        api,
        { method: 'GET', url: '/health', public: true, response: Health, summary: '服务与数据库状态' },
        async () => ok({ status: 'ok', database: ctx.database.kind, version: API_VERSION }),
      );
      await api.register(authRoutes);
      await api.register(systemRoutes);
      await api.register(fileRoutes);
      await api.register(curriculumRoutes);
      await api.register(schoolRoutes);
      await api.register(questionRoutes);
      await api.register(paperRoutes);
      await api.register(assignmentRoutes);
      await api.register(sheetRoutes);
      await api.register(scanningRoutes);
      await api.register(markingRoutes);
      await api.register(mistakeRoutes);
      await api.register(analysisRoutes);
      await api.register(bookRoutes);
      await api.register(lessonPlanRoutes);
      await api.register(resourceRoutes);
    },
    { prefix: '/api' },
  );

  const indexHtml = path.join(ctx.config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: ctx.config.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset: sent as they are, never compressed per request.
      preCompressed: true,
      setHeaders(res, file) {
        const name = path.basename(file);
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (name === 'index.html' || name === 'service-worker.js') {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ code: 404, message: MSG.notFound });
    }
    // History-mode routing: every other path is a screen of the web app.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
