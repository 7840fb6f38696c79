import {
  ChangePasswordBody,
  ClassQuery,
  FeedbackBody,
  PageQuery,
  SavePreferenceBody,
  UpdateClassDefaultBody,
  UpdateProfileBody,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, ok } from '../../http';
import { demoHistoryStatus } from '../../seed/history';
import * as service from './service';

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get('/system/config', { config: { public: true } }, async () => ok(await service.publicConfig(ctx)));

  app.get('/system/demo-history', { config: { public: true } }, async () => ok(await demoHistoryStatus(ctx)));

  app.get('/system/userinfo', async (request) => ok(await service.getUserInfo(ctx, callerOf(request).user)));

  app.post('/system/userinfo', { schema: { body: SavePreferenceBody } }, async (request) =>
    ok(await service.savePreference(ctx, callerOf(request), request.body), '保存成功'),
  );

  app.get('/system/class', { schema: { querystring: ClassQuery } }, async (request) =>
    ok(await service.listClasses(ctx, callerOf(request), request.query)),
  );

  app.put(
    '/system/class/updateClassDefault',
    { schema: { body: UpdateClassDefaultBody } },
    async (request) => {
      await service.setDefaultSchoolYear(ctx, callerOf(request), request.body.orgId, request.body.classId);
      return ok(null, '已切换学年');
    },
  );

  app.put('/system/user/profile', { schema: { body: UpdateProfileBody } }, async (request) =>
    ok(await service.updateProfile(ctx, callerOf(request), request.body), '保存成功'),
  );

  app.put('/system/user/password', { schema: { body: ChangePasswordBody } }, async (request) => {
    await service.changePassword(ctx, callerOf(request), request.body, request.ip);
    return ok(null, '密码已修改，其他设备需重新登录');
  });

  app.post('/system/feedback', { schema: { body: FeedbackBody } }, async (request) =>
    ok(await service.submitFeedback(ctx, callerOf(request), request.body), '感谢您的反馈'),
  );

  app.get('/system/feedback', { schema: { querystring: PageQuery } }, async (request) =>
    ok(await service.listFeedback(ctx, callerOf(request), request.query.page, request.query.size)),
  );

  app.get('/system/sms/outbox', { schema: { querystring: PageQuery } }, async (request) =>
    ok(await service.listSmsOutbox(ctx, callerOf(request), request.query.page, request.query.size)),
  );
}
