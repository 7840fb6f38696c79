import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankScan, fill, idMarks, STUDENT, TRUTH, truthMarks } from '../test-support/synthetic';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;

beforeAll(async () => {
  const { template, png } = await blankScan();
  const page = await fill(png, template, [...truthMarks(), ...idMarks(STUDENT.examNo)]);
  const empty = await fill(png, template, [...idMarks(STUDENT.examNo)]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-omr-cli-'));
  fs.mkdirSync(path.join(dir, 'scans'));
  fs.writeFileSync(path.join(dir, 'template.json'), JSON.stringify(template));
  // Named so that the folder's order is not the order they were written in.
  fs.writeFileSync(path.join(dir, 'scans', 'b.jpg'), await sharp(empty).jpeg({ quality: 85 }).toBuffer());
  fs.writeFileSync(
    path.join(dir, 'scans', 'a.jpg'),
    await sharp(page).toColourspace('b-w').jpeg({ quality: 85, progressive: true }).toBuffer(),
  );
  fs.writeFileSync(path.join(dir, 'scans', 'c.png'), await sharp(page).png().toBuffer());
  fs.writeFileSync(path.join(dir, 'scans', 'notes.txt'), '不是图片');
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'packages/omr/src/cli.ts', ...args], {
    cwd: root,
    maxBuffer: 1 << 24,
  });

describe('npm run omr over a folder', () => {
  it.each(['1', '2'])(
    'reads every image of the folder in name order, with %s thread(s)',
    async (threads) => {
      const { stdout } = await cli(
        '--template',
        path.join(dir, 'template.json'),
        path.join(dir, 'scans'),
        '--json',
        '--threads',
        threads,
      );
      const lines = stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines.map((l) => path.basename(l.file))).toEqual(['a.jpg', 'b.jpg', 'c.png']);
      for (const l of lines) {
        expect(l.problem).toBeNull();
        expect(l.studentId).toBe(STUDENT.studentId);
        expect(l.studentNo).toBe(STUDENT.examNo);
      }
      expect(lines[0].answers).toEqual(TRUTH);
      expect(Object.values(lines[1].answers).every((a) => a === '')).toBe(true);
      expect(lines[2].answers).toEqual(TRUTH);
    },
    120_000,
  );

  it('says which file is missing, in Chinese, and reads nothing', async () => {
    const err = await cli('--template', path.join(dir, 'template.json'), path.join(dir, 'none.jpg')).catch(
      (e: { code: number; stderr: string; stdout: string }) => e,
    );
    expect(err).toMatchObject({ code: 2, stdout: '' });
    expect((err as { stderr: string }).stderr).toContain('找不到文件');
  }, 60_000);
});
