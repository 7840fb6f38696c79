/** Drawing numbers for questions: integers, decimals, fractions and mixed numbers. */

import { n, tex } from './expr';
import { Frac, gcd } from './frac';
import type { Rng } from './rng';

export type NumKind = 'int' | 'dec' | 'frac' | 'mixed';

export interface Styled {
  v: Frac;
  kind: NumKind;
}

/** A non-zero number of one of the kinds; `r` bounds integers (and whole parts). */
export function pickNum(rng: Rng, kinds: readonly NumKind[], r = 20, sign: 1 | -1 | 0 = 0): Styled {
  const kind = rng.pick(kinds);
  const s = sign || rng.sign();
  let v: Frac;
  switch (kind) {
    case 'int':
      v = new Frac(rng.int(1, r));
      break;
    case 'dec': {
      const places = rng.chance(0.75) ? 1 : 2;
      let k = rng.int(1, r * 10 ** places);
      if (k % 10 === 0) k += rng.int(1, 9);
      v = new Frac(k, 10 ** places);
      break;
    }
    case 'frac': {
      const q = rng.int(2, 12);
      let p = rng.int(1, 2 * q);
      while (gcd(p, q) !== 1) p++;
      v = new Frac(p, q);
      break;
    }
    case 'mixed': {
      const q = rng.int(2, 9);
      let p = rng.int(1, q - 1);
      while (gcd(p, q) !== 1) p--;
      v = new Frac(rng.int(1, Math.min(5, r)) * q + Math.max(1, p), q);
      break;
    }
  }
  return { v: s < 0 ? v.neg() : v, kind };
}

/** The number as written: decimals as decimals, mixed numbers as 带分数. */
export function styledTex(s: Styled): string {
  return tex(n(s.v, s.kind === 'dec' ? 'dec' : s.kind === 'mixed' ? 'mixed' : undefined));
}

/** A value written like `like` (decimal stays decimal when finite). */
export function texLike(v: Frac, like: NumKind): string {
  if (like === 'dec') {
    const d = v.dec();
    if (d !== null) return d;
  }
  if (like === 'mixed' && !v.isInt()) return tex(n(v, 'mixed'));
  return v.tex();
}
