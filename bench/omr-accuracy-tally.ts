/** The parts of bench/omr-accuracy.ts that are not image work: how a student's mark of each style is drawn, what is counted per damage level and how it is printed. */
import type { Mark } from '../packages/omr/test-support/synthetic';

export type Level = 'scanner' | 'dirty' | 'phone';
export type Style = 'firm' | 'light' | 'partial' | 'tick' | 'dot' | 'erased' | 'crossed' | 'none';
export const LEVELS: Level[] = ['scanner', 'dirty', 'phone'];
export type Kind = 'stained' | 'crossed' | 'dpi150' | 'steep';
export const KINDS: Kind[] = ['stained', 'crossed', 'dpi150', 'steep'];
export const STYLES: Style[] = ['firm', 'light', 'partial', 'tick', 'dot', 'erased', 'crossed', 'none'];

export interface Tally {
  sheets: number;
  identified: number;
  studentNoRight: number;
  studentNoUnread: number;
  studentNoWrong: number;
  unread: number;
  /** Kinds of sheet (stained, crossed, 150dpi, steep): how many, how many sent whole to a person. */
  kinds: Record<Kind, { sheets: number; unread: number; stainSeen: number }>;
  /** Questions with a crossed-out answer: flagged 疑似改涂, flagged otherwise, silent. */
  crossed: { crossed: number; other: number; silent: number };
  /** Questions flagged only `multiple` (scored 0 silently under 按规则判分). */
  multiple: number;
  bubbles: Record<Style, { right: number; flagged: number; wrong: number }>;
  questions: { right: number; flagged: number; silent: number; silentHard: number };
  /** Where the silent errors are: sheet/question read → meant, to look at them. */
  silentAt: string[];
  readMs: number;
}

export const emptyTally = (): Tally => ({
  sheets: 0,
  identified: 0,
  studentNoRight: 0,
  studentNoUnread: 0,
  studentNoWrong: 0,
  unread: 0,
  kinds: Object.fromEntries(KINDS.map((k) => [k, { sheets: 0, unread: 0, stainSeen: 0 }])) as Tally['kinds'],
  crossed: { crossed: 0, other: 0, silent: 0 },
  multiple: 0,
  bubbles: Object.fromEntries(STYLES.map((s) => [s, { right: 0, flagged: 0, wrong: 0 }])) as Tally['bubbles'],
  questions: { right: 0, flagged: 0, silent: 0, silentHard: 0 },
  silentAt: [],
  readMs: 0,
});

export function add(into: Tally, t: Tally) {
  for (const k of [
    'sheets',
    'identified',
    'studentNoRight',
    'studentNoUnread',
    'studentNoWrong',
    'unread',
    'readMs',
    'multiple',
  ] as const)
    into[k] += t[k];
  for (const k of KINDS)
    for (const f of ['sheets', 'unread', 'stainSeen'] as const) into.kinds[k][f] += t.kinds[k][f];
  for (const f of ['crossed', 'other', 'silent'] as const) into.crossed[f] += t.crossed[f];
  for (const s of STYLES)
    for (const k of ['right', 'flagged', 'wrong'] as const) into.bubbles[s][k] += t.bubbles[s][k];
  for (const k of ['right', 'flagged', 'silent', 'silentHard'] as const) into.questions[k] += t.questions[k];
  into.silentAt.push(...t.silentAt);
}

export function report(name: string, t: Tally) {
  const all = STYLES.reduce((n, s) => n + t.bubbles[s].right + t.bubbles[s].flagged + t.bubbles[s].wrong, 0);
  const right = STYLES.reduce((n, s) => n + t.bubbles[s].right, 0);
  const flagged = STYLES.reduce((n, s) => n + t.bubbles[s].flagged, 0);
  const wrong = STYLES.reduce((n, s) => n + t.bubbles[s].wrong, 0);
  const q = t.questions;
  const qs = q.right + q.flagged + q.silent;
  console.log(
    `${name}: ${t.sheets} sheets, ${t.unread} unread; identified by QR ${t.identified}, 考号 grid exact ${t.studentNoRight} / ? ${t.studentNoUnread} / wrong ${t.studentNoWrong}; ` +
      `bubbles ${all}: right ${right} (${((right / all) * 100).toFixed(2)} %), flagged ${flagged}, wrong ${wrong}; ` +
      `questions ${qs}: right ${q.right} (${((q.right / qs) * 100).toFixed(2)} %), flagged ${q.flagged} (${((q.flagged / qs) * 100).toFixed(2)} %), silently wrong ${q.silent} (on hard marks ${q.silentHard}); ` +
      `${(t.readMs / Math.max(1, t.sheets)).toFixed(0)} ms a page`,
  );
  console.log(
    `  sheets by kind (sent whole / stain seen): ${KINDS.map((k) => `${k} ${t.kinds[k].sheets} (${t.kinds[k].unread} / ${t.kinds[k].stainSeen})`).join(', ')}; ` +
      `crossed-out questions: 疑似改涂 ${t.crossed.crossed}, flagged otherwise ${t.crossed.other}, silent ${t.crossed.silent}; ` +
      `flagged only 多涂 ${t.multiple}`,
  );
  if (t.silentAt.length)
    console.log(`  silently wrong (sheet/question): ${t.silentAt.slice(0, 30).join('; ')}`);
  console.log(
    `  by mark: ${STYLES.map((s) => `${s} ${t.bubbles[s].right}/${t.bubbles[s].flagged}/${t.bubbles[s].wrong}`).join(', ')} (right/flagged/wrong)`,
  );
}

export function markOf(question: string, option: string, s: Style, rand: () => number): Mark {
  if (s === 'light') return { question, option, darkness: 0.3 + rand() * 0.25 };
  if (s === 'partial') return { question, option, darkness: 0.55 + rand() * 0.3, cover: 0.5 + rand() * 0.35 };
  if (s === 'tick' || s === 'dot') return { question, option, darkness: 0.6 + rand() * 0.3, shape: s };
  return { question, option, darkness: 0.55 + rand() * 0.35 };
}
