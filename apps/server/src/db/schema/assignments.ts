/** 错题重练: practice sets made from students' mistakes. */
import type { FrozenPaper } from '@zhijuan/contracts';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgs, users } from './accounts';
import { createdAt, id } from './columns';
import { stages, subjects } from './curriculum';
import { papers } from './papers';
import { schoolClasses } from './school';

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
