import type { FrozenPaper } from '@zhijuan/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** PostgreSQL's full-text document type; read back as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A school. Every school-owned row carries its org_id. */
export const orgs = pgTable('orgs', {
  id: id(),
  name: text('name').notNull(),
  logoPath: text('logo_path'),
  /** 学情分析 settings: the rate cut-offs (shares of full marks); defaults when absent. */
  analysis: jsonb('analysis').$type<{
    cutoffs?: { excellent: number; good: number; pass: number; low: number };
  }>(),
  /** 扫描 settings: 多涂处理 (`multipleMarks`, review when absent). */
  scanning: jsonb('scanning').$type<{ multipleMarks?: 'review' | 'rule' }>(),
  createdAt: createdAt(),
});

/** Stage/subject/textbook preference saved by `POST /system/userinfo`. */
export interface UserPreferences {
  userStageId?: string | null;
  userStage?: string | null;
  userSubjectId?: string | null;
  userSubject?: string | null;
  userBookVersionId?: string | null;
  userBookVersion?: string | null;
  userGradeId?: string | null;
  userGrade?: string | null;
  /** 试题设置: the PaperSettings fields every new paper starts with (checked when read). */
  paperDefaults?: Record<string, unknown>;
  /** /write shows 参考答案 beside the answer unless the marker closed it. */
  markingKeyOpen?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    orgId: uuid('org_id').references(() => orgs.id),
    username: text('username').notNull().unique(),
    phone: text('phone').unique(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarPath: text('avatar_path'),
    isCreator: boolean('is_creator').notNull().default(false),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    defaultSchoolYearId: uuid('default_school_year_id'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_org_idx').on(t.orgId)],
);

/** School years (type 1), grades (type 2) and classes (type 3) as one tree, per spec `GET /system/class`. */
export const schoolClasses = pgTable(
  'school_classes',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    type: smallint('type').notNull(),
    pid: uuid('pid'),
    name: text('name').notNull(),
    sort: smallint('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('school_classes_org_type_idx').on(t.orgId, t.type, t.pid)],
);

/** One signed-in device: refresh tokens of one login form a family that is revoked as a whole. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each use marks the token used and issues a successor. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** What the development SMS adapter "sent": readable by administrators, never a real message. */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  phone: text('phone').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-ins, one row each, keyed `user:<name>` or `ip:<addr>`; counted over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    orgId: uuid('org_id').references(() => orgs.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    status: text('status', { enum: ['open', 'replied', 'closed'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.createdAt)],
);

/** Installation-wide settings, such as the generated token-signing key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Curriculum: platform data, the same for every school. Ids are stable slugs (`cz.math.rj.7a`). ──

export const stages = pgTable('stages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const subjects = pgTable(
  'subjects',
  {
    id: text('id').primaryKey(),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('subjects_stage_idx').on(t.stageId, t.sort)],
);

export const textbookVersions = pgTable(
  'textbook_versions',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('textbook_versions_subject_idx').on(t.subjectId, t.sort)],
);

export const textbooks = pgTable(
  'textbooks',
  {
    id: text('id').primaryKey(),
    versionId: text('version_id')
      .notNull()
      .references(() => textbookVersions.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('textbooks_version_idx').on(t.versionId, t.sort)],
);

/** Chapter → section → lesson of one textbook. */
export const bookNodes = pgTable(
  'book_nodes',
  {
    id: text('id').primaryKey(),
    textbookId: text('textbook_id')
      .notNull()
      .references(() => textbooks.id),
    pid: text('pid'),
    name: text('name').notNull(),
    depth: smallint('depth').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('book_nodes_textbook_idx').on(t.textbookId, t.sort)],
);

export const knowledgePoints = pgTable(
  'knowledge_points',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    pid: text('pid'),
    name: text('name').notNull(),
    depth: smallint('depth').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('knowledge_points_subject_idx').on(t.subjectId, t.sort)],
);

export const questionTypes = pgTable(
  'question_types',
  {
    id: text('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    name: text('name').notNull(),
    isObjective: boolean('is_objective').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('question_types_subject_idx').on(t.subjectId, t.sort)],
);

// ── School structure ──

export const students = pgTable(
  'students',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    name: text('name').notNull(),
    /** 考号: unique within the school. */
    studentNo: text('student_no').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_org_no_idx').on(t.orgId, t.studentNo),
    index('students_class_idx').on(t.classId, t.studentNo),
  ],
);

/** A teacher teaches a subject to a class. */
export const teachingAssignments = pgTable(
  'teaching_assignments',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.classId, t.subjectId] }),
    index('teaching_assignments_class_idx').on(t.classId),
  ],
);

