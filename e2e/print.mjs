// Browser flow of the print routes: a paper of 我的试卷 printed as 作业 (A4), as 考试 (A3 two columns
// with the sealing line) and as its key with 解析, and an assignment's frozen paper; each through
// Chromium's PDF printer, checked for page size, page count, text, formulas and a figure scaled to
// its column.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { api, signIn } from './helpers.mjs';
import { makePaper } from './library.mjs';

const TITLE = '七年级数学 有理数 单元检测（打印）';
const MM = 72 / 25.4;

async function pdfFacts(file) {
  const doc = await PDFDocument.load(fs.readFileSync(file));
  const { width, height } = doc.getPage(0).getSize();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { file, pages: doc.getPageCount(), widthMm: width / MM, heightMm: height / MM, text };
}

const near = (a, b) => Math.abs(a - b) < 2;

/** Images drawn on the pages of a PDF (poppler's `pdfimages -list`), with their size on the page. */
function pdfImages(file) {
  const out = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line))
    .map((line) => {
      const [page, , , width, height] = line.trim().split(/\s+/);
      return { page: Number(page), width: Number(width), height: Number(height) };
    });
}

/**
 * In the page: a question of the teacher's own bank with a figure wider than any column (a 1000×250
 * JPEG drawn on a canvas, ~265 mm at 96 dpi), added to the newest paper of 我的试卷 as 二、解答题.
 */
