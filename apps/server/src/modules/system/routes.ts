import {
  AvatarResult,
  ChangePasswordBody,
  ClassList,
  ClassQuery,
  DemoHistoryStatus,
  FeedbackBody,
  FeedbackItem,
  FeedbackPage,
  NoData,
  PageQuery,
  PublicConfig,
  SavePreferenceBody,
  SmsOutboxPage,
  UpdateClassDefaultBody,
  UpdateProfileBody,
  UserInfo,
} from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf, ok } from '../../http';
import { route } from '../../route';
import { demoHistoryStatus } from '../../seed/history';
import { uploadedImage } from '../files';
import * as service from './service';

export async function systemRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, { method: 'GET', url: '/system/config', public: true, response: PublicConfig }, async () =>
    ok(await service.publicConfig(ctx)),
  );
  route(
    app,
    { method: 'GET', url: '/system/demo-history', public: true, response: DemoHistoryStatus },
    async () => ok(await demoHistoryStatus(ctx)),
  );
  route(app, { method: 'GET', url: '/system/userinfo', response: UserInfo }, async (request) =>
    ok(await service.getUserInfo(ctx, callerOf(request).user)),
  );
  route(
    app,
    { method: 'POST', url: '/system/userinfo', body: SavePreferenceBody, response: UserInfo },
    async (request) => ok(await service.savePreference(ctx, callerOf(request), request.body), '保存成功'),
  );
  route(
    app,
    { method: 'GET', url: '/system/class', querystring: ClassQuery, response: ClassList },
    async (request) => ok(await service.listClasses(ctx, callerOf(request), request.query)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/system/class/updateClassDefault',
      body: UpdateClassDefaultBody,
      response: NoData,
    },
    async (request) => {
      await service.setDefaultSchoolYear(ctx, callerOf(request), request.body.orgId, request.body.classId);
      return ok(null, '已切换学年');
    },
  );
  route(
    app,
    { method: 'PUT', url: '/system/user/profile', body: UpdateProfileBody, response: UserInfo },
    async (request) => ok(await service.updateProfile(ctx, callerOf(request), request.body), '保存成功'),
  );
  route(
    app,
    { method: 'PUT', url: '/system/user/password', body: ChangePasswordBody, response: NoData },
    async (request) => {
      await service.changePassword(ctx, callerOf(request), request.body, request.ip);
      return ok(null, '密码已修改，其他设备需重新登录');
    },
  );
  route(app, { method: 'POST', url: '/system/user/avatar', response: AvatarResult }, async (request) => {
    const caller = callerOf(request);
    return ok(await service.uploadAvatar(ctx, caller, await uploadedImage(request)), '头像已更新');
  });
  route(
    app,
    { method: 'POST', url: '/system/feedback', body: FeedbackBody, response: FeedbackItem },
    async (request) => ok(await service.submitFeedback(ctx, callerOf(request), request.body), '感谢您的反馈'),
  );
  route(
    app,
    { method: 'GET', url: '/system/feedback', querystring: PageQuery, response: FeedbackPage },
    async (request) =>
      ok(await service.listFeedback(ctx, callerOf(request), request.query.page, request.query.size)),
  );
  route(
    app,
    { method: 'GET', url: '/system/sms/outbox', querystring: PageQuery, response: SmsOutboxPage },
    async (request) =>
      ok(await service.listSmsOutbox(ctx, callerOf(request), request.query.page, request.query.size)),
  );
}
