import {
  CreateClassBody,
  CreateInviteBody,
  CreateTeacherBody,
  IdParam,
  InviteTokenQuery,
  RenameClassBody,
  RenameOrgBody,
  RosterExportBody,
  StudentBody,
  StudentQuery,
  TeacherQuery,
  TeamBody,
  UpdateTeacherBody,
} from '@zhijuan/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors';
import { callerOf, ok, sendDownload } from '../../http';
import { MAX_XLSX_BYTES, XLSX_MIME } from './excel';
import * as invites from './invites';
import * as structure from './structure';
import * as students from './students';
import * as teachers from './teachers';
import * as teams from './teams';

/** Reads the one uploaded .xlsx of a multipart request, at most 5 MB. */
async function uploadedWorkbook(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('请选择要上传的 Excel 文件');
  const part = await request.file({ limits: { fileSize: MAX_XLSX_BYTES, files: 1 } });
  if (!part) throw badRequest('请选择要上传的 Excel 文件');
  return part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'Excel 文件不能超过 5 MB');
    throw err;
  });
}

const sendXlsx = (reply: FastifyReply, filename: string, bytes: Buffer) =>
  sendDownload(reply, bytes, filename, XLSX_MIME);

export async function schoolRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.put('/system/org', { schema: { body: RenameOrgBody } }, async (req) => {
    await structure.renameOrg(ctx, callerOf(req), req.body.name);
    return ok(null, '已保存');
  });

  // Grades and classes (school years are listed by GET /system/class).
  app.post('/system/class', { schema: { body: CreateClassBody } }, async (req) =>
    ok(await structure.createNode(ctx, callerOf(req), req.body), '已添加'),
  );
  app.put('/system/class/:id', { schema: { params: IdParam, body: RenameClassBody } }, async (req) => {
    await structure.renameNode(ctx, callerOf(req), req.params.id, req.body.name);
    return ok(null, '已保存');
  });
  app.delete('/system/class/:id', { schema: { params: IdParam } }, async (req) => {
    await structure.deleteNode(ctx, callerOf(req), req.params.id);
    return ok(null, '已删除');
  });
  app.get('/system/class/current', async (req) => ok(await structure.classesWithAccess(ctx, callerOf(req))));

  // Students
  app.get('/system/student', { schema: { querystring: StudentQuery } }, async (req) =>
    ok(await students.listStudents(ctx, callerOf(req), req.query)),
  );
  app.post('/system/student', { schema: { body: StudentBody } }, async (req) =>
    ok(await students.createStudent(ctx, callerOf(req), req.body), '已添加学生'),
  );
  app.put('/system/student/:id', { schema: { params: IdParam, body: StudentBody } }, async (req) => {
    await students.updateStudent(ctx, callerOf(req), req.params.id, req.body);
    return ok(null, '已保存');
  });
  app.delete('/system/student/:id', { schema: { params: IdParam } }, async (req) => {
    await students.deleteStudent(ctx, callerOf(req), req.params.id);
    return ok(null, '已删除');
  });
  app.post('/system/student/import', async (req) => {
    const caller = callerOf(req);
    const result = await students.importRoster(ctx, caller, await uploadedWorkbook(req));
    return ok(result, `导入成功：新增 ${result.created} 名，更新 ${result.updated} 名`);
  });
  app.post('/system/student/template', async (_req, reply) =>
    sendXlsx(reply, '学生名单导入模板.xlsx', await students.rosterTemplate()),
  );
  app.post('/system/student/export', { schema: { body: RosterExportBody.optional() } }, async (req, reply) =>
    sendXlsx(reply, '学生名单.xlsx', await students.exportRoster(ctx, callerOf(req), req.body ?? {})),
  );

  // Teachers
  app.get('/system/teacher', { schema: { querystring: TeacherQuery } }, async (req) =>
    ok(await teachers.listTeachers(ctx, callerOf(req), req.query.keyword, req.query.page, req.query.size)),
  );
  app.post('/system/teacher', { schema: { body: CreateTeacherBody } }, async (req) =>
    ok(await teachers.createTeacher(ctx, callerOf(req), req.body), '已添加教师'),
  );
  app.put('/system/teacher/:id', { schema: { params: IdParam, body: UpdateTeacherBody } }, async (req) => {
    await teachers.updateTeacher(ctx, callerOf(req), req.params.id, req.body);
    return ok(null, '已保存');
  });
  app.delete('/system/teacher/:id', { schema: { params: IdParam } }, async (req) => {
    await teachers.removeTeacher(ctx, callerOf(req), req.params.id);
    return ok(null, '已将该教师移出学校');
  });
  app.post('/system/teacher/import', async (req) => {
    const result = await teachers.importTeachers(ctx, callerOf(req), await uploadedWorkbook(req));
    return ok(result, `导入成功：新增 ${result.created.length} 名，更新 ${result.updated} 名`);
  });
  app.post('/system/teacher/template', async (_req, reply) =>
    sendXlsx(reply, '教师名单导入模板.xlsx', await teachers.teacherTemplate()),
  );

  // Teams (教研组)
  app.get('/system/team', async (req) => ok(await teams.listTeams(ctx, callerOf(req))));
  app.get('/system/team/mine', async (req) => ok(await teams.myTeams(ctx, callerOf(req))));
  app.post('/system/team', { schema: { body: TeamBody } }, async (req) =>
    ok(await teams.saveTeam(ctx, callerOf(req), null, req.body), '已创建'),
  );
  app.put('/system/team/:id', { schema: { params: IdParam, body: TeamBody } }, async (req) =>
    ok(await teams.saveTeam(ctx, callerOf(req), req.params.id, req.body), '已保存'),
  );
  app.delete('/system/team/:id', { schema: { params: IdParam } }, async (req) => {
    await teams.deleteTeam(ctx, callerOf(req), req.params.id);
    return ok(null, '已删除');
  });

  // Invites
  app.post('/system/invite', { schema: { body: CreateInviteBody } }, async (req) =>
    ok(await invites.createInvite(ctx, callerOf(req), req.body), '邀请链接已生成'),
  );
  app.get('/system/invite', async (req) => ok(await invites.listInvites(ctx, callerOf(req))));
  app.delete('/system/invite/:id', { schema: { params: IdParam } }, async (req) => {
    await invites.revokeInvite(ctx, callerOf(req), req.params.id);
    return ok(null, '邀请链接已作废');
  });
  app.get(
    '/system/invite/preview',
    { config: { public: true }, schema: { querystring: InviteTokenQuery } },
    async (req) => ok(await invites.previewInvite(ctx, req.query.token)),
  );
  app.post('/system/invite/accept', { schema: { body: InviteTokenQuery } }, async (req) => {
    const result = await invites.acceptInvite(ctx, callerOf(req), req.body.token);
    return ok(result, result.joined ? `已加入${result.orgName}` : `您已是${result.orgName}的成员`);
  });
}
