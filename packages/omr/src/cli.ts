/**
 * Reads scanned answer sheets from files against a recognition template, without the server:
 *   npm run omr -- --template sheet.json page1.jpg page2.png scans.tiff [--json]
 * With --json: one JSON object per page and line — file, page, studentId, studentNo, answers
 * (question → "A", "AC", "" for blank), flags (question → ambiguous | multiple | blank), choices
 * (选做 group → chosen question) and choiceFlags, absent, problem.
 */
import fs from 'node:fs';
import type { SheetTemplate } from '@zhijuan/sheet';
import { pageCount } from './gray';
import { prepareOmr } from './qr';
import { recognise } from './recognise';

const args = process.argv.slice(2);
const json = args.includes('--json');
const t = args.indexOf('--template');
const templatePath = t >= 0 ? args[t + 1] : undefined;
const files = args.filter((a, i) => a !== '--json' && a !== '--template' && i !== t + 1);
if (!templatePath || files.length === 0) {
  console.error('用法：npm run omr -- --template 识别模板.json 图片1.jpg 图片2.png … [--json]');
  process.exit(2);
}
const template = JSON.parse(fs.readFileSync(templatePath, 'utf8')) as SheetTemplate;
if (template.format !== 'zhijuan-answer-sheet-template') {
  console.error(`${templatePath} 不是智卷答题卡识别模板`);
  process.exit(2);
}
await prepareOmr();
let failed = 0;
for (const file of files) {
  const bytes = fs.readFileSync(file);
  const pages = await pageCount(bytes).catch(() => 1);
  for (let p = 0; p < pages; p++) {
    const started = performance.now();
    const r = await recognise(bytes, template, { tiffPage: p }).catch(
      (err: Error) => ({ problem: `无法读取图片：${err.message}` }) as never,
    );
    const line = {
      file: pages > 1 ? `${file}#${p + 1}` : file,
      page: r.qr?.page ?? r.page ?? null,
      studentId: r.qr?.studentId ?? null,
      studentNo: r.studentNo ?? null,
      answers: r.answers ?? {},
      flags: r.flags ?? {},
      choices: r.choices ?? {},
      choiceFlags: r.choiceFlags ?? {},
      absent: r.absent ?? false,
      problem: r.problem,
    };
    if (r.problem) failed++;
    if (json) console.log(JSON.stringify(line));
    else {
      console.log(
        `${line.file}  第 ${line.page ?? '?'} 页  学生 ${line.studentId ?? '?'}  考号 ${line.studentNo ?? '-'}  ${(performance.now() - started).toFixed(0)} ms`,
      );
      if (r.problem) console.log(`  问题：${r.problem}`);
      const answers = Object.entries(line.answers).map(
        ([q, a]) =>
          `${q}:${a || '-'}${line.flags[q] && line.flags[q] !== 'blank' ? `(${line.flags[q] === 'ambiguous' ? '存疑' : '多选'})` : ''}`,
      );
      if (answers.length) console.log(`  ${answers.join('  ')}`);
      const choices = Object.entries(line.choices).map(
        ([g, q]) =>
          `选做 ${g}:${q || '-'}${line.choiceFlags[g] && line.choiceFlags[g] !== 'blank' ? '(存疑)' : ''}`,
      );
      if (choices.length) console.log(`  ${choices.join('  ')}`);
    }
  }
}
process.exit(failed ? 1 : 0);
