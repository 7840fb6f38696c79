/** What a generator produces, and the builders for choice, true/false and statement questions. */
import type { QuestionPartSeed } from '../types';
import type { SubjectCode, Tags } from './curriculum';
import type { Rng } from './rng';
import { lines, m, PICK } from './tex';

/** A question before its key, subject and source are attached. */
export interface Draft {
  typeName: string;
  /** Scoring rate (1 = everyone right); `clampDifficulty` keeps it in [0.15, 0.95]. */
  difficulty: number;
  stem: string;
  options?: string[];
  answer: string[];
  analysis: string;
  parts?: QuestionPartSeed[];
  tags: Tags;
  score: number;
}

/**
 * A parameterised question family. `make` draws parameters from the rng and returns a checked
 * question; it throws `Retry` when the parameters drawn do not give a good question (e.g. distractors
 * that coincide) and any other error when an answer check fails. `wide` widens the parameter ranges
 * for benchmark volumes.
 */
export interface Family {
  id: string;
  subject: SubjectCode;
  /** How many distinct questions the demo bank takes from this family. */
  quota: number;
  make(rng: Rng, wide: boolean): Draft;
}

/** Thrown to reject parameters. Not an Error: no stack trace is captured, so rejecting is cheap. */
export class Retry {
  constructor(readonly why: string) {}
}

const RETRY = new Retry('parameters rejected');

/** Rejects the current parameters: the family runner draws new ones. `why` documents the reason. */
export function retry(_why?: string): never {
  throw RETRY;
}

export const clampDifficulty = (d: number) => Math.round(Math.min(0.95, Math.max(0.15, d)) * 100) / 100;

export const LETTERS = 'ABCDEFGH';

/** Option text compared loosely: no spaces, \dfrac = \frac, no \left \right. */
export function optionKey(text: string): string {
  return text
    .replace(/\\left|\\right/g, '')
    .replace(/\\dfrac/g, '\\frac')
    .replace(/\s+/g, '')
    .replace(/\\\(|\\\)/g, '');
}

/**
 * Four options: the correct one and the first three distinct distractors (different from it and each
 * other), shuffled. Retries when fewer than three distinct distractors are left.
 */
export function choice(
  rng: Rng,
  correct: string,
  wrongs: string[],
  count = 4,
): { options: string[]; answer: string[] } {
  const seen = new Set([optionKey(correct)]);
  const picked: string[] = [];
  for (const w of wrongs) {
    const k = optionKey(w);
    if (seen.has(k)) continue;
    seen.add(k);
    picked.push(w);
    if (picked.length === count - 1) break;
  }
  if (picked.length < count - 1) retry('not enough distinct distractors');
  const options = rng.shuffle([correct, ...picked]);
  return { options, answer: [LETTERS[options.indexOf(correct)] as string] };
}

/** Like `choice`, with every option (and the correct one) a formula. */
export function mathChoice(rng: Rng, correct: string, wrongs: string[]) {
  return choice(
    rng,
    m(correct),
    wrongs.map((w) => m(w)),
  );
}

/** A statement that is true or false, with the reason shown in the analysis. */
export interface Statement {
  text: string;
  truth: boolean;
  /** Why, e.g. `\(a^2\cdot a^3=a^5\)`; shown as “A．…，正确/错误”. */
  why: string;
  /** 0 (easy) … 1 (hard). */
  hard: number;
  /** Statements with the same topic are not put in one question (e.g. two claims about one intercept). */
  topic?: string;
}

export interface StatementSpec<C = undefined> {
  base: string;
  subject?: SubjectCode;
  tags: Tags | ((rng: Rng) => Tags);
  /**
   * A shared object the statements are about (e.g. one function), named in the stem: “关于一次函数
   * \(y=-2x+3\)，下列说法正确的是”. Without it, single-choice stems list the statements as ①②③④.
   */
  context?: (rng: Rng, wide: boolean) => { stem: string; ctx: C };
  /** Draws one statement (about `ctx` when there is a context). */
  draw: (rng: Rng, wide: boolean, ctx: C) => Statement;
  /** What the statements are: 下列计算, 下列说法, 下列各式. */
  what: string;
  quotas: { single?: number; multi?: number; judge?: number };
  /** Base scoring rate before the statements' hardness is taken off. */
  ease?: number;
  /** Prefix for a 判断题 stem, e.g. 判断：. */
  judgePrefix?: string;
}

