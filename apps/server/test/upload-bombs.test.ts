import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInWorker } from '../src/modules/files/parse-pool';
import { docxBomb, xlsxBomb } from './bombs';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { uploadFile } from './school-helpers';

let t: TestApp;
let teacher: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  teacher = bearer(await signIn(t.app, 'teacher'));
  admin = bearer(await signIn(t.app, 'admin'));
});
afterAll(() => t.close());

const wordUrl = '/api/question/import?subjectId=cz.math';

/**
 * The event loop's longest stall allowed while a bad file is handled. Parsing a bomb on the loop
 * stalled it for tens of seconds; the goal is under 200 ms, and 500 leaves room for a machine
 * that is busy with other work (its scheduler alone can hold the thread back 100–200 ms).
 */
const MAX_STALL_MS = 500;

/**
 * Runs `work` while asking /api/health every 20 ms; returns the event loop's longest stall (the
 * health answers wait behind it) and the slowest health answer, both in milliseconds.
 */
async function whileWatching<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let done = false;
  let slowest = 0;
  let answered = 0;
  const pinger = (async () => {
    while (!done) {
      const start = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - start);
      answered++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const result = await work();
  done = true;
  await pinger;
  delay.disable();
  return { result, stallMs: delay.max / 1e6, slowestHealthMs: slowest, answered };
}

async function bigQuestionDocx(questions: number): Promise<Buffer> {
  const lines: string[] = [];
  for (let i = 1; i <= questions; i++) {
    lines.push(
      `${i}. 数轴上表示 -${i} 的点到原点的距离是（　）`,
      `A. ${i}  B. -${i}  C. 0  D. 1`,
      '【答案】A',
    );
  }
  const doc = new Document({
    sections: [{ children: lines.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

describe('decompression bombs', () => {
  it('refuses a .docx that inflates to 400 MB, three at once, quickly and without stalling health', async () => {
    const bomb = docxBomb(400);
    expect(bomb.length).toBeLessThan(450 * 1024);
    const start = performance.now();
    const watched = await whileWatching(() =>
      Promise.all([1, 2, 3].map(() => uploadFile(t.app, wordUrl, teacher, bomb, '炸弹.docx'))),
    );
    for (const res of watched.result) {
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toContain('解压后过大');
    }
    expect(performance.now() - start).toBeLessThan(2000);
    expect(watched.stallMs).toBeLessThan(MAX_STALL_MS);
    expect(watched.slowestHealthMs).toBeLessThan(200);
  });

  it('refuses a .docx whose headers lie about its size, found out while inflating', async () => {
    const start = performance.now();
    const watched = await whileWatching(() =>
      uploadFile(t.app, wordUrl, teacher, docxBomb(400, true), '炸弹.docx'),
    );
    expect(performance.now() - start).toBeLessThan(2000);
    expect(watched.result.statusCode).toBe(413);
    expect(watched.result.json().message).toContain('解压后过大');
    expect(watched.stallMs).toBeLessThan(MAX_STALL_MS);
  });

  it('refuses roster and teacher .xlsx bombs (honest and lying headers) with a Chinese message', async () => {
    for (const url of ['/api/system/student/import', '/api/system/teacher/import']) {
      for (const bomb of [xlsxBomb(200), xlsxBomb(200, true)]) {
        const watched = await whileWatching(() => uploadFile(t.app, url, admin, bomb, '名单.xlsx'));
        expect(watched.result.statusCode).toBe(413);
        expect(watched.result.json().message).toContain('解压后过大');
        expect(watched.stallMs).toBeLessThan(MAX_STALL_MS);
      }
    }
  });

  it('parses a large honest Word file in a worker: the event loop keeps answering', async () => {
    const bytes = await bigQuestionDocx(3000);
    const watched = await whileWatching(() => uploadFile(t.app, wordUrl, teacher, bytes, '题库.docx'));
    expect(watched.result.statusCode).toBe(200);
    expect(watched.result.json().data.drafts.length).toBeGreaterThan(500);
    expect(watched.answered).toBeGreaterThan(3);
    // Parsing it on the event loop stalled it for most of a second.
    expect(watched.stallMs).toBeLessThan(MAX_STALL_MS);
  });

  it('stops a parse that runs past its time limit and says so', async () => {
    const bytes = await bigQuestionDocx(1500);
    await expect(parseInWorker({ kind: 'docx-questions', bytes }, 50)).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('解析超时'),
    });
  });
});
