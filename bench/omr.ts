/**
 * Recognition accuracy and speed on synthetic scans (packages/omr/test-support): N sheets of the test
 * sheet with random answers (1–2 bubbles per question, some blank), pencil darkness 0.55–0.9, each
 * degraded like a scanner — turned up to ±10°, scaled ±5 %, blurred, JPEG 50–90 — and read back.
 * Counts bubble decisions against ground truth: right, flagged (ambiguous, sent to a person) and
 * wrong (silent errors); sheets identified by QR; mean time per stage.
 * Run: node --import tsx bench/omr.ts [sheets=100]
 */
import os from 'node:os';
import { prepareOmr, recognise } from '../packages/omr/src/index';
import {
  blankScan,
  degrade,
  fill,
  idMarks,
  type Mark,
  STUDENT,
} from '../packages/omr/test-support/synthetic';

const sheets = Number(process.argv[2] ?? 100);
let seed = 7;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

await prepareOmr();
const { template, png } = await blankScan();
const objective = template.questions.filter((q) => q.kind !== 'subjective' && q.kind !== 'optional') as {
  question: string;
  kind: 'single' | 'multiple' | 'trueFalse';
  options: string[];
}[];
let right = 0;
let flagged = 0;
let wrong = 0;
let identified = 0;
let pages = 0;
const totals = { decodeMs: 0, marksMs: 0, qrMs: 0, bubblesMs: 0 };
let readMs = 0;
for (let n = 0; n < sheets; n++) {
  const truth = new Map<string, Set<string>>();
  const marks: Mark[] = [];
  for (const q of objective) {
    const chosen = new Set<string>();
    if (rand() > 0.08) chosen.add(q.options[Math.floor(rand() * q.options.length)]!);
    if (q.kind === 'multiple' && rand() > 0.5) chosen.add(q.options[Math.floor(rand() * q.options.length)]!);
    truth.set(q.question, chosen);
    for (const option of chosen) marks.push({ question: q.question, option, darkness: 0.55 + rand() * 0.35 });
  }
  const filled = await fill(png, template, [...marks, ...idMarks(STUDENT.examNo)]);
  const scan = await degrade(filled, template, {
    rotateDeg: (rand() - 0.5) * 20,
    scale: 0.95 + rand() * 0.1,
    blurSigma: 0.3 + rand() * 1.2,
    jpegQuality: Math.round(50 + rand() * 40),
  });
  const started = performance.now();
  const r = await recognise(scan, template);
  readMs += performance.now() - started;
  pages++;
  for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r.timings[k];
  if (r.qr?.studentId === STUDENT.studentId) identified++;
  for (const b of r.bubbles) {
    const want = b.question.startsWith('id:')
      ? STUDENT.examNo[Number(b.question.slice(3)) - 1] === b.option
      : truth.get(b.question)?.has(b.option);
    if (want === undefined) continue;
    if (b.decision === 'ambiguous') flagged++;
    else if ((b.decision === 'filled') === want) right++;
    else wrong++;
  }
}
const all = right + flagged + wrong;
const mean = (v: number) => (v / pages).toFixed(1);
console.log(`${sheets} sheets, node ${process.version}, ${os.cpus()[0]?.model} × ${os.cpus().length}`);
console.log(
  `bubbles ${all}: right ${right} (${((right / all) * 100).toFixed(3)} %), flagged ${flagged}, wrong ${wrong}; identified by QR ${identified}/${pages}`,
);
console.log(
  `per page ${mean(readMs)} ms: decode ${mean(totals.decodeMs)}, marks ${mean(totals.marksMs)}, QR ${mean(totals.qrMs)}, bubbles ${mean(totals.bubblesMs)} → ${(1000 / (readMs / pages)).toFixed(1)} pages/s on one core`,
);
