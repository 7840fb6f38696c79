import { z } from 'zod';
import { pageOf } from './envelope';

/**
 * 扫描与识别 (docs/scanning.md): scanned pages of an exam's answer sheets are uploaded into a batch,
 * recognised off the request path, and what could not be read for certain is put in front of a person.
 */

/** Spec §3: page size codes of the scan settings. */
export const SCAN_PAGE_SIZES = [
  { code: 1, name: 'A4' },
  { code: 11, name: 'A3' },
  { code: 2, name: 'B5' },
  { code: 6, name: 'B4' },
  { code: 0, name: '16k' },
] as const;
export type ScanPageSizeCode = (typeof SCAN_PAGE_SIZES)[number]['code'];

/** Upload limits: one scanned image, and one .zip or scanner PDF holding many. */
export const MAX_SCAN_IMAGE_BYTES = 30 * 1024 * 1024;
export const MAX_SCAN_BUNDLE_BYTES = 300 * 1024 * 1024;
/** A bundle may hold at most this many pages (a class set is 30–60, a grade 450). */
export const MAX_BUNDLE_PAGES = 1000;

export const SCAN_PAGE_STATUSES = ['queued', 'processing', 'done', 'failed', 'discarded'] as const;
export type ScanPageStatus = (typeof SCAN_PAGE_STATUSES)[number];

/**
 * Why a page needs a person. `unreadable`: no positioning marks or no template page; `unidentified`:
 * no QR code of this school's exams; `version`: printed from an older layout; `student`: the student
 * is not known (blank sheet with a 考号 not read or not on the roster); `duplicate`: another page of
 * the same student and page number; `ambiguous`: some bubbles are marginal; `failed`: recognition
 * itself failed three times.
 */
export const SCAN_PROBLEMS = [
  'unreadable',
  'unidentified',
  'version',
  'student',
  'duplicate',
  'ambiguous',
  'failed',
] as const;
export type ScanProblem = (typeof SCAN_PROBLEMS)[number];

export const SCAN_PROBLEM_TEXT: Record<ScanProblem, string> = {
  unreadable: '无法识别',
  unidentified: '未识别考试',
  version: '答题卡版本不符',
  student: '学生未识别',
  duplicate: '重复的学生',
  ambiguous: '填涂不清',
  failed: '识别失败',
};

/**
 * Why a question needs a look: `blank` nothing marked; `multiple` more than one answer on a one-answer
 * question (多涂); `ambiguous` a marginal mark (填涂不清); `crossed` a mark with a stroke through it out of
 * its ring — an answer crossed out instead of erased (疑似改涂).
 */
export const QUESTION_FLAGS = ['blank', 'multiple', 'ambiguous', 'crossed'] as const;
export type QuestionFlag = (typeof QUESTION_FLAGS)[number];

/**
 * 多涂处理, a school's scanning setting: what becomes of a one-answer question (单选, 判断) with more
 * than one bubble filled. `review` 人工确认 (the default): it goes to 异常处理 as 填涂不清 with its zoom,
 * and a person decides; `rule` 按规则判分: it is kept as read and scores 0 by the marking rule.
 */
export const MULTIPLE_MARKS = ['review', 'rule'] as const;
export type MultipleMarks = (typeof MULTIPLE_MARKS)[number];
export const MULTIPLE_MARKS_TEXT: Record<MultipleMarks, string> = {
  review: '人工确认',
  rule: '按规则判分',
};

/** `GET /teacher/scan/settings`: the school's scanning settings, and whether the caller may change them. */
export const ScanSchoolSettings = z.object({
  multipleMarks: z.enum(MULTIPLE_MARKS),
  canEdit: z.boolean(),
});
export type ScanSchoolSettings = z.infer<typeof ScanSchoolSettings>;

/** `PUT /teacher/scan/settings` (school managers). */
export const ScanSchoolSettingsBody = z.object({
  multipleMarks: z.enum(MULTIPLE_MARKS, { error: '请选择多涂处理方式' }),
});
export type ScanSchoolSettingsBody = z.infer<typeof ScanSchoolSettingsBody>;

/** `POST /teacher/scan/batch`: a new batch for an exam. */
export const CreateScanBatchBody = z.object({
  assignmentId: z.string().uuid('请选择要扫描的考试'),
  source: z.enum(['files', 'agent']).default('files'),
  /** 试卷分配给学科老师 from the scan settings (spec §3): marking hands the sheets to subject teachers. */
  toSubjectTeachers: z.boolean().default(false),
  /** What the teacher sees in the batch list; defaults to the time. */
  name: z.string().trim().max(60).optional(),
});
export type CreateScanBatchBody = z.infer<typeof CreateScanBatchBody>;