export const gradeDirectors = pgTable(
  'grade_directors',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => schoolClasses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.gradeId, t.userId] }), index('grade_directors_user_idx').on(t.userId)],
);

/** A named group of teachers, e.g. 初一数学组, with a leader. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    name: text('name').notNull(),
    leaderId: uuid('leader_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_org_name_idx').on(t.orgId, t.name)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

/** A link that lets a teacher join a school; only the token's hash is stored. */
export const invites = pgTable(
  'invites',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['teacher', 'administrator'] }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invites_org_idx').on(t.orgId, t.createdAt)],
);

// ── Question bank and papers ──

/** A question of the bank: platform-wide, shared within a school, or one teacher's own. */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    /** Stable key of seeded questions (dedup on re-seed); null for questions users make. */
    seedKey: text('seed_key').unique(),
    scope: text('scope', { enum: ['platform', 'school', 'personal'] }).notNull(),
    orgId: uuid('org_id').references(() => orgs.id),
    ownerId: uuid('owner_id').references(() => users.id),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    typeId: text('type_id')
      .notNull()
      .references(() => questionTypes.id),
    difficulty: real('difficulty').notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    answer: jsonb('answer').$type<string[]>().notNull().default([]),
    analysis: text('analysis').notNull().default(''),
    parts: jsonb('parts').$type<QuestionPart[] | null>(),
    /** Tagged knowledge points, and the same with every ancestor (for tree filters by containment). */
    knowledgeIds: text('knowledge_ids').array().notNull().default(sql`'{}'::text[]`),
    knowledgeAll: text('knowledge_all').array().notNull().default(sql`'{}'::text[]`),
    bookNodeIds: text('book_node_ids').array().notNull().default(sql`'{}'::text[]`),
    bookNodeAll: text('book_node_all').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Generated questions: the generator family they come from (`math.eq1.solve.calc`). Variants of one
     * family are 同类: search shows one of them unless asked for the family. Null for everything else.
     */
    family: text('family'),
    source: text('source'),
    year: smallint('year'),
    region: text('region'),
    score: real('score').notNull(),
    useCount: integer('use_count').notNull().default(0),
    /** Space-separated search tokens: each CJK character and each latin/digit run (see text.ts). */
    searchText: text('search_text').notNull(),
    /**
     * `search_text` as a stored tsvector: phrase queries (`绝 <-> 对 <-> 值`) recheck every candidate
     * row, and reading a stored vector costs far less than parsing the text again.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    /** Normalised stem text, for near-duplicate detection. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // One index per sort of the search, ending in the id tie-breaker, so a page is the first rows read.
    index('questions_subject_type_idx').on(t.subjectId, t.typeId, t.difficulty, t.id),
    index('questions_subject_newest_idx').on(t.subjectId, t.createdAt, t.id),
    index('questions_subject_popular_idx').on(t.subjectId, t.useCount, t.createdAt, t.id),
    index('questions_subject_difficulty_idx').on(t.subjectId, t.difficulty, t.id),
    index('questions_knowledge_idx').using('gin', t.knowledgeAll),
    index('questions_book_node_idx').using('gin', t.bookNodeAll),
    index('questions_search_idx').using('gin', t.searchVector),
    index('questions_fingerprint_idx').on(t.subjectId, t.fingerprint),
    index('questions_family_idx').on(t.subjectId, t.family).where(sql`family is not null`),
    index('questions_owner_idx').on(t.orgId, t.ownerId),
  ],
);

export interface QuestionPart {
  stem: string;
  options?: string[];
  answer: string[];
  analysis: string;
  score: number;
}

/** A paper is one document: its sections (大题) with questions and scores, edited as a whole. */
export interface PaperSection {
  id: string;
  title: string;
  typeId: string;
  /** `rubric`: 评分标准 of a written question, step by step. */
  questions: { questionId: string; score: number; rubric?: { text: string; score: number }[] }[];
}

