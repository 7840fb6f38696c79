import { z } from 'zod';
import { pageOf } from './envelope';
import { QuestionDetail } from './questions';

/** `POST /teacher/paper/info/addBasket`: questions to put in the basket of their subject. */
export const AddBasketBody = z.object({
  questionIds: z.array(z.string().uuid('试题编号无效')).min(1, '请选择试题').max(50, '一次最多加入 50 道题'),
});
export type AddBasketBody = z.infer<typeof AddBasketBody>;

/**
 * `POST /teacher/paper/info/openBasket`: /edit?subjectId=…&textbookId=… (spec §2) — the caller's basket
 * of that subject, the draft of a new paper, made if there is none, with that textbook.
 */
export const OpenBasketBody = z.object({
  subjectId: z.string().min(1, '请选择学科').max(80),
  textbookId: z.string().min(1).max(120).optional(),
});
export type OpenBasketBody = z.infer<typeof OpenBasketBody>;
export const OpenedBasket = z.object({ paperId: z.string() });
export type OpenedBasket = z.infer<typeof OpenedBasket>;

/** The most questions one basket holds. */
export const BASKET_LIMIT = 100;

export const BasketPaperInfo = z.object({
  /** The basket's paper id (one basket per subject). */
  id: z.string(),
  stageId: z.string(),
  stageName: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  /**
   * The textbooks its questions come from: 七年级上册, 七年级上册、八年级下册 or 七年级上册等 3 册; empty
   * when none of its questions is tagged with a chapter.
   */
  testPaperTextbook: z.string(),
});
export type BasketPaperInfo = z.infer<typeof BasketPaperInfo>;

export const BasketTypeRow = z.object({
  typeId: z.string(),
  /** The question type's name, e.g. 单选题. */
  dataName: z.string(),
  questionCount: z.number().int(),
});
export type BasketTypeRow = z.infer<typeof BasketTypeRow>;

/** `GET /teacher/paper/info/getQuestionBasket` → data.data (spec §3). */
export const BasketInfo = z.object({
  sumCount: z.number().int(),
  paperInfo: z.array(BasketPaperInfo),
  /** Per basket paper id, its question types and counts in paper order. */
  type: z.record(z.string(), z.array(BasketTypeRow)),
  questionIds: z.array(z.string()),
});
export type BasketInfo = z.infer<typeof BasketInfo>;

/** `DELETE /teacher/paper/question/type/delQuestion/{id}`: a question id, or a type id with `paperId`. */
export const DelBasketQuery = z.object({ paperId: z.string().uuid('试卷编号无效').optional() });

/** One step of a written question's 评分标准: what earns the points, and how many. */
export const RubricStep = z.object({
  text: z.string().trim().min(1, '请输入评分要点').max(200, '评分要点最多 200 字'),
  score: z
    .number()
    .min(0, '分值不能为负')
    .max(100, '单步分值最多 100 分')
    .multipleOf(0.5, '分值须为 0.5 的整数倍'),
});
export type RubricStep = z.infer<typeof RubricStep>;
export const Rubric = z.array(RubricStep).max(12, '评分标准最多 12 步');

export const PaperSectionInput = z.object({
  id: z.string().min(1).max(40),
  title: z.string().trim().min(1, '请输入大题标题').max(40, '大题标题最多 40 个字'),
  typeId: z.string().min(1).max(80),
  questions: z
    .array(
      z.object({
        questionId: z.string().uuid('试题编号无效'),
        score: z
          .number()
          .min(0, '分值不能为负')
          .max(100, '单题分值最多 100 分')
          .multipleOf(0.5, '分值须为 0.5 的整数倍'),
        /** 评分标准 of a written question, step by step; kept with the paper and frozen with its key. */
        rubric: Rubric.optional(),
      }),
    )
    .max(100, '一个大题最多 100 道题'),
});