export const ScanCounts = z.object({
  pages: z.number().int(),
  queued: z.number().int(),
  done: z.number().int(),
  problems: z.number().int(),
});
export type ScanCounts = z.infer<typeof ScanCounts>;

export const ScanBatch = z.object({
  id: z.string(),
  assignmentId: z.string(),
  assignmentName: z.string(),
  name: z.string(),
  source: z.enum(['files', 'agent']),
  toSubjectTeachers: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  counts: ScanCounts,
});
export type ScanBatch = z.infer<typeof ScanBatch>;

/** The answer to one uploaded file: the pages it held, each new or already uploaded before. */
export const UploadedScan = z.object({
  fileName: z.string(),
  pages: z.array(z.object({ id: z.string(), duplicate: z.boolean() })),
  /** Entries of a .zip that were not read (hidden files, other file types), each with the reason. */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })).default([]),
});
export type UploadedScan = z.infer<typeof UploadedScan>;

/** `POST /teacher/scan/batch/:id/known`: which of these content hashes are already uploaded. */
export const KnownScansBody = z.object({
  hashes: z.array(z.string().regex(/^[0-9a-f]{64}$/, '无效的文件摘要')).max(2000),
});

export const BubbleBox = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type BubbleBox = z.infer<typeof BubbleBox>;

/** What recognition said about a page, as stored (the engine's PageResult without the image). */
export const StoredPageResult = z.object({
  page: z.number().int(),
  pages: z.number().int(),
  examId: z.string().nullable(),
  studentIdFromQr: z.string().nullable(),
  sheetVersion: z.number().int().nullable(),
  rotated180: z.boolean(),
  marksFound: z.number().int(),
  residualPx: z.number().nullable(),
  /** Pixel boxes below are on the page as read, `scale` times smaller than the stored file. */
  width: z.number().int(),
  height: z.number().int(),
  scale: z.number(),
  answers: z.record(z.string(), z.string()),
  flags: z.record(z.string(), z.enum(QUESTION_FLAGS)),
  /**
   * A stain over the bubbles (recognition.md): its box on the page as read and the questions under it,
   * each flagged for a person. Absent on pages read before stains were seen.
   */
  stain: z
    .object({ box: BubbleBox, questions: z.array(z.string()) })
    .nullable()
    .optional(),
  /** Every bubble's fill (0–1) and decision, with its pixel box on the upright page. */
  bubbles: z.array(
    z.object({
      question: z.string(),
      option: z.string(),
      fill: z.number(),
      decision: z.enum(['filled', 'empty', 'ambiguous']),
      box: BubbleBox.nullable(),
    }),
  ),
  studentNo: z.string().nullable(),
  absent: z.boolean(),
  paperType: z.string().nullable(),
  /** Written answers cut out at full resolution, stored as PNG. */
  regions: z.array(
    z.object({ question: z.string(), part: z.number().int(), key: z.string(), box: BubbleBox }),
  ),
  problem: z.string().nullable(),
  timings: z.record(z.string(), z.number()),
});
export type StoredPageResult = z.infer<typeof StoredPageResult>;

export const ScanPage = z.object({
  id: z.string(),
  batchId: z.string(),
  fileName: z.string(),
  status: z.enum(SCAN_PAGE_STATUSES),
  problems: z.array(z.enum(SCAN_PROBLEMS)),
  /** Chinese detail of the first problem (the engine's reason, the 考号 read, …). */
  detail: z.string().nullable(),
  assignmentId: z.string().nullable(),
  student: z
    .object({ id: z.string(), name: z.string(), studentNo: z.string(), className: z.string() })
    .nullable(),
  pageNo: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  studentNoRead: z.string().nullable(),
  absent: z.boolean(),
  /** Answers after corrections; flags only where a person has not decided. */
  answers: z.record(z.string(), z.string()),
  flags: z.record(z.string(), z.enum(QUESTION_FLAGS)),
  corrected: z.array(z.string()),
  /**
   * A person chose the page's exam (its QR code was not read): the page was read again with that
   * exam's sheet, and the exam may be chosen again.
   */
  examChosen: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  /** The name of the upload batch the page came in, e.g. "11/26 09:40 扫描". */
  batchName: z.string(),
});
export type ScanPage = z.infer<typeof ScanPage>;

