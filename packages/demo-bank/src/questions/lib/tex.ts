/** LaTeX and text formatting shared by the generators. */
import { Frac, type Q } from './frac';

/** Inline formula. */
export const m = (tex: string) => `\\(${tex}\\)`;

/** A number as LaTeX (fractions as `\dfrac`, finite decimals kept as decimals when `decimal`). */
export function num(x: Q, decimal = false): string {
  const f = Frac.of(x);
  return decimal ? f.texDec() : f.tex();
}

/** A number as an operand: negatives and fractions in brackets, e.g. `(-3)`, `\left(-\dfrac{1}{2}\right)`. */
export function paren(x: Q, decimal = false): string {
  const f = Frac.of(x);
  const t = num(f, decimal);
  if (f.n >= 0) return t;
  return t.includes('\\dfrac') ? `\\left(${t}\\right)` : `(${t})`;
}

/** A base for a power: every negative number and every fraction in brackets. */
export function base(x: Q, decimal = false): string {
  const f = Frac.of(x);
  const t = num(f, decimal);
  if (f.n >= 0 && !t.includes('\\dfrac')) return t;
  return t.includes('\\dfrac') ? `\\left(${t}\\right)` : `(${t})`;
}

/** `+3`, `-3`, `+\dfrac{1}{2}`: a number as the next term of a sum. */
export function signed(x: Q, decimal = false): string {
  const f = Frac.of(x);
  return f.n < 0 ? num(f, decimal) : `+${num(f, decimal)}`;
}

/** Coefficient in front of a letter: `3x`, `-x`, `x`, `\dfrac{1}{2}x`. First term: no leading +. */
export function coef(c: Q, letters: string, first = true, decimal = false): string {
  const f = Frac.of(c);
  if (f.isZero()) return '';
  const body = f.abs().eq(1) && letters ? letters : `${num(f.abs(), decimal)}${letters}`;
  if (f.n < 0) return `-${body}`;
  return first ? body : `+${body}`;
}

/** `ax+b` from a list of [coefficient, letters] terms, skipping zeros; `0` when all vanish. */
export function terms(list: ReadonlyArray<readonly [Q, string]>, decimal = false): string {
  let out = '';
  for (const [c, letters] of list) {
    const f = Frac.of(c);
    if (f.isZero()) continue;
    out += coef(f, letters, out === '', decimal);
  }
  return out || '0';
}

/** Angle in degrees: `35^\circ`. */
export const deg = (x: Q) => `${num(x, true)}^\\circ`;

const DIGITS = '零一二三四五六七八九';

/** 1 … 99 in Chinese numerals (十, 二十一). */
export function cn(n: number): string {
  if (n < 10) return DIGITS[n] ?? '';
  if (n < 20) return `十${n % 10 ? DIGITS[n % 10] : ''}`;
  if (n < 100) return `${DIGITS[Math.floor(n / 10)]}十${n % 10 ? DIGITS[n % 10] : ''}`;
  return String(n);
}

/** 正三角形, 正方形, 正五边形, …: the names textbooks use for regular polygons. */
export function regular(n: number): string {
  return n === 3 ? '正三角形' : n === 4 ? '正方形' : `正${cn(n)}边形`;
}

/** Blank of a fill-in question. */
export const BLANK = '______';

/** The bracket at the end of a choice stem. */
export const PICK = '（　　）';

/** Paragraphs joined for an analysis or answer. */
export const lines = (...parts: string[]) => parts.filter(Boolean).join('<br>');
