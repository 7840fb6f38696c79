import { OPTION_LETTERS } from './spec';
import type { BoxMm, ObjectiveKind, SheetLayout } from './types';

/** Format name and version of the recognition template; bump the version on any breaking change. */
export const TEMPLATE_FORMAT = 'zhijuan-answer-sheet-template';
export const TEMPLATE_VERSION = 1;

/** A box in millimetres, top-left corner from the page's top-left corner. */
export interface TemplateBox {
  xMm: number;
  yMm: number;
  wMm: number;
  hMm: number;
}

export interface TemplateBubble extends TemplateBox {
  question: string;
  option: string;
}

export interface TemplateRegion extends TemplateBox {
  question: string;
  /** 1, or 2… for the continuation of a region split over columns. */
  part: number;
}

export interface TemplatePage {
  page: number;
  widthMm: number;
  heightMm: number;
  marks: TemplateBox[];
  qr: TemplateBox;
  bubbles: TemplateBubble[];
  regions: TemplateRegion[];
  /** Page 1 in barcode mode: the 贴条形码区 where the student's 考号 sticker goes. */
  sticker?: TemplateBox;
}

export type TemplateQuestion =
  | { question: string; kind: ObjectiveKind; options: string[] }
  | { question: string; kind: 'subjective' }
  | { question: string; kind: 'optional'; choices: string[] };

/** The recognition template: everything a recogniser needs to read a scanned sheet (docs/answer-sheet.md). */
export interface SheetTemplate {
  format: typeof TEMPLATE_FORMAT;
  version: typeof TEMPLATE_VERSION;
  examId: string;
  sheetVersion: number;
  paper: string;
  columns: number;
  idMode: 'bubbles' | 'barcode';
  idDigits: number;
  paperTypeAB: boolean;
  duplex: boolean;
  questions: TemplateQuestion[];
  pages: TemplatePage[];
}

const mm = (b: BoxMm): TemplateBox => ({ xMm: b.x, yMm: b.y, wMm: b.w, hMm: b.h });

/**
 * The recognition template of a layout, with the geometry exactly as printed. Boxes are in millimetres
 * from the page's top-left corner; a bubble's box is the centre line of its printed ring.
 */
export function sheetTemplate(layout: SheetLayout): SheetTemplate {
  const { spec } = layout;
  const questions: TemplateQuestion[] = [];
  for (const s of spec.sections) {
    if (s.kind === 'objective') {
      for (const q of s.questions) {
        const options = q.kind === 'trueFalse' ? ['T', 'F'] : [...OPTION_LETTERS.slice(0, q.options ?? 4)];
        questions.push({ question: q.number, kind: q.kind, options });
      }
    } else if (s.kind === 'subjective') {
      for (const q of s.questions) questions.push({ question: q.number, kind: 'subjective' });
    } else {
      questions.push({ question: s.questions.join('/'), kind: 'optional', choices: [...s.questions] });
    }
  }
  return {
    format: TEMPLATE_FORMAT,
    version: TEMPLATE_VERSION,
    examId: spec.examId,
    sheetVersion: spec.sheetVersion,
    paper: spec.paper,
    columns: layout.columns,
    idMode: spec.idMode,
    idDigits: spec.idDigits,
    paperTypeAB: spec.paperTypeAB,
    duplex: spec.duplex ?? false,
    questions,
    pages: layout.pages.map((page) => {
      const t: TemplatePage = {
        page: page.number,
        widthMm: page.widthMm,
        heightMm: page.heightMm,
        marks: [],
        qr: { xMm: 0, yMm: 0, wMm: 0, hMm: 0 },
        bubbles: [],
        regions: [],
      };
      for (const e of page.elements) {
        if (e.type === 'mark') t.marks.push(mm(e));
        else if (e.type === 'qr') t.qr = mm(e);
        else if (e.type === 'bubble') t.bubbles.push({ question: e.question, option: e.option, ...mm(e) });
        else if (e.type === 'region') t.regions.push({ question: e.question, part: e.part, ...mm(e) });
      }
      if (page.number === 1 && layout.fields.sticker) t.sticker = mm(layout.fields.sticker);
      return t;
    }),
  };
}
