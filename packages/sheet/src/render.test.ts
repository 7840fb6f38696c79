import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutSheet } from './layout';
import { type QrMatrix, qrModules, sheetQrText } from './qr';
import { renderSheetPdf, type SheetStudent } from './render';
import { sampleSheetSpec } from './sample-specs';
import { sheetTemplate, type TemplateBox } from './template';
import { greyAt, ink, locateRing, locateSolid, type Raster, rasterise } from './test-raster';
import type { SheetSpec } from './types';

const TOLERANCE_MM = 0.3;

/** Modules whose printed colour (sampled at the module's centre) differs from the symbol. */
function qrMismatches(r: Raster, box: TemplateBox, qr: QrMatrix): number {
  const size = box.wMm / (qr.size + 8);
  let wrong = 0;
  for (let y = 0; y < qr.size; y++) {
    for (let x = 0; x < qr.size; x++) {
      const grey = greyAt(r, box.xMm + (4 + x + 0.5) * size, box.yMm + (4 + y + 0.5) * size);
      if ((qr.dark[y * qr.size + x] === 1) !== grey < 128) wrong += 1;
    }
  }
  return wrong;
}

function pdfTool(tool: 'pdffonts' | 'pdftotext', pdf: Uint8Array, ...args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'zhijuan-sheet-'));
  try {
    writeFileSync(join(dir, 'sheet.pdf'), pdf);
    return execFileSync(tool, [...args, join(dir, 'sheet.pdf'), ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each<[string, Partial<SheetSpec>]>([
  ['A4', {}],
  ['A3 two columns', { paper: 'A3', columns: 2 }],
])('printed %s sheet at 300 dpi', (_name, overrides) => {
  const layout = layoutSheet(sampleSheetSpec(overrides));
  const template = sheetTemplate(layout);
  let rasters: Raster[] = [];
  let pdf: Uint8Array;

  it('renders one page per layout page, at the paper size', async () => {
    pdf = await renderSheetPdf(layout);
    rasters = rasterise(pdf);
    expect(rasters).toHaveLength(template.pages.length);
    rasters.forEach((r, i) => {
      expect(Math.abs(r.width - (template.pages[i]!.widthMm * 300) / 25.4)).toBeLessThan(1);
      expect(Math.abs(r.height - (template.pages[i]!.heightMm * 300) / 25.4)).toBeLessThan(1);
    });
  });

  it(`puts every bubble ring within ${TOLERANCE_MM} mm of the template`, () => {
    let worst = 0;
    let count = 0;
    template.pages.forEach((page, i) => {
      const r = rasters[i]!;
      for (const b of page.bubbles) {
        const found = locateRing(r, { x: b.xMm, y: b.yMm, w: b.wMm, h: b.hMm });
        expect(found, `ring of ${b.question}${b.option} on page ${page.page}`).not.toBeNull();
        const errors = [
          found!.x - b.xMm,
          found!.y - b.yMm,
          found!.x + found!.w - (b.xMm + b.wMm),
          found!.y + found!.h - (b.yMm + b.hMm),
        ].map(Math.abs);
        worst = Math.max(worst, ...errors);
        count += 1;
      }
    });
    expect(count).toBeGreaterThanOrEqual(140);
    if (process.env.SHEET_REPORT) console.log(`${count} rings, worst ${worst.toFixed(3)} mm`);
    expect(worst).toBeLessThanOrEqual(TOLERANCE_MM);
  });

  it('would notice a ring 0.4 mm off', () => {
    const b = template.pages[0]!.bubbles[0]!;
    const shifted = { x: b.xMm + 0.4, y: b.yMm - 0.4, w: b.wMm, h: b.hMm };
    const found = locateRing(rasters[0]!, shifted);
    expect(found === null || Math.abs(found.x - shifted.x) > TOLERANCE_MM).toBe(true);
    expect(found === null || Math.abs(found.y - shifted.y) > TOLERANCE_MM).toBe(true);
  });

  it('prints the four positioning marks where the template says, solid', () => {
    template.pages.forEach((page, i) => {
      for (const m of page.marks) {
        const solid = locateSolid(rasters[i]!, { x: m.xMm - 3, y: m.yMm - 3, w: m.wMm + 6, h: m.hMm + 6 });
        expect(Math.abs(solid.cx - (m.xMm + m.wMm / 2))).toBeLessThanOrEqual(TOLERANCE_MM);
        expect(Math.abs(solid.cy - (m.yMm + m.hMm / 2))).toBeLessThanOrEqual(TOLERANCE_MM);
        expect(solid.areaMm2).toBeGreaterThan(m.wMm * m.hMm * 0.95);
        expect(solid.areaMm2).toBeLessThan(m.wMm * m.hMm * 1.05);
      }
    });
  });

  it('draws each page’s QR code module for module in its box', () => {
    template.pages.forEach((page, i) => {
      const modules = qrModules(
        sheetQrText({
          examId: template.examId,
          sheetVersion: template.sheetVersion,
          page: page.page,
          pages: template.pages.length,
        }),
      );
      const wrong = qrMismatches(rasters[i]!, page.qr, modules);
      expect(wrong).toBe(0);
    });
  });

  it('embeds its fonts: Chinese text draws with no system font available', () => {
    const fonts = pdfTool('pdffonts', pdf);
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes/);
    const first = layout.pages[0]!.elements;
    for (const text of ['注意事项', '姓名', '填涂样例']) {
      const e = first.find((el) => el.type === 'text' && el.text === text)!;
      // Rasterised with an empty fontconfig: ink here can only come from the embedded subset.
      expect(ink(rasters[0]!, e as never), text).toBeGreaterThan(255 * 20);
    }
    expect(pdfTool('pdftotext', pdf)).toContain('请勿在此区域作答');
  });
});

describe('personalised batch', () => {
  const students: SheetStudent[] = [
    { studentId: 'stu-001', name: '欧阳子涵', className: '七年级1班', examNo: '20260137' },
    { studentId: 'stu-002', name: '买买提·艾力', className: '七年级2班', examNo: '20260208' },
  ];
  const layout = layoutSheet(sampleSheetSpec({ paper: 'A3', columns: 2 }));

  it('prints every page per student with name, class and 考号, its bubbles filled, and the student in the QR', async () => {
    const pdf = await renderSheetPdf(layout, { students });
    const rasters = rasterise(pdf, 150);
    expect(rasters).toHaveLength(students.length * layout.pages.length);
    const text = pdfTool('pdftotext', pdf);
    for (const s of students) {
      expect(text).toContain(s.name);
      expect(text).toContain(s.className);
    }
    const template = sheetTemplate(layout);
    students.forEach((s, k) => {
      const r = rasters[k * layout.pages.length]!;
      for (const b of template.pages[0]!.bubbles.filter((x) => x.question.startsWith('id:'))) {
        const digit = s.examNo[Number(b.question.slice(3)) - 1];
        const centre = greyAt(r, b.xMm + b.wMm * 0.3, b.yMm + b.hMm / 2);
        expect(centre < 100, `${s.name} ${b.question}=${b.option}`).toBe(digit === b.option);
      }
      const page2 = template.pages[1]!;
      const modules = qrModules(
        sheetQrText({ examId: template.examId, sheetVersion: 1, page: 2, pages: 2, studentId: s.studentId }),
      );
      const wrong = qrMismatches(rasters[k * layout.pages.length + 1]!, page2.qr, modules);
      expect(wrong).toBe(0);
    });
  });

  it('leaves the bubbles empty when asked, and refuses a 考号 of the wrong length', async () => {
    const pdf = await renderSheetPdf(layout, { students: students.slice(0, 1), prefillIdBubbles: false });
    const r = rasterise(pdf, 150)[0]!;
    const ids = sheetTemplate(layout).pages[0]!.bubbles.filter((b) => b.question.startsWith('id:'));
    for (const b of ids) expect(greyAt(r, b.xMm + b.wMm * 0.3, b.yMm + b.hMm / 2)).toBeGreaterThan(200);
    await expect(renderSheetPdf(layout, { students: [{ ...students[0]!, examNo: '123' }] })).rejects.toThrow(
      '考号',
    );
  });

  it('is byte-for-byte repeatable', async () => {
    const a = await renderSheetPdf(layout, { students });
    const b = await renderSheetPdf(layout, { students });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
