/**
 * The demo question bank: parameterised 初中数学 and 初中物理 generators (answers checked by code as
 * they are made) plus hand-written items, all tagged with curriculum ids resolved by name.
 *
 * `demoQuestions()` is the fixed bank the demo seeds (stable across runs: every family draws from its
 * own seeded PRNG); `benchQuestions(n)` streams any number of questions for load tests.
 */

import { HAND } from './hand';
import { calibrated } from './lib/calibrate';
import { type Draft, type Family, Retry } from './lib/core';
import type { SubjectCode } from './lib/curriculum';
import { subjectId } from './lib/curriculum';
import { familyName, generatedMeta, handMeta } from './lib/meta';
import { hashSeed, Rng } from './lib/rng';
import { MATH_FAMILIES } from './math';
import { PHYSICS_FAMILIES } from './physics';
import type { QuestionSeed } from './types';

export type { QuestionPartSeed, QuestionSeed } from './types';

export const FAMILIES: Family[] = [...MATH_FAMILIES, ...PHYSICS_FAMILIES];

/**
 * The stem reduced to letters, digits and CJK characters, as the server's near-duplicate fingerprint
 * does (modules/questions/text.ts): the bank keeps one question per fingerprint, which is stricter
 * than “no two stems equal after whitespace normalisation”.
 */
export function stemFingerprint(stem: string): string {
  return stem
    .replace(/<[^>]*>/g, ' ')
    .replace(/\\[a-zA-Z]+/g, ' ')
    .toLowerCase()
    .replace(/[^\p{Script=Han}a-z0-9]/gu, '');
}

/**
 * `<` and `>` inside formulas become `\lt` / `\gt`, so no HTML parser can mistake `a<b` for a tag;
 * the thin spaces the generators put around inline numbers are dropped next to Chinese
 * punctuation (`、 \(4\) 个` → `、\(4\) 个`), and a list written inside one formula is split at its
 * Chinese commas (`\(1，2，3\)` → `\(1\)，\(2\)，\(3\)`) and ℃ becomes `{}^{\circ}\mathrm{C}`, so math mode
 * holds ASCII only; everything else is left as written.
 */
export function safeHtml(html: string): string {
  const degrees = html.includes('℃')
    ? html.replace(/\\\((.*?)\\\)/gs, (whole) => whole.replaceAll('℃', '{}^{\\circ}\\mathrm{C}'))
    : html;
  const tidy = (degrees.includes('，') ? degrees.replace(/\\\((.*?)\\\)/gs, splitAtCommas) : degrees)
    .replace(/([，。．、；：？！（“《【])\s+(?=\\\()/g, '$1')
    .replace(/(\\\))\s+(?=[，。．、；：？！）”》】])/g, '$1');
  // Fast path: no < or > other than line breaks.
  if (!/[<>]/.test(tidy.replaceAll('<br>', ''))) return tidy;
  return tidy.replace(
    /\\\((.*?)\\\)/gs,
    (_, tex: string) => `\\(${tex.replace(/<\s*/g, '\\lt ').replace(/>\s*/g, '\\gt ')}\\)`,
  );
}