const settingsFields = {
  subtitle: z.string().max(60, '副标题最多 60 个字'),
  notes: z.string().max(500, '注意事项最多 500 字'),
  examMinutes: z
    .number()
    .int('考试时长须为整数分钟')
    .min(0, '考试时长不能为负')
    .max(600, '考试时长最多 600 分钟'),
  layout: z.enum(['A4', 'A3', '8K'], { error: '纸张须为 A4、A3 或 8K' }),
  showStudentLine: z.boolean(),
  sealingLine: z.boolean(),
  showAnswers: z.boolean(),
};

/** Layout and header choices of a paper (the 试卷设置 page). */
export const PaperSettings = z.object({
  subtitle: settingsFields.subtitle.default(''),
  notes: settingsFields.notes.default(''),
  examMinutes: settingsFields.examMinutes.default(90),
  layout: settingsFields.layout.default('A4'),
  showStudentLine: settingsFields.showStudentLine.default(true),
  sealingLine: settingsFields.sealingLine.default(false),
  showAnswers: settingsFields.showAnswers.default(false),
});
/** Some settings: only the fields given change (no defaults filled in). */
export const PaperSettingsPatch = z.object(settingsFields).partial();
export type PaperSettingsPatch = z.infer<typeof PaperSettingsPatch>;
export type PaperSettings = z.infer<typeof PaperSettings>;

/** `POST /teacher/paper`: save a basket (or any sections) as a paper in 我的试卷. */
export const CreatePaperBody = z.object({
  title: z.string().trim().min(1, '请输入试卷标题').max(60, '试卷标题最多 60 个字'),
  /** Start from this basket; it is emptied once the paper is saved. */
  fromBasketId: z.string().uuid().optional(),
  subjectId: z.string().min(1).max(80).optional(),
  sections: z.array(PaperSectionInput).max(20, '最多 20 个大题').optional(),
  settings: PaperSettingsPatch.optional(),
});
export type CreatePaperBody = z.infer<typeof CreatePaperBody>;

/** `PUT /teacher/paper/:id`: the whole document, with the version it was loaded at. */
export const UpdatePaperBody = z.object({
  version: z.number().int().min(1),
  title: z.string().trim().min(1, '请输入试卷标题').max(60, '试卷标题最多 60 个字'),
  sections: z.array(PaperSectionInput).max(20, '最多 20 个大题'),
  settings: PaperSettingsPatch,
});
export type UpdatePaperBody = z.infer<typeof UpdatePaperBody>;

export const PaperListQuery = z.object({
  subjectId: z.string().max(80).optional(),
  keyword: z.string().trim().max(40).optional(),
  /** `recycle`: deleted within the last 30 days. */
  bin: z.enum(['active', 'recycle']).default('active'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50, '每页最多 50 条').default(10),
});

