import type { ObjectiveItem, WrittenBlock } from '../../modules/marking';

/**
 * How the demo students answer (docs/demo-data.md): each student has an ability, stable from exam to
 * exam with a little drift; each question a difficulty; the chance of a right answer is logistic in
 * ability − difficulty. Wrong choices go mostly to one plausible distractor per question, a few answers
 * are left blank, and a few students miss each exam. Everything is drawn from a fixed seed, so the
 * demo is the same on every machine.
 */

/** A random stream from a text seed (mulberry32 over an FNV-1a hash): same seed, same numbers. */
export function seeded(...key: (string | number)[]): () => number {
  let h = 0x811c9dc5;
  for (const ch of key.join('|')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A standard normal draw (Box–Muller). */
function normal(rand: () => number): number {
  const u = Math.max(rand(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

const logistic = (x: number) => 1 / (1 + Math.exp(-1.7 * x));
const half = (n: number) => Math.round(n * 2) / 2;

export const SEED = 'zhijuan-demo-history-v1';

/**
 * A student's ability at the `exam`-th exam (0, 1, 2 …): a lasting ability (mean 1.4, sd 1) plus a
 * small class effect, drifting by a normal step of sd 0.3 from one exam to the next.
 */
export function abilityAt(studentNo: string, className: string, exam: number): number {
  const r = seeded(SEED, 'student', studentNo);
  let theta = 1.4 + normal(r) + 0.25 * normal(seeded(SEED, 'class', className));
  for (let e = 0; e <= exam; e++) theta += 0.3 * normal(r);
  return theta;
}

/** A question's difficulty: rising through the paper from −1.2 to 1.4, give or take 0.5. */
export function difficultyOf(examKey: string, number: string, position: number, count: number): number {
  const along = count > 1 ? position / (count - 1) : 0.5;
  return -1.2 + 2.6 * along + 0.5 * normal(seeded(SEED, examKey, 'difficulty', number));
}

export interface StudentPlan {
  absent: boolean;
  /** Objective answers pencilled: letters, '' for a blank (T/F for 判断). */
  answers: Record<string, string>;
  /** Written blocks: the score a marker gives, and whether anything was written at all. */
  written: Record<string, { score: number; blank: boolean }>;
}

export interface ExamModel {
  examKey: string;
  index: number;
  objective: ObjectiveItem[];
  written: WrittenBlock[];
  /** Options of each objective question (A, B, C, D or T, F). */
  options: Record<string, string[]>;
  absent: Set<string>;
}

/** Which students miss the exam: two to four of the roster, by 考号. */
export function absentees(examKey: string, studentNos: string[]): Set<string> {
  const r = seeded(SEED, examKey, 'absent');
  const n = 2 + Math.floor(r() * 3);
  const pool = [...studentNos].sort();
  const out = new Set<string>();
  while (out.size < Math.min(n, pool.length)) out.add(pool[Math.floor(r() * pool.length)]!);
  return out;
}

function choiceAnswer(model: ExamModel, item: ObjectiveItem, p: number, r: () => number): string {
  if (r() < 0.01 + 0.03 * (1 - p)) return '';
  const key = [...item.answer].sort();
  if (r() < p) return key.join('');
  const options = model.options[item.number] ?? [];
  const wrong = options.filter((o) => !key.includes(o));
  if (item.kind === 'multiple') {
    // Half the misses leave a right option out (少选), the rest add a wrong one.
    if (key.length > 1 && r() < 0.5) return key.filter((_, i) => i !== Math.floor(r() * key.length)).join('');
    const extra = wrong[Math.floor(r() * wrong.length)];
    return extra ? [...key, extra].sort().join('') : key.join('');
  }
  if (wrong.length === 0) return key.join('');
  // Most wrong answers fall on one distractor that looks right to a student who slipped.
  const favourite =
    wrong[Math.floor(seeded(SEED, model.examKey, 'distractor', item.number)() * wrong.length)]!;
  return r() < 0.6 ? favourite : wrong[Math.floor(r() * wrong.length)]!;
}

/** What one student does in one exam: absent, or their pencilled choices and written scores. */
export function studentPlan(model: ExamModel, studentNo: string, className: string): StudentPlan {
  if (model.absent.has(studentNo)) return { absent: true, answers: {}, written: {} };
  const theta = abilityAt(studentNo, className, model.index);
  const r = seeded(SEED, model.examKey, 'answers', studentNo);
  const count = model.objective.length + model.written.length;
  const answers: Record<string, string> = {};
  model.objective.forEach((item, i) => {
    const p = logistic(theta - difficultyOf(model.examKey, item.number, i, count));
    answers[item.number] = choiceAnswer(model, item, p, r);
  });
  const written: StudentPlan['written'] = {};
  model.written.forEach((block, i) => {
    const p = logistic(theta - difficultyOf(model.examKey, block.block, model.objective.length + i, count));
    if (r() < 0.02 + 0.08 * (1 - p)) {
      written[block.block] = { score: 0, blank: true };
      return;
    }
    let score: number;
    if (block.max <= 4) {
      // A short answer is mostly right or wrong; sometimes half.
      const x = r();
      score = x < p ? block.max : x < p + (1 - p) * 0.3 ? half(block.max / 2) : 0;
    } else {
      const share = Math.min(1, Math.max(0, p + 0.15 * normal(r)));
      score = half(share * block.max);
    }
    written[block.block] = { score, blank: false };
  });
  return { absent: false, answers, written };
}