/** `\(a，b\)` → `\(a\)，\(b\)` for commas outside braces and environments. */
function splitAtCommas(whole: string, tex: string): string {
  if (!tex.includes('，')) return whole;
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (tex.startsWith('\\begin', i)) depth += 100;
    else if (tex.startsWith('\\end', i)) depth -= 100;
    else if (c === '，' && depth === 0) {
      pieces.push(tex.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(tex.slice(start));
  return pieces.map((p) => `\\(${p}\\)`).join('，');
}

function toSeed(
  key: string,
  subject: SubjectCode,
  d: Draft,
  meta: Pick<QuestionSeed, 'source' | 'family'> = {},
): QuestionSeed {
  const q: QuestionSeed = {
    key,
    subjectId: subjectId(subject),
    typeName: d.typeName,
    difficulty: d.difficulty,
    stem: safeHtml(d.stem),
    answer: d.answer.map(safeHtml),
    analysis: safeHtml(d.analysis),
    knowledgeIds: d.tags.knowledgeIds,
    bookNodeIds: d.tags.bookNodeIds,
    score: d.score,
  };
  if (d.options) q.options = d.options.map(safeHtml);
  if (d.parts) {
    q.parts = d.parts.map((p) => ({
      ...p,
      stem: safeHtml(p.stem),
      answer: p.answer.map(safeHtml),
      analysis: safeHtml(p.analysis),
      ...(p.options ? { options: p.options.map(safeHtml) } : {}),
    }));
  }
  return { ...q, ...meta };
}

/** One attempt at a family's question (difficulty calibrated); undefined when the parameters were rejected. */
function attempt(f: Family, rng: Rng, wide: boolean): Draft | undefined {
  try {
    const d = f.make(rng, wide);
    return { ...d, difficulty: calibrated(d) };
  } catch (e) {
    if (e instanceof Retry) return undefined;
    throw new Error(`${f.id}: ${(e as Error).message}`, { cause: e });
  }
}

export interface FamilyReport {
  id: string;
  subject: SubjectCode;
  quota: number;
  made: number;
}

let cache: { questions: QuestionSeed[]; report: FamilyReport[] } | undefined;

/** Builds the demo bank from scratch (no cache); `demoQuestions()` is the cached form. */
export function buildDemoQuestions(): { questions: QuestionSeed[]; report: FamilyReport[] } {
  const seen = new Set<string>();
  const questions: QuestionSeed[] = [];
  const report: FamilyReport[] = [];
  for (const h of HAND) {
    const fp = stemFingerprint(h.draft.stem);
    if (seen.has(fp)) throw new Error(`hand-written ${h.key} repeats an earlier stem`);
    seen.add(fp);
    questions.push(toSeed(h.key, h.subject, h.draft, handMeta()));
  }
  for (const f of FAMILIES) {
    const rng = new Rng(hashSeed(f.id));
    let made = 0;
    let meta: ReturnType<typeof generatedMeta> | undefined;
    for (let tries = 0; made < f.quota && tries < f.quota * 40; tries++) {
      const d = attempt(f, rng, false);
      if (!d) continue;
      const fp = stemFingerprint(d.stem);
      if (seen.has(fp)) continue;
      seen.add(fp);
      made++;
      meta ??= generatedMeta(f.subject, f.id, familyName(d.tags.knowledgeIds));
      questions.push(toSeed(`${f.subject}.${f.id}.${String(made).padStart(4, '0')}`, f.subject, d, meta));
    }
    report.push({ id: f.id, subject: f.subject, quota: f.quota, made });
  }
  return { questions, report };
}

/** The demo bank (built once per process; the same on every run). */
export function demoQuestions(): QuestionSeed[] {
  cache ??= buildDemoQuestions();
  return [...cache.questions];
}

/** How many questions each generator family contributed to the demo bank. */
export function familyReport(): FamilyReport[] {
  cache ??= buildDemoQuestions();
  return [...cache.report];
}

/**
 * `n` generated questions for benchmarks, with wider parameter ranges; families are drawn in
 * proportion to their demo quotas. Keys (`bench.<seed>.<family>.<i>`) are unique; stems mostly are.
 * They stand for a large bank of distinct questions, so they carry no family and no source.
 */
export function* benchQuestions(n: number, seed = 1): Generator<QuestionSeed> {
  const rng = new Rng(hashSeed(`bench:${seed}`));
  const total = FAMILIES.reduce((s, f) => s + f.quota, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const f of FAMILIES) {
    acc += f.quota / total;
    cumulative.push(acc);
  }
  for (let i = 0; i < n; i++) {
    const r = rng.next();
    let k = cumulative.findIndex((c) => r < c);
    if (k < 0) k = FAMILIES.length - 1;
    const f = FAMILIES[k] as Family;
    let d: Draft | undefined;
    for (let tries = 0; !d; tries++) {
      d = attempt(f, rng, true);
      if (tries > 5000) throw new Error(`${f.id}: no question in 5000 tries`);
    }
    yield toSeed(`bench.${seed}.${f.id}.${i}`, f.subject, d);
  }
}
