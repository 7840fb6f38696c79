/** An affine map from template millimetres to image pixels: px = a·x + b·y + c, py = d·x + e·y + f. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export interface Pair {
  mm: { x: number; y: number };
  px: { x: number; y: number };
}

export const apply = (t: Affine, x: number, y: number) => ({
  x: t.a * x + t.b * y + t.c,
  y: t.d * x + t.e * y + t.f,
});

/** Solves the 3×3 system m·v = r by Cramer's rule; null when singular. */
function solve3(m: number[][], r: number[]): number[] | null {
  const det = (q: number[][]) =>
    q[0]![0]! * (q[1]![1]! * q[2]![2]! - q[1]![2]! * q[2]![1]!) -
    q[0]![1]! * (q[1]![0]! * q[2]![2]! - q[1]![2]! * q[2]![0]!) +
    q[0]![2]! * (q[1]![0]! * q[2]![1]! - q[1]![1]! * q[2]![0]!);
  const d = det(m);
  if (Math.abs(d) < 1e-9) return null;
  return [0, 1, 2].map((k) => det(m.map((row, i) => row.map((v, j) => (j === k ? r[i]! : v)))) / d);
}

/**
 * The least-squares affine map through three or more mark pairs, and its residual: the root mean
 * square distance, in pixels, between where the marks are and where the map puts them.
 */
export function fitAffine(pairs: Pair[]): { transform: Affine; residualPx: number } | null {
  if (pairs.length < 3) return null;
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const rx = [0, 0, 0];
  const ry = [0, 0, 0];
  for (const { mm, px } of pairs) {
    const v = [mm.x, mm.y, 1];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) m[i]![j]! += v[i]! * v[j]!;
      rx[i]! += v[i]! * px.x;
      ry[i]! += v[i]! * px.y;
    }
  }
  const sx = solve3(m, rx);
  const sy = solve3(m, ry);
  if (!sx || !sy) return null;
  const transform = { a: sx[0]!, b: sx[1]!, c: sx[2]!, d: sy[0]!, e: sy[1]!, f: sy[2]! };
  const sq = pairs.reduce((t, { mm, px }) => {
    const p = apply(transform, mm.x, mm.y);
    return t + (p.x - px.x) ** 2 + (p.y - px.y) ** 2;
  }, 0);
  return { transform, residualPx: Math.sqrt(sq / pairs.length) };
}
