/**
 * Round trip of the packed sheets through the recognition engine: the personalised PDF is rasterised
 * at 300 dpi like a scanner, every page pencilled like a student (packages/omr/test-support, as
 * scripts/fill-sheets.ts does), saved as a grey JPEG and read by `recognise` against the template of
 * the same layout — every bubble must read as filled.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recognise } from '@zhijuan/omr';
import { describe, expect, it } from 'vitest';
import { DPI, fillPage, type Mark } from '../../omr/test-support/synthetic';
import { layoutSheet } from './layout';
import { renderSheetPdf, type SheetStudent } from './render';
import { paperSheet } from './sample-specs';
import { sheetTemplate } from './template';
import type { SheetSpec } from './types';

const STUDENT: SheetStudent = {
  studentId: 'stu-0317',
  name: '林语嫣',
  className: '七年级3班',
  examNo: '20260317',
};

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

async function roundTrip(spec: SheetSpec, seed: number) {
  const layout = layoutSheet(spec);
  const template = sheetTemplate(layout);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-roundtrip-'));
  try {
    const pdf = path.join(dir, 'sheet.pdf');
    fs.writeFileSync(pdf, await renderSheetPdf(layout, { students: [STUDENT] }));
    execFileSync('pdftoppm', ['-gray', '-png', '-r', String(DPI), pdf, path.join(dir, 'p')]);
    const pngs = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => path.join(dir, f));
    expect(pngs).toHaveLength(template.pages.length);
    const rand = random(seed);
    const results = [];
    for (const [i, png] of pngs.entries()) {
      const page = template.pages[i]!;
      const truth: Record<string, string> = {};
      const marks: Mark[] = [];
      for (const q of template.questions) {
        if (q.kind === 'subjective' || q.kind === 'optional') continue;
        if (!page.bubbles.some((b) => b.question === q.question)) continue;
        const option = rand() < 0.1 ? '' : q.options[Math.floor(rand() * q.options.length)]!;
        truth[q.question] = option;
        if (option) marks.push({ question: q.question, option, darkness: 0.7 + 0.1 * rand() });
      }
      const scan = await (await fillPage(png, page, marks)).jpeg({ quality: 85 }).toBuffer();
      const read = await recognise(scan, template);
      results.push({ page, truth, read });
    }
    return { layout, template, results };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('packed sheets read back right', () => {
  const cases: [string, SheetSpec, number][] = [
    ['the 单元测验 on one A4 sheet, both sides', paperSheet('unit', { duplex: true }), 2],
    ['the 期中 on A3, three columns, both sides', paperSheet('midterm', { duplex: true, columns: 3 }), 2],
  ];
  for (const [name, spec, pages] of cases) {
    it(`${name}: every bubble, the 考号, the QR and the regions of every page`, async () => {
      const { template, results } = await roundTrip(spec, pages * 7919);
      expect(results).toHaveLength(pages);
      let bubbles = 0;
      for (const { page, truth, read } of results) {
        expect(read.problem).toBeNull();
        expect(read.marksFound).toBe(4);
        expect(read.qr).toMatchObject({
          examId: template.examId,
          page: page.page,
          studentId: STUDENT.studentId,
        });
        expect(read.answers).toEqual(truth);
        expect(read.regions.map((r) => `${r.question}/${r.part}`)).toEqual(
          page.regions.map((r) => `${r.question}/${r.part}`),
        );
        bubbles += Object.keys(truth).length;
      }
      // Page 1 carries the 考号 grid, filled on the personalised print.
      expect(results[0]!.read.studentNo).toBe(STUDENT.examNo);
      expect(bubbles).toBe(
        template.questions.filter((q) => q.kind !== 'subjective' && q.kind !== 'optional').length,
      );
    });
  }
});
