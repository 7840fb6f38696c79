import type { Draft } from '../lib/core';
import type { SubjectCode } from '../lib/curriculum';

export interface HandItem {
  key: string;
  subject: SubjectCode;
  draft: Draft;
}

/** Every hand-written item, math first. */
export const HAND: HandItem[] = [];
