import { z } from 'zod';
import { IdName, pageOf } from './envelope';
import { MSG, PASSWORD_PATTERN, PHONE_PATTERN } from './messages';

const uuid = (message: string) => z.string().uuid(message);

/** `POST /system/class`: a grade (type 2) under a school year, or a class (type 3) under a grade. */
export const CreateClassBody = z.object({
  type: z.union([z.literal(2), z.literal(3)], { error: '只能新建年级或班级' }),
  pid: uuid('请选择上级学年或年级'),
  name: z.string().trim().min(1, '请输入名称').max(20, '名称最多 20 个字'),
});
export type CreateClassBody = z.infer<typeof CreateClassBody>;

export const RenameClassBody = z.object({
  name: z.string().trim().min(1, '请输入名称').max(20, '名称最多 20 个字'),
});

export const IdParam = z.object({ id: uuid('编号无效') });

export const GENDERS = { male: '男', female: '女' } as const;

export const StudentQuery = z.object({
  gradeId: uuid('年级无效').optional(),
  classId: uuid('班级无效').optional(),
  keyword: z.string().trim().max(30, '关键词过长').optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
});
export type StudentQuery = z.infer<typeof StudentQuery>;

export const StudentItem = z.object({
  id: z.string(),
  name: z.string(),
  studentNo: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  classId: z.string(),
  className: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
});
export type StudentItem = z.infer<typeof StudentItem>;

/** `GET /system/student`: one page of the students the caller may read. */
export const StudentPage = pageOf(StudentItem);
export type StudentPage = z.infer<typeof StudentPage>;

export const STUDENT_NO_PATTERN = /^[A-Za-z0-9-]{4,20}$/;

export const StudentBody = z.object({
  name: z.string().trim().min(1, '请输入学生姓名').max(20, '姓名最多 20 个字'),
  studentNo: z.string().trim().regex(STUDENT_NO_PATTERN, '考号为 4 到 20 位字母、数字或横线'),
  gender: z.enum(['male', 'female']).nullable().optional(),
  classId: uuid('请选择班级'),
});
export type StudentBody = z.infer<typeof StudentBody>;

/** `POST /system/student/export`, a blob download. */
export const RosterExportBody = z.object({
  gradeId: uuid('年级无效').optional(),
  classId: uuid('班级无效').optional(),
});

/** One refused row of an import; `row` is the spreadsheet's row number as the user sees it. */
export const ImportRowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;

/** The 422 answer of an import with bad rows: nothing was imported. */
export const ImportErrorBody = z.object({
  code: z.literal(422),
  message: z.string(),
  errors: z.array(ImportRowError),
});
export type ImportErrorBody = z.infer<typeof ImportErrorBody>;

export const StudentImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type StudentImportResult = z.infer<typeof StudentImportResult>;

export const TeacherAssignment = z.object({
  classId: z.string(),
  className: z.string(),
  gradeName: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
});
export type TeacherAssignment = z.infer<typeof TeacherAssignment>;

export const TeacherItem = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  isCreator: z.boolean(),
  isAdministrator: z.boolean(),
  directorOf: z.array(IdName),
  assignments: z.array(TeacherAssignment),
});
export type TeacherItem = z.infer<typeof TeacherItem>;

/** `GET /system/teacher`: one page of the school's teachers. */
export const TeacherPage = pageOf(TeacherItem);
export type TeacherPage = z.infer<typeof TeacherPage>;

export const TeacherQuery = z.object({
  keyword: z.string().trim().max(30, '关键词过长').optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100, '每页最多 100 条').default(20),
});

export const AssignmentInput = z.object({ classId: uuid('班级无效'), subjectId: z.string().min(1).max(80) });

export const CreateTeacherBody = z.object({
  nickname: z.string().trim().min(1, '请输入教师姓名').max(20, '姓名最多 20 个字'),
  phone: z.string().trim().regex(PHONE_PATTERN, MSG.phoneInvalid),
  password: z.string().regex(PASSWORD_PATTERN, MSG.passwordTooShort).optional(),
});
export type CreateTeacherBody = z.infer<typeof CreateTeacherBody>;

export const UpdateTeacherBody = z.object({
  nickname: z.string().trim().min(1, '请输入教师姓名').max(20, '姓名最多 20 个字'),
  isAdministrator: z.boolean(),
  assignments: z.array(AssignmentInput).max(100, '任教班级过多'),
  directorOf: z.array(uuid('年级无效')).max(20),
});
export type UpdateTeacherBody = z.infer<typeof UpdateTeacherBody>;

