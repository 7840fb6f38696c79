import { timingSafeEqual } from 'node:crypto';
import { CaptchaQuery, RegisterBody, SmsCodeBody, TokenRequest } from '@zhijuan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../errors';
import { callerOf, ok } from '../../http';
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

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  const clientOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.post(
    '/oauth/oauth/token',
    { config: { public: true }, schema: { body: TokenRequest } },
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

  app.delete('/oauth/signout', async (request) => {
    await service.signOut(ctx, callerOf(request));
    return ok(null, '已退出登录');
  });

  app.get(
    '/oauth/captcha',
    { config: { public: true }, schema: { querystring: CaptchaQuery } },
    async (request, reply) => {
      const png = await service.createCaptcha(ctx, request.query.randomStr);
      return reply.header('cache-control', 'no-store').type('image/png').send(png);
    },
  );

  app.post('/oauth/sms/code', { config: { public: true }, schema: { body: SmsCodeBody } }, async (request) =>
    ok(await service.sendSmsCode(ctx, request.body, clientOf(request)), '验证码已发送'),
  );

  app.post('/oauth/register', { config: { public: true }, schema: { body: RegisterBody } }, async (request) =>
    ok(await service.register(ctx, request.body), '注册成功'),
  );
}
