/** Number and unit formatting for physics items. */
import { Frac } from '../lib/frac';

/** A value as a decimal (or fraction when it has no short decimal). */
export const v = (x: Frac | number) => Frac.of(x).texDec(4);

/** Scientific notation for large or small values: 4.2\times 10^{3}. */
export function sci(x: Frac | number): string {
  const f = Frac.of(x);
  const abs = Math.abs(f.toNumber());
  if (abs === 0 || (abs >= 0.01 && abs < 10000)) return v(f);
  let e = Math.floor(Math.log10(abs));
  let a = f.div(new Frac(10).pow(e));
  if (a.abs().cmp(10) >= 0) {
    a = a.div(10);
    e++;
  }
  if (a.abs().cmp(1) < 0) {
    a = a.mul(10);
    e--;
  }
  return `${a.texDec(8)}\\times 10^{${e}}`;
}

/** Unit in roman type: \mathrm{kg/m^3}. */
export const unit = (u: string) => `\\mathrm{${u}}`;

/** Value with unit inside a formula: 3\ \mathrm{m}. */
export const q = (x: Frac | number, u: string) => `${sci(x)}\\ ${unit(u)}`;

/** Inline formula of a value with unit. */
export const Q = (x: Frac | number, u: string) => `\\(${q(x, u)}\\)`;

export const G = 10;
export const WATER = 1000;
