import {
  ClassItem,
  CreateClassBody,
  CreatedId,
  CreatedInvite,
  CreateInviteBody,
  CreateTeacherBody,
  CurrentClassList,
  IdParam,
  InviteAcceptResult,
  InviteList,
  InvitePreview,
  InviteTokenQuery,
  NewTeacherAccount,
  NoData,
  OrgLogoResult,
  RenameClassBody,
  RenameOrgBody,
  RosterExportBody,
  StudentBody,
  StudentImportResult,
  StudentPage,
  StudentQuery,
  TeacherImportResult,
  TeacherPage,
  TeacherQuery,
  TeamBody,
  TeamList,
  UpdateTeacherBody,
} from '@zhijuan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf, ok, sendDownload } from '../../http';
import { fileRoute, route } from '../../route';
import { readUpload } from '../../upload';
import { uploadedImage } from '../files';
import { MAX_XLSX_BYTES, XLSX_MIME } from './excel';
import * as invites from './invites';
import * as structure from './structure';
import * as students from './students';
import * as teachers from './teachers';
import * as teams from './teams';

/** Reads the one uploaded .xlsx of a multipart request, at most 5 MB. */
async function uploadedWorkbook(request: FastifyRequest): Promise<Buffer> {
  return (await readUpload(request, { what: 'Excel 文件', maxBytes: MAX_XLSX_BYTES })).bytes;
}

const sendXlsx = (reply: FastifyReply, filename: string, bytes: Buffer) =>
  sendDownload(reply, bytes, filename, XLSX_MIME);

