/**
 * The recognition CLI end to end, as a school's scanning PC runs it over a folder of scans:
 * `npm run omr -- --template <dir>/template.json <dir> --json`, timed from start to exit (Node's start,
 * the QR reader's WebAssembly, every page read) and checked against the answers pencilled in.
 *
 *   node --import tsx bench/omr-cli.ts make [dir=/tmp/zhijuan-omr-cli] [pages=200]
 *     writes the test sheet's template and `pages` pencilled pages, 300-dpi A4 (2481 × 3508) as a
 *     scanner's grey mode writes them — turned up to ±3°, scaled ±2 %, blurred σ 0.3–0.9, grey JPEG
 *     quality 92 (~0.5 MB a page) — into <dir>/grey/, the same pages rewritten losslessly as
 *     progressive JPEGs (jpegtran, as a scanner set to progressive writes them) into <dir>/progressive/,
 *     and the pencilled answers into <dir>/truth.json. Made from a fixed seed: the same files each time.
 *   node --import tsx bench/omr-cli.ts run [dir=/tmp/zhijuan-omr-cli] [grey|progressive] [-- CLI options]
 *     runs the CLI over <dir>/<kind>/ and prints pages, seconds, pages/s, answers right, the CPU and
 *     the load average (a wall-clock figure is only valid on a quiet machine).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  blankScan,
  degrade,
  fill,
  idMarks,
  type Mark,
  STUDENT,
} from '../packages/omr/test-support/synthetic';

const [verb = 'run', dirArg, third, ...rest] = process.argv.slice(2);
const dir = dirArg ?? path.join(os.tmpdir(), 'zhijuan-omr-cli');

if (verb === 'make') {
  const pages = Number(third ?? 200);
  let seed = 11;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const { template, png } = await blankScan();
  const objective = template.questions.filter((q) => q.kind !== 'subjective' && q.kind !== 'optional') as {
    question: string;
    kind: string;
    options: string[];
  }[];
  for (const sub of ['grey', 'progressive']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.writeFileSync(path.join(dir, 'template.json'), JSON.stringify(template));
  const truth: Record<string, Record<string, string>> = {};
  for (let n = 0; n < pages; n++) {
    const marks: Mark[] = [];
    const answers: Record<string, string> = {};
    for (const q of objective) {
      const chosen = new Set<string>();
      if (rand() > 0.08) chosen.add(q.options[Math.floor(rand() * q.options.length)]!);
      if (q.kind === 'multiple' && rand() > 0.5)
        chosen.add(q.options[Math.floor(rand() * q.options.length)]!);
      answers[q.question] = [...chosen].sort().join('');
      for (const option of chosen) marks.push({ question: q.question, option, darkness: 0.6 + rand() * 0.3 });
    }
    const scan = await degrade(await fill(png, template, [...marks, ...idMarks(STUDENT.examNo)]), template, {
      rotateDeg: (rand() - 0.5) * 6,
      scale: 0.98 + rand() * 0.04,
      blurSigma: 0.3 + rand() * 0.6,
    });
    const name = `${String(n + 1).padStart(4, '0')}.jpg`;
    const grey = await sharp(scan).toColourspace('b-w').jpeg({ quality: 92 }).toBuffer();
    fs.writeFileSync(path.join(dir, 'grey', name), grey);
    fs.writeFileSync(
      path.join(dir, 'progressive', name),
      execFileSync('jpegtran', ['-progressive', '-copy', 'all'], { input: grey, maxBuffer: 1 << 26 }),
    );
    truth[name] = answers;
    if ((n + 1) % 20 === 0) console.log(`${n + 1} / ${pages}`);
  }
  fs.writeFileSync(path.join(dir, 'truth.json'), JSON.stringify(truth));
  const size = fs
    .readdirSync(path.join(dir, 'grey'))
    .reduce((s, f) => s + fs.statSync(path.join(dir, 'grey', f)).size, 0);
  console.log(
    `${pages} pages in ${dir}/grey and ${dir}/progressive, ${(size / pages / 1e6).toFixed(2)} MB a page (grey)`,
  );
} else {
  const kind = third ?? 'grey';
  const folder = path.join(dir, kind);
  const truth = JSON.parse(fs.readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const cpu =
    execFileSync('lscpu')
      .toString()
      .match(/Model name:\s*(.+)/)?.[1] ?? os.cpus()[0]?.model;
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/omr/src/cli.ts',
      '--template',
      path.join(dir, 'template.json'),
      folder,
      '--json',
      ...rest.filter((a) => a !== '--'),
    ],
    { cwd: path.join(import.meta.dirname, '..'), maxBuffer: 1 << 28, encoding: 'utf8' },
  );
  const seconds = (performance.now() - started) / 1000;
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .map(
      (l) =>
        JSON.parse(l) as {
          file: string;
          answers: Record<string, string>;
          problem: string | null;
          studentNo: string | null;
        },
    );
  let right = 0;
  let all = 0;
  for (const l of lines) {
    const want = truth[path.basename(l.file)] ?? {};
    for (const [q, a] of Object.entries(want)) {
      all++;
      if (l.answers[q] === a) right++;
    }
  }
  console.log(
    `${kind}: ${lines.length} pages in ${seconds.toFixed(2)} s → ${(lines.length / seconds).toFixed(1)} pages/s end to end; ` +
      `problems ${lines.filter((l) => l.problem).length}, 考号 exact ${lines.filter((l) => l.studentNo === STUDENT.examNo).length}, answers right ${right} of ${all}; ` +
      `exit ${run.status}; ${cpu} × ${os.cpus().length}, node ${process.version}; load average before ${loadBefore}, after ${load()}`,
  );
  if (run.status !== 0 && run.status !== 1) console.error(run.stderr);
}
