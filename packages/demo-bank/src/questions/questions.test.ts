import { describe, expect, it } from 'vitest';
import { CURRICULUM } from '../curriculum';
import { curriculumRows } from '../curriculum/rows';
import { HAND } from './hand';
import { benchQuestions, buildDemoQuestions, demoQuestions, FAMILIES, familyReport } from './index';
import { close, evalTex, splitRelation } from './latex-eval';
import { Retry } from './lib/core';
import { Rng } from './lib/rng';
import type { QuestionSeed } from './types';

const rows = curriculumRows(CURRICULUM);
const knowledge = new Map(rows.knowledge.map((k) => [k.id, k]));
const parents = new Set(rows.knowledge.map((k) => k.pid));
const bookNodes = new Map(rows.bookNodes.map((n) => [n.id, n]));
const typesBySubject = new Map<string, Set<string>>();
for (const t of rows.questionTypes)
  typesBySubject.set(t.subjectId, (typesBySubject.get(t.subjectId) ?? new Set()).add(t.name));

const all = demoQuestions();
const bySubject = (s: string) => all.filter((q) => q.subjectId === s);
const family = (q: QuestionSeed) => q.key.replace(/\.\d+$/, '');
const ofFamily = (id: string) => all.filter((q) => family(q) === id);

/** Every HTML field of a question, with its parts. */
function texts(q: QuestionSeed): string[] {
  return [
    q.stem,
    ...(q.options ?? []),
    ...q.answer,
    q.analysis,
    ...(q.parts ?? []).flatMap((p) => [p.stem, ...(p.options ?? []), ...p.answer, p.analysis]),
  ];
}

/** The formulas inside \( … \), in order. */
const formulas = (html: string) => [...html.matchAll(/\\\((.*?)\\\)/gs)].map((m) => m[1] as string);
const firstFormula = (html: string) => formulas(html)[0] ?? '';
/** Undoes the HTML-safety rewrite of < and > inside formulas. */
const plainRel = (tex: string) => tex.replace(/\\lt\s?/g, '<').replace(/\\gt\s?/g, '>');

describe('demo bank size and identity', () => {
  it('has at least 5,000 初中数学 and 400 初中物理 questions', () => {
    expect(bySubject('cz.math').length).toBeGreaterThanOrEqual(5000);
    expect(bySubject('cz.physics').length).toBeGreaterThanOrEqual(400);
  });

  it('has at least 120 hand-written math and 300 hand-written physics items', () => {
    expect(HAND.filter((h) => h.subject === 'math').length).toBeGreaterThanOrEqual(120);
    expect(HAND.filter((h) => h.subject === 'physics').length).toBeGreaterThanOrEqual(300);
  });

  it('fills every generator family to its quota', () => {
    expect(familyReport().filter((r) => r.made < r.quota)).toEqual([]);
  });

  it('has unique keys and unique stems (whitespace-normalised)', () => {
    const keys = all.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    const stems = all.map((q) => q.stem.replace(/\s+/g, ''));
    expect(stems.filter((s, i) => stems.indexOf(s) !== i)).toEqual([]);
  });

  it('is the same on every build and builds in under 3 s of CPU time', () => {
    const start = process.cpuUsage();
    const again = buildDemoQuestions().questions;
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(3000);
    expect(JSON.stringify(again)).toBe(JSON.stringify(all));
  });
});

