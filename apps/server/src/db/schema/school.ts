/** 错题重练: practice sets made from students' mistakes. */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id } from './columns';
import { subjects } from './curriculum';

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
