/**
 * Keyboard score entry of the marking page: digits build the score, "." (or ".5") adds half a point,
 * Backspace takes back, F gives full marks and Z zero. Pure, so the rules are tested alone.
 */
export interface ScoreEntry {
  /** What the marker has typed so far, e.g. "", "7", "7.5". */
  text: string;
  /** The last key was "."; a "5" right after it is the rest of ".5", not a new digit. */
  afterDot: boolean;
  error: string | null;
}

export const EMPTY_ENTRY: ScoreEntry = { text: '', afterDot: false, error: null };

/** Shortcut keys, chosen apart from the digits and "." of score entry. */
export const FULL_MARKS_KEY = 'F';
export const ZERO_KEY = 'Z';

export const outOfRange = (max: number) => `分数不能超过满分 ${max} 分`;
export const NO_SCORE = '请输入分数';
export const NOT_HALF = '分数只能是 0.5 的整数倍';

const format = (n: number) => String(n);

function check(text: string, max: number): string | null {
  if (text === '') return null;
  const value = Number(text);
  return value > max ? outOfRange(max) : null;
}

/** An entry showing `value` (keypad button, full marks, zero). */
export function entryOf(value: number, max: number): ScoreEntry {
  const text = format(value);
  return { text, afterDot: false, error: check(text, max) };
}

/**
 * The entry after one key. Returns null for keys score entry does not use, so the page leaves them to
 * other shortcuts. Enter is not handled here: the page submits with `parseEntry`.
 */
export function pressKey(entry: ScoreEntry, key: string, max: number): ScoreEntry | null {
  if (/^[0-9]$/.test(key)) {
    if (entry.afterDot && key === '5') return { ...entry, afterDot: false };
    if (entry.text.includes('.')) return { ...entry, afterDot: false };
    const text = entry.text === '0' ? key : entry.text + key;
    if (text.length > 4) return entry;
    return { text, afterDot: false, error: check(text, max) };
  }
  if (key === '.' || key === 'Decimal') {
    if (entry.text.includes('.')) return entry;
    const text = `${entry.text || '0'}.5`;
    return { text, afterDot: true, error: check(text, max) };
  }
  if (key === 'Backspace') {
    const text = entry.text.endsWith('.5') ? entry.text.slice(0, -2) : entry.text.slice(0, -1);
    return { text, afterDot: false, error: check(text, max) };
  }
  if (key === 'Escape') return EMPTY_ENTRY;
  const upper = key.toUpperCase();
  if (upper === FULL_MARKS_KEY) return entryOf(max, max);
  if (upper === ZERO_KEY) return entryOf(0, max);
  return null;
}

/** The keypad's 0.5 button: half a point more on the whole points typed, or back without it. */
export function toggleHalf(entry: ScoreEntry, max: number): ScoreEntry {
  if (entry.text.endsWith('.5')) {
    const text = entry.text.slice(0, -2);
    return { text, afterDot: false, error: check(text, max) };
  }
  const text = `${entry.text || '0'}.5`;
  return { text, afterDot: false, error: check(text, max) };
}

/** The score to submit, or the message saying why there is none. */
export function parseEntry(entry: ScoreEntry, max: number): { score: number } | { error: string } {
  if (entry.text === '') return { error: NO_SCORE };
  const score = Number(entry.text);
  if (!Number.isFinite(score) || score < 0) return { error: NO_SCORE };
  if (score > max) return { error: outOfRange(max) };
  if (Math.round(score * 2) !== score * 2) return { error: NOT_HALF };
  return { score };
}
