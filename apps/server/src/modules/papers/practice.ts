import { randomUUID } from 'node:crypto';
import type { PracticeBody, PracticeSet } from '@zhijuan/contracts';
import { badRequest, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { questionDetails, visibleTo } from '../questions';
import { recentlyUsed } from './assemble';
import * as repo from './repo';
import { sectionNumber } from './sections';

/** Expected scoring rate aimed at per level: 基础, 提升, 拓展. */
const TARGET = { basic: 0.8, standard: 0.65, advanced: 0.5 } as const;

/** How much of a practice set each type gets relative to the others, and its points per question. */
const TYPE_RULES: Record<string, { weight: number; score: number }> = {
  单选题: { weight: 4, score: 3 },
  多选题: { weight: 1, score: 4 },
  判断题: { weight: 1, score: 2 },
  填空题: { weight: 3, score: 3 },
  计算题: { weight: 2, score: 6 },
  解答题: { weight: 2, score: 8 },
  证明题: { weight: 1, score: 8 },
  作图题: { weight: 1, score: 3 },
  实验题: { weight: 1, score: 8 },
  综合能力题: { weight: 1, score: 10 },
};
const DEFAULT_RULE = { weight: 1, score: 5 };

/** Candidates read per lesson; a lesson rarely holds more. */
const POOL = 3000;

/** mulberry32: a small seeded generator, so 换一批 with a seed is repeatable. */
function rngOf(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Splits `count` over the types by weight (largest remainder), never giving a type more than it has;
 * what a type cannot take goes to the others.
 */
export function allocate(count: number, types: { id: string; weight: number; available: number }[]) {
  const out = new Map(types.map((t) => [t.id, 0]));
  let left = Math.min(
    count,
    types.reduce((n, t) => n + t.available, 0),
  );
  while (left > 0) {
    const open = types.filter((t) => out.get(t.id)! < t.available);
    const total = open.reduce((n, t) => n + t.weight, 0);
    const shares = open.map((t) => ({ t, exact: (left * t.weight) / total }));
    // Rounding leaves `spare` to hand out; what a full type could not take stays in `left` for the next round.
    let spare = left - shares.reduce((n, s) => n + Math.floor(s.exact), 0);
    let given = 0;
    for (const s of shares) {
      const n = Math.min(Math.floor(s.exact), s.t.available - out.get(s.t.id)!);
      out.set(s.t.id, out.get(s.t.id)! + n);
      given += n;
    }
    // Largest remainder first.
    for (const s of [...shares].sort(
      (a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)),
    )) {
      if (spare === 0) break;
      if (out.get(s.t.id)! < s.t.available) {
        out.set(s.t.id, out.get(s.t.id)! + 1);
        given++;
        spare--;
      }
    }
    left -= given;
  }
  return out;
}

/**
 * 同步课时练: questions of one lesson (and everything under it) the caller may use, spread over the
 * question types, near the level's difficulty with a seeded shuffle; the batch on screen and my papers
 * of the last 30 days are left out while enough others remain. Paper-shaped, with the questions.
 */
export async function practiceSet(ctx: AppContext, caller: Caller, body: PracticeBody): Promise<PracticeSet> {
  const db = ctx.database.db;
  const node = await repo.lessonOf(db, body.bookNodeId);
  if (!node) throw notFound('课时不存在，请重新选择');
  if (node.subjectId !== body.subjectId) throw badRequest('所选课时不属于当前学科');

  const types = await repo.allSubjectTypes(db, body.subjectId);
  const pool = await repo.lessonPool(
    db,
    visibleTo({ userId: caller.user.id, orgId: caller.user.orgId }),
    body.subjectId,
    node.id,
    POOL,
  );

  const onScreen = new Set(body.excludeIds);
  const recent = new Set(body.excludeRecent ? await recentlyUsed(ctx, caller.user.id) : []);
  const fresh = pool.filter((q) => !onScreen.has(q.id) && !recent.has(q.id));
  const notShown = pool.filter((q) => !onScreen.has(q.id));
  // Prefer unseen questions; then recently used ones; the batch on screen only if nothing else is left.
  const usable = fresh.length >= body.count ? fresh : notShown.length >= body.count ? notShown : pool;
  const takesRecent = usable !== fresh && [...recent].some((id) => usable.some((q) => q.id === id));

  const rng = rngOf(body.seed ?? Math.floor(Math.random() * 2 ** 32));
  const target = TARGET[body.level];
  const rule = (name: string) => TYPE_RULES[name] ?? DEFAULT_RULE;
  const counts = allocate(
    body.count,
    types.map((t) => ({
      id: t.id,
      weight: rule(t.name).weight,
      available: usable.filter((q) => q.typeId === t.id).length,
    })),
  );
  const picked = types
    .filter((t) => (counts.get(t.id) ?? 0) > 0)
    .map((t) => {
      const ranked = usable
        .filter((q) => q.typeId === t.id)
        .map((q) => ({ q, key: Math.abs(q.difficulty - target) + rng() * 0.25 }))
        .sort((a, b) => a.key - b.key)
        .slice(0, counts.get(t.id))
        .map((r) => r.q)
        .sort((a, b) => a.difficulty - b.difficulty || a.id.localeCompare(b.id)); // easier first
      return { type: t, questions: ranked };
    });

  const sections = picked.map((s, i) => ({
    id: randomUUID(),
    title: `${sectionNumber(i)}、${s.type.name}`,
    typeId: s.type.id,
    questions: s.questions.map((q) => ({ questionId: q.id, score: rule(s.type.name).score })),
  }));
  const all = picked.flatMap((s) => s.questions.map((q) => ({ q, score: rule(s.type.name).score })));
  const totalScore = all.reduce((n, x) => n + x.score, 0);
  const difficulty = totalScore ? all.reduce((n, x) => n + x.score * x.q.difficulty, 0) / totalScore : 0;
  const details = await questionDetails(
    ctx,
    caller,
    all.map((x) => x.q.id),
  );

  const notices: string[] = [];
  if (pool.length === 0) notices.push('这个课时暂时没有可用的试题，请换一个课时或到选题组卷中挑题');
  else if (all.length < body.count)
    notices.push(`这个课时只有 ${all.length} 道可用的试题，已全部列出（要求 ${body.count} 道）`);
  else if (usable === pool && onScreen.size > 0)
    notices.push('这个课时的试题不够换一整批，部分试题与上一批相同');
  if (takesRecent) notices.push('部分试题近 30 天内已用在你的试卷中');

  return {
    title: `${node.name} 课时练`.slice(0, 60),
    bookNode: { id: node.id, name: node.name },
    sections,
    totalScore,
    difficulty,
    questions: all.map((x) => details.get(x.q.id)).filter((d) => d !== undefined),
    available: pool.length,
    notice: notices.length ? notices.join('；') : null,
  };
}
