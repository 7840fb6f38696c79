import highsLoader, { type Highs } from 'highs';
import type { SolveFn, SolveResult } from './exact';

let loading: Promise<SolveFn> | undefined;

/**
 * Loads HiGHS (WebAssembly, ~50 ms) once per process and returns the engine's solver over it, warmed up:
 * the first MIP a fresh runtime solves costs a few hundred milliseconds of WebAssembly compilation, which
 * must not eat the first teacher's time limit. A failed load is forgotten so the next call tries again.
 */
export function loadSolver(): Promise<SolveFn> {
  if (!loading) {
    const pending = highsLoader().then((highs) => {
      const solve = highsSolver(highs);
      warmUp(solve);
      return solve;
    });
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
    loading = pending;
  }
  return loading;
}

/**
 * Solves a model on a fresh HiGHS instance (disposed afterwards). The model status is always read: only
 * optimal, infeasible and the limit statuses are outcomes; anything else (load, model, solve errors,
 * `Empty`) is an error. A solution is returned only when HiGHS reports it feasible.
 */
export function highsSolver(highs: Highs): SolveFn {
  const ms = highs.constants.modelStatus;
  const feasible = highs.constants.solutionStatus.feasible;
  const cb = highs.constants.callbackType;
  const names = new Map<number, string>(Object.entries(ms).map(([name, code]) => [code, name]));
  return (m, options) =>
    highs.withModel(
      {
        numCols: m.numCols,
        numRows: m.numRows,
        colCost: m.colCost,
        colLower: m.colLower,
        colUpper: m.colUpper,
        rowLower: m.rowLower,
        rowUpper: m.rowUpper,
        matrix: {
          format: 'csr',
          numRows: m.numRows,
          numCols: m.numCols,
          starts: m.start,
          indices: m.index,
          values: m.value,
        },
        integrality: m.integer,
      },
      (model): SolveResult => {
        model.options.set({
          output_flag: false,
          time_limit: options.timeLimitMs / 1000,
          random_seed: options.randomSeed,
          // Presolve costs more than it saves on these small set-covering programs.
          presolve: 'off',
          mip_abs_gap: options.absGap,
          ...(options.firstSolution ? { mip_max_improving_sols: 1 } : {}),
        });
        // HiGHS checks time_limit only now and then (a busy machine saw 3× overruns): also interrupt
        // from the simplex and MIP callbacks once our own wall-clock deadline has passed.
        const deadline = performance.now() + options.timeLimitMs;
        const stop = (event: { interrupt(): void }): undefined => {
          if (performance.now() > deadline) event.interrupt();
        };
        model.run({ [cb.simplexInterrupt]: stop, [cb.mipInterrupt]: stop });
        const status = model.getModelStatus();
        const solved = Number(model.info.get('primal_solution_status')) === feasible;
        const colValue = solved ? model.getSolution().colValue : undefined;
        switch (status) {
          case ms.optimal:
            return { status: 'optimal', colValue };
          case ms.infeasible:
          case ms.unboundedOrInfeasible: // every variable is bounded, so this is infeasible
            return { status: 'infeasible' };
          case ms.timeLimit:
          case ms.solutionLimit:
          case ms.iterationLimit:
          case ms.objectiveBound:
          case ms.objectiveTarget:
          case ms.interrupted:
            return { status: 'limit', colValue };
          default:
            return { status: 'error', detail: names.get(status) ?? String(status) };
        }
      },
    );
}

/** Solves a two-variable 0-1 program: x0 + x1 = 1 with x0 cheaper. */
function warmUp(solve: SolveFn): void {
  solve(
    {
      numCols: 2,
      numRows: 1,
      colCost: Float64Array.of(1, 2),
      colLower: Float64Array.of(0, 0),
      colUpper: Float64Array.of(1, 1),
      rowLower: Float64Array.of(1),
      rowUpper: Float64Array.of(1),
      start: Int32Array.of(0, 2),
      index: Int32Array.of(0, 1),
      value: Float64Array.of(1, 1),
      integer: Int32Array.of(1, 1),
    },
    { timeLimitMs: 10_000, randomSeed: 0, firstSolution: false, absGap: 0 },
  );
}