function drawDistinct<C>(
  rng: Rng,
  wide: boolean,
  spec: StatementSpec<C>,
  ctx: C,
  want: (s: Statement) => boolean,
  count: number,
  seen: Set<string>,
) {
  const out: Statement[] = [];
  for (let i = 0; i < 80 && out.length < count; i++) {
    const s = spec.draw(rng, wide, ctx);
    const k = optionKey(s.text);
    const t = s.topic ? `topic:${s.topic}` : '';
    if (!want(s) || seen.has(k) || (t && seen.has(t))) continue;
    seen.add(k);
    if (t) seen.add(t);
    out.push(s);
  }
  if (out.length < count) retry('not enough statements');
  return out;
}

const CIRCLED = '①②③④⑤⑥';

function explain(options: Statement[], picked: string, stop: string, labels = LETTERS): string {
  return lines(
    ...options.map(
      (s, i) =>
        `${labels[i]}${labels === LETTERS ? '．' : ''}${s.why}，${s.truth ? '正确' : '错误'}${i === options.length - 1 ? '．' : '；'}`,
    ),
    `故选 ${picked}${stop}`,
  );
}

/** Subsets of {0,1,2,3} with 1–3 members, as ①③-style labels. */
const SUBSETS = Array.from({ length: 14 }, (_, i) => i + 1)
  .map((mask) => [0, 1, 2, 3].filter((b) => mask & (1 << b)))
  .filter((s) => s.length <= 3);
const subsetLabel = (s: number[]) => s.map((i) => CIRCLED[i]).join('');

