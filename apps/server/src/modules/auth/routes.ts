import { timingSafeEqual } from 'node:crypto';
import {
  CaptchaQuery,
  NoData,
  RegisterBody,
  RegisterResult,
  SmsCodeBody,
  SmsCodeResult,
  TokenRequest,
  TokenResponse,
} from '@zhijuan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors';
import { callerOf, ok } from '../../http';
import { fileRoute, route } from '../../route';
import * as service from './service';

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The token call must carry the web client's Basic credentials. */
function checkClient(request: FastifyRequest, client: { id: string; secret: string }) {
  const header = request.headers.authorization ?? '';
  const [scheme, encoded] = header.split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) throw unauthorized('客户端认证失败');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (
    sep < 0 ||
    !sameText(decoded.slice(0, sep), client.id) ||
    !sameText(decoded.slice(sep + 1), client.secret)
  ) {
    throw unauthorized('客户端认证失败');
  }
}

export async function authRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const clientOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  route(
    app,
    { method: 'POST', url: '/oauth/oauth/token', public: true, body: TokenRequest, response: TokenResponse },
    async (request) => {
      checkClient(request, ctx.config.oauthClient);
      const body = request.body;
      const tokens =
        body.grant_type === 'password'
          ? await service.passwordGrant(ctx, body, clientOf(request))
          : await service.refreshGrant(ctx, body.refresh_token);
      return ok(tokens);
    },
  );

  route(app, { method: 'DELETE', url: '/oauth/signout', response: NoData }, async (request) => {
    await service.signOut(ctx, callerOf(request));
    return ok(null, '已退出登录');
  });

  fileRoute(
    app,
    {
      method: 'GET',
      url: '/oauth/captcha',
      public: true,
      querystring: CaptchaQuery,
      produces: ['image/png'],
    },
    async (request, reply) => {
      const png = await service.createCaptcha(ctx, request.query.randomStr);
      return reply.header('cache-control', 'no-store').type('image/png').send(png);
    },
  );

  route(
    app,
    { method: 'POST', url: '/oauth/sms/code', public: true, body: SmsCodeBody, response: SmsCodeResult },
    async (request) => ok(await service.sendSmsCode(ctx, request.body, clientOf(request)), '验证码已发送'),
  );

  route(
    app,
    { method: 'POST', url: '/oauth/register', public: true, body: RegisterBody, response: RegisterResult },
    async (request) => ok(await service.register(ctx, request.body), '注册成功'),
  );
}
