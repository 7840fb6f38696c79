/**
 * Recognition accuracy on N synthetic sheets (packages/omr/test-support) across damage levels, in two
 * worker threads (one per core):
 *   scanner — turned up to ±10°, scaled ±5 %, blurred σ 0.3–1.5, JPEG 50–90;
 *   scanner, dirty — the same with stray pencil strokes and a red stamp on the written answer;
 *   phone — a photo in perspective (page corners 1–12 % in from the frame's), light falling off by up to
 *     half across the page, noise σ up to 12 grey levels, blur, JPEG 70–92, strokes and a stamp on
 *     half, a corner mark covered on one in ten.
 * A page the engine sends to a person whole (`problem`) counts as unread, all its bubbles flagged.
 *   On every level: a coffee stain on one sheet in eight (8–22 mm across the bubbles, 10–22 % darker
 *     inside, 30–45 % darker at its dried rim 0.6–1.5 mm wide, edges soft; a quarter of its questions
 *     with an erased mark beside the answer); on one phone photo in four the photo is taken at 150 dpi
 *     (the frame half as fine), on another one in four in steep perspective (corners 2–20 % in).
 * Students mark like students: firm fills (darkness 0.55–0.9), light ones (0.3–0.55), partial fills
 * (half to most of the bubble), a tick or a dot instead of a fill, and erased marks (0.1–0.2) beside
 * their answer; on one sheet in eight one to three answers crossed out instead of erased — a firm
 * fill with an X through its corners or one strike (−40…40°) over it, running 0.8–2.5 mm out of the
 * bubble, pencil 0.35–0.7 mm wide at darkness 0.55–0.9 — and the new choice filled elsewhere.
 * Ground truth is what they meant: every mark but the erased and crossed-out ones.
 *
 * Counts bubble decisions (right, flagged for a person, wrong) and question answers: right, flagged
 * (ambiguous, multiple), or silently wrong — a wrong answer with no flag. Marks that are hard by nature
 * (light, partial, tick, dot, erased) must never be silently wrong. A `multiple` on a one-answer
 * question counts as flagged: the school's default 多涂处理 (人工确认) sends it to a person; the figure
 * is given apart. Sheets identified: the QR's student and the 考号 grid read exactly, with a digit
 * unread ("?") or wrong.
 * Run: node --import tsx bench/omr-accuracy.ts [sheets=2000] [--read px/mm (recognise's readPxPerMm)]
 *   [--from n (first sheet; sheet n is made from seed 1000 + n)] [--only phone,scanner,dirty (levels made
 *   and read; sheet n's level is n mod 3)] [--progressive (each sheet rewritten losslessly as a
 *   progressive JPEG by jpegtran before it is read: the same coefficients, the slow kind of file)].
 *   Sheets already made are read from the cache, so a large run can be made in chunks (--from) and
 *   read whole afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { SheetTemplate } from '@zhijuan/sheet';
import sharp from 'sharp';
import { prepareOmr, recognise } from '../packages/omr/src/index';
import { crossShape, stainShape } from '../packages/omr/test-support/damage';
import { drawOver, photograph, random, stampShape, strayStrokes } from '../packages/omr/test-support/phone';
import {
  blankScan,
  degrade,
  fill,
  idMarks,
  type Mark,
  STUDENT,
} from '../packages/omr/test-support/synthetic';
import {
  add,
  emptyTally,
  type Kind,
  LEVELS,
  type Level,
  markOf,
  report,
  type Style,
  type Tally,
} from './omr-accuracy-tally';
import { tsWorker } from './worker';

/** What one generated sheet is: its scan and what the student meant. */
interface Sheet {
  bytes: Uint8Array;
  level: Level;
  truth: Map<string, Set<string>>;
  style: Map<string, Style>;
  hardQuestion: Set<string>;
  kinds: Kind[];
}

/**
 * Generated sheets are kept in the OS temp folder (one JPEG and one JSON each, ~0.5 MB a sheet), so a
 * change of the engine can be measured again on the same sheets without an hour of generating them.
 * Bump the folder's version when the generator changes.
 */
const CACHE = path.join(os.tmpdir(), 'zhijuan-omr-accuracy', 'v3');