export const papers = pgTable(
  'papers',
  {
    id: id(),
    orgId: uuid('org_id').references(() => orgs.id),
    /** The teacher who made (or shared) the paper; null only for seeded platform papers. */
    ownerId: uuid('owner_id').references(() => users.id),
    /** `basket` is the teacher's question basket for one subject; `saved` is a paper in 我的试卷. */
    status: text('status', { enum: ['basket', 'saved'] }).notNull(),
    scope: text('scope', { enum: ['personal', 'school', 'platform'] })
      .notNull()
      .default('personal'),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    textbookId: text('textbook_id'),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<PaperSection[]>().notNull().default([]),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped on every save; a save carrying an older version is refused (stale edit). */
    version: integer('version').notNull().default(1),
    /** Kind of paper for library filters: 同步练习, 单元测试, 月考, 期中, 期末, 模拟; null when unset. */
    paperType: text('paper_type'),
    /** A curated complete paper (精品试卷, /rehearse/GoodsPaper), only ever platform-scoped. */
    template: boolean('template').notNull().default(false),
    /** Stable key of seeded papers (dedup on re-seed); null for papers users make. */
    seedKey: text('seed_key').unique(),
    /** The paper this one was shared or copied from. */
    sourcePaperId: uuid('source_paper_id'),
    /** When a school or platform copy was shared; null for personal papers. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /** How often teachers copied this shared paper into their own library. */
    copyCount: integer('copy_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('papers_owner_idx').on(t.ownerId, t.status, t.updatedAt),
    uniqueIndex('papers_basket_idx').on(t.ownerId, t.subjectId).where(sql`${t.status} = 'basket'`),
    index('papers_library_idx').on(t.scope, t.orgId, t.subjectId, t.updatedAt),
  ],
);

// ── Homework and exams ──

/** A saved paper given to classes as 作业 or 考试, with its numbering, key and scores frozen. */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** The paper it was given from; the frozen copy below is what counts. */
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id),
    kind: text('kind', { enum: ['homework', 'exam'] }).notNull(),
    name: text('name').notNull(),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    schoolYearId: uuid('school_year_id')
      .notNull()
      .references(() => schoolClasses.id),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => schoolClasses.id),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    /** waiting 待扫描 → scanning 扫描中 → marking 阅卷中 → done 已完成. */
    status: text('status', { enum: ['waiting', 'scanning', 'marking', 'done'] })
      .notNull()
      .default('waiting'),
    paper: jsonb('paper').$type<FrozenPaper>().notNull(),
    /** The source paper's version when the key was frozen; bumped with each re-publish. */
    paperVersion: integer('paper_version').notNull(),
    keyVersion: integer('key_version').notNull().default(1),
    keyPublishedAt: timestamp('key_published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Answer-sheet designer choices over the generated layout; null until the sheet is edited. */
    sheet: jsonb('sheet').$type<Record<string, unknown>>(),
    /** Printed in each sheet's QR code; bumped when the sheet layout changes. */
    sheetVersion: integer('sheet_version').notNull().default(1),
    /** 阅卷 settings (MarkingSettings); null until first set, defaults in marking/settings.ts. */
    marking: jsonb('marking').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('assignments_list_idx').on(t.orgId, t.schoolYearId, t.examDate, t.id),
    index('assignments_owner_idx').on(t.ownerId, t.examDate),
    index('assignments_grade_idx').on(t.gradeId, t.examDate),
  ],
);

export const assignmentClasses = pgTable(
  'assignment_classes',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    /** Sheets scanned and identified for students of this class. */
    scannedCount: integer('scanned_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.classId] }),
    index('assignment_classes_class_idx').on(t.classId),
  ],
);

/** A stack of scanned pages of one exam uploaded together: files, a .zip, a scanner PDF or the scan agent. */
export const scanBatches = pgTable(
  'scan_batches',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    source: text('source', { enum: ['files', 'agent'] }).notNull(),
    name: text('name').notNull(),
    /** 试卷分配给学科老师 of the scan settings: marking hands these sheets to each class's subject teacher. */
    toSubjectTeachers: boolean('to_subject_teachers').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('scan_batches_assignment_idx').on(t.assignmentId, t.createdAt)],
);

/**
 * One scanned page. The row is also the recognition job: `queued` pages are claimed with a lease
 * (`FOR UPDATE SKIP LOCKED`), so any number of worker processes share them and a page whose worker
 * died is claimed again when its lease runs out.
 */
