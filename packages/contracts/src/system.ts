import { z } from 'zod';
import { MSG, PASSWORD_PATTERN, PHONE_PATTERN } from './messages';

/** `GET /system/userinfo` → data.data: who the user is and their saved preferences (spec §3). */
export const UserInfo = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  orgName: z.string().nullable(),
  orgLogo: z.string().nullable(),
  logoPath: z.string().nullable(),
  userStageId: z.string().nullable(),
  userStage: z.string().nullable(),
  userSubjectId: z.string().nullable(),
  userSubject: z.string().nullable(),
  userBookVersionId: z.string().nullable(),
  userBookVersion: z.string().nullable(),
  userGradeId: z.string().nullable(),
  userGrade: z.string().nullable(),
  orgDefaultId: z.string().nullable(),
  schoolYearId: z.string().nullable(),
  isCreator: z.boolean(),
  isAdministrator: z.boolean(),
  gradeDirector: z.boolean(),
  isPlatformAdmin: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** `POST /system/userinfo`: save the stage/subject (and optionally textbook) preference. */
export const SavePreferenceBody = z.object({
  userStageId: z.string().max(64).nullable().optional(),
  userStage: z.string().max(64).nullable().optional(),
  userSubjectId: z.string().max(64).nullable().optional(),
  userSubject: z.string().max(64).nullable().optional(),
  userBookVersionId: z.string().max(64).nullable().optional(),
  userBookVersion: z.string().max(64).nullable().optional(),
  userGradeId: z.string().max(64).nullable().optional(),
  userGrade: z.string().max(64).nullable().optional(),
});
export type SavePreferenceBody = z.infer<typeof SavePreferenceBody>;

/** `GET /system/class?orgId&type=1&pid=` — type 1 school years, 2 grades, 3 classes. */
export const ClassQuery = z.object({
  orgId: z.string().max(64).optional(),
  type: z.coerce.number().int().min(1).max(3).default(1),
  pid: z.string().max(64).optional(),
});
export type ClassQuery = z.infer<typeof ClassQuery>;

export const ClassItem = z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() });
/** `GET /system/class`: school years (or the classes under one), the default one marked. */
export const ClassList = z.array(ClassItem);
export type ClassItem = z.infer<typeof ClassItem>;

/** `PUT /system/class/updateClassDefault`, form orgId + classId. */
export const UpdateClassDefaultBody = z.object({
  orgId: z.string().max(64).optional(),
  classId: z.string().min(1, '请选择学年').max(64),
});

export const UpdateProfileBody = z.object({
  nickname: z.string().trim().min(1, MSG.nicknameRequired).max(32, '昵称最多 32 个字'),
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, MSG.phoneInvalid)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const ChangePasswordBody = z
  .object({
    oldPassword: z.string().min(1, MSG.passwordRequired),
    password: z.string().min(1, MSG.passwordRequired).regex(PASSWORD_PATTERN, MSG.passwordTooShort),
    password2: z.string().min(1, MSG.passwordRequired),
  })
  .refine((b) => b.password === b.password2, { message: MSG.passwordsDiffer, path: ['password2'] });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const FeedbackBody = z.object({
  category: z.enum(['bug', 'suggestion', 'question', 'other']).default('suggestion'),
  content: z.string().trim().min(5, '请至少写 5 个字描述问题').max(2000, '反馈内容最多 2000 字'),
  contact: z.string().trim().max(64, '联系方式过长').optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

export const FeedbackItem = z.object({
  id: z.string(),
  category: z.string(),
  content: z.string(),
  contact: z.string().nullable(),
  status: z.enum(['open', 'replied', 'closed']),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;

/** `GET /system/feedback`: one page of the caller's own feedback. */
export const FeedbackPage = z.object({
  records: z.array(FeedbackItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type FeedbackPage = z.infer<typeof FeedbackPage>;

/** Answer of `POST /system/user/avatar` (multipart field `file`). */
export const AvatarResult = z.object({ avatar: z.string(), type: z.string().optional() });
export type AvatarResult = z.infer<typeof AvatarResult>;

export const SmsOutboxItem = z.object({
  id: z.string(),
  phone: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof SmsOutboxItem>;

/** `GET /system/sms/outbox`: one page of the development SMS outbox (administrators, dev adapter only). */
export const SmsOutboxPage = z.object({
  records: z.array(SmsOutboxItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type SmsOutboxPage = z.infer<typeof SmsOutboxPage>;

/** Menus a school can switch off (spec §6). Served by `GET /system/config`. */
export const FEATURE_FLAGS = [
  'basket',
  'feedback',
  'marking',
  'cloudResources',
  'aiPaper',
  'customNav',
  'lessonPrep',
  'questionColumn',
  'footer',
  'juniorOnly',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const PublicConfig = z.object({
  appName: z.string(),
  features: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  captcha: z.boolean(),
  /** Present only while the demo school is on: the password of the demo accounts. */
  demo: z.object({ accounts: z.array(z.string()), password: z.string() }).nullable(),
  /** The 阅卷 entry's target, opened in a new window: the product's own `/correct` unless a school set another site. */
  markingSiteUrl: z.string(),
  helpUrl: z.string(),
  mobileUrl: z.string(),
  smsDevOutbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/**
 * `GET /system/demo-history` (public): the demo score history made in the background after the first
 * start with demo data (docs/demo-data.md). `done` once it is complete (also on every later start), `off`
 * when it is not made here (no demo data, or DEMO_HISTORY=off).
 */
export const DemoHistoryStatus = z.object({
  state: z.enum(['off', 'running', 'done', 'failed']),
  exams: z.array(z.object({ name: z.string(), status: z.enum(['waiting', 'scanning', 'marking', 'done']) })),
  /** What it is doing now (running), or why it stopped (failed). */
  message: z.string().nullable(),
});
export type DemoHistoryStatus = z.infer<typeof DemoHistoryStatus>;
