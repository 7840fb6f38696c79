/** An affine map from template millimetres to image pixels: px = a·x + b·y + c, py = d·x + e·y + f. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/**
 * A projective map (a homography) from template millimetres to image pixels, for a page seen at an
 * angle (a phone photo): px = (a·x + b·y + c) / w, py = (d·x + e·y + f) / w, w = g·x + h·y + 1. An
 * affine map is the case g = h = 0.
 */
export interface Projective extends Affine {
  g: number;
  h: number;
}

export interface Pair {
  mm: { x: number; y: number };
  px: { x: number; y: number };
}

/** Where the map puts template point (x, y) mm; affine or projective. */
export const apply = (t: Affine | Projective, x: number, y: number) => {
  const w = 'g' in t ? t.g * x + t.h * y + 1 : 1;
  return { x: (t.a * x + t.b * y + t.c) / w, y: (t.d * x + t.e * y + t.f) / w };
};

/**
 * The map near template point (x, y) taken as flat: where the point lands (`o`) and the pixel steps of
 * one millimetre right (`u`) and down (`v`). Within a bubble a photo's perspective does not bend.
 */
export interface Frame {
  o: { x: number; y: number };
  u: { x: number; y: number };
  v: { x: number; y: number };
}

export function localFrame(t: Affine | Projective, x: number, y: number): Frame {
  const o = apply(t, x, y);
  const r = apply(t, x + 1, y);
  const d = apply(t, x, y + 1);
  return { o, u: { x: r.x - o.x, y: r.y - o.y }, v: { x: d.x - o.x, y: d.y - o.y } };
}

/** Pixels per millimetre of the map at template point (x, y) (the mean of its two axes). */
export function scaleAt(t: Affine | Projective, x: number, y: number): number {
  const o = apply(t, x, y);
  const dx = apply(t, x + 1, y);
  const dy = apply(t, x, y + 1);
  return (Math.hypot(dx.x - o.x, dx.y - o.y) + Math.hypot(dy.x - o.x, dy.y - o.y)) / 2;
}

/** Solves m·v = r (n×n) by Gaussian elimination with partial pivoting; null when singular. */
function solve(m: number[][], r: number[]): number[] | null {
  const n = r.length;
  const a = m.map((row, i) => [...row, r[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let i = col + 1; i < n; i++) if (Math.abs(a[i]![col]!) > Math.abs(a[pivot]![col]!)) pivot = i;
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let i = 0; i < n; i++) {
      if (i === col) continue;
      const k = a[i]![col]! / a[col]![col]!;
      for (let j = col; j <= n; j++) a[i]![j]! -= k * a[col]![j]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

/**
 * The homography through four or more mark pairs (least squares, exact through four). The points are
 * centred and scaled first: millimetres and thousands of pixels in one system lose digits otherwise.
 */
export function fitHomography(pairs: Pair[]): Projective | null {
  if (pairs.length < 4) return null;
  const norm = (pts: { x: number; y: number }[]) => {
    const mx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const my = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    const spread = pts.reduce((s, p) => s + Math.hypot(p.x - mx, p.y - my), 0) / pts.length || 1;
    return { mx, my, k: 1 / spread };
  };
  const nm = norm(pairs.map((p) => p.mm));
  const np = norm(pairs.map((p) => p.px));
  // Normal equations of the linear (DLT) form with h33 = 1: u = (a x + b y + c) − g x u − h y u, …
  const m = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const r = new Array<number>(8).fill(0);
  for (const { mm, px } of pairs) {
    const x = (mm.x - nm.mx) * nm.k;
    const y = (mm.y - nm.my) * nm.k;
    const u = (px.x - np.mx) * np.k;
    const v = (px.y - np.my) * np.k;
    for (const [row, rhs] of [
      [[x, y, 1, 0, 0, 0, -x * u, -y * u], u],
      [[0, 0, 0, x, y, 1, -x * v, -y * v], v],
    ] as const) {
      for (let i = 0; i < 8; i++) {
        for (let j = 0; j < 8; j++) m[i]![j]! += row[i]! * row[j]!;
        r[i]! += row[i]! * rhs;
      }
    }
  }
  const s = solve(m, r);
  if (!s) return null;
  // Undo the normalisation: H = Np⁻¹ · Hn · Nm.
  const [a, b, c, d, e, f, g, h] = s as [number, number, number, number, number, number, number, number];
  const hn = [a, b, c, d, e, f, g, h, 1];
  const Nm = [nm.k, 0, -nm.k * nm.mx, 0, nm.k, -nm.k * nm.my, 0, 0, 1];
  const NpInv = [1 / np.k, 0, np.mx, 0, 1 / np.k, np.my, 0, 0, 1];
  const full = mul(NpInv, mul(hn, Nm));
  const z = full[8]!;
  return {
    a: full[0]! / z,
    b: full[1]! / z,
    c: full[2]! / z,
    d: full[3]! / z,
    e: full[4]! / z,
    f: full[5]! / z,
    g: full[6]! / z,
    h: full[7]! / z,
  };
}

const mul = (p: number[], q: number[]) =>
  Array.from({ length: 9 }, (_, i) => {
    const row = Math.floor(i / 3);
    const col = i % 3;
    return p[row * 3]! * q[col]! + p[row * 3 + 1]! * q[3 + col]! + p[row * 3 + 2]! * q[6 + col]!;
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