/** 单选题, 多选题 (two or three of four true) and 判断题 families built from one statement source. */
export function statementFamilies<C = undefined>(spec: StatementSpec<C>): Family[] {
  const subject = spec.subject ?? 'math';
  const tagsOf = (rng: Rng) => (typeof spec.tags === 'function' ? spec.tags(rng) : spec.tags);
  const ease = spec.ease ?? 0.85;
  const stop = subject === 'physics' ? '。' : '．';
  const contextOf = (rng: Rng, wide: boolean) =>
    spec.context?.(rng, wide) ?? { stem: '', ctx: undefined as C };
  const out: Family[] = [];
  const { single, multi, judge } = spec.quotas;
  if (single && spec.context) {
    out.push({
      id: `${spec.base}.single`,
      subject,
      quota: single,
      make(rng, wide) {
        const { stem, ctx } = contextOf(rng, wide);
        const wantTrue = rng.chance(0.7);
        const seen = new Set<string>();
        const odd = drawDistinct(rng, wide, spec, ctx, (s) => s.truth === wantTrue, 1, seen);
        const rest = drawDistinct(rng, wide, spec, ctx, (s) => s.truth !== wantTrue, 3, seen);
        const options = rng.shuffle([...odd, ...rest]);
        const letter = LETTERS[options.indexOf(odd[0] as Statement)] as string;
        const hard = options.reduce((s, o) => s + o.hard, 0) / 4;
        return {
          typeName: '单选题',
          difficulty: clampDifficulty(ease - 0.35 * hard - (wantTrue ? 0 : 0.05)),
          stem: `${stem}，${spec.what}${wantTrue ? '正确' : '错误'}的是${PICK}`,
          options: options.map((o) => o.text),
          answer: [letter],
          analysis: explain(options, letter, stop),
          tags: tagsOf(rng),
          score: 3,
        };
      },
    });
  } else if (single) {
    out.push({
      id: `${spec.base}.single`,
      subject,
      quota: single,
      make(rng, wide) {
        const { ctx } = contextOf(rng, wide);
        const trues = rng.int(1, 3);
        const seen = new Set<string>();
        const yes = drawDistinct(rng, wide, spec, ctx, (s) => s.truth, trues, seen);
        const no = drawDistinct(rng, wide, spec, ctx, (s) => !s.truth, 4 - trues, seen);
        const items = rng.shuffle([...yes, ...no]);
        const truthSet = items.flatMap((s, i) => (s.truth ? [i] : []));
        const hard = items.reduce((s, o) => s + o.hard, 0) / 4;
        const listed = items.map((s, i) => `${CIRCLED[i]}${s.text}`).join('；');
        const byCount = rng.chance(0.4);
        let options: string[];
        let answer: string;
        if (byCount) {
          options = ['1 个', '2 个', '3 个', '4 个'];
          answer = LETTERS[trues - 1] as string;
        } else {
          const correct = subsetLabel(truthSet);
          const c = choice(
            rng,
            correct,
            rng.shuffle(SUBSETS.map(subsetLabel)).filter((l) => l !== correct),
          );
          options = c.options;
          answer = c.answer[0] as string;
        }
        return {
          typeName: '单选题',
          difficulty: clampDifficulty(ease - 0.08 - 0.35 * hard - (byCount ? 0.05 : 0)),
          stem: `${spec.what}：${listed}．其中正确的${byCount ? '个数是' : '是'}${PICK}`,
          options,
          answer: [answer],
          analysis: lines(
            ...items.map(
              (s, i) =>
                `${CIRCLED[i]}${s.why}，${s.truth ? '正确' : '错误'}${i === items.length - 1 ? '．' : '；'}`,
            ),
            `正确的是${subsetLabel(truthSet)}${byCount ? `，共 ${trues} 个` : ''}．故选 ${answer}${stop}`,
          ),
          tags: tagsOf(rng),
          score: 3,
        };
      },
    });
  }
  if (multi) {
    if (!spec.context) throw new Error(`${spec.base}: 多选题 need a context so stems differ`);
    out.push({
      id: `${spec.base}.multi`,
      subject,
      quota: multi,
      make(rng, wide) {
        const { stem, ctx } = contextOf(rng, wide);
        const trues = rng.int(2, 3);
        const seen = new Set<string>();
        const yes = drawDistinct(rng, wide, spec, ctx, (s) => s.truth, trues, seen);
        const no = drawDistinct(rng, wide, spec, ctx, (s) => !s.truth, 4 - trues, seen);
        const options = rng.shuffle([...yes, ...no]);
        const letters = options.flatMap((o, i) => (o.truth ? [LETTERS[i] as string] : []));
        const hard = options.reduce((s, o) => s + o.hard, 0) / 4;
        return {
          typeName: '多选题',
          difficulty: clampDifficulty(ease - 0.12 - 0.4 * hard),
          stem: `${stem}，${spec.what}正确的是${PICK}`,
          options: options.map((o) => o.text),
          answer: letters,
          analysis: explain(options, letters.join(''), stop),
          tags: tagsOf(rng),
          score: 4,
        };
      },
    });
  }
  if (judge) {
    out.push({
      id: `${spec.base}.judge`,
      subject,
      quota: judge,
      make(rng, wide) {
        const { stem, ctx } = contextOf(rng, wide);
        const s = spec.draw(rng, wide, ctx);
        return {
          typeName: '判断题',
          difficulty: clampDifficulty(ease + 0.03 - 0.3 * s.hard),
          stem: `${spec.judgePrefix ?? ''}${stem ? `${stem}，` : ''}${s.text}${PICK}`,
          answer: [s.truth ? '对' : '错'],
          analysis: `${s.why}，${s.why.includes('所以') ? '因此' : '所以'}原说法${s.truth ? '正确' : '错误'}${stop}`,
          tags: tagsOf(rng),
          score: 2,
        };
      },
    });
  }
  return out;
}
