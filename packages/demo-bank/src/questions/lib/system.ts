/** Systems of two linear equations in x, y: rendering and the textbook elimination steps. */
import { check, Frac, gcd } from './frac';
import { terms } from './tex';

/** a·x + b·y = c */
export interface Lin2 {
  a: number;
  b: number;
  c: number;
}

export const lin2Tex = (e: Lin2, x = 'x', y = 'y') =>
  `${terms([
    [e.a, x],
    [e.b, y],
  ])}=${e.c}`;

/** Rows are joined with `\\ ` (with a space), so a row starting with ( or [ never forms \( or \[. */
export const casesTex = (rows: string[]) => `\\begin{cases}${rows.join('\\\\ ')}\\end{cases}`;

export const systemTex = (e1: Lin2, e2: Lin2, x = 'x', y = 'y') =>
  casesTex([lin2Tex(e1, x, y), lin2Tex(e2, x, y)]);

/** The system with its equations labelled ① and ②, as the first line of a solution. */
export const labelledTex = (e1: Lin2, e2: Lin2, x = 'x', y = 'y') =>
  casesTex([`${lin2Tex(e1, x, y)}\\quad\\text{①}`, `${lin2Tex(e2, x, y)}\\quad\\text{②}`]);

const operand = (f: Frac) => (f.n < 0 || !f.isInt() ? `\\left(${f.tex()}\\right)` : f.tex());
const times = (a: number, f: Frac) =>
  a === 1 ? operand(f) : a === -1 ? `-${operand(f)}` : `${a}\\times ${operand(f)}`;

const mul = (e: Lin2, k: number): Lin2 => ({ a: e.a * k, b: e.b * k, c: e.c * k });

/** Solves the system by substitution (when a coefficient is ±1) or elimination, with the steps. */
export function solveSystem(e1: Lin2, e2: Lin2, x = 'x', y = 'y'): { x: Frac; y: Frac; steps: string[] } {
  const det = e1.a * e2.b - e2.a * e1.b;
  if (det === 0) throw new Error('solveSystem: no unique solution');
  const X = new Frac(e1.c * e2.b - e2.c * e1.b, det);
  const Y = new Frac(e1.a * e2.c - e2.a * e1.c, det);
  check(
    X.mul(e1.a).add(Y.mul(e1.b)).eq(e1.c) && X.mul(e2.a).add(Y.mul(e2.b)).eq(e2.c),
    'solution satisfies both',
  );
  const steps: string[] = [`\\(${labelledTex(e1, e2, x, y)}\\)`];
  const v = (f: Frac) => f.tex();
  // Substitution when y (or x) has coefficient ±1 in one equation.
  const subst = [
    [e1, e2, '①', '②'],
    [e2, e1, '②', '①'],
  ] as const;
  for (const [p, q, np, nq] of subst) {
    if (Math.abs(p.b) === 1) {
      // y = (c − a·x)/b
      const s = p.b;
      const yExpr = terms([
        [-p.a * s, x],
        [p.c * s, ''],
      ]);
      steps.push(`由${np}，得\\(${y}=${yExpr}\\)③．`);
      steps.push(
        `把③代入${nq}，得\\(${terms([[q.a, x]])}${q.b < 0 ? '-' : '+'}${Math.abs(q.b) === 1 ? '' : Math.abs(q.b)}(${yExpr})=${q.c}\\)，解得\\(${x}=${v(X)}\\)．`,
      );
      steps.push(`把\\(${x}=${v(X)}\\)代入③，得\\(${y}=${v(Y)}\\)．`);
      steps.push(`所以原方程组的解是\\(${casesTex([`${x}=${v(X)}`, `${y}=${v(Y)}`])}\\)．`);
      return { x: X, y: Y, steps };
    }
  }
  // Elimination of y.
  const g = gcd(e1.b, e2.b);
  const k1 = Math.abs(e2.b / g);
  const k2 = Math.abs(e1.b / g);
  const f1 = k1 === 1 ? e1 : mul(e1, k1);
  const f2 = k2 === 1 ? e2 : mul(e2, k2);
  const add = Math.sign(f1.b) !== Math.sign(f2.b);
  const n1 = k1 === 1 ? '①' : '③';
  const n2 = k2 === 1 ? '②' : k1 === 1 ? '③' : '④';
  if (k1 !== 1) steps.push(`①\\(\\times ${k1}\\)，得\\(${lin2Tex(f1, x, y)}\\)③．`);
  if (k2 !== 1) steps.push(`②\\(\\times ${k2}\\)，得\\(${lin2Tex(f2, x, y)}\\)${n2}．`);
  const ax = add ? f1.a + f2.a : f1.a - f2.a;
  const cx = add ? f1.c + f2.c : f1.c - f2.c;
  check(new Frac(cx, ax).eq(X), 'eliminated equation');
  steps.push(`${n1}${add ? '+' : '-'}${n2}，得\\(${terms([[ax, x]])}=${cx}\\)，解得\\(${x}=${v(X)}\\)．`);
  steps.push(
    `把\\(${x}=${v(X)}\\)代入①，得\\(${times(e1.a, X)}${e1.b < 0 ? '-' : '+'}${Math.abs(e1.b) === 1 ? '' : Math.abs(e1.b)}${y}=${e1.c}\\)，解得\\(${y}=${v(Y)}\\)．`,
  );
  steps.push(`所以原方程组的解是\\(${casesTex([`${x}=${v(X)}`, `${y}=${v(Y)}`])}\\)．`);
  return { x: X, y: Y, steps };
}