async function addFigureQuestion() {
  const token = decodeURIComponent(document.cookie.match(/zj_access_token=([^;]+)/)?.[1] ?? '');
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const call = async (method, url, body) => {
    const res = await fetch(`/api${url}`, { method, headers, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
  const canvas = document.createElement('canvas');
  canvas.width = 1000;
  canvas.height = 250;
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 1000, 250);
  g.lineWidth = 6;
  g.strokeRect(20, 20, 960, 210);
  g.beginPath();
  g.moveTo(150, 210);
  g.lineTo(850, 210);
  g.lineTo(500, 40);
  g.closePath();
  g.stroke();
  const types = await call('GET', '/resource/basic/question/type/search/?subjectId=cz.math');
  const typeId = types.find((t) => t.name === '解答题').id;
  const { ids } = await call('POST', '/question/import/save', {
    subjectId: 'cz.math',
    scope: 'personal',
    questions: [
      {
        typeId,
        stem: `<p>如图，在 \\(\\triangle ABC\\) 中，\\(AB = AC\\)，求证 \\(\\angle B = \\angle C\\)。</p><p><img src="${canvas.toDataURL('image/jpeg', 0.6)}" alt="三角形"></p>`,
        answer: ['见解析'],
        allowDuplicate: true,
      },
    ],
  });
  const newest = (await call('GET', '/teacher/paper?bin=active&size=1')).records[0];
  const paper = await call('GET', `/teacher/paper/${newest.id}`);
  await call('PUT', `/teacher/paper/${paper.id}`, {
    version: paper.version,
    title: paper.title,
    settings: paper.settings,
    sections: [
      ...paper.sections,
      { id: 'figure', title: '解答题', typeId, questions: [{ questionId: ids[0], score: 10 }] },
    ],
  });
}

/** The figure against its column on screen: scaled down to the column's width, and inside it. */
async function figureFits(page) {
  return page.locator('.zj-pp-question img').evaluateAll((imgs) =>
    imgs.map((img) => {
      const box = img.getBoundingClientRect();
      const column = img.closest('.zj-pp-column').getBoundingClientRect();
      return {
        loaded: img.complete && img.naturalWidth === 1000,
        width: box.width,
        column: column.width,
        // Measured after it loaded: the question keeps inside its column, above the page's foot.
        inside: box.height > 0 && box.bottom <= column.bottom + 0.5,
      };
    }),
  );
}

async function printed(t, url, name) {
  await t.page.goto(`${t.base}${url}`);
  await t.page.locator('.zj-pp-pages').waitFor({ timeout: 20_000 });
  await t.page.locator('.katex').first().waitFor();
  await t.screenshot(name);
  return pdfFacts(await t.pdf(name));
}

export const printFlows = [
  {
    name: '教师把试卷打印成作业（A4）、考试（A3 双栏带密封线）和答案解析，打印布置给班级的考试、考号条形码、二维码和成绩单',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      await page.evaluate(makePaper, TITLE);
      await page.evaluate(addFigureQuestion);
      const paperId = (await api(t, 'GET', '/teacher/paper?bin=active&size=1')).records[0].id;

      const homework = await printed(t, `/printing?paperId=${paperId}`, 'print-homework-a4');
      const a4Figure = await figureFits(page);
      t.check(
        a4Figure.length === 1 &&
          a4Figure[0].loaded &&
          a4Figure[0].inside &&
          a4Figure[0].width <= a4Figure[0].column + 0.5,
        `A4 上的插图应缩放到栏宽以内：${JSON.stringify(a4Figure)}`,
      );
      const a4Images = pdfImages(homework.file);
      t.check(a4Images.length === 1, `A4 PDF 中应有 1 张插图，实为 ${a4Images.length}`);
      t.check(homework.text.includes('二、解答题'), '应有第二大题「二、解答题」');
      t.check(
        near(homework.widthMm, 210) && near(homework.heightMm, 297),
        `作业应为 A4 纵向：${homework.widthMm}×${homework.heightMm}`,
      );
      t.check(homework.text.includes(TITLE), '作业 PDF 应有标题');
      t.check(homework.text.includes('一、选择题'), '应有大题标题「一、选择题」');
      t.check(/第 1 页 共 \d+ 页/.test(homework.text), '应有页码「第 1 页 共 N 页」');
      t.check(/A．/.test(homework.text) && /D．/.test(homework.text), '应有选项 A–D');

      const exam = await printed(t, `/pringtingtest?paperId=${paperId}&layout=A3&seal=1`, 'print-exam-a3');
      t.check(
        near(exam.widthMm, 420) && near(exam.heightMm, 297),
        `考试 A3 应为横向 420×297：${exam.widthMm}×${exam.heightMm}`,
      );
      t.check(exam.text.includes('满分'), '考试卷头应有满分');
      t.check(
        ['密', '封', '线', '答', '题'].every((c) => exam.text.includes(c)),
        '应有密封线',
      );
      t.check(exam.pages <= homework.pages, `A3 双栏的页数（${exam.pages}）不应多于 A4（${homework.pages}）`);
      const a3Figure = await figureFits(page);
      t.check(
        a3Figure.length === 1 && a3Figure[0].inside && a3Figure[0].width <= a3Figure[0].column + 0.5,
        `A3 双栏的插图应缩放到栏宽以内：${JSON.stringify(a3Figure)}`,
      );
      t.check(pdfImages(exam.file).length === 1, 'A3 PDF 中应有插图');

      const key = await printed(t, `/printanswer?paperId=${paperId}&mode=analysis`, 'print-answer');
      t.check(key.text.includes('参考答案与解析'), '答案页应有「参考答案与解析」');
      t.check(key.text.includes('【解析】'), '应印出解析');

      const classes = await api(t, 'GET', '/teacher/assignment/classes?subjectId=cz.math');
      const assignmentId = (
        await api(t, 'POST', '/teacher/assignment', {
          paperId,
          kind: 'exam',
          name: '有理数单元检测',
          examDate: '2026-11-25',
          classIds: [classes[0].id],
        })
      ).id;
      const given = await printed(t, `/pringtingtest?assignmentId=${assignmentId}`, 'print-assignment');
      t.check(given.text.includes(TITLE) && given.text.includes('满分'), '布置的考试应能打印');

      // Stickers and the score sheet of the exam's class.
      const roster = await api(t, 'GET', `/teacher/assignment/${assignmentId}/students`);
      const first = roster[0];
      const stickers = async (route, name) => {
        await page.goto(`${t.base}${route}?assignmentId=${assignmentId}`);
        await page.locator('.zj-codes-pages').waitFor({ timeout: 20_000 });
        await page.locator('.zj-code-label').first().waitFor();
        await t.screenshot(name);
        return pdfFacts(await t.pdf(name));
      };
      const bars = await stickers('/printBarcode', 'print-barcodes');
      t.check(near(bars.widthMm, 210) && near(bars.heightMm, 297), '条形码贴纸应为 A4');
      t.check(
        bars.pages === Math.ceil(roster.length / 24),
        `每页 24 张：${roster.length} 人应为 ${Math.ceil(roster.length / 24)} 页，实为 ${bars.pages}`,
      );
      t.check(bars.text.includes(first.name) && bars.text.includes(first.studentNo), '贴纸应印有姓名和考号');
      t.check((await page.locator('.zj-code-bars rect').count()) > roster.length * 10, '条形码应为矢量条');
      const qr = await stickers('/printcode', 'print-qr');
      t.check(qr.text.includes(`考号 ${first.studentNo}`), '二维码贴纸应印有考号');

      await page.goto(`${t.base}/printgradetest?assignmentId=${assignmentId}`);
      await page.locator('.zj-grade-table').first().waitFor({ timeout: 20_000 });
      await t.screenshot('print-grades');
      const grades = await pdfFacts(await t.pdf('print-grades'));
      t.check(grades.text.includes('成绩单') && grades.text.includes('班级排名'), '成绩单应有表头');
      t.check(grades.text.includes('成绩待阅卷后生成'), '未阅卷时应说明成绩待生成');
      t.check(grades.text.includes(first.name), '成绩单应列出学生');
      await page.goto(`${t.base}/printgrade?assignmentId=${assignmentId}`);
      await page.locator('.zj-grade-table').first().waitFor({ timeout: 20_000 });
      const homeworkGrades = await pdfFacts(await t.pdf('print-grades-homework'));
      t.check(
        homeworkGrades.text.includes('作业') && homeworkGrades.pages === grades.pages,
        '作业成绩单应同样可打印',
      );
    },
  },
];
