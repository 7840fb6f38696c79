/**
 * Reads scanned answer sheets from files or folders against a recognition template, without the server:
 *   npm run omr -- --template sheet.json page1.jpg scans/ pages.tiff [--json] [--threads N]
 * A folder stands for the JPEG, PNG and TIFF files in it, in name order. Pages are read by N threads
 * (default: one a core), each file whole by one of them; the lines come out in the files' order.
 * With --json: one JSON object per page and line — file, page, studentId, studentNo, answers
 * (question → "A", "AC", "" for blank), flags (question → ambiguous | multiple | blank | crossed),
 * choices (选做 group → chosen question) and choiceFlags, absent, problem.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SheetTemplate } from '@zhijuan/sheet';
import { type CliLine, expandInputs, readFilePages } from './cli-pages';
import { prepareOmr } from './qr';

const args = process.argv.slice(2);
const json = args.includes('--json');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const templatePath = option('--template');
const threadsArg = option('--threads');
const valued = new Set(['--template', '--threads']);
const inputs = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]!));
if (!templatePath || inputs.length === 0 || (threadsArg !== undefined && !(Number(threadsArg) >= 1))) {
  console.error('用法：npm run omr -- --template 识别模板.json 图片1.jpg 文件夹/ … [--json] [--threads 2]');
  process.exit(2);
}
const template = JSON.parse(fs.readFileSync(templatePath, 'utf8')) as SheetTemplate;
if (template.format !== 'zhijuan-answer-sheet-template') {
  console.error(`${templatePath} 不是智卷答题卡识别模板`);
  process.exit(2);
}
const missing = inputs.filter((f) => !fs.existsSync(f));
if (missing.length) {
  console.error(`找不到文件：${missing.join('、')}`);
  process.exit(2);
}
const files = expandInputs(inputs);
const threads = Math.min(files.length, Number(threadsArg ?? os.availableParallelism()));

let failed = 0;
function print(lines: CliLine[]) {
  for (const { ms, ...line } of lines) {
    if (line.problem) failed++;
    if (json) {
      console.log(JSON.stringify(line));
      continue;
    }
    console.log(
      `${line.file}  第 ${line.page ?? '?'} 页  学生 ${line.studentId ?? '?'}  考号 ${line.studentNo ?? '-'}  ${ms.toFixed(0)} ms`,
    );
    if (line.problem) console.log(`  问题：${line.problem}`);
    const answers = Object.entries(line.answers).map(
      ([q, a]) =>
        `${q}:${a || '-'}${line.flags[q] && line.flags[q] !== 'blank' ? `(${line.flags[q] === 'multiple' ? '多选' : line.flags[q] === 'crossed' ? '改涂' : '存疑'})` : ''}`,
    );
    if (answers.length) console.log(`  ${answers.join('  ')}`);
    const choices = Object.entries(line.choices).map(
      ([g, q]) =>
        `选做 ${g}:${q || '-'}${line.choiceFlags[g] && line.choiceFlags[g] !== 'blank' ? '(存疑)' : ''}`,
    );
    if (choices.length) console.log(`  ${choices.join('  ')}`);
  }
}

if (threads <= 1) {
  await prepareOmr();
  for (const file of files) print(await readFilePages(file, template));
} else {
  // Each thread has two files in hand, so one is decoded (libvips, off the thread) while the other
  // is read; lines wait until every earlier file's are printed.
  const done = new Map<number, CliLine[]>();
  let next = 0;
  let printed = 0;
  await new Promise<void>((resolve, reject) => {
    const workers = Array.from(
      { length: threads },
      () => new Worker(new URL('./cli-worker.mjs', import.meta.url), { workerData: { template } }),
    );
    const give = (w: Worker) => {
      if (next < files.length) {
        w.postMessage({ index: next, file: files[next] });
        next++;
      }
    };
    for (const w of workers) {
      w.on('error', reject);
      w.on('message', (m: { ready: true } | { index: number; lines: CliLine[] }) => {
        if ('ready' in m) {
          give(w);
          give(w);
          return;
        }
        done.set(m.index, m.lines);
        while (done.has(printed)) {
          print(done.get(printed)!);
          done.delete(printed);
          printed++;
        }
        if (printed === files.length) {
          for (const x of workers) void x.terminate();
          resolve();
        } else give(w);
      });
    }
  });
}
process.exit(failed ? 1 : 0);