export const PaperSummary = z.object({
  id: z.string(),
  title: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  questionCount: z.number().int(),
  totalScore: z.number(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** The live copy of this paper in 校本试卷, when it is shared to the caller's school. */
  schoolPaperId: z.string().nullable(),
  /** The live copy published to the platform (平台共享), when there is one. */
  platformPaperId: z.string().nullable(),
});
export type PaperSummary = z.infer<typeof PaperSummary>;

/** `GET /teacher/paper`: one page of 我的试卷 or of the recycle bin. */
export const PaperPage = pageOf(PaperSummary);
export type PaperPage = z.infer<typeof PaperPage>;

/** A section as the server answers it (its input rules are checked when it is saved). */
const PaperSection = z.object({
  id: z.string(),
  title: z.string(),
  typeId: z.string(),
  questions: z.array(
    z.object({ questionId: z.string(), score: z.number(), rubric: z.array(RubricStep).optional() }),
  ),
});

export const PaperDocument = z.object({
  id: z.string(),
  title: z.string(),
  stageId: z.string(),
  subjectId: z.string(),
  textbookId: z.string().nullable(),
  sections: z.array(PaperSection),
  settings: PaperSettings,
  version: z.number().int(),
  totalScore: z.number(),
  updatedAt: z.string(),
});
export type PaperDocument = z.infer<typeof PaperDocument>;

/** Days a deleted paper stays in the recycle bin. */
export const RECYCLE_DAYS = 30;

/** `POST /teacher/paper/assemble` (智能组卷): what the paper must satisfy. */
export const AssembleBody = z.object({
  subjectId: z.string().min(1, '请选择学科').max(80),
  sections: z
    .array(
      z.object({
        typeId: z.string().min(1, '请选择题型').max(80),
        count: z.number().int().min(1, '每种题型至少 1 道').max(50, '每种题型最多 50 道'),
        scoreEach: z
          .number()
          .min(0.5, '每题至少 0.5 分')
          .max(50, '每题最多 50 分')
          .multipleOf(0.5, '分值须为 0.5 的整数倍'),
      }),
    )
    .min(1, '请至少设置一种题型')
    .max(10, '最多 10 种题型'),
  /** Expected scoring rate of the whole paper, 0.05–0.95 (higher is easier). */
  targetDifficulty: z
    .number()
    .min(0.05, '目标难度须在 0.05 到 0.95 之间')
    .max(0.95, '目标难度须在 0.05 到 0.95 之间'),
  tolerance: z.number().min(0.01).max(0.2).default(0.03),
  /** Knowledge points the paper must cover (each by at least one question). */
  knowledgeIds: z.array(z.string().max(120)).max(40, '最多选择 40 个知识点').default([]),
  /** Chapters the questions must come from; empty means the whole of `textbookId`. */
  bookNodeIds: z.array(z.string().max(120)).max(40, '最多选择 40 个章节').default([]),
  /**
   * The textbook (e.g. `cz.math.rj.7a`) the questions come from when no chapter is chosen; the caller's
   * current textbook (userGradeId) of that subject when not given, the whole subject when neither.
   */
  textbookId: z.string().max(120).optional(),
  /** Leave out questions used in my papers of the last 30 days. */
  excludeRecent: z.boolean().default(false),
  seed: z.number().int().optional(),
});
export type AssembleBody = z.infer<typeof AssembleBody>;

/** `POST /teacher/paper/assemble`: the picked paper, or 422 with `problems` (Chinese) when it cannot be met. */
export const AssembledPaper = z.object({
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      typeId: z.string(),
      questions: z.array(z.object({ questionId: z.string(), score: z.number() })),
    }),
  ),
  difficulty: z.number(),
  totalScore: z.number(),
  covered: z.array(z.string()),
  method: z.enum(['greedy', 'exact']),
});
export type AssembledPaper = z.infer<typeof AssembledPaper>;

// ── Cloud libraries: 校本试卷, 平台共享, 精品试卷 ──

/** Kinds of paper for the library filters. */
export const PAPER_TYPES = ['同步练习', '单元测试', '月考', '期中', '期末', '模拟'] as const;
export const PaperType = z.enum(PAPER_TYPES, { error: '试卷类型无效' });
export type PaperType = z.infer<typeof PaperType>;

/** Author shown for seeded platform papers, which belong to no teacher. */
export const PLATFORM_AUTHOR = '智卷教研组';

/**
 * `POST /teacher/paper/:id/share`: share a paper of 我的试卷 to the caller's school (a school copy, updated
 * on every later share) or, for platform administrators, publish it to the platform.
 */
export const SharePaperBody = z.object({
  target: z.enum(['school', 'platform'], { error: '共享范围无效' }).default('school'),
  paperType: PaperType.optional(),
});
export type SharePaperBody = z.infer<typeof SharePaperBody>;

/** `GET /teacher/library`: one page of school (the caller's own school only) or platform papers. */
export const LibraryQuery = z.object({
  scope: z.enum(['school', 'platform'], { error: '请选择试卷库' }),
  /** `template`: only 精品试卷; `shared`: only papers teachers published; `all`: both. */
  kind: z.enum(['all', 'shared', 'template']).default('all'),
  subjectId: z.string().max(80).optional(),
  /** A textbook (grade volume), e.g. 七年级上册. */
  textbookId: z.string().max(120).optional(),
  paperType: PaperType.optional(),
  keyword: z.string().trim().max(40, '关键词最多 40 个字').optional(),
  /** `newest`: last shared or updated first; `popular`: most copied first. */
  sort: z.enum(['newest', 'popular']).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50, '每页最多 50 条').default(12),
});
export type LibraryQuery = z.infer<typeof LibraryQuery>;

