import { z } from 'zod';
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

export interface StudentItem {
  id: string;
  name: string;
  studentNo: string;
  gender: 'male' | 'female' | null;
  classId: string;
  className: string;
  gradeId: string;
  gradeName: string;
}

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
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

/** The 422 answer of an import with bad rows: nothing was imported. */
export interface ImportErrorBody {
  code: 422;
  message: string;
  errors: ImportRowError[];
}

export interface StudentImportResult {
  created: number;
  updated: number;
}

export interface TeacherAssignment {
  classId: string;
  className: string;
  gradeName: string;
  subjectId: string;
  subjectName: string;
}

export interface TeacherItem {
  id: string;
  username: string;
  nickname: string;
  phone: string | null;
  isCreator: boolean;
  isAdministrator: boolean;
  directorOf: { id: string; name: string }[];
  assignments: TeacherAssignment[];
}

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
export interface NewTeacherAccount {
  nickname: string;
  username: string;
  initialPassword: string | null;
}

export interface TeacherImportResult {
  created: NewTeacherAccount[];
  updated: number;
}

export interface TeamItem {
  id: string;
  name: string;
  leader: { id: string; nickname: string } | null;
  members: { id: string; nickname: string }[];
}

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

export interface InviteItem {
  id: string;
  role: 'teacher' | 'administrator';
  expiresAt: string;
  maxUses: number;
  usedCount: number;
  revoked: boolean;
  createdBy: string;
  createdAt: string;
}

/** Answer of creating an invite: the only time the token is shown. */
export interface CreatedInvite extends InviteItem {
  token: string;
  /** Path of the invite page, `/invite?token=…`; the web prefixes its own origin. */
  path: string;
}

export const InviteTokenQuery = z.object({
  token: z.string().trim().min(20, '邀请链接无效').max(100, '邀请链接无效'),
});

export interface InvitePreview {
  orgName: string;
  role: 'teacher' | 'administrator';
  inviter: string;
  expiresAt: string;
  /** Null when the invite can be used, else why not. */
  problem: string | null;
}

export const RenameOrgBody = z.object({
  name: z.string().trim().min(2, '学校名称至少 2 个字').max(40, '学校名称最多 40 个字'),
});
