/**
 * Numeric expression trees for 计算题: rendered as LaTeX, evaluated exactly (rationals and square
 * roots via `Surd`), and reduced one level at a time to write the worked solution the way a textbook
 * does (乘方与括号 → 乘除 → 加减).
 */
import { Frac, type Q } from './frac';
import { Surd } from './surd';

export type Node =
  | { kind: 'num'; value: Surd; raw: boolean; style?: 'dec' | 'mixed' }
  | { kind: 'leaf'; tex: string; value: Surd }
  | { kind: 'pow'; base: Node; exp: number }
  | { kind: 'abs'; inner: Node }
  | { kind: 'group'; inner: Node; square?: boolean }
  | { kind: 'prod'; items: { op: '*' | '/' | ''; node: Node }[] }
  | { kind: 'sum'; items: { op: '+' | '-'; node: Node }[] };

// ── constructors ──

/** A number as written in the question (`raw`): negatives get brackets inside sums and products. */
export const n = (x: Q | Surd, style?: 'dec' | 'mixed'): Node => ({
  kind: 'num',
  value: x instanceof Surd ? x : Surd.q(x),
  raw: true,
  style,
});
export const leaf = (tex: string, value: Q | Surd): Node => ({
  kind: 'leaf',
  tex,
  value: value instanceof Surd ? value : Surd.q(value),
});
export const sqrt = (r: Q) => leaf(`\\sqrt{${Frac.of(r).tex()}}`, Surd.sqrt(r));
export const pow = (b: Node, exp: number): Node => ({ kind: 'pow', base: b, exp });
export const abs = (inner: Node): Node => ({ kind: 'abs', inner });
export const group = (inner: Node, square = false): Node => ({ kind: 'group', inner, square });
/** `sum(a, '-', b, '+', c)`; a leading '-' is allowed: `sum('-', a, '+', b)`. */
export function sum(...parts: (Node | '+' | '-')[]): Node {
  const items: { op: '+' | '-'; node: Node }[] = [];
  let op: '+' | '-' = '+';
  for (const p of parts) {
    if (p === '+' || p === '-') op = p;
    else {
      items.push({ op, node: p });
      op = '+';
    }
  }
  return { kind: 'sum', items };
}
/** `prod(a, '*', b, '/', c)`; '' is implicit multiplication (2√3, 2sin30°). */
export function prod(...parts: (Node | '*' | '/' | '')[]): Node {
  const items: { op: '*' | '/' | ''; node: Node }[] = [];
  let op: '*' | '/' | '' = '*';
  for (const p of parts) {
    if (p === '*' || p === '/' || p === '') op = p;
    else {
      items.push({ op, node: p });
      op = '*';
    }
  }
  return { kind: 'prod', items };
}

// ── evaluation ──

export function value(node: Node): Surd {
  switch (node.kind) {
    case 'num':
    case 'leaf':
      return node.value;
    case 'pow': {
      const b = value(node.base);
      return node.exp >= 0 ? b.pow(node.exp) : b.inv().pow(-node.exp);
    }
    case 'abs': {
      const v = value(node.inner);
      return v.sign() < 0 ? v.neg() : v;
    }
    case 'group':
      return value(node.inner);
    case 'prod':
      return node.items.reduce((acc, it, i) => {
        const v = value(it.node);
        if (i === 0) return v;
        return it.op === '/' ? acc.div(v) : acc.mul(v);
      }, Surd.q(1));
    case 'sum':
      return node.items.reduce(
        (acc, it) => (it.op === '-' ? acc.sub(value(it.node)) : acc.add(value(it.node))),
        Surd.q(0),
      );
  }
}

/** The rational value; throws if irrational. */
export function rational(node: Node): Frac {
  const v = value(node);
  if (!v.isRational()) throw new Error('expression is irrational');
  return v.rational();
}

// ── rendering ──

interface Ctx {
  dec: boolean;
}

function numTex(v: Surd, ctx: Ctx, style?: 'dec' | 'mixed'): string {
  if (v.isRational()) {
    const f = v.rational();
    if (style === 'mixed' && !f.isInt()) {
      const whole = Math.trunc(f.n / f.d);
      const rest = f.abs().sub(Math.abs(whole));
      if (whole !== 0) return `${f.n < 0 ? '-' : ''}${Math.abs(whole)}\\dfrac{${rest.n}}{${rest.d}}`;
    }
    if (style === 'dec' || (ctx.dec && style !== 'mixed')) {
      const d = f.dec();
      if (d !== null && (d.split('.')[1]?.length ?? 0) <= 4) return d;
    }
    return f.tex();
  }
  return v.tex();
}

const isNeg = (t: string) => t.startsWith('-');
const hasFrac = (t: string) => t.includes('\\dfrac');
const wrap = (t: string) => (hasFrac(t) ? `\\left(${t}\\right)` : `(${t})`);
/** More than one term (e.g. 2√3 − 1). */
const compound = (v: Surd) => v.parts.size > 1;

