import type { PlanContent, PlanQuestion } from '@zhijuan/contracts';
import { AlignmentType, LineRuleType, Paragraph, type ParagraphChild, TextRun } from 'docx';
import { htmlLines, type ImageLoader, wordFile } from '../papers';

const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: '宋体' };
const SIZE = 21;
const LINE = { line: 360, lineRule: LineRuleType.AT_LEAST } as const;
const LETTERS = 'ABCDEFGH';
const CN = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

const run = (text: string, bold = false, size = SIZE) =>
  new TextRun({ text, font: FONT, size, ...(bold ? { bold: true } : {}) });
const para = (children: ParagraphChild[], indent = 0, before = 0) =>
  new Paragraph({ children, spacing: { ...LINE, before }, ...(indent ? { indent: { left: indent } } : {}) });

/** What a teacher typed (plain text, formulas in \( \)) as the question-HTML subset htmlLines reads. */
const plainHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split('\n')
    .map((l) => `<p>${l}</p>`)
    .join('');

export interface PlanDocument {
  title: string;
  subtitle: string;
  content: PlanContent;
  questions: Map<string, PlanQuestion>;
}

async function textBlock(text: string, load: ImageLoader, indent = 420): Promise<Paragraph[]> {
  if (!text.trim()) return [para([run('（未填写）')], indent)];
  return (await htmlLines(plainHtml(text), load)).map((l) => para(l, indent));
}

async function questionBlock(
  ids: string[],
  questions: Map<string, PlanQuestion>,
  load: ImageLoader,
  indent: number,
) {
  const out: Paragraph[] = [];
  let n = 0;
  for (const id of ids) {
    const q = questions.get(id);
    n++;
    if (!q) {
      out.push(para([run(`${n}．（本题已不可用）`)], indent));
      continue;
    }
    const stem = await htmlLines(q.stem, load);
    out.push(...stem.map((l, i) => para(i ? l : [run(`${n}．`), ...l], indent)));
    for (const [k, o] of q.options.entries()) {
      const lines = await htmlLines(o, load);
      out.push(
        para([run(`${LETTERS[k]}．`), ...lines.flatMap((l, j) => (j ? [run(' '), ...l] : l))], indent + 420),
      );
    }
  }
  return out;
}

/**
 * A lesson plan as a Word document, with the paper export's pieces (docs/word-export.md): A4 with 2 cm
 * margins, 宋体 10.5 pt, headings 一、教学目标 … 六、教学反思, the steps of 教学过程 with their minutes,
 * teacher and student activity and questions, formulas as Word equations, 第 N 页 共 M 页 in the footer.
 */
export async function planDocx(doc: PlanDocument, load: ImageLoader): Promise<Buffer> {
  const c = doc.content;
  const heading = (i: number, text: string) => para([run(`${CN[i]}、${text}`, true, 24)], 0, 240);
  const children: Paragraph[] = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [run(doc.title, true, 32)],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [run(doc.subtitle, false, 19)],
    }),
    heading(0, '教学目标'),
    ...(await textBlock(c.objectives, load)),
    heading(1, '重点难点'),
    ...(await textBlock(c.keyPoints, load)),
    heading(2, '教学过程'),
  ];
  if (c.steps.length === 0) children.push(para([run('（未填写）')], 420));
  for (const [i, s] of c.steps.entries()) {
    children.push(
      para([run(`环节${CN[i] ?? i + 1}　${s.title}`, true), run(`（${s.minutes} 分钟）`)], 0, 120),
    );
    children.push(para([run('教师活动：', true)], 420), ...(await textBlock(s.teacher, load, 840)));
    children.push(para([run('学生活动：', true)], 420), ...(await textBlock(s.student, load, 840)));
    if (s.questionIds.length) {
      children.push(para([run('课堂练习：', true)], 420));
      children.push(...(await questionBlock(s.questionIds, doc.questions, load, 840)));
    }
    if (s.resourceIds.length)
      children.push(para([run(`配套资源：${s.resourceIds.length} 个（见备课中心）`)], 420));
  }
  children.push(heading(3, '板书设计'), ...(await textBlock(c.board, load)));
  children.push(heading(4, '课后作业'));
  if (c.homework.questionIds.length)
    children.push(...(await questionBlock(c.homework.questionIds, doc.questions, load, 420)));
  else if (c.homework.paperId) children.push(para([run('布置试卷（见我的试卷）')], 420));
  else children.push(para([run('（未布置）')], 420));
  children.push(heading(5, '教学反思'), ...(await textBlock(c.reflection, load)));

  return wordFile(doc.title, children);
}
