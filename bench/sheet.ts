/**
 * Personalised answer sheets for a whole grade: 450 students, A3 two columns, two pages each, as one
 * PDF (900 pages) — name, class and 考号 printed, 考号 bubbles filled, every page's QR code naming the
 * student. Times the call from layout to the saved bytes, cold (fonts read from disk) and warm (fonts
 * already in memory, as in a running server), and reports the file size.
 *
 * Then the packed layout alone (written answers sized to fill the paper, a bisection over the growth):
 * the sample papers' sheets, laid out as the designer does on every change.
 *
 * Run: node --import tsx bench/sheet.ts [students=450] [warmRuns=3]
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { layoutSheet, loadSheetFonts, renderSheetPdf, type SheetStudent } from '../packages/sheet/src/index';
import { paperSheet, sampleSheetSpec } from '../packages/sheet/src/sample-specs';

const count = Number(process.argv[2] ?? 450);
const warmRuns = Number(process.argv[3] ?? 3);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${cpu} × ${os.availableParallelism()}, load average ${os.loadavg()[0]!.toFixed(2)}`,
);

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧阳司马诸葛';
const GIVEN =
  '子涵欣怡梓轩浩宇雨桐一诺思远佳琪俊熙晨曦诗涵梦瑶宇航若汐泽宇雅静博文嘉怡天佑沐阳语嫣明轩睿哲可馨昊然芷若景行逸凡书瑶锦程昕悦奕辰紫萱皓轩安琪彦霖';
let seed = 20_261_122;
const next = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (s: string) => {
  const chars = [...s];
  return chars[Math.floor(next() * chars.length)]!;
};
const students: SheetStudent[] = Array.from({ length: count }, (_, i) => ({
  studentId: `stu-${String(i + 1).padStart(4, '0')}`,
  name: pick(SURNAMES) + pick(GIVEN) + (next() < 0.7 ? pick(GIVEN) : ''),
  className: `七年级${(i % 10) + 1}班`,
  examNo: `2026${String((i % 10) + 1).padStart(2, '0')}${String(Math.floor(i / 10) + 1).padStart(2, '0')}`,
}));

const spec = sampleSheetSpec({ paper: 'A3', columns: 2 });
const out = path.join(os.tmpdir(), 'zhijuan-sheet-bench.pdf');

async function run(label: string) {
  const t = performance.now();
  const layout = layoutSheet(spec);
  const fonts = await loadSheetFonts();
  const pdf = await renderSheetPdf(layout, { students, fonts });
  const ms = performance.now() - t;
  writeFileSync(out, pdf);
  console.log(
    `${label}: ${count} students × ${layout.pages.length} pages = ${count * layout.pages.length} pages, ` +
      `${(ms / 1000).toFixed(2)} s, ${(pdf.byteLength / 1024 / 1024).toFixed(2)} MB`,
  );
  return ms;
}

await run('cold (fonts read from disk)');
const warm: number[] = [];
for (let i = 0; i < warmRuns; i++) warm.push(await run(`warm run ${i + 1}`));
warm.sort((a, b) => a - b);
console.log(
  `warm median ${(warm[Math.floor(warm.length / 2)]! / 1000).toFixed(2)} s; file written to ${out}`,
);
console.log(`load average at the end ${os.loadavg()[0]!.toFixed(2)}`);

for (const [name, spec] of [
  ['周测, A4 one side', paperSheet('weekly')],
  ['单元测验, A4 two sides', paperSheet('unit', { duplex: true })],
  ['期中, A3 three columns, two sides', paperSheet('midterm', { duplex: true, columns: 3 })],
] as const) {
  for (let i = 0; i < 5; i++) layoutSheet(spec);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    layoutSheet(spec);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `packed layout, ${name}: median ${times[15]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
}