/** A node as an operand of ×, ÷ or a power base. */
function operand(node: Node, ctx: Ctx, asBase = false): string {
  if (node.kind === 'num') {
    const t = numTex(node.value, ctx, node.style);
    if (
      isNeg(t) ||
      compound(node.value) ||
      (asBase && (hasFrac(t) || t.includes('\\sqrt') || node.style === 'mixed'))
    )
      return wrap(t);
    return t;
  }
  // (√2)², not √2²; (-√2) likewise.
  if (node.kind === 'leaf' && asBase && (node.tex.startsWith('\\sqrt') || node.tex.startsWith('-')))
    return wrap(node.tex);
  if (node.kind === 'sum') return wrap(tex(node, ctx));
  if (node.kind === 'prod' && asBase) return wrap(tex(node, ctx));
  return tex(node, ctx);
}

export function tex(node: Node, ctx: Ctx = { dec: false }): string {
  switch (node.kind) {
    case 'num':
      return numTex(node.value, ctx, node.style);
    case 'leaf':
      return node.tex;
    case 'pow': {
      const e = node.exp;
      return `${operand(node.base, ctx, true)}^{${e}}`;
    }
    case 'abs':
      return `\\left|${tex(node.inner, ctx)}\\right|`;
    case 'group': {
      const t = tex(node.inner, ctx);
      if (node.square) return `\\left[${t}\\right]`;
      return wrap(t);
    }
    case 'prod':
      return node.items
        .map((it, i) => {
          const t = operand(it.node, ctx);
          if (i === 0) return t;
          // Implicit products (2√3, 2sin30°) become explicit once the right factor is a computed number.
          // A bare root stays implicit: 2√6 reads the same before and after √6 is evaluated.
          const op =
            it.op === '' && it.node.kind === 'num' && !it.node.raw && !t.startsWith('\\sqrt') ? '*' : it.op;
          return `${op === '/' ? '\\div ' : op === '*' ? '\\times ' : ''}${t}`;
        })
        .join('');
    case 'sum': {
      let out = '';
      node.items.forEach((it, i) => {
        if (it.node.kind === 'num' && !it.node.raw) {
          // Computed numbers are written with their signs absorbed: 5 − (−3) becomes 5 + 3.
          const v = it.op === '-' ? it.node.value.neg() : it.node.value;
          const t = numTex(v, ctx, it.node.style);
          out += i === 0 || isNeg(t) ? t : `+${t}`;
          return;
        }
        const t =
          it.node.kind === 'num'
            ? i === 0 && it.op === '+'
              ? numTex(it.node.value, ctx, it.node.style)
              : operand(it.node, ctx)
            : tex(it.node, ctx);
        if (i === 0) out += it.op === '-' ? `-${t}` : t;
        else out += `${it.op}${t}`;
      });
      return out;
    }
  }
}

// ── step-by-step reduction ──

const computed = (value: Surd, style?: 'dec' | 'mixed'): Node => ({
  kind: 'num',
  value,
  raw: false,
  style: style === 'dec' ? 'dec' : undefined,
});

/** One level of reduction: innermost powers, roots, absolute values and brackets first. */
export function step(node: Node): Node {
  switch (node.kind) {
    case 'num':
      return node;
    case 'leaf':
      return computed(node.value);
    case 'pow':
      return node.base.kind === 'num' ? computed(value(node)) : { ...node, base: step(node.base) };
    case 'abs':
      return node.inner.kind === 'num' ? computed(value(node)) : { ...node, inner: step(node.inner) };
    case 'group': {
      if (node.inner.kind === 'num') return computed(node.inner.value, node.inner.style);
      const inner = step(node.inner);
      return inner.kind === 'num' ? inner : { ...node, inner };
    }
    case 'prod':
      if (node.items.every((it) => it.node.kind === 'num')) return computed(value(node));
      return { ...node, items: node.items.map((it) => ({ op: it.op, node: step(it.node) })) };
    case 'sum':
      if (node.items.every((it) => it.node.kind === 'num')) return computed(value(node));
      return { ...node, items: node.items.map((it) => ({ op: it.op, node: step(it.node) })) };
  }
}

/** Renders the chain 原式 = … = … = result, skipping steps that print the same. */
export function chain(node: Node, dec = false): string[] {
  const ctx = { dec };
  const out = [tex(node, ctx)];
  let cur = node;
  for (let i = 0; i < 20 && cur.kind !== 'num'; i++) {
    cur = step(cur);
    const t = tex(cur, ctx);
    if (t !== out.at(-1)) out.push(t);
  }
  if (cur.kind !== 'num') throw new Error('chain: did not reduce');
  return out;
}

/** The worked solution: 解：原式 = …（one line per step）. */
export function solution(node: Node, dec = false): string {
  const rest = chain(node, dec).slice(1);
  return `原式\\(=${rest.join('\\)<br>\\(=')}\\)`;
}

/** The result as LaTeX. */
export function resultTex(node: Node, dec = false): string {
  return numTex(value(node), { dec });
}