describe('question structure', () => {
  it('uses question types of the subject and difficulties within [0, 1]', () => {
    const problems: string[] = [];
    for (const q of all) {
      if (!typesBySubject.get(q.subjectId)?.has(q.typeName)) problems.push(`${q.key}: type ${q.typeName}`);
      if (!(q.difficulty >= 0 && q.difficulty <= 1)) problems.push(`${q.key}: difficulty ${q.difficulty}`);
      if (!(q.score > 0)) problems.push(`${q.key}: score ${q.score}`);
      if (q.answer.length === 0 || q.answer.some((a) => !a.trim())) problems.push(`${q.key}: empty answer`);
      if (!q.analysis.trim()) problems.push(`${q.key}: empty analysis`);
    }
    expect(problems).toEqual([]);
  });

  it('gives choice questions ≥2 distinct options and answer letters in range', () => {
    for (const q of all.filter((x) => x.typeName === '单选题' || x.typeName === '多选题')) {
      const opts = q.options ?? [];
      expect(opts.length, q.key).toBeGreaterThanOrEqual(2);
      const norm = opts.map((o) => o.replace(/\s+|\\left|\\right/g, '').replace(/\\dfrac/g, '\\frac'));
      expect(new Set(norm).size, `${q.key} duplicate options`).toBe(opts.length);
      for (const a of q.answer)
        expect(a.length === 1 && a >= 'A' && a.charCodeAt(0) - 65 < opts.length, `${q.key} ${a}`).toBe(true);
      if (q.typeName === '单选题') expect(q.answer.length, q.key).toBe(1);
      else expect(q.answer.length, q.key).toBeGreaterThanOrEqual(2);
      expect(new Set(q.answer).size, q.key).toBe(q.answer.length);
    }
  });

  it('answers 判断题 with 对 or 错 and gives 填空题 one answer per blank', () => {
    for (const q of all) {
      if (q.typeName === '判断题') expect(['对', '错'], q.key).toContain(q.answer[0]);
      if (q.typeName === '填空题') expect(q.stem.split('______').length - 1, q.key).toBe(q.answer.length);
    }
  });

  it('tags every question with existing knowledge leaves and book nodes of its subject', () => {
    const problems: string[] = [];
    for (const q of all) {
      if (q.knowledgeIds.length === 0) problems.push(`${q.key}: no knowledge point`);
      for (const id of q.knowledgeIds) {
        if (knowledge.get(id)?.subjectId !== q.subjectId)
          problems.push(`${q.key}: unknown knowledge point ${id}`);
        if (parents.has(id)) problems.push(`${q.key}: ${id} is not a leaf`);
      }
      if (q.bookNodeIds.length === 0) problems.push(`${q.key}: no book node`);
      for (const id of q.bookNodeIds) {
        if (!bookNodes.has(id) || !id.startsWith(`${q.subjectId}.`))
          problems.push(`${q.key}: unknown book node ${id}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tags math with both 人教版 and 北师大版 nodes, physics with 人教版 and 沪科版', () => {
    for (const q of all) {
      const versions = new Set(q.bookNodeIds.map((id) => id.split('.')[2]));
      if (q.subjectId === 'cz.math') expect(versions.has('rj'), q.key).toBe(true);
      if (q.subjectId === 'cz.physics') expect([...versions].sort(), q.key).toEqual(['hk', 'rj']);
    }
    const math = bySubject('cz.math');
    expect(
      math.filter((q) => q.bookNodeIds.some((id) => id.includes('.bsd.'))).length / math.length,
    ).toBeGreaterThan(0.95);
  });

  it('says where each question truly comes from: the platform, and the family of a generated one', () => {
    const invented = all.filter(
      (q) => q.year !== undefined || q.region !== undefined || !q.source?.startsWith('平台原创'),
    );
    expect(invented.map((q) => `${q.key} ${q.year} ${q.region} ${q.source}`)).toEqual([]);
    for (const q of all) {
      const hand = q.key.includes('.hand.');
      expect(q.family, q.key).toBe(hand ? undefined : q.key.replace(/\.\d+$/, ''));
      if (!hand) expect(q.source, q.key).toMatch(/^平台原创·同类题「.+」$/);
    }
    // One family, one name: its variants say the same thing.
    const names = new Map<string, Set<string>>();
    for (const q of all) if (q.family) names.set(q.family, (names.get(q.family) ?? new Set()).add(q.source!));
    expect([...names.values()].filter((s) => s.size > 1)).toEqual([]);
  });
});

const KNOWN_COMMANDS = new Set(
  'dfrac frac times div cdot sqrt left right pm le ge lt gt ne circ angle triangle parallel perp odot pi alpha beta sin cos tan text mathrm begin end quad cdots dot approx bar Omega rho eta sim cong Delta lambda otimes ast'.split(
    ' ',
  ),
);

describe('LaTeX and wording', () => {
  it('balances \\( \\), braces, \\left/\\right and \\begin/\\end, and uses known commands only', () => {
    const problems: string[] = [];
    const unknown = new Set<string>();
    for (const q of all) {
      for (const html of texts(q)) {
        if (html.split('\\(').length !== html.split('\\)').length)
          problems.push(`${q.key}: unbalanced \\( \\) in ${html}`);
        if (/\\\(/.test(html.replace(/\\\(.*?\\\)/gs, '')))
          problems.push(`${q.key}: nested or stray \\( in ${html}`);
        for (const f of formulas(html)) {
          let depth = 0;
          let negative = false;
          for (const ch of f.replace(/\\[{}]/g, '')) {
            depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
            if (depth < 0) negative = true;
          }
          if (depth !== 0 || negative) problems.push(`${q.key}: braces in ${f}`);
          if (f.split('\\left').length !== f.split('\\right').length)
            problems.push(`${q.key}: \\left/\\right in ${f}`);
          if (f.split('\\begin').length !== f.split('\\end').length)
            problems.push(`${q.key}: \\begin/\\end in ${f}`);
          for (const m of f.replace(/\\\\/g, ' ').matchAll(/\\([a-zA-Z]+)/g))
            if (!KNOWN_COMMANDS.has(m[1] as string)) unknown.add(`${m[1]} (${q.key})`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...unknown]).toEqual([]);
  });

  it('keeps English out of stems (units and point names aside)', () => {
    for (const q of all) {
      const plain = q.stem.replace(/\\\(.*?\\\)/gs, ' ').replace(/<[^>]*>/g, ' ');
      const words = [...plain.matchAll(/[a-z]{3,}/g)].map((m) => m[0]).filter((w) => w !== 'min');
      expect(words, q.key).toEqual([]);
    }
  });

  it('uses the full-width period ． in math, as textbooks do', () => {
    expect(
      bySubject('cz.math')
        .filter((q) => texts(q).some((html) => html.includes('。')))
        .map((q) => q.key),
    ).toEqual([]);
  });

  it('keeps math mode ASCII outside \\text{} (lists split at their commas, ℃ as °C)', () => {
    const bad = all.flatMap((q) =>
      texts(q).flatMap((html) =>
        formulas(html)
          .map((f) => f.replace(/\\(text|mathrm)\{[^{}]*\}/g, ''))
          .filter((f) => /[^\x20-\x7e]/.test(f))
          .map((f) => `${q.key}: ${f}`),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('writes numeric fractions in stems, options and answers in lowest terms', () => {
    const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
    const bad = all.flatMap((q) =>
      [q.stem, ...(q.options ?? []), ...q.answer].flatMap((html) =>
        [...html.matchAll(/\\dfrac\{(\d+)\}\{(\d+)\}/g)]
          .filter((m) => Number(m[2]) === 1 || gcd(Number(m[1]), Number(m[2])) > 1)
          .map((m) => `${q.key}: ${m[0]}`),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('writes no raw < or > inside formulas (they would read as HTML)', () => {
    const bad = all.flatMap((q) =>
      texts(q).flatMap((html) =>
        formulas(html)
          .filter((f) => /[<>]/.test(f))
          .map((f) => `${q.key}: ${f}`),
      ),
    );
    expect(bad).toEqual([]);
  });
});

const VARS = ['x', 'y', 'a', 'b', 'm', 'n'];
const randomEnv = (seed: number) =>
  Object.fromEntries(VARS.map((v, i) => [v, ((seed * 7 + i * 13) % 17) / 3 - 2.3]));

describe('answers re-checked independently (parse the question back)', () => {
  it('evaluates 计算题 expressions to the stated answer', () => {
    const ids = [
      'rational.calc.addsub',
      'rational.calc.muldiv',
      'rational.calc.mixed',
      'rational.calc.law',
      'real.calc',
      'frac.power.calc',
      'trig.special.calc',
      'rad.calc',
    ];
    let checked = 0;
    for (const id of ids) {
      for (const q of ofFamily(`math.${id}`)) {
        const expr = firstFormula(q.stem);
        expect(close(evalTex(expr), evalTex(firstFormula(q.answer[0] as string))), `${q.key}: ${expr}`).toBe(
          true,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('substitutes the roots back into linear, fraction and quadratic equations', () => {
    let checked = 0;
    for (const id of [
      'eq1.solve.calc',
      'frac.equation.calc',
      'qe.factor.calc',
      'qe.formula.calc',
      'qe.complete.calc',
    ]) {
      for (const q of ofFamily(`math.${id}`)) {
        const [l, rel, r] = splitRelation(firstFormula(q.stem));
        expect(rel, q.key).toBe('=');
        const ans = formulas(q.answer[0] as string);
        if (ans.length === 0) continue; // 原方程无解
        const roots = ans.map((s) => s.split('=').at(-1) as string);
        if (id.startsWith('qe.') && !ans[0]?.includes('x_1=x_2=')) expect(roots.length, q.key).toBe(2);
        for (const root of roots) {
          const x = evalTex(root);
          expect(close(evalTex(l, { x }), evalTex(r, { x })), `${q.key}: x=${root} in ${l}=${r}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(250);
  });

  it('substitutes the solutions back into systems of two equations', () => {
    for (const q of ofFamily('math.sys.solve.calc')) {
      const body = (
        firstFormula(q.stem).match(/\\begin\{cases\}(.*)\\end\{cases\}/) as RegExpMatchArray
      )[1] as string;
      const sol = (firstFormula(q.answer[0] as string).match(/x=(-?\d+)\\\\\s?y=(-?\d+)/) as RegExpMatchArray)
        .slice(1)
        .map(Number);
      for (const row of body.split('\\\\')) {
        const [l, , r] = splitRelation(row);
        expect(
          close(evalTex(l, { x: sol[0] as number, y: sol[1] as number }), evalTex(r)),
          `${q.key}: ${row}`,
        ).toBe(true);
      }
    }
  });

  it('checks inequality solutions at and around the boundary', () => {
    for (const q of ofFamily('math.ineq.solve.calc')) {
      const [l, , r] = splitRelation(plainRel(firstFormula(q.stem)));
      const rel0 = plainRel(firstFormula(q.stem)).match(/<|>|\\le|\\ge/)?.[0] as string;
      const [, arel, bound] = splitRelation(plainRel(firstFormula(q.answer[0] as string)));
      const b = evalTex(bound);
      const f = (x: number) => evalTex(l, { x }) - evalTex(r, { x });
      expect(close(f(b), 0), q.key).toBe(true);
      const holds = (x: number) => (rel0 === '<' || rel0 === '\\le' ? f(x) < 0 : f(x) > 0);
      const inSet = (x: number) => (arel === '<' || arel === '\\le' ? x < b : x > b);
      for (const d of [-1, -0.25, 0.25, 1]) expect(holds(b + d), `${q.key} at ${b + d}`).toBe(inSet(b + d));
    }
  });

  it('re-expands factorisations and simplifications at random points', () => {
    let checked = 0;
    for (const id of ['poly.factor.calc', 'expr.simplify.calc', 'poly.mult.calc']) {
      for (const q of ofFamily(`math.${id}`)) {
        const question = firstFormula(q.stem);
        const answer = firstFormula(q.answer[0] as string);
        for (const seed of [1, 2, 3]) {
          const env = randomEnv(seed + checked);
          expect(
            close(evalTex(question, env), evalTex(answer, env)),
            `${q.key}: ${question} vs ${answer}`,
          ).toBe(true);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });
});

describe('benchQuestions', () => {
  it('streams n questions with unique keys', () => {
    const keys = new Set<string>();
    let n = 0;
    for (const q of benchQuestions(2000, 7)) {
      keys.add(q.key);
      n++;
      expect(q.stem.length, q.key).toBeGreaterThan(0);
    }
    expect(n).toBe(2000);
    expect(keys.size).toBe(2000);
  });

  it('draws every family, with demo and wide benchmark ranges, without errors', () => {
    const failures: string[] = [];
    for (const f of FAMILIES) {
      for (const wide of [false, true]) {
        const rng = new Rng(2024);
        let made = 0;
        for (let i = 0; i < 300; i++) {
          try {
            f.make(rng, wide);
            made++;
          } catch (e) {
            if (!(e instanceof Retry))
              failures.push(`${f.id}${wide ? ' (wide)' : ''}: ${(e as Error).message}`);
          }
        }
        if (made < 10) failures.push(`${f.id}${wide ? ' (wide)' : ''}: only ${made} of 300 draws succeeded`);
      }
    }
    expect(failures).toEqual([]);
  });
});
