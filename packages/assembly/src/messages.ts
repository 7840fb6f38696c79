import type { AssemblyNames } from './types';

/** Display names with ids as the fallback. */
export interface Namer {
  type: (id: string) => string;
  knowledge: (id: string) => string;
}

/** Wraps optional display-name callbacks; an id is shown where a callback is missing or returns nothing. */
export function namer(names?: AssemblyNames): Namer {
  const safe = (fn: ((id: string) => string) | undefined) => (id: string) => {
    let name: unknown;
    try {
      name = fn?.(id);
    } catch {
      name = undefined; // a failing lookup must not turn a problem report into an exception
    }
    return typeof name === 'string' && name.length > 0 ? name : id;
  };
  return { type: safe(names?.type), knowledge: safe(names?.knowledge) };
}

/** A value the teacher typed (target, tolerance): two decimals, more only if the value has them. */
export function fmtInput(n: number): string {
  for (let k = 2; k <= 4; k++) {
    if (Math.abs(Number(n.toFixed(k)) - n) < 1e-12) return n.toFixed(k);
  }
  return n.toFixed(4);
}

/**
 * An achievable difficulty that misses the band target ± tol: two decimals, or more when two decimals
 * would round it into the band and make the sentence look wrong.
 */
export function fmtNear(value: number, target: number, tol: number): string {
  for (let k = 2; k <= 4; k++) {
    const shown = Number(value.toFixed(k));
    if (Math.abs(shown - target) > tol + 1e-12) return value.toFixed(k);
  }
  return value.toFixed(5);
}

/** 「name」 */
export function quote(name: string): string {
  return `「${name}」`;
}

/** Quoted names, at most `max` of them, then 等 N 个. */
export function quoteList(names: string[], max = 5): string {
  const shown = names.slice(0, max).map(quote).join('');
  return names.length > max ? `${shown}等 ${names.length} 个` : shown;
}