export async function schoolRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, { method: 'PUT', url: '/system/org', body: RenameOrgBody, response: NoData }, async (req) => {
    await structure.renameOrg(ctx, callerOf(req), req.body.name);
    return ok(null, '已保存');
  });

  route(app, { method: 'POST', url: '/system/org/logo', response: OrgLogoResult }, async (req) => {
    const caller = callerOf(req);
    return ok(await structure.uploadOrgLogo(ctx, caller, () => uploadedImage(req)), '校徽已更新');
  });

  // Grades and classes (school years are listed by GET /system/class).
  route(
    app,
    { method: 'POST', url: '/system/class', body: CreateClassBody, response: ClassItem },
    async (req) => ok(await structure.createNode(ctx, callerOf(req), req.body), '已添加'),
  );
  route(
    app,
    { method: 'PUT', url: '/system/class/:id', params: IdParam, body: RenameClassBody, response: NoData },
    async (req) => {
      await structure.renameNode(ctx, callerOf(req), req.params.id, req.body.name);
      return ok(null, '已保存');
    },
  );
  route(
    app,
    { method: 'DELETE', url: '/system/class/:id', params: IdParam, response: NoData },
    async (req) => {
      await structure.deleteNode(ctx, callerOf(req), req.params.id);
      return ok(null, '已删除');
    },
  );
  route(app, { method: 'GET', url: '/system/class/current', response: CurrentClassList }, async (req) =>
    ok(await structure.classesWithAccess(ctx, callerOf(req))),
  );

  // Students
  route(
    app,
    { method: 'GET', url: '/system/student', querystring: StudentQuery, response: StudentPage },
    async (req) => ok(await students.listStudents(ctx, callerOf(req), req.query)),
  );
  route(
    app,
    { method: 'POST', url: '/system/student', body: StudentBody, response: CreatedId },
    async (req) => ok(await students.createStudent(ctx, callerOf(req), req.body), '已添加学生'),
  );
  route(
    app,
    { method: 'PUT', url: '/system/student/:id', params: IdParam, body: StudentBody, response: NoData },
    async (req) => {
      await students.updateStudent(ctx, callerOf(req), req.params.id, req.body);
      return ok(null, '已保存');
    },
  );
  route(
    app,
    { method: 'DELETE', url: '/system/student/:id', params: IdParam, response: NoData },
    async (req) => {
      await students.deleteStudent(ctx, callerOf(req), req.params.id);
      return ok(null, '已删除');
    },
  );
  route(
    app,
    { method: 'POST', url: '/system/student/import', response: StudentImportResult },
    async (req) => {
      const caller = callerOf(req);
      const result = await students.importRoster(ctx, caller, await uploadedWorkbook(req));
      return ok(result, `导入成功：新增 ${result.created} 名，更新 ${result.updated} 名`);
    },
  );
  fileRoute(
    app,
    { method: 'POST', url: '/system/student/template', produces: [XLSX_MIME] },
    async (_req, reply) => sendXlsx(reply, '学生名单导入模板.xlsx', await students.rosterTemplate()),
  );
  fileRoute(
    app,
    {
      method: 'POST',
      url: '/system/student/export',
      body: RosterExportBody.optional(),
      produces: [XLSX_MIME],
    },
    async (req, reply) =>
      sendXlsx(reply, '学生名单.xlsx', await students.exportRoster(ctx, callerOf(req), req.body ?? {})),
  );

  // Teachers
  route(
    app,
    { method: 'GET', url: '/system/teacher', querystring: TeacherQuery, response: TeacherPage },
    async (req) =>
      ok(await teachers.listTeachers(ctx, callerOf(req), req.query.keyword, req.query.page, req.query.size)),
  );
  route(
    app,
    { method: 'POST', url: '/system/teacher', body: CreateTeacherBody, response: NewTeacherAccount },
    async (req) => ok(await teachers.createTeacher(ctx, callerOf(req), req.body), '已添加教师'),
  );
  route(
    app,
    { method: 'PUT', url: '/system/teacher/:id', params: IdParam, body: UpdateTeacherBody, response: NoData },
    async (req) => {
      await teachers.updateTeacher(ctx, callerOf(req), req.params.id, req.body);
      return ok(null, '已保存');
    },
  );
  route(
    app,
    { method: 'DELETE', url: '/system/teacher/:id', params: IdParam, response: NoData },
    async (req) => {
      await teachers.removeTeacher(ctx, callerOf(req), req.params.id);
      return ok(null, '已将该教师移出学校');
    },
  );
  route(
    app,
    { method: 'POST', url: '/system/teacher/import', response: TeacherImportResult },
    async (req) => {
      const result = await teachers.importTeachers(ctx, callerOf(req), await uploadedWorkbook(req));
      return ok(result, `导入成功：新增 ${result.created.length} 名，更新 ${result.updated} 名`);
    },
  );
  fileRoute(
    app,
    { method: 'POST', url: '/system/teacher/template', produces: [XLSX_MIME] },
    async (_req, reply) => sendXlsx(reply, '教师名单导入模板.xlsx', await teachers.teacherTemplate()),
  );

  // Teams (教研组)
  route(app, { method: 'GET', url: '/system/team', response: TeamList }, async (req) =>
    ok(await teams.listTeams(ctx, callerOf(req))),
  );
  route(app, { method: 'GET', url: '/system/team/mine', response: TeamList }, async (req) =>
    ok(await teams.myTeams(ctx, callerOf(req))),
  );
  route(app, { method: 'POST', url: '/system/team', body: TeamBody, response: CreatedId }, async (req) =>
    ok(await teams.saveTeam(ctx, callerOf(req), null, req.body), '已创建'),
  );
  route(
    app,
    { method: 'PUT', url: '/system/team/:id', params: IdParam, body: TeamBody, response: CreatedId },
    async (req) => ok(await teams.saveTeam(ctx, callerOf(req), req.params.id, req.body), '已保存'),
  );
  route(
    app,
    { method: 'DELETE', url: '/system/team/:id', params: IdParam, response: NoData },
    async (req) => {
      await teams.deleteTeam(ctx, callerOf(req), req.params.id);
      return ok(null, '已删除');
    },
  );

  // Invites
  route(
    app,
    { method: 'POST', url: '/system/invite', body: CreateInviteBody, response: CreatedInvite },
    async (req) => ok(await invites.createInvite(ctx, callerOf(req), req.body), '邀请链接已生成'),
  );
  route(app, { method: 'GET', url: '/system/invite', response: InviteList }, async (req) =>
    ok(await invites.listInvites(ctx, callerOf(req))),
  );
  route(
    app,
    { method: 'DELETE', url: '/system/invite/:id', params: IdParam, response: NoData },
    async (req) => {
      await invites.revokeInvite(ctx, callerOf(req), req.params.id);
      return ok(null, '邀请链接已作废');
    },
  );
  route(
    app,
    {
      method: 'GET',
      url: '/system/invite/preview',
      public: true,
      querystring: InviteTokenQuery,
      response: InvitePreview,
    },
    async (req) => ok(await invites.previewInvite(ctx, req.query.token)),
  );
  route(
    app,
    { method: 'POST', url: '/system/invite/accept', body: InviteTokenQuery, response: InviteAcceptResult },
    async (req) => {
      const result = await invites.acceptInvite(ctx, callerOf(req), req.body.token);
      return ok(result, result.joined ? `已加入${result.orgName}` : `您已是${result.orgName}的成员`);
    },
  );
}
