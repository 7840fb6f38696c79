// Browser flow of 学情分析 on the demo score history (docs/demo-data.md): every analysis and 讲评助手
// screen of 七年级数学第二次月考 for 李老师's class, charts drawn, the class Excel downloaded and the
// class's person reports printed one A4 page each.
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { api, expectPath, expectTitle, signIn } from './helpers.mjs';

const EXAM = '七年级数学第二次月考';

/** Waits for the report and for at least `n` ECharts charts drawn as SVG. */
async function chartsDrawn(t, n) {
  await t.page.locator('.zj-an-report').first().waitFor({ timeout: 30_000 });
  await t.page.waitForFunction(
    (min) => document.querySelectorAll('[data-chart=echarts] svg').length >= min,
    n,
    { timeout: 30_000 },
  );
  const count = await t.page.locator('[data-chart=echarts] svg').count();
  t.check(count >= n, `应至少有 ${n} 个图表，实际 ${count} 个`);
}

export const analysisFlows = [
  {
    name: '学情分析：年级、班级、个人分析与讲评助手，导出班级 Excel，打印本班学生报告',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      const exams = await api(t, 'GET', '/teacher/analysis/exams');
      const exam = exams.find((e) => e.name === EXAM);
      t.check(Boolean(exam), `可分析的考试里应有 ${EXAM}，实际：${exams.map((e) => e.name).join('、')}`);
      const classId = exam.classes[0].id;

      // 作业列表's 分析 opens 年级分析 of the exam.
      await page.goto(`${t.base}/paperlist`);
      const row = page.locator('.ant-table-row', { hasText: EXAM });
      await row.waitFor();
      await row.getByRole('button', { name: /分\s?析/ }).click();
      await expectPath(t, '/analysis/grade');
      t.check(page.url().includes(`examId=${exam.id}`), `分析应打开 ${EXAM}：${page.url()}`);
      await expectTitle(t, '年级分析', { empty: false });
      await chartsDrawn(t, 3);
      await page.getByRole('table', { name: '试题分析' }).waitFor();
      await t.screenshot('analysis-grade', { fullPage: true });

      // 班级分析, its Excel and its print.
      await page.goto(`${t.base}/analysis/class?examId=${exam.id}&classId=${classId}`);
      await expectTitle(t, '班级分析', { empty: false });
      await chartsDrawn(t, 2);
      await page.getByRole('table', { name: '学生成绩排名' }).waitFor();
      await t.screenshot('analysis-class', { fullPage: true });
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: /导出 Excel/ }).click(),
      ]);
      t.check(
        download.suggestedFilename().endsWith('.xlsx'),
        `导出的文件名：${download.suggestedFilename()}`,
      );
      const xlsx = fs.readFileSync(await download.path());
      t.check(xlsx.length > 2000 && xlsx.subarray(0, 2).toString() === 'PK', '导出的应是 xlsx 文件');
      await t.pdf('analysis-class');

      // 个人分析 of the class's first student, with the marked sheet.
      await page.goto(`${t.base}/analysis/person?examId=${exam.id}&classId=${classId}`);
      await expectTitle(t, '个人分析', { empty: false });
      await page.waitForURL(/studentId=/);
      await chartsDrawn(t, 1);
      await page.getByRole('table', { name: '逐题得分' }).waitFor();
      await page.getByRole('button', { name: '查看答卷' }).click();
      await page.locator('.zj-sheet').waitFor({ timeout: 30_000 });
      await page.locator('.zj-sheet .zj-answer-picture').first().waitFor({ timeout: 30_000 });
      await t.screenshot('analysis-person', { fullPage: true });

      // 打印本班全部学生报告: one A4 page per student.
      await page.getByRole('button', { name: '打印本班全部学生报告' }).click();
      await page.waitForURL(/print=class/);
      const handouts = page.locator('.zj-an-handout');
      await handouts.first().waitFor({ timeout: 60_000 });
      const students = await handouts.count();
      t.check(students >= 10, `本班应至少 10 份学生报告，实际 ${students} 份`);
      await page.waitForFunction(
        (n) => document.querySelectorAll('.zj-an-handout [data-chart=echarts] svg').length >= n,
        students,
        { timeout: 60_000 },
      );
      await t.screenshot('analysis-person-batch');
      const pdf = await PDFDocument.load(fs.readFileSync(await t.pdf('analysis-person-batch')));
      t.check(
        pdf.getPageCount() === students,
        `打印应每人一页：${students} 名学生，${pdf.getPageCount()} 页`,
      );

      // 讲评助手: its four tabs keep the exam and class.
      await page.goto(`${t.base}/analysis/class?examId=${exam.id}&classId=${classId}`);
      await page.getByRole('button', { name: '讲评助手' }).click();
      await expectPath(t, '/assistant/commentary');
      await page.locator('[data-testid=commentary-question]').first().waitFor({ timeout: 30_000 });
      await t.screenshot('assistant-commentary', { fullPage: true });

      await page.getByRole('tab', { name: '考情概览' }).click();
      await expectPath(t, '/assistant/analysis');
      t.check(page.url().includes(`classId=${classId}`), `切换标签应保留班级：${page.url()}`);
      await chartsDrawn(t, 1);
      await t.screenshot('assistant-analysis', { fullPage: true });

      await page.getByRole('tab', { name: '成绩明细' }).click();
      await expectPath(t, '/assistant/details');
      await page.getByRole('table', { name: '成绩明细' }).first().waitFor({ timeout: 30_000 });
      await t.screenshot('assistant-details');

      await page.getByRole('tab', { name: '试卷报告' }).click();
      await expectPath(t, '/assistant/papaerReport');
      await chartsDrawn(t, 2);
      await page.locator('.zj-an-conclusions li').first().waitFor();
      await t.screenshot('assistant-paper-report', { fullPage: true });
    },
  },
];