async function sheetOf(
  n: number,
  template: SheetTemplate,
  png: Buffer,
  objective: { question: string; kind: 'single' | 'multiple' | 'trueFalse'; options: string[] }[],
): Promise<Sheet> {
  const file = path.join(CACHE, `${n}`);
  if (fs.existsSync(`${file}.json`)) {
    const meta = JSON.parse(fs.readFileSync(`${file}.json`, 'utf8'));
    return {
      bytes: new Uint8Array(fs.readFileSync(`${file}.jpg`)),
      level: meta.level,
      truth: new Map(meta.truth.map(([q, o]: [string, string[]]) => [q, new Set(o)])),
      style: new Map(meta.style),
      hardQuestion: new Set(meta.hard),
      kinds: meta.kinds,
    };
  }
  const sheet = await generate(n, template, png, objective);
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(`${file}.jpg`, sheet.bytes);
  fs.writeFileSync(
    `${file}.json`,
    JSON.stringify({
      level: sheet.level,
      truth: [...sheet.truth].map(([q, o]) => [q, [...o]]),
      style: [...sheet.style],
      hard: [...sheet.hardQuestion],
      kinds: sheet.kinds,
    }),
  );
  return sheet;
}

/** Sheet n of the set: the same for the same n, every run. */
async function generate(
  n: number,
  template: SheetTemplate,
  png: Buffer,
  objective: { question: string; kind: 'single' | 'multiple' | 'trueFalse'; options: string[] }[],
): Promise<Sheet> {
  const rand = random(1000 + n);
  const level = LEVELS[n % LEVELS.length]!;
  const style = new Map<string, Style>();
  const truth = new Map<string, Set<string>>();
  const marks: Mark[] = [];
  const hardQuestion = new Set<string>();
  const kinds: Kind[] = [];
  // Which damage a sheet gets, from a stream of its own (xorshift's first numbers from a small seed
  // are small too).
  const pick = random(Math.imul(n + 1, 2654435761) >>> 0);
  for (let i = 0; i < 8; i++) pick();
  const page = template.pages[0]!;
  const bubbleOf = (question: string, option: string) =>
    page.bubbles.find((b) => b.question === question && b.option === option)!;
  // A coffee stain over part of the bubbles on one sheet in eight: where, and the questions under it.
  const answerBubbles = page.bubbles.filter((b) => objective.some((q) => q.question === b.question));
  const stain =
    pick() < 0.125
      ? (() => {
          const at = answerBubbles[Math.floor(rand() * answerBubbles.length)]!;
          return {
            xMm: at.xMm + rand() * 10 - 2.5,
            yMm: at.yMm + rand() * 6 - 1.5,
            radiusMm: 4 + rand() * 7,
            inside: 0.1 + rand() * 0.12,
            rim: 0.3 + rand() * 0.15,
            rimMm: 0.6 + rand() * 0.9,
            seed: n + 1,
          };
        })()
      : null;
  const underStain = new Set(
    stain
      ? answerBubbles
          .filter(
            (b) =>
              Math.hypot(b.xMm + b.wMm / 2 - stain.xMm, b.yMm + b.hMm / 2 - stain.yMm) <
              stain.radiusMm * 1.3 + 3,
          )
          .map((b) => b.question)
      : [],
  );
  if (stain) kinds.push('stained');
  // Answers crossed out instead of erased on one sheet in eight.
  const crossing = pick() < 0.125;
  const crossedOut = new Set<string>();
  if (crossing) {
    kinds.push('crossed');
    const count = 1 + Math.floor(rand() * 3);
    for (let i = 0; i < count; i++)
      crossedOut.add(objective[Math.floor(rand() * objective.length)]!.question);
  }
  const extra: string[] = [];
  for (const q of objective) {
    const chosen = new Set<string>();
    if (rand() > 0.08) chosen.add(q.options[Math.floor(rand() * q.options.length)]!);
    if (q.kind === 'multiple' && rand() > 0.5) chosen.add(q.options[Math.floor(rand() * q.options.length)]!);
    truth.set(q.question, chosen);
    for (const option of chosen) {
      const r = rand();
      const s: Style =
        r < 0.8 ? 'firm' : r < 0.88 ? 'light' : r < 0.95 ? 'partial' : r < 0.975 ? 'tick' : 'dot';
      style.set(`${q.question}/${option}`, s);
      if (s !== 'firm') hardQuestion.add(q.question);
      marks.push(markOf(q.question, option, s, rand));
    }
    const others = q.options.filter((o) => !chosen.has(o));
    // A first choice crossed out: a firm fill with an X or a strike over it, the answer now elsewhere.
    if (crossedOut.has(q.question)) {
      if (!chosen.size) {
        const option = others.splice(Math.floor(rand() * others.length), 1)[0]!;
        chosen.add(option);
        style.set(`${q.question}/${option}`, 'firm');
        marks.push(markOf(q.question, option, 'firm', rand));
      }
      const option = others[Math.floor(rand() * others.length)]!;
      style.set(`${q.question}/${option}`, 'crossed');
      hardQuestion.add(q.question);
      marks.push(markOf(q.question, option, 'firm', rand));
      const x = rand() < 0.6;
      extra.push(
        crossShape(bubbleOf(q.question, option), {
          kind: x ? 'x' : 'strike',
          angleDeg: (rand() - 0.5) * 80,
          beyondMm: 0.8 + rand() * 1.7,
          darkness: 0.55 + rand() * 0.35,
          widthMm: 0.35 + rand() * 0.35,
        }),
      );
      continue;
    }
    // An erased first choice beside the answer now and then; often under a stain.
    if (chosen.size && others.length && rand() < (underStain.has(q.question) ? 0.25 : 0.05)) {
      const option = others[Math.floor(rand() * others.length)]!;
      style.set(`${q.question}/${option}`, 'erased');
      hardQuestion.add(q.question);
      marks.push({ question: q.question, option, darkness: 0.1 + rand() * 0.1 });
    }
  }
  let scan = await fill(png, template, [...marks, ...idMarks(STUDENT.examNo)]);
  if (stain) extra.push(stainShape(stain));
  if (extra.length) scan = await drawOver(scan, extra);
  // A corner mark covered (a thumb, a fold) on one photo in ten.
  if (level === 'phone' && rand() < 0.1)
    scan = await degrade(scan, template, { coverMark: Math.floor(rand() * 4) });
  if (level !== 'scanner' && (level === 'dirty' || rand() < 0.5))
    scan = await drawOver(scan, [
      ...strayStrokes(template, 10 + Math.floor(rand() * 40), n),
      stampShape(60 + rand() * 100, 215 + rand() * 30),
    ]);
  // One photo in four at 150 dpi, another in steep perspective.
  const shot = level === 'phone' ? pick() : 1;
  if (shot < 0.25) kinds.push('dpi150');
  else if (shot < 0.5) kinds.push('steep');
  let bytes =
    level === 'phone'
      ? (
          await photograph(scan, {
            seed: n,
            inset: shot >= 0.25 && shot < 0.5 ? [0.02, 0.2] : [0.01, 0.12],
            lightFalloff: rand() * 0.5,
            noise: rand() * 12,
            blurSigma: rand() * 1.2,
            jpegQuality: Math.round(70 + rand() * 22),
          })
        ).bytes
      : await degrade(scan, template, {
          rotateDeg: (rand() - 0.5) * 20,
          scale: 0.95 + rand() * 0.1,
          blurSigma: 0.3 + rand() * 1.2,
          jpegQuality: Math.round(50 + rand() * 40),
        });
  if (shot < 0.25)
    bytes = await sharp(bytes)
      .resize({ width: Math.round((await sharp(bytes).metadata()).width! / 2) })
      .jpeg({ quality: 85 })
      .toBuffer();
  return { bytes, level, truth, style, hardQuestion, kinds };
}

