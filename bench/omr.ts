/**
 * Recognition accuracy and speed on synthetic scans (packages/omr/test-support): N sheets of the test
 * sheet with random answers (1–2 bubbles per question, some blank), pencil darkness 0.55–0.9, each
 * degraded like a scanner — turned up to ±10°, scaled ±5 %, blurred, JPEG 50–90 (grey JPEG with
 * --grey, as a scanner's grey mode writes) — and read back. Counts bubble decisions against ground
 * truth: right, flagged (ambiguous, sent to a person) and wrong (silent errors); sheets identified by
 * QR; mean time per stage on one core; then the same pages read by two worker threads at once (one
 * per core) for pages per second over the machine.
 * --read N reads at N px/mm (recognise's readPxPerMm; 2.9 reads a 300-dpi scan shrunk by 4).
 * Run: node --import tsx bench/omr.ts [sheets=100] [--grey] [--read 4.5]
 */
import os from 'node:os';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { type PageResult, prepareOmr, recognise } from '../packages/omr/src/index';
import {
  blankScan,
  degrade,
  fill,
  idMarks,
  type Mark,
  STUDENT,
} from '../packages/omr/test-support/synthetic';
import { tsWorker } from './worker';

type Timings = PageResult['timings'];
const STAGES: (keyof Timings)[] = ['decodeMs', 'marksMs', 'qrMs', 'bubblesMs'];

/** Reads pages one after another; total wall time and the sum of each stage. */
async function readAll(
  scans: Uint8Array[],
  template: Awaited<ReturnType<typeof blankScan>>['template'],
  readPxPerMm?: number,
) {
  const totals: Timings = { decodeMs: 0, marksMs: 0, qrMs: 0, bubblesMs: 0 };
  const started = performance.now();
  const results: PageResult[] = [];
  for (const scan of scans) {
    const r = await recognise(scan, template, { readPxPerMm });
    for (const k of STAGES) totals[k] += r.timings[k];
    results.push(r);
  }
  return { ms: performance.now() - started, totals, results };
}

if (!isMainThread) {
  const { scans, template, read } = workerData as { scans: Uint8Array[]; template: never; read?: number };
  await prepareOmr();
  await recognise(scans[0]!, template); // warm up, as a long-running worker is
  parentPort!.once('message', async () => {
    const { ms, totals } = await readAll(scans, template, read);
    parentPort!.postMessage({ ms, totals });
  });
  parentPort!.postMessage('ready');
} else {
  const args = process.argv.slice(2);
  const sheets = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--read') ?? 100);
  const grey = args.includes('--grey');
  const read = args.includes('--read') ? Number(args[args.indexOf('--read') + 1]) : undefined;
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
  const truths: Map<string, Set<string>>[] = [];
  const scans: Uint8Array[] = [];
  for (let n = 0; n < sheets; n++) {
    const truth = new Map<string, Set<string>>();
    const marks: Mark[] = [];
    for (const q of objective) {
      const chosen = new Set<string>();
      if (rand() > 0.08) chosen.add(q.options[Math.floor(rand() * q.options.length)]!);
      if (q.kind === 'multiple' && rand() > 0.5)
        chosen.add(q.options[Math.floor(rand() * q.options.length)]!);
      truth.set(q.question, chosen);
      for (const option of chosen)
        marks.push({ question: q.question, option, darkness: 0.55 + rand() * 0.35 });
    }
    const filled = await fill(png, template, [...marks, ...idMarks(STUDENT.examNo)]);
    const quality = Math.round(50 + rand() * 40);
    const scan = await degrade(filled, template, {
      rotateDeg: (rand() - 0.5) * 20,
      scale: 0.95 + rand() * 0.1,
      blurSigma: 0.3 + rand() * 1.2,
      jpegQuality: grey ? undefined : quality,
    });
    scans.push(grey ? await sharp(scan).toColourspace('b-w').jpeg({ quality }).toBuffer() : scan);
    truths.push(truth);
  }

  await recognise(scans[0]!, template); // warm up
  const one = await readAll(scans, template, read);
  let right = 0;
  let flagged = 0;
  let wrong = 0;
  let identified = 0;
  one.results.forEach((r, i) => {
    if (r.qr?.studentId === STUDENT.studentId) identified++;
    for (const b of r.bubbles) {
      const want = b.question.startsWith('id:')
        ? STUDENT.examNo[Number(b.question.slice(3)) - 1] === b.option
        : truths[i]!.get(b.question)?.has(b.option);
      if (want === undefined) continue;
      if (b.decision === 'ambiguous') flagged++;
      else if ((b.decision === 'filled') === want) right++;
      else wrong++;
    }
  });

  // The same pages over two worker threads, each with half of them, started together.
  const threads = Math.min(2, os.cpus().length);
  const workers = Array.from({ length: threads }, (_, i) =>
    tsWorker(import.meta.url, { scans: scans.filter((_, n) => n % threads === i), template, read }),
  );
  await Promise.all(workers.map((w) => new Promise((ok) => w.once('message', ok))));
  const started = performance.now();
  const parallel = await Promise.all(
    workers.map(
      (w) =>
        new Promise<{ ms: number; totals: Timings }>((ok) => {
          w.once('message', ok);
          w.postMessage('go');
        }),
    ),
  );
  const wall = performance.now() - started;
  for (const w of workers) await w.terminate();

  const all = right + flagged + wrong;
  const mb = scans.reduce((s, b) => s + b.length, 0) / scans.length / 1e6;
  const mean = (t: Timings, k: keyof Timings, n: number) => (t[k] / n).toFixed(1);
  console.log(
    `${sheets} sheets (${grey ? 'grey' : 'colour'} JPEG, ${mb.toFixed(2)} MB a page, read at ${read ?? 'default'} px/mm), node ${process.version}, ${os.cpus()[0]?.model} × ${os.cpus().length}`,
  );
  console.log(
    `bubbles ${all}: right ${right} (${((right / all) * 100).toFixed(3)} %), flagged ${flagged}, wrong ${wrong}; identified by QR ${identified}/${sheets}`,
  );
  console.log(
    `one core: ${(one.ms / sheets).toFixed(1)} ms a page (${STAGES.map((k) => `${k.replace('Ms', '')} ${mean(one.totals, k, sheets)}`).join(', ')}) → ${((1000 * sheets) / one.ms).toFixed(1)} pages/s`,
  );
  const both: Timings = { decodeMs: 0, marksMs: 0, qrMs: 0, bubblesMs: 0 };
  for (const p of parallel) for (const k of STAGES) both[k] += p.totals[k];
  console.log(
    `${threads} worker threads: ${((1000 * sheets) / wall).toFixed(1)} pages/s (per page in a worker: ${STAGES.map((k) => `${k.replace('Ms', '')} ${mean(both, k, sheets)}`).join(', ')})`,
  );
}
