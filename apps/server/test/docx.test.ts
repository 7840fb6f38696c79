import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema';
import { formula } from '../src/modules/papers/docx';
import { assignmentKit, type Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

// A 2×1 red PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+Rq28akAAAAASUVORK5CYII=';

let t: TestApp;
let teacher: Headers;
let kit: Awaited<ReturnType<typeof assignmentKit>>;
let paperId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await assignmentKit(t);
  teacher = bearer(await signIn(t.app, 'teacher'));
  // One question with an image and a fraction.
  await t.ctx.database.db
    .update(questions)
    .set({
      stem: `<p>如图，\\(\\frac{a}{b}\\) 的值是多少？</p><p><img src="data:image/png;base64,${PNG}" width="200"></p>`,
    })
    .where(eq(questions.id, kit.q['test.200']!.id));
  paperId = (await kit.paper(teacher)).id;
});
afterAll(() => t.close());

async function exportWord(kind: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/teacher/paper/${paperId}/docx`,
    headers: teacher,
    payload: { kind },
  });
  return res;
}

describe('Word export', () => {
  it('turns LaTeX into Office Math: fractions, powers, roots; a formula it cannot read stays as text', async () => {
    const xml = (tex: string) => JSON.stringify(formula(tex));
    expect(xml('\\frac{1}{2}')).toContain('m:f');
    expect(xml('x^2')).toContain('m:sSup');
    expect(xml('\\sqrt{3}')).toContain('m:rad');
    expect(xml('a_1')).toContain('m:sSub');
    expect(xml('\\frac{1}{')).toContain('\\\\frac{1}{');
  });

  it('exports the paper with numbering, options, equations and the image, and the key separately', async () => {
    const res = await exportWord('paper');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('有理数单元测试.docx');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    const text = xml.replace(/<[^>]+>/g, '');
    expect(text).toContain('有理数单元测试');
    expect(text).toContain('一、选择题');
    expect(text).toContain('1．');
    expect(text).toContain('5．');
    expect(text).toContain('A．');
    expect(xml).toContain('<m:oMath');
    expect(xml).toContain('<m:f>');
    expect(Object.keys(zip.files).some((f) => f.startsWith('word/media/'))).toBe(true);
    expect(text).not.toContain('alert(1)');

    const key = await JSZip.loadAsync((await exportWord('analysis')).rawPayload);
    const keyText = (await key.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
    expect(keyText).toContain('参考答案与解析');
    expect(keyText).toContain('【解析】');
    expect((await exportWord('nonsense')).json().message).toContain('请选择导出试卷、答案或答案与解析');
  });

  const office = spawnSync('libreoffice', ['--version']).status === 0;
  it.runIf(office)(
    'opens in LibreOffice with the equations as equations',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-docx-'));
      try {
        const file = path.join(dir, 'paper.docx');
        fs.writeFileSync(file, (await exportWord('paper')).rawPayload);
        execFileSync(
          'libreoffice',
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--convert-to',
            'pdf',
            '--outdir',
            dir,
            file,
          ],
          { timeout: 120_000, stdio: 'ignore' },
        );
        const text = execFileSync('pdftotext', [path.join(dir, 'paper.pdf'), '-'], { encoding: 'utf8' });
        expect(text).toContain('有理数单元测试');
        expect(text).toContain('一、选择题');
        // The fraction a/b of question 5 is drawn by LibreOffice Math (numerator and denominator on
        // lines of their own), not left as LaTeX.
        expect(text).toContain('如图');
        expect(text).toMatch(/^a$/m);
        expect(text).toMatch(/^b$/m);
        expect(text).not.toContain('frac');
        expect(text).toMatch(/第\s*1\s*页\s*共\s*\d\s*页/);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
