import type { SheetQrContent } from '@zhijuan/sheet';
import type { BubbleRead } from './bubbles';
import type { Gray } from './gray';
import type { QuestionFlag } from './read';
import type { Affine, Projective } from './transform';

export interface RegionCrop {
  question: string;
  part: number;
  /** Pixel box of the region in the (upright) image. */
  box: { x: number; y: number; w: number; h: number };
}

/** What one scanned page says (docs/recognition.md). */
export interface PageResult {
  /** From the QR code; null when it could not be read (the page goes to a person). */
  qr: SheetQrContent | null;
  /** Template page number used. */
  page: number;
  /** The scan was upside down and has been turned. */
  rotated180: boolean;
  marksFound: number;
  /** Least-squares affine map, template mm → pixels of `image`, through the marks used. */
  transform: Affine | null;
  /**
   * The homography bubbles and boxes were read with when the page was seen at an angle (a phone
   * photo; four marks needed), template mm → pixels; null when `transform` was used.
   */
  homography: Projective | null;
  /** Root mean square distance of the marks from the fitted map, pixels. */
  residualPx: number | null;
  /**
   * The map was fitted to the printed bubble rings, the marks alone not placing them well enough
   * (three marks on a photo, a curled page): `homography`, or `transform` when too few rings for one.
   */
  refined: boolean;
  bubbles: BubbleRead[];
  /**
   * Share of bubbles whose printed ring was not found where the map puts them (those are
   * `ambiguous`); over 15 % the page has a `problem`. Null when the page was not read.
   */
  ringsLost: number | null;
  /** Question → chosen options ("A", "AC", "" for blank). */
  answers: Record<string, string>;
  flags: Record<string, QuestionFlag>;
  /**
   * 考号: from the bubble grid ("?" for a digit not read), or in barcode mode from the sticker's
   * barcode (null when no single barcode could be read there).
   */
  studentNo: string | null;
  absent: boolean;
  paperType: string | null;
  /** 选做题 group (`"23/24"`) → the question the student chose, "" when not clear (see choiceFlags). */
  choices: Record<string, string>;
  /** 选做题 group → blank (no selector filled), multiple (two) or ambiguous. */
  choiceFlags: Record<string, QuestionFlag>;
  regions: RegionCrop[];
  /**
   * A stain (coffee, water) over bubbles: the paper around several bubbles is uneven, a dark edge or
   * rim running beside them. `box` is the pixel box of those bubbles on `image` with a margin;
   * `questions` every objective question with a bubble inside it — each flagged `ambiguous` unless
   * flagged otherwise, for a person to look at. Null when no stain was seen.
   */
  stain: { box: { x: number; y: number; w: number; h: number }; questions: string[] } | null;
  /** Why the page could not be read, in Chinese; null when it was. */
  problem: string | null;
  /** The upright grey image the page was read on (regions are cut from the file: `cropRegions`). */
  image: Gray;
  /** The file it was read from and how much it was shrunk for reading, for full-resolution crops. */
  source: { bytes: Uint8Array; page: number; shrink: number } | null;
  /** Where the time went, milliseconds: decoding, marks and map, QR and 考号 barcode, bubbles and decisions. */
  timings: { decodeMs: number; marksMs: number; qrMs: number; bubblesMs: number };
}
