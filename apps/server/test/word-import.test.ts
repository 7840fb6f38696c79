import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { uploadFile } from './school-helpers';

/** A Word file as teachers type it: headings, numbered questions, options, 【答案】 and 【解析】. */
async function sampleDocx(): Promise<Buffer> {
  const lines: string[] = ['七年级数学 有理数 单元练习', '一、选择题'];
  for (let i = 1; i <= 6; i++) {
    lines.push(`${i}. 数轴上表示 -${i + 1} 的点到原点的距离是（　）`);
    lines.push(`A. ${i + 1}    B. -${i + 1}    C. ${i + 2}    D. 0`);
    lines.push('【答案】A');
    lines.push(`【解析】距离是绝对值，|-${i + 1}|=${i + 1}。`);
  }
  lines.push('二、填空题');
  for (let i = 7; i <= 9; i++) {
    lines.push(`${i}. ${i} 的相反数是＿＿＿＿。`);
    lines.push(`【答案】-${i}`);
  }
  lines.push('三、解答题');
  lines.push('10. 计算：(-3)+5-(-2)。');
  lines.push('【答案】4');
  lines.push('【解析】原式=2+2=4。');
  const doc = new Document({
    sections: [{ children: lines.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

let t: TestApp;
let teacher: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const url = '/api/question/import?subjectId=cz.math';

describe('Word import', () => {
  it('reads a .docx of 10 questions into 10 reviewed drafts, saves them, and spots them next time', async () => {
    const bytes = await sampleDocx();
    const preview = await uploadFile(t.app, url, teacher, bytes, '练习.docx');
    expect(preview.statusCode).toBe(200);
    const { drafts, ignored } = preview.json().data;
    expect(drafts).toHaveLength(10);
    expect(ignored).toEqual(['七年级数学 有理数 单元练习']);
    expect(drafts.map((d: { typeName: string }) => d.typeName)).toEqual([
      ...Array(6).fill('单选题'),
      ...Array(3).fill('填空题'),
      '解答题',
    ]);
    expect(
      drafts.every(
        (d: { problems: string[]; duplicateOf: unknown }) =>
          d.problems.length === 0 && d.duplicateOf === null,
      ),
    ).toBe(true);
    expect(drafts[0].options).toEqual(['2', '-2', '3', '0']);

    const typeId = (name: string) =>
      ({ 单选题: 'cz.math.t1', 填空题: 'cz.math.t4', 解答题: 'cz.math.t6' })[name]!;
    const questions = drafts.map(
      (d: { typeName: string; stem: string; options: string[]; answer: string[]; analysis: string }) => ({
        typeId: typeId(d.typeName),
        stem: d.stem,
        options: d.options,
        answer: d.answer,
        analysis: d.analysis,
        knowledgeIds: ['cz.math.k.1.1.6'],
      }),
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/question/import/save',
      headers: teacher,
      payload: { subjectId: 'cz.math', questions },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.ids).toHaveLength(10);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/question/search?subjectId=cz.math&scope=personal&size=20',
      headers: teacher,
    });
    expect(mine.json().data.total).toBe(10);

    const again = (await uploadFile(t.app, url, teacher, bytes, '练习.docx')).json().data.drafts;
    expect(again.every((d: { duplicateOf: unknown }) => d.duplicateOf !== null)).toBe(true);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/question/import/save',
      headers: teacher,
      payload: { subjectId: 'cz.math', questions },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('第 1 题与题库中已有的试题几乎相同');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/question/search?subjectId=cz.math&scope=personal',
          headers: teacher,
        })
      ).json().data.total,
    ).toBe(10);
  });

  it('keeps personal questions from other teachers', async () => {
    const director = bearer(await signIn(t.app, 'director'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/question/search?subjectId=cz.math&scope=personal',
      headers: director,
    });
    expect(res.json().data.total).toBe(0);
  });

  it('stores a figure of the file as an image of our own, not a data URL that overruns the stem', async () => {
    // A noisy 600×300 PNG (~500 KB): as a data URL far more than a stem's 20,000 characters.
    const noise = Buffer.from(Array.from({ length: 600 * 300 * 3 }, (_, i) => (i * 7919) % 251));
    const png = await sharp(noise, { raw: { width: 600, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph('1. 如图，数轴上点 A 表示的数是（　）'),
            new Paragraph({
              children: [
                new ImageRun({ type: 'png', data: png, transformation: { width: 300, height: 150 } }),
              ],
            }),
            new Paragraph('A. 1    B. 2    C. 3    D. 4'),
            new Paragraph('【答案】B'),
          ],
        },
      ],
    });
    const preview = await uploadFile(t.app, url, teacher, Buffer.from(await Packer.toBuffer(doc)), '图.docx');
    expect(preview.statusCode).toBe(200);
    const [draft] = preview.json().data.drafts;
    const src = draft.stem.match(/<img src="([^"]+)"/)?.[1] as string;
    expect(src).toMatch(/^\/api\/files\/questions\/[0-9a-f]{24}\.png$/);
    expect(draft.stem.length).toBeLessThan(500);
    const image = await t.app.inject({ method: 'GET', url: src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, png)).toBe(0);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/question/import/save',
      headers: teacher,
      payload: {
        subjectId: 'cz.math',
        questions: [{ typeId: 'cz.math.t1', stem: draft.stem, options: draft.options, answer: ['B'] }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const [id] = saved.json().data.ids;
    const detail = await t.app.inject({ method: 'GET', url: `/api/question/${id}`, headers: teacher });
    expect(detail.json().data.stem).toContain(`<img src="${src}"`);
  });

  it('refuses a file that is not .docx, and a document with no questions', async () => {
    const doc = await uploadFile(
      t.app,
      url,
      teacher,
      Buffer.from('\xD0\xCF\x11\xE0 old word', 'latin1'),
      '练习.doc',
    );
    expect(doc.statusCode).toBe(400);
    expect(doc.json().message).toContain('.docx');
    const empty = new Document({ sections: [{ children: [new Paragraph('只有标题')] }] });
    const none = await uploadFile(t.app, url, teacher, Buffer.from(await Packer.toBuffer(empty)), 'x.docx');
    expect(none.statusCode).toBe(422);
  });
});
