import { checkPaper, type Draft } from './draft';
import { buildModel, runModel, type SolveFn, selectPool } from './exact';
import { greedy } from './greedy';
import { fmtInput, fmtNear, type Namer, namer, quoteList } from './messages';
import { feasibilityProblems, type Prepared, prepare, validateSpec } from './prepare';
import { createRng, type Rng } from './rng';
import { loadSolver } from './solver';
import type { AssemblyNames, AssemblyResult, AssemblySpec, Candidate } from './types';

/** Test seams. */
export interface EngineOptions {
  /** The solver to use instead of HiGHS. */
  solve?: SolveFn;
  /** Go straight to the exact phase (the greedy draft still seeds the pool). */
  exactOnly?: boolean;
}

/** The engine behind `assemblePaper`, with an injectable solver. */
export async function assemble(
  candidates: Candidate[],
  spec: AssemblySpec,
  names?: AssemblyNames,
  options: EngineOptions = {},
): Promise<AssemblyResult> {
  const nm = namer(names);
  const invalid = validateSpec(spec, nm);
  if (invalid.length > 0) return { ok: false, problems: invalid };
  const seed = spec.seed ?? Math.floor(Math.random() * 2 ** 32);
  const rng = createRng(seed);
  const p = prepare(Array.isArray(candidates) ? candidates : [], spec);
  const pre = feasibilityProblems(p, nm);
  if (pre.length > 0) return { ok: false, problems: pre };

  const draft = greedy(p, rng);
  const quick = options.exactOnly ? undefined : finish(p, spec, draft, 'greedy');
  if (quick) return quick;

  let solve = options.solve;
  if (!solve) {
    try {
      solve = await loadSolver();
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return { ok: false, problems: [`组卷求解器加载失败（${why}），未能组卷，请重试`] };
    }
  }
  return exact(p, spec, draft, solve, rng, nm);
}

/** The paper as an answer, or undefined when the independent check finds a broken constraint. */
function finish(
  p: Prepared,
  spec: AssemblySpec,
  draft: Draft,
  method: 'greedy' | 'exact',
): AssemblyResult | undefined {
  if (!draft.full()) return undefined;
  const picked = draft.picked();
  const check = checkPaper(spec, p.tol, picked);
  if (check.broken.length > 0) return undefined;
  return {
    ok: true,
    sections: picked.map((cs, i) => ({ typeId: spec.sections[i]!.typeId, ids: cs.map((c) => c.id) })),
    difficulty: check.difficulty,
    covered: check.covered,
    method,
  };
}

/**
 * Exact phase: the 0-1 program over a bounded pool within the time limit; when it proves there is no
 * paper, an elastic version of the same program finds the closest achievable values to report.
 */
function exact(
  p: Prepared,
  spec: AssemblySpec,
  greedyDraft: Draft,
  solve: SolveFn,
  rng: Rng,
  nm: Namer,
): AssemblyResult {
  const start = performance.now();
  const { items, pruned } = selectPool(p, greedyDraft);
  const model = buildModel(p, items, rng, false);
  const main = runModel(solve, p, model, p.timeLimitMs - (performance.now() - start), rng, true);
  if (main.kind === 'paper') {
    const found = finish(p, spec, main.draft, 'exact');
    if (found) return found;
    return { ok: false, problems: ['组卷求解器给出的方案未通过校验，未能组卷，请重试'] };
  }
  if (main.kind === 'error') {
    return { ok: false, problems: [`组卷求解器出错（状态：${main.status}），未能组卷，请重试`] };
  }
  if (main.kind === 'timeout') {
    return { ok: false, problems: [timeoutProblem(p, greedyDraft)] };
  }

  // Infeasible. Explain with the elastic program: most knowledge points covered, then closest difficulty.
  const prefix = pruned ? `在按难度和知识点筛选出的 ${items.length} 道候选题中，` : '';
  const budget = Math.max(p.timeLimitMs - (performance.now() - start), p.timeLimitMs / 2);
  const elastic = buildModel(p, items, rng, true);
  const diag = runModel(solve, p, elastic, budget, rng, false);
  if (diag.kind !== 'paper') {
    return {
      ok: false,
      problems: [`${prefix}题量、知识点覆盖和难度要求无法同时满足（未能在时限内算出最接近的方案）`],
    };
  }
  const found = finish(p, spec, diag.draft, 'exact');
  if (found) return found;
  const open = diag.draft.uncovered();
  const k = p.kpIds.length;
  if (open.length > 0) {
    const names = open.map((i) => nm.knowledge(p.kpIds[i]!));
    const most = diag.optimal ? '最多只能覆盖' : '在时限内找到的方案最多覆盖';
    return {
      ok: false,
      problems: [
        `${prefix}题量限制下无法同时覆盖全部 ${k} 个知识点：${most} ${k - open.length} 个（差 ${open.length} 个），如${quoteList(names)}无法兼顾`,
      ],
    };
  }
  const near = diag.draft.sum / p.total;
  const reach = diag.optimal ? '可达到的' : '在时限内找到的';
  return {
    ok: false,
    problems: [
      `${prefix}在满足题量和知识点覆盖的前提下，在 ±${fmtInput(p.tol)} 内无法达到目标难度 ${fmtInput(p.target)}：${reach}最接近难度为 ${fmtNear(near, p.target, p.tol)}`,
    ],
  };
}

/** The time limit passed without a paper or a proof: say so, with where the greedy draft got. */
function timeoutProblem(p: Prepared, draft: Draft): string {
  const k = p.kpIds.length;
  const covered = k - draft.uncovered().length;
  const parts: string[] = [];
  if (draft.full()) parts.push(`难度 ${(draft.sum / p.total).toFixed(2)}`);
  if (k > 0) parts.push(`覆盖 ${covered}/${k} 个知识点`);
  const got = parts.length > 0 ? `；初步方案${parts.join('、')}` : '';
  return `在 ${Math.round(p.timeLimitMs)} 毫秒内未找到同时满足题量、知识点覆盖和难度要求的组卷方案，也未能证明无解${got}。可放宽难度容差、减少知识点要求或延长求解时限后重试`;
}
