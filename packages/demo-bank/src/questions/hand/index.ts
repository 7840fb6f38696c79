/** Hand-written items, parsed from the topic files; keys are `<subject>.hand.<file>.<nnn>`. */
import type { Draft } from '../lib/core';
import type { SubjectCode } from '../lib/curriculum';
import { CONCEPTS } from './math-concepts';
import { MATERIALS } from './math-materials';
import { MIXED } from './math-mixed';
import { PROOFS } from './math-proofs';
import { WORD } from './math-word';
import { parseItems } from './parse';
import { CIRCUIT } from './physics-circuit';
import { EXTRA } from './physics-extra';
import { FORCE } from './physics-force';
import { HEAT } from './physics-heat';
import { MORE } from './physics-more';
import { POWER_MAGNET } from './physics-power-magnet';
import { PRESSURE } from './physics-pressure';
import { SOUND_LIGHT } from './physics-sound-light';

export interface HandItem {
  key: string;
  subject: SubjectCode;
  draft: Draft;
}

const FILES: ReadonlyArray<readonly [SubjectCode, string, string]> = [
  ['math', 'proofs', PROOFS],
  ['math', 'word', WORD],
  ['math', 'materials', MATERIALS],
  ['math', 'concepts', CONCEPTS],
  ['math', 'mixed', MIXED],
  ['physics', 'sound-light', SOUND_LIGHT],
  ['physics', 'heat', HEAT],
  ['physics', 'force', FORCE],
  ['physics', 'pressure', PRESSURE],
  ['physics', 'circuit', CIRCUIT],
  ['physics', 'power-magnet', POWER_MAGNET],
  ['physics', 'more', MORE],
  ['physics', 'extra', EXTRA],
];

function load(): HandItem[] {
  return FILES.flatMap(([subject, file, text]) =>
    parseItems(subject, text, file).map((draft, i) => ({
      key: `${subject}.hand.${file}.${String(i + 1).padStart(3, '0')}`,
      subject,
      draft,
    })),
  );
}

/** Every hand-written item, in file order. Append new items at the end of a file to keep keys stable. */
export const HAND: HandItem[] = load();
