import { z } from 'zod';
import { FrozenPaper } from './assignments';

/**
 * 答题卡 of an assignment: the layout is generated from its frozen paper (docs/answer-sheet.md) and the
 * teacher's designer choices (`SheetOverrides`) are kept on top of it.
 */
export const SHEET_PAPERS = ['A4', 'B5', 'A3', 'B4', '8K'] as const;

export const OptionalGroup = z.object({
  title: z.string().trim().min(1).max(20),
  /** Question numbers of the frozen paper, 2–6 of them, all written (subjective) answers. */
  questions: z.array(z.string().max(8)).min(2, '选做题至少要有两道题').max(6, '选做题最多六道题'),
});

export const SheetOverrides = z.object({
  paper: z.enum(SHEET_PAPERS, { error: '不支持的纸张' }).optional(),
  columns: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  duplex: z.boolean().optional(),
  idMode: z.enum(['bubbles', 'barcode']).optional(),
  idDigits: z.number().int().min(4, '考号位数应为 4–12 位').max(12, '考号位数应为 4–12 位').optional(),
  paperTypeAB: z.boolean().optional(),
  scoreBoxes: z.boolean().optional(),
  /** Answer-region height per written question number, millimetres. */
  heights: z
    .record(z.string().max(8), z.number().min(10, '作答区至少 10 毫米').max(800, '作答区最多 800 毫米'))
    .optional(),
  optional: z.array(OptionalGroup).max(4).optional(),
  /** `fixed`: written answers at fixed default heights, one to a row (sheets made before packing). */
  sizing: z.enum(['packed', 'fixed']).optional(),
});
export type SheetOverrides = z.infer<typeof SheetOverrides>;

/** `PUT /teacher/assignment/:id/sheet`: the choices, with the sheet version they were made on. */
export const SaveSheetBody = z.object({
  overrides: SheetOverrides,
  sheetVersion: z.number().int().min(1),
});
export type SaveSheetBody = z.infer<typeof SaveSheetBody>;

/** `GET /teacher/assignment/:id/sheet`. `spec` is packages/sheet's SheetSpec. */
export const SheetInfo = z.object({
  assignmentId: z.string(),
  name: z.string(),
  spec: z.record(z.string(), z.unknown()),
  overrides: SheetOverrides,
  sheetVersion: z.number().int(),
  /** The exam's frozen paper and the 考号 defaults from its roster: the designer lays out the same spec. */
  paper: FrozenPaper,
  idDefaults: z.object({ idMode: z.enum(['bubbles', 'barcode']), idDigits: z.number().int() }),
  /** Written questions with their least region heights (grown by the layout unless set), for the designer. */
  regions: z.array(
    z.object({ number: z.string(), typeName: z.string(), score: z.number(), defaultHeightMm: z.number() }),
  ),
  /** Sheets of this exam were scanned: the layout can no longer change. */
  locked: z.boolean(),
  /** Why this layout cannot be printed, in Chinese; empty when it can. */
  problems: z.array(z.string()),
  studentCount: z.number().int(),
});
export type SheetInfo = z.infer<typeof SheetInfo>;

/** `POST /teacher/assignment/:id/sheet/pdf`: a blank sheet, or one per student of the classes. */
export const SheetPdfBody = z.object({
  personalised: z.boolean().default(false),
  classIds: z.array(z.string().uuid('班级编号无效')).max(30).optional(),
});
export type SheetPdfBody = z.infer<typeof SheetPdfBody>;
