/**
 * Word export of one paper: 22 questions of the demo bank (12 单选, 4 填空, 6 解答, with their
 * formulas) as a .docx through the same code the download uses — HTML and LaTeX to Word runs and
 * Office Math. Also writes the last file for a look in LibreOffice.
 * Run: node --import tsx bench/docx.ts [rounds=30]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PrintDocument, PrintQuestion } from '@zhijuan/contracts';
import { PaperSettings } from '@zhijuan/contracts';
import { demoQuestions } from '@zhijuan/demo-bank';
import { sectionNote } from '../apps/server/src/modules/papers/document';
import { paperDocx } from '../apps/server/src/modules/papers/docx';

const rounds = Number(process.argv[2] ?? 30);
const bank = demoQuestions().filter((q) => q.subjectId === 'cz.math');
const pick = (type: string, n: number, score: number) =>
  bank
    .filter((q) => q.typeName === type && /\\\(/.test(q.stem))
    .slice(0, n)
    .map((q) => ({ q, score }));
let n = 0;
const section = (heading: string, items: ReturnType<typeof pick>) => ({
  heading,
  note: sectionNote(items.map((i) => i.score)),
  questions: items.map(
    ({ q, score }): PrintQuestion => ({
      number: String(++n),
      questionId: q.key,
      typeName: q.typeName,
      score,
      stem: q.stem,
      options: q.options ?? [],
      answer: q.answer,
      analysis: q.analysis,
      parts: [],
      missing: false,
    }),
  ),
});
const doc: PrintDocument = {
  title: '七年级数学 期末测试',
  subtitle: '2026—2027 学年第一学期',
  settings: PaperSettings.parse({ notes: '1. 答题前填写姓名、班级和考号。2. 答案写在答题卡上。' }),
  totalScore: 12 * 3 + 4 * 4 + 6 * 10,
  questionCount: 22,
  kind: null,
  sections: [
    section('一、选择题', pick('单选题', 12, 3)),
    section('二、填空题', pick('填空题', 4, 4)),
    section('三、解答题', pick('解答题', 6, 10)),
  ],
};
const formulas = JSON.stringify(doc).match(/\\\\\(/g)?.length ?? 0;
const load = async () => null;
for (let i = 0; i < 3; i++) await paperDocx(doc, 'paper', load);
const times: number[] = [];
let bytes = Buffer.alloc(0);
for (let i = 0; i < rounds; i++) {
  const t0 = performance.now();
  bytes = await paperDocx(doc, 'paper', load);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
const out = path.join(os.tmpdir(), 'zhijuan-bench-paper.docx');
fs.writeFileSync(out, bytes);
console.log(`rounds: ${rounds}, node ${process.version}, ${os.cpus()[0]?.model} × ${os.cpus().length}`);
console.log(
  `22 questions, ${formulas} formulas: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms, ${(bytes.length / 1024).toFixed(0)} KB → ${out}`,
);