/** `GET /teacher/scan/page/:id` (and the answer to a correction): a page with what the exceptions screen shows. */
export const ScanPageDetail = ScanPage.extend({
  /** The exam of the batch the page was uploaded in. */
  batchAssignmentId: z.string(),
  /** The name of the exam the page belongs to, when the caller can see it. */
  assignmentName: z.string().nullable(),
  bubbles: z.array(
    z.object({
      question: z.string(),
      option: z.string(),
      fill: z.number(),
      decision: z.enum(['filled', 'empty', 'ambiguous']),
    }),
  ),
  /** The written answers cut from the page, by index (`/teacher/scan/page/:id/region/:index`). */
  regions: z.array(z.object({ index: z.number(), question: z.string(), part: z.number() })),
  /** A stain over the bubbles: the questions under it (its zoom is `image?stain=1`). */
  stain: z
    .object({ questions: z.array(z.string()) })
    .nullable()
    .optional(),
});
export type ScanPageDetail = z.infer<typeof ScanPageDetail>;

/** `POST /teacher/scan/page/:id/retry`: the page queued again, and the exam it belongs to. */
export const RetriedScanPage = z.object({ id: z.string(), assignmentId: z.string().nullable() });
export type RetriedScanPage = z.infer<typeof RetriedScanPage>;

/** `GET /teacher/assignment/:id/scan/pages`: one page of an exam's scanned pages. */
export const ScanPageList = pageOf(ScanPage);
export type ScanPageList = z.infer<typeof ScanPageList>;

/** `POST /teacher/scan/batch/:id/known`: which of the sent content hashes the school already has. */
export const KnownScanHashes = z.array(z.string());
export type KnownScanHashes = z.infer<typeof KnownScanHashes>;

export const ScanPageListQuery = z.object({
  batchId: z.string().uuid().optional(),
  problem: z.enum([...SCAN_PROBLEMS, 'any']).optional(),
  status: z.enum(SCAN_PAGE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export type ScanPageListQuery = z.infer<typeof ScanPageListQuery>;

/**
 * `PUT /teacher/scan/page/:id`: a person's decision on a page — which exam and whose sheet it is,
 * what was marked, or that it is set aside (a duplicate, a page to scan again). `version` is the one
 * the person saw. `assignmentId`, only for a page whose exam was not identified, has the page read
 * again with that exam's sheet; `studentId` is then a student of that exam.
 */
export const CorrectScanPageBody = z.object({
  version: z.number().int().min(1),
  assignmentId: z.string().uuid('请选择考试').optional(),
  studentId: z.string().uuid('请选择学生').optional(),
  answers: z.record(z.string().max(16), z.string().regex(/^[A-Z]{0,8}$/, '选项只能是大写字母')).optional(),
  absent: z.boolean().optional(),
  discard: z.boolean().optional(),
});
export type CorrectScanPageBody = z.infer<typeof CorrectScanPageBody>;

/** An exam's scanning state: who has a sheet, who is missing, what still needs a person. */
export const ScanSummary = z.object({
  assignmentId: z.string(),
  studentCount: z.number().int(),
  scannedStudents: z.number().int(),
  counts: ScanCounts,
  /** Pages per kind of problem (a page may have several kinds). */
  byProblem: z.record(z.string(), z.number().int()),
  /** Students with more than one scan of the same page (`byProblem.duplicate` counts their pages). */
  duplicateStudents: z.number().int(),
  missing: z.array(
    z.object({ id: z.string(), name: z.string(), studentNo: z.string(), className: z.string() }),
  ),
  /** Students with some pages of a multi-page sheet but not all. */
  incomplete: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      className: z.string(),
      pagesMissing: z.array(z.number().int()),
    }),
  ),
});
export type ScanSummary = z.infer<typeof ScanSummary>;

/** One student's stored objective answers for an exam. */
export const AnswerSheetRow = z.object({
  studentId: z.string(),
  name: z.string(),
  studentNo: z.string(),
  className: z.string(),
  absent: z.boolean(),
  answers: z.record(z.string(), z.string()),
  flags: z.record(z.string(), z.string()),
  pageIds: z.array(z.string()),
});
export type AnswerSheetRow = z.infer<typeof AnswerSheetRow>;

/** `GET /teacher/assignment/:id/scan/sheets`: one page of an exam's stored answer sheets. */
export const AnswerSheetPage = pageOf(AnswerSheetRow);
export type AnswerSheetPage = z.infer<typeof AnswerSheetPage>;

/** A manual change on a page, kept for good (who, when, before and after). */
export const ScanCorrection = z.object({
  id: z.string(),
  userName: z.string(),
  at: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type ScanCorrection = z.infer<typeof ScanCorrection>;