/** Accounts made by an import or by hand get a random first password, shown once to the admin. */
export const NewTeacherAccount = z.object({
  nickname: z.string(),
  username: z.string(),
  initialPassword: z.string().nullable(),
});
export type NewTeacherAccount = z.infer<typeof NewTeacherAccount>;

export const TeacherImportResult = z.object({
  created: z.array(NewTeacherAccount),
  updated: z.number().int(),
});
export type TeacherImportResult = z.infer<typeof TeacherImportResult>;

const TeamPerson = z.object({ id: z.string(), nickname: z.string() });

export const TeamItem = z.object({
  id: z.string(),
  name: z.string(),
  leader: TeamPerson.nullable(),
  members: z.array(TeamPerson),
});
export type TeamItem = z.infer<typeof TeamItem>;
/** `GET /system/team` (every team of the school) and `GET /system/team/mine` (the caller's). */
export const TeamList = z.array(TeamItem);

export const TeamBody = z.object({
  name: z.string().trim().min(1, '请输入教研组名称').max(30, '名称最多 30 个字'),
  leaderId: uuid('组长无效').nullable().optional(),
  memberIds: z.array(uuid('成员无效')).max(200, '成员过多'),
});
export type TeamBody = z.infer<typeof TeamBody>;

export const INVITE_ROLES = { teacher: '教师', administrator: '管理员' } as const;

export const CreateInviteBody = z.object({
  role: z.enum(['teacher', 'administrator']).default('teacher'),
  validDays: z.coerce.number().int().min(1, '有效期至少 1 天').max(30, '有效期最长 30 天').default(7),
  maxUses: z.coerce.number().int().min(1, '可用次数至少 1 次').max(500, '可用次数最多 500 次').default(50),
});
export type CreateInviteBody = z.infer<typeof CreateInviteBody>;

const InviteRole = z.enum(['teacher', 'administrator']);

export const InviteItem = z.object({
  id: z.string(),
  role: InviteRole,
  expiresAt: z.string(),
  maxUses: z.number().int(),
  usedCount: z.number().int(),
  revoked: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type InviteItem = z.infer<typeof InviteItem>;
/** `GET /system/invite`: the school's newest 100 invites. */
export const InviteList = z.array(InviteItem);

/** Answer of creating an invite: the only time the token is shown. */
export const CreatedInvite = InviteItem.extend({
  token: z.string(),
  /** Path of the invite page, `/invite?token=…`; the web prefixes its own origin. */
  path: z.string(),
});
export type CreatedInvite = z.infer<typeof CreatedInvite>;

export const InviteTokenQuery = z.object({
  token: z.string().trim().min(20, '邀请链接无效').max(100, '邀请链接无效'),
});

export const InvitePreview = z.object({
  orgName: z.string(),
  role: InviteRole,
  inviter: z.string(),
  expiresAt: z.string(),
  /** Null when the invite can be used, else why not. */
  problem: z.string().nullable(),
});
export type InvitePreview = z.infer<typeof InvitePreview>;

/** Answer of `POST /system/invite/accept`: `joined` is false when the caller was already a member. */
export const InviteAcceptResult = z.object({ orgName: z.string(), joined: z.boolean() });
export type InviteAcceptResult = z.infer<typeof InviteAcceptResult>;

export const RenameOrgBody = z.object({
  name: z.string().trim().min(2, '学校名称至少 2 个字').max(40, '学校名称最多 40 个字'),
});

/** `GET /system/class/current`: a class of the current school year with its grade. */
export const CurrentClassItem = z.object({
  id: z.string(),
  name: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  /** Whether the caller may read this class's students (managers: all; directors: their grades; teachers: their classes). */
  readable: z.boolean().optional(),
});
export type CurrentClassItem = z.infer<typeof CurrentClassItem>;
export const CurrentClassList = z.array(CurrentClassItem);

/** Answer of a create call that hands back only the new row's id. */
export const CreatedId = z.object({ id: z.string() });
export type CreatedId = z.infer<typeof CreatedId>;

/** Answer of `POST /system/org/logo` (multipart field `file`). */
export const OrgLogoResult = z.object({ orgLogo: z.string(), type: z.string().optional() });
export type OrgLogoResult = z.infer<typeof OrgLogoResult>;
