import fs from 'node:fs';
import path from 'node:path';
import type { SheetTemplate } from '@zhijuan/sheet';
import { pageCount } from './gray';
import { recognise } from './recognise';

/** One page's line of `npm run omr -- --json` (docs/recognition.md, CLI). */
export interface CliLine {
  file: string;
  page: number | null;
  studentId: string | null;
  studentNo: string | null;
  answers: Record<string, string>;
  flags: Record<string, string>;
  choices: Record<string, string>;
  choiceFlags: Record<string, string>;
  absent: boolean;
  problem: string | null;
  /** Milliseconds the page took to read (not in the JSON line). */
  ms: number;
}

/** Image files the CLI reads; a folder given on the command line stands for these inside it, by name. */
const IMAGE = /\.(jpe?g|png|tiff?)$/i;

/** The command line's files and folders as files, each folder's images in name order. */
export function expandInputs(inputs: string[]): string[] {
  return inputs.flatMap((input) =>
    fs.statSync(input, { throwIfNoEntry: false })?.isDirectory()
      ? fs
          .readdirSync(input)
          .filter((f) => IMAGE.test(f))
          .sort()
          .map((f) => path.join(input, f))
      : [input],
  );
}

/** Reads every page of one file (a multi-page TIFF has several) against the template. */
export async function readFilePages(file: string, template: SheetTemplate): Promise<CliLine[]> {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    return [failed(file, `无法读取文件：${(err as Error).message}`)];
  }
  // Only a TIFF can hold several pages: a JPEG or PNG is not parsed twice to ask.
  const tiff = (bytes[0] === 0x49 && bytes[1] === 0x49) || (bytes[0] === 0x4d && bytes[1] === 0x4d);
  const pages = tiff ? await pageCount(bytes).catch(() => 1) : 1;
  const lines: CliLine[] = [];
  for (let p = 0; p < pages; p++) {
    const started = performance.now();
    const name = pages > 1 ? `${file}#${p + 1}` : file;
    try {
      const r = await recognise(bytes, template, { tiffPage: p });
      lines.push({
        file: name,
        page: r.qr?.page ?? r.page ?? null,
        studentId: r.qr?.studentId ?? null,
        studentNo: r.studentNo ?? null,
        answers: r.answers ?? {},
        flags: r.flags ?? {},
        choices: r.choices ?? {},
        choiceFlags: r.choiceFlags ?? {},
        absent: r.absent ?? false,
        problem: r.problem,
        ms: performance.now() - started,
      });
    } catch (err) {
      lines.push({
        ...failed(name, `无法读取图片：${(err as Error).message}`),
        ms: performance.now() - started,
      });
    }
  }
  return lines;
}

const failed = (file: string, problem: string): CliLine => ({
  file,
  page: null,
  studentId: null,
  studentNo: null,
  answers: {},
  flags: {},
  choices: {},
  choiceFlags: {},
  absent: false,
  problem,
  ms: 0,
});
