// Fills printed answer sheets like students with a 2B pencil, for trying the scanner path without
// paper: `npm run fill-sheets -- --template 识别模板.json --out scans/ 答题卡.pdf [--students 10]
// [--seed 1] [--faint 1]`. The PDF is the exam's personalised sheets (打印答题卡 → 按学生); each page is
// rasterised at 300 dpi like a scanner, random answers are pencilled into its bubbles (a few lightly,
// for the exceptions screen) and written as JPEG, with the answers drawn in answers.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SheetTemplate, TemplatePage } from '@zhijuan/sheet';
import { DPI, fillPage } from '../packages/omr/test-support/synthetic';

function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function rasterise(pdf: string, first: number, last: number, dir: string): string[] {
  execFileSync('pdftoppm', [
    '-gray',
    '-png',
    '-r',
    String(DPI),
    '-f',
    String(first),
    '-l',
    String(last),
    pdf,
    path.join(dir, 'p'),
  ]);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Random answers for the objective questions of one template page: one letter, several for multi-select. */
function answersFor(page: TemplatePage, template: SheetTemplate, rand: () => number) {
  const answers: Record<string, string> = {};
  for (const q of template.questions) {
    if (q.kind === 'subjective' || q.kind === 'optional') continue;
    if (!page.bubbles.some((b) => b.question === q.question)) continue;
    if (rand() < 0.04) {
      answers[q.question] = '';
      continue;
    }
    const pick = q.options.filter(() => q.kind === 'multiple' && rand() < 0.4);
    answers[q.question] = pick.length ? pick.join('') : q.options[Math.floor(rand() * q.options.length)]!;
  }
  return answers;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      template: { type: 'string' },
      out: { type: 'string' },
      students: { type: 'string', default: '10' },
      seed: { type: 'string', default: '1' },
      faint: { type: 'string', default: '1' },
    },
  });
  const pdf = positionals[0];
  if (!values.template || !values.out || !pdf) {
    console.error(
      '用法：npm run fill-sheets -- --template 识别模板.json --out 输出文件夹 答题卡.pdf [--students 10] [--seed 1] [--faint 1]',
    );
    process.exit(2);
  }
  const template = JSON.parse(fs.readFileSync(values.template, 'utf8')) as SheetTemplate;
  const perStudent = template.pages.length;
  const students = Number(values.students);
  const rand = random(Number(values.seed));
  let faintLeft = Number(values.faint);
  fs.mkdirSync(values.out, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-fill-'));
  const truth: {
    file: string;
    answers: Record<string, string>;
    faint?: { question: string; option: string };
  }[] = [];
  try {
    const pages = rasterise(pdf, 1, students * perStudent, tmp);
    for (const [i, png] of pages.entries()) {
      const page = template.pages[i % perStudent]!;
      const answers = answersFor(page, template, rand);
      const marks = Object.entries(answers).flatMap(([question, letters]) =>
        [...letters].map((option) => ({ question, option, darkness: 0.7 + rand() * 0.2 })),
      );
      // A light mark a person should look at: in a question otherwise left blank.
      const blankQ = Object.keys(answers).find((q) => answers[q] === '');
      let faint: { question: string; option: string } | undefined;
      if (faintLeft > 0 && blankQ) {
        faint = { question: blankQ, option: page.bubbles.find((b) => b.question === blankQ)!.option };
        marks.push({ ...faint, darkness: 0.15 });
        faintLeft--;
      }
      const file = `scan-${String(i + 1).padStart(4, '0')}.jpg`;
      const pencilled = await fillPage(png, page, marks);
      fs.writeFileSync(path.join(values.out, file), await pencilled.jpeg({ quality: 85 }).toBuffer());
      truth.push({ file, answers, ...(faint ? { faint } : {}) });
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(values.out, 'answers.json'), JSON.stringify(truth, null, 2));
  console.log(`已生成 ${truth.length} 张填涂好的扫描图：${values.out}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
