import { describe, expect, it } from 'vitest';
import { grow, inside, MARK_KEEP_OUT_MM, overlaps, PAPER_MM, PRINT_MARGIN_MM } from './geometry';
import { layoutSheet } from './layout';
import { sheetTemplate } from './template';
import type { BoxMm, PaperSize, SheetSection, SheetSpec } from './types';

/** Small deterministic generator (mulberry32) so a failure can be replayed from its seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomSpec(seed: number, packed = false): SheetSpec {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const paper = (['A4', 'B5', 'A3', 'B4', '8K'] as PaperSize[])[int(0, 4)]!;
  const columns = PAPER_MM[paper].columns[int(0, PAPER_MM[paper].columns.length - 1)]!;
  let n = 0;
  const next = () => String(++n);
  const sections: SheetSection[] = [];
  for (let s = int(1, 6); s > 0; s--) {
    const kind = int(0, 2);
    if (kind === 0) {
      sections.push({
        kind: 'objective',
        title: `第${s}部分 选择题`,
        questions: Array.from({ length: int(1, 40) }, () => {
          const k = int(0, 5);
          return k === 5
            ? { number: next(), kind: 'trueFalse' as const }
            : {
                number: next(),
                kind: k === 4 ? ('multiple' as const) : ('single' as const),
                options: int(2, 8),
              };
        }),
      });
    } else if (kind === 1) {
      sections.push({
        kind: 'subjective',
        title: `第${s}部分 解答题`,
        questions: Array.from({ length: int(1, 6) }, () => {
          const shape = packed ? int(0, 3) : 0;
          // Packed: a growing written answer (least height, score), a 填空 line or the teacher's height.
          if (shape === 1)
            return { number: next(), heightMm: int(20, 60), grow: int(1, 20), scoreBox: r() < 0.5 };
          if (shape === 2)
            return {
              number: next(),
              heightMm: int(12, 30),
              minWidthMm: 40 * int(1, 5),
              grow: 0,
              scoreBox: r() < 0.3,
            };
          return { number: next(), heightMm: int(10, r() < 0.15 ? 600 : 160), scoreBox: r() < 0.5 };
        }),
      });
    } else {
      sections.push({
        kind: 'optional',
        title: '选做题',
        questions: Array.from({ length: int(2, 4) }, next),
        heightMm: int(20, 200),
        ...(packed && r() < 0.5 ? { grow: int(5, 15) } : {}),
      });
    }
  }
  return {
    examId: `random-${seed}`,
    examName: r() < 0.5 ? '单元测试' : '2026-2027学年第一学期八年级期末质量检测 物理（人教版）',
    sheetVersion: int(1, 9),
    paper,
    columns,
    idMode: r() < 0.7 ? 'bubbles' : 'barcode',
    idDigits: int(4, 12),
    paperTypeAB: r() < 0.5,
    duplex: packed && r() < 0.5,
    sections,
  };
}

/** Every broken layout invariant, as readable strings. */
function problems(spec: SheetSpec): string[] {
  const layout = layoutSheet(spec);
  const out: string[] = [];
  for (const page of layout.pages) {
    const printable = {
      x: PRINT_MARGIN_MM,
      y: PRINT_MARGIN_MM,
      w: page.widthMm - 2 * PRINT_MARGIN_MM,
      h: page.heightMm - 2 * PRINT_MARGIN_MM,
    };
    const marks = page.elements.filter((e) => e.type === 'mark') as BoxMm[];
    if (marks.length !== 4) out.push(`page ${page.number}: ${marks.length} marks`);
    const solid: (BoxMm & { what: string })[] = [];
    for (const e of page.elements) {
      if (e.type === 'line') continue;
      if (!inside(e, printable)) out.push(`page ${page.number}: ${e.type} outside the margins`);
      if (e.type !== 'mark' && marks.some((m) => overlaps(e, grow(m, MARK_KEEP_OUT_MM)))) {
        out.push(`page ${page.number}: ${e.type} near a mark`);
      }
      if (['bubble', 'region', 'qr', 'sample', 'mark'].includes(e.type)) {
        solid.push({ ...e, what: `${e.type} ${'question' in e ? e.question : ''}` });
      }
    }
    for (let a = 0; a < solid.length; a++) {
      for (let b = a + 1; b < solid.length; b++) {
        if (overlaps(solid[a]!, solid[b]!))
          out.push(`page ${page.number}: ${solid[a]!.what} × ${solid[b]!.what}`);
      }
    }
  }
  const template = sheetTemplate(layout);
  const bubbles = new Set(template.pages.flatMap((p) => p.bubbles.map((b) => `${b.question}|${b.option}`)));
  const regionHeight = new Map<string, number>();
  for (const p of template.pages) {
    for (const r of p.regions) regionHeight.set(r.question, (regionHeight.get(r.question) ?? 0) + r.hMm);
  }
  for (const s of spec.sections) {
    if (s.kind === 'objective') {
      for (const q of s.questions) {
        const options = q.kind === 'trueFalse' ? ['T', 'F'] : [...'ABCDEFGH'.slice(0, q.options ?? 4)];
        for (const o of options)
          if (!bubbles.has(`${q.number}|${o}`)) out.push(`bubble ${q.number}${o} missing`);
      }
    } else if (s.kind === 'subjective') {
      for (const q of s.questions) {
        const h = regionHeight.get(q.number) ?? 0;
        if (q.grow === undefined ? Math.abs(h - q.heightMm) > 0.05 : h < q.heightMm - 0.05)
          out.push(`region ${q.number} height`);
      }
    } else {
      const group = s.questions.join('/');
      const h = regionHeight.get(group) ?? 0;
      if (s.grow === undefined ? Math.abs(h - s.heightMm) > 0.05 : h < s.heightMm - 0.05)
        out.push(`region ${group} height`);
      for (const n of s.questions)
        if (!bubbles.has(`choice:${group}|${n}`)) out.push(`selector ${n} missing`);
    }
  }
  if (spec.idMode === 'bubbles') {
    for (let d = 1; d <= spec.idDigits; d++) {
      for (let v = 0; v <= 9; v++) if (!bubbles.has(`id:${d}|${v}`)) out.push(`id:${d} ${v} missing`);
    }
  }
  return out;
}

describe('random sheet specs', () => {
  it('lay out on every paper size with every invariant holding and every answer printed', () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= 60; seed++) {
      const found = problems(randomSpec(seed));
      if (found.length > 0) failures.push(`seed ${seed}: ${found.slice(0, 3).join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('random packed sheet specs', () => {
  it('keep every invariant, never shrink a region below its least height, and add no page', () => {
    const failures: string[] = [];
    for (let seed = 101; seed <= 160; seed++) {
      const spec = randomSpec(seed, true);
      const found = problems(spec);
      // The pages the least heights need laid out one to a column (whole sheets when two-sided) are the
      // most the packing uses; it may need fewer, as growing regions also fill columns others leave.
      const least = layoutSheet({
        ...spec,
        sections: spec.sections.map((s) =>
          s.kind === 'subjective'
            ? { ...s, questions: s.questions.map(({ grow: _, ...q }) => q) }
            : s.kind === 'optional'
              ? { ...s, grow: undefined }
              : s,
        ),
      }).pages.length;
      const pages = layoutSheet(spec).pages.length;
      const most = spec.duplex && least % 2 === 1 ? least + 1 : least;
      if (pages > most) found.push(`${pages} pages, least heights ${least}`);
      if (found.length > 0) failures.push(`seed ${seed}: ${found.slice(0, 3).join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});