export const scanPages = pgTable(
  'scan_pages',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => scanBatches.id),
    /** SHA-256 of the image bytes: the same image uploaded twice is one page. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'done', 'failed', 'discarded'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The exam, student and page the sheet belongs to, as read or as a person decided. */
    assignmentId: uuid('assignment_id').references(() => assignments.id),
    studentId: uuid('student_id').references(() => students.id),
    pageNo: integer('page_no'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** A person's decisions over the result: the exam, the student, answers per question, absent. */
    corrected: jsonb('corrected').$type<{
      assignmentId?: string;
      studentId?: string;
      answers?: Record<string, string>;
      absent?: boolean;
    }>(),
    problems: jsonb('problems').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    detail: text('detail'),
    /** Bumped by each change, so a stale correction is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scan_pages_hash_idx').on(t.orgId, t.sha256),
    index('scan_pages_batch_idx').on(t.batchId, t.createdAt),
    index('scan_pages_queue_idx').on(t.status, t.createdAt),
    index('scan_pages_sheet_idx').on(t.assignmentId, t.studentId),
  ],
);

/** One student's answer sheet of an exam, merged from its recognised (and corrected) pages. */
export const answerSheets = pgTable(
  'answer_sheets',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    flags: jsonb('flags').$type<Record<string, string>>().notNull(),
    absent: boolean('absent').notNull().default(false),
    pageIds: jsonb('page_ids').$type<string[]>().notNull(),
    /** Final score per objective question number and per written block (absent until marked). */
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    objectiveScore: real('objective_score'),
    subjectiveScore: real('subjective_score'),
    totalScore: real('total_score'),
    /** Every written block has its final score. */
    complete: boolean('complete').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] })],
);

/** Every manual change on a scanned page: who, when, before and after. */
export const scanCorrections = pgTable(
  'scan_corrections',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    pageId: uuid('page_id')
      .notNull()
      .references(() => scanPages.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scan_corrections_page_idx').on(t.pageId, t.at)],
);

/**
 * One marking of one written answer (题块 of a student's sheet). Round 1, and round 2 with 双评; round 3
 * is the arbitration of two scores too far apart. The row is also the hand-out: an open task is leased
 * to one marker with `FOR UPDATE SKIP LOCKED`, and a lease that runs out puts it back in the pool.
 */
export const markingTasks = pgTable(
  'marking_tasks',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    block: text('block').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    round: smallint('round').notNull().default(1),
    /** Hand-out order: a shuffled key, so a marker does not mark one class in roster order. */
    seq: integer('seq').notNull(),
    status: text('status', { enum: ['open', 'leased', 'marked', 'problem'] })
      .notNull()
      .default('open'),
    markerId: uuid('marker_id').references(() => users.id),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    score: real('score'),
    annotations: jsonb('annotations').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    problem: text('problem'),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marking_tasks_unique_idx').on(t.assignmentId, t.block, t.studentId, t.round),
    index('marking_tasks_queue_idx').on(t.assignmentId, t.block, t.status, t.seq),
    index('marking_tasks_marker_idx').on(t.markerId, t.assignmentId, t.markedAt),
  ],
);

/** Who marks a block: per class in 按班级 mode, the pool (class null) in 统一阅卷 mode. No rows: the defaults. */
export const markingMarkers = pgTable(
  'marking_markers',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    block: text('block').notNull(),
    /** The class whose answers go to the user; null for the pool. */
    classId: uuid('class_id').references(() => schoolClasses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('marking_markers_idx').on(t.assignmentId, t.block)],
);

/** Every change of an objective question's key after the exam was given: who, when, before and after. */
export const keyChanges = pgTable(
  'key_changes',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    number: text('number').notNull(),
    before: jsonb('before').$type<string[]>().notNull(),
    after: jsonb('after').$type<string[]>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sheets: integer('sheets').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('key_changes_assignment_idx').on(t.assignmentId, t.at)],
);

/**
 * 错题重练: practice generated from students' mistakes — one paper for a class (saved to 我的试卷 as
 * `paperId`), or one per student (`items`: each student's questions), printed as a batch.
 */
export const practiceSets = pgTable(
  'practice_sets',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    mode: text('mode', { enum: ['class', 'personal'] }).notNull(),
    title: text('title').notNull(),
    /** What it was made from: exams, date range, options. */
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    /** Per student: their mistakes and the similar questions added, in order. */
    items: jsonb('items')
      .$type<{ studentId: string; mistakes: string[]; similar: string[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paperId: uuid('paper_id').references(() => papers.id),
    createdAt: createdAt(),
  },
  (t) => [index('practice_sets_owner_idx').on(t.ownerId, t.createdAt)],
);
