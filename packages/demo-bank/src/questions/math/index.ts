import type { Family } from '../lib/core';
import { CIRCLE } from './circle';
import { COORDINATES } from './coordinates';
import { EQUATION1 } from './equation1';
import { EQUATION1_WORD } from './equation1-word';
import { EXPRESSION } from './expression';
import { FRACTION } from './fraction';
import { GEOMETRY7 } from './geometry7';
import { INEQUALITY } from './inequality';
import { INVERSE_FUNCTION } from './inverse-function';
import { LINEAR_FUNCTION } from './linear-function';
import { PARALLEL } from './parallel';
import { POLYNOMIAL } from './polynomial';
import { POLYNOMIAL_FACTOR } from './polynomial-factor';
import { PROBABILITY } from './probability';
import { PYTHAGORAS } from './pythagoras';
import { QUADRATIC_EQUATION } from './quadratic-equation';
import { QUADRATIC_EQUATION_WORD } from './quadratic-equation-word';
import { QUADRATIC_FUNCTION } from './quadratic-function';
import { QUADRILATERAL } from './quadrilateral';
import { RADICAL } from './radical';
import { RATIONAL } from './rational';
import { RATIONAL_CALC } from './rational-calc';
import { RATIONAL_SCI } from './rational-sci';
import { REALS } from './reals';
import { SIMILAR_TRIG } from './similar-trig';
import { STATISTICS } from './statistics';
import { SYSTEMS } from './systems';
import { TRIANGLE } from './triangle';
import { TRIANGLE_SYMMETRY } from './triangle-symmetry';

/**
 * Share of each family's quota the demo bank takes. The quotas written in the family files are
 * relative weights (also used to mix families in `benchQuestions`); at 0.55 the demo bank has about
 * 5,500 generated 初中数学 questions, which keeps building it well under a second of CPU time.
 */
export const DEMO_SHARE = 0.55;

const ALL: Family[] = [
  ...RATIONAL,
  ...RATIONAL_CALC,
  ...RATIONAL_SCI,
  ...EXPRESSION,
  ...EQUATION1,
  ...EQUATION1_WORD,
  ...GEOMETRY7,
  ...PARALLEL,
  ...REALS,
  ...COORDINATES,
  ...SYSTEMS,
  ...INEQUALITY,
  ...STATISTICS,
  ...PROBABILITY,
  ...TRIANGLE,
  ...TRIANGLE_SYMMETRY,
  ...POLYNOMIAL,
  ...POLYNOMIAL_FACTOR,
  ...FRACTION,
  ...RADICAL,
  ...PYTHAGORAS,
  ...QUADRILATERAL,
  ...LINEAR_FUNCTION,
  ...INVERSE_FUNCTION,
  ...QUADRATIC_EQUATION,
  ...QUADRATIC_EQUATION_WORD,
  ...QUADRATIC_FUNCTION,
  ...CIRCLE,
  ...SIMILAR_TRIG,
];

/** Every 初中数学 generator family, in textbook order, with its demo quota. */
export const MATH_FAMILIES: Family[] = ALL.map((f) => ({
  ...f,
  quota: Math.max(8, Math.round(f.quota * DEMO_SHARE)),
}));