async function work(
  first: number,
  count: number,
  read?: number,
  only?: Level[],
  progressive = false,
): Promise<Record<Level, Tally>> {
  await prepareOmr();
  const { template, png } = await blankScan();
  const objective = template.questions.filter((q) => q.kind !== 'subjective' && q.kind !== 'optional') as {
    question: string;
    kind: 'single' | 'multiple' | 'trueFalse';
    options: string[];
  }[];
  const tallies = Object.fromEntries(LEVELS.map((l) => [l, emptyTally()])) as Record<Level, Tally>;
  for (let n = first; n < first + count; n++) {
    if (only && !only.includes(LEVELS[n % LEVELS.length]!)) continue;
    const sheet = await sheetOf(n, template, png, objective);
    const { level, truth, style, hardQuestion, kinds } = sheet;
    // --progressive: the same JPEG rewritten as a progressive file, losslessly (the same coefficients).
    const bytes = progressive
      ? new Uint8Array(
          execFileSync('jpegtran', ['-progressive', '-copy', 'all'], {
            input: sheet.bytes,
            maxBuffer: 1 << 26,
          }),
        )
      : sheet.bytes;
    const started = performance.now();
    const r = await recognise(bytes, template, { readPxPerMm: read });
    const t = tallies[level];
    t.readMs += performance.now() - started;
    t.sheets++;
    if (r.qr?.studentId === STUDENT.studentId) t.identified++;
    if (r.studentNo === STUDENT.examNo) t.studentNoRight++;
    else if (!r.studentNo || r.studentNo.includes('?')) t.studentNoUnread++;
    else t.studentNoWrong++;
    for (const k of kinds) {
      t.kinds[k].sheets++;
      if (r.problem) t.kinds[k].unread++;
      if (r.stain) t.kinds[k].stainSeen++;
    }
    if (r.problem) {
      // The whole page goes to a person: every bubble and question of it counts as flagged.
      t.unread++;
      t.bubbles.none.flagged += r.bubbles.length;
      t.questions.flagged += objective.length;
      continue;
    }
    for (const b of r.bubbles) {
      const isId = b.question.startsWith('id:');
      const want = isId
        ? STUDENT.examNo[Number(b.question.slice(3)) - 1] === b.option
        : truth.get(b.question)?.has(b.option);
      if (want === undefined) continue;
      const s = isId ? 'firm' : (style.get(`${b.question}/${b.option}`) ?? 'none');
      const cell = t.bubbles[s];
      if (b.decision === 'ambiguous' || (s === 'crossed' && b.struck)) cell.flagged++;
      else if ((b.decision === 'filled') === want) cell.right++;
      else cell.wrong++;
    }
    for (const q of objective) {
      if (!(q.question in r.answers)) continue;
      const want = [...truth.get(q.question)!].sort().join('');
      const flag = r.flags[q.question];
      const crossed = [...style].some(([k, v]) => v === 'crossed' && k.startsWith(`${q.question}/`));
      if (crossed) {
        if (flag === 'crossed') t.crossed.crossed++;
        else if (flag === 'ambiguous' || flag === 'multiple') t.crossed.other++;
        else if (r.answers[q.question] !== want) t.crossed.silent++;
      }
      if (flag === 'multiple') t.multiple++;
      if (flag === 'ambiguous' || flag === 'multiple' || flag === 'crossed') t.questions.flagged++;
      else if (r.answers[q.question] === want) t.questions.right++;
      else {
        t.questions.silent++;
        t.silentAt.push(`${n}/${q.question}: ${r.answers[q.question] || '空'} ≠ ${want || '空'}`);
        if (hardQuestion.has(q.question)) t.questions.silentHard++;
      }
    }
  }
  return tallies;
}