export const LibraryPaperSummary = z.object({
  id: z.string(),
  title: z.string(),
  scope: z.enum(['school', 'platform']),
  /** A curated 精品试卷. */
  template: z.boolean(),
  stageId: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  textbookId: z.string().nullable(),
  /** The textbook's name (grade and volume), empty when the paper has none. */
  textbookName: z.string(),
  paperType: z.string().nullable(),
  questionCount: z.number().int(),
  totalScore: z.number(),
  /** The sharer's name, or 智卷教研组 for seeded papers. */
  authorName: z.string(),
  /** The caller shared it. */
  mine: z.boolean(),
  /** The caller may withdraw it: the sharer or a school administrator; platform administrators for the platform. */
  canWithdraw: z.boolean(),
  copyCount: z.number().int(),
  sharedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type LibraryPaperSummary = z.infer<typeof LibraryPaperSummary>;

export const LibraryPage = pageOf(LibraryPaperSummary);
export type LibraryPage = z.infer<typeof LibraryPage>;

/** `GET /teacher/library/:id`: the paper with every question's content, answer and 解析 for preview. */
export const LibraryPaperDetail = LibraryPaperSummary.extend({
  settings: PaperSettings,
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      typeId: z.string(),
      questions: z.array(
        z.object({
          questionId: z.string(),
          score: z.number(),
          /** Null when the question has since been deleted from the bank. */
          question: QuestionDetail.nullable(),
        }),
      ),
    }),
  ),
});
export type LibraryPaperDetail = z.infer<typeof LibraryPaperDetail>;

/** `PUT /teacher/paper/defaults` (试题设置): what every new paper of the caller starts with. */
export const PaperDefaultsBody = PaperSettingsPatch;
export type PaperDefaultsBody = z.infer<typeof PaperDefaultsBody>;

/** `POST /teacher/paper/practice` (同步课时练): a practice set for one lesson of the chapter tree. */
export const PracticeBody = z.object({
  subjectId: z.string().min(1, '请选择学科').max(80),
  /** A lesson (or any chapter node): questions come from it and everything under it. */
  bookNodeId: z.string({ error: '请选择课时' }).min(1, '请选择课时').max(120),
  count: z.number().int().min(1, '至少 1 道题').max(30, '一次最多 30 道题').default(10),
  /** 基础 (expected scoring rate ~0.8), 提升 (~0.65), 拓展 (~0.5). */
  level: z.enum(['basic', 'standard', 'advanced']).default('standard'),
  /** 换一批: questions to leave out when others are left, e.g. the batch on screen. */
  excludeIds: z.array(z.string().uuid('试题编号无效')).max(200, '最多排除 200 道题').default([]),
  /** Leave out questions of my papers of the last 30 days while enough others are left. */
  excludeRecent: z.boolean().default(true),
  seed: z.number().int().optional(),
});
export type PracticeBody = z.infer<typeof PracticeBody>;

/** The practice set: paper-shaped sections, the questions with answers for preview, and a notice. */
export const PracticeSet = z.object({
  /** Suggested paper title, e.g. 1.2.4 绝对值 课时练. */
  title: z.string(),
  bookNode: z.object({ id: z.string(), name: z.string() }),
  sections: AssembledPaper.shape.sections,
  totalScore: z.number(),
  /** Score-weighted expected scoring rate; 0 when empty. */
  difficulty: z.number(),
  questions: z.array(QuestionDetail),
  /** How many questions the lesson has that the caller may use. */
  available: z.number().int(),
  /** Said when fewer questions than asked, or recently used ones had to be taken; null otherwise. */
  notice: z.string().nullable(),
});
export type PracticeSet = z.infer<typeof PracticeSet>;
