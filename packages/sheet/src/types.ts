/** Paper sizes an answer sheet can be printed on (portrait A4/B5, landscape A3/B4/8K). */
export type PaperSize = 'A4' | 'B5' | 'A3' | 'B4' | '8K';

/** How students identify themselves on the sheet. */
export type IdMode = 'bubbles' | 'barcode';

export type ObjectiveKind = 'single' | 'multiple' | 'trueFalse';

export interface ObjectiveQuestion {
  /** Question number as printed, e.g. "1" or "12". Unique across the sheet. */
  number: string;
  kind: ObjectiveKind;
  /** Option count for single/multiple choice, 2–8 (default 4). True/false always has two (T, F). */
  options?: number;
}

export interface SubjectiveQuestion {
  number: string;
  /**
   * Height of the answer region, millimetres (10–800): exactly this (the teacher's choice), or with
   * `grow` the least it gets.
   */
  heightMm: number;
  /**
   * Sized by the layout: the region grows from `heightMm` in proportion to this weight (the question's
   * score) until the sheet's pages are full, without adding a page. 0: it does not grow with the
   * others, but takes the foot of a column that no growing region ends in (a 填空 line).
   */
  grow?: number;
  /**
   * Short answers (填空): the region may share a row with the questions next to it that have this too,
   * each at least this wide (a row is never wider than the column).
   */
  minWidthMm?: number;
  /** Print a 得分 box in the region's top-right corner. */
  scoreBox?: boolean;
}

export type SheetSection =
  | { kind: 'objective'; title: string; questions: ObjectiveQuestion[] }
  | { kind: 'subjective'; title: string; questions: SubjectiveQuestion[] }
  /** 选做题: the student answers one of `questions` in one shared region and fills its selector bubble. */
  | {
      kind: 'optional';
      title: string;
      questions: string[];
      heightMm: number;
      /** As `SubjectiveQuestion.grow`. */
      grow?: number;
      scoreBox?: boolean;
    };

/** Everything the layout needs to know about an exam's answer sheet. */
export interface SheetSpec {
  examId: string;
  /** Printed as the sheet's title. */
  examName: string;
  subtitle?: string;
  /** Bumped whenever the layout of an exam's sheet changes; in the QR code and the template. */
  sheetVersion: number;
  paper: PaperSize;
  /** 1 for A4/B5; 2 (default) or 3 for A3/B4/8K. */
  columns?: 1 | 2 | 3;
  idMode: IdMode;
  /** Digits of 考号, 4–12. */
  idDigits: number;
  /** Print 试卷类型 A/B bubbles. */
  paperTypeAB: boolean;
  /** Printed on both sides: odd pages are the fronts of the sheets, even pages their backs. */
  duplex?: boolean;
  sections: SheetSection[];
}

/** A box in millimetres, x/y its top-left corner measured from the page's top-left corner. */
export interface BoxMm {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type TextAlign = 'left' | 'center' | 'right';

/** What a printed item is for; the invariants and the template are keyed on it. */
export type SheetElement =
  | ({ type: 'mark' } & BoxMm)
  | ({ type: 'qr' } & BoxMm)
  | ({
      type: 'bubble';
      /** "1"… for objective questions, "id:N" for 考号 digit N, "absent", "paperType", "choice:G". */
      question: string;
      option: string;
      /** What is printed inside the ring. */
      label: string;
    } & BoxMm)
  | ({ type: 'region'; question: string; part: number } & BoxMm)
  | ({
      type: 'text';
      text: string;
      sizePt: number;
      bold?: boolean;
      align: TextAlign;
      gray?: number;
    } & BoxMm)
  | ({ type: 'rect'; lineMm: number; dash?: boolean; fill?: number; radiusMm?: number } & BoxMm)
  | { type: 'line'; x1: number; y1: number; x2: number; y2: number; lineMm: number; dash?: boolean }
  /** A 填涂样例 of a wrongly marked bubble: a tick, a cross, a dot or a half fill. */
  | ({ type: 'sample'; style: 'filled' | 'tick' | 'cross' | 'dot' | 'half' } & BoxMm);

/** Where the personalised print puts a student's details. */
export interface StudentFields {
  name: BoxMm;
  className: BoxMm;
  /** 考号 write boxes (bubble mode) or the sticker area (barcode mode). */
  idBoxes: BoxMm[];
  sticker?: BoxMm;
}

export interface SheetPage {
  /** 1-based. */
  number: number;
  widthMm: number;
  heightMm: number;
  elements: SheetElement[];
}

export interface SheetLayout {
  spec: SheetSpec;
  /** Columns per page, resolved from the spec. */
  columns: number;
  pages: SheetPage[];
  /** On page 1. */
  fields: StudentFields;
}