if (isMainThread) {
  const args = process.argv.slice(2);
  const read = args.includes('--read') ? Number(args[args.indexOf('--read') + 1]) : undefined;
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const from = Number(option('--from') ?? 0);
  const only = option('--only')?.split(',') as Level[] | undefined;
  const sheets = Number(
    args.find((a, i) => /^\d+$/.test(a) && !['--read', '--from'].includes(args[i - 1]!)) ?? 2000,
  );
  const threads = Math.min(2, os.cpus().length);
  const started = performance.now();
  const per = Math.ceil(sheets / threads);
  const results = await Promise.all(
    Array.from(
      { length: threads },
      (_, i) =>
        new Promise<Record<Level, Tally>>((resolve, reject) => {
          const w = tsWorker(import.meta.url, {
            first: from + i * per,
            count: Math.min(per, sheets - i * per),
            read,
            only,
            progressive: args.includes('--progressive'),
          });
          w.once('message', resolve);
          w.once('error', reject);
        }),
    ),
  );
  console.log(
    `sheets ${from}–${from + sheets - 1}${only ? ` (${only.join(', ')} only)` : ''}${args.includes('--progressive') ? ', rewritten as progressive JPEGs' : ''}, read at ${read ?? 'default'} px/mm, node ${process.version}, ${os.cpus()[0]?.model} × ${os.cpus().length}`,
  );
  const total = emptyTally();
  for (const level of LEVELS) {
    const t = emptyTally();
    for (const r of results) add(t, r[level]);
    add(total, t);
    report(level, t);
  }
  report('all', total);
  console.log(`${((performance.now() - started) / 60000).toFixed(1)} min with generation`);
} else {
  const { first, count, read, only, progressive } = workerData as {
    first: number;
    count: number;
    read?: number;
    only?: Level[];
    progressive: boolean;
  };
  parentPort!.postMessage(await work(first, count, read, only, progressive));
}
