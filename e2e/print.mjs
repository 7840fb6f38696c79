// Browser flow of the print routes: a paper of 我的试卷 printed as 作业 (A4), as 考试 (A3 two columns
// with the sealing line) and as its key with 解析, and an assignment's frozen paper; each through
// Chromium's PDF printer, checked for page size, page count and text.
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
  return { pages: doc.getPageCount(), widthMm: width / MM, heightMm: height / MM, text };
}

const near = (a, b) => Math.abs(a - b) < 2;

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
      const paperId = (await api(t, 'GET', '/teacher/paper?bin=active&size=1')).records[0].id;

      const homework = await printed(t, `/printing?paperId=${paperId}`, 'print-homework-a4');
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
