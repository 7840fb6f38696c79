// Browser flow of 备课中心: 数字教材 → 教材详情 → the reader at a lesson's page → 开始备课 → a lesson plan
// with two steps and three bank questions → Word export → shared with 初一数学组, whose member comments.
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signIn, signOut } from './helpers.mjs';

const LESSON = '2.1 整式';
const LESSON_ID = 'cz.math.rj.7a.2.1';

/** A one-page PDF handout, uploaded to 备课资源 for the lesson the way the 备课资源 page sends it. */
async function uploadHandout(t) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Polynomials handout', { x: 60, y: 760, size: 20, font });
  const b64 = Buffer.from(await doc.save()).toString('base64');
  await t.page.evaluate(
    async ([data, node]) => {
      const token = decodeURIComponent(document.cookie.match(/zj_access_token=([^;]+)/)?.[1] ?? '');
      const form = new FormData();
      form.append('title', '整式 课堂学习单');
      form.append('kind', 'pdf');
      form.append('subjectId', 'cz.math');
      form.append('textbookId', 'cz.math.rj.7a');
      form.append('bookNodeIds', node);
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), '整式学习单.pdf');
      const res = await fetch('/api/resource/upload', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      if (!res.ok) throw new Error(`上传资源失败：${res.status} ${await res.text()}`);
    },
    [b64, LESSON_ID],
  );
}

async function openPlanFromList(t, tab, title) {
  const { page } = t;
  await page.goto(`${t.base}/planCourseCenter/myPlanCourse`);
  await page.getByRole('tab', { name: tab }).click();
  await page.locator('.ant-list-item', { hasText: title }).getByRole('link', { name: title }).click();
  await page.getByLabel('教案标题').waitFor();
}

export const lessonPrepFlows = [
  {
    name: '备课中心：数字教材找到七上第二章的课，在教材预览中打开该页，备课（两个环节、一份备课资源、三道题库试题），导出 Word，分享给教研组并收到评论',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');

      // 数字教材: the demo books are made in the background on a first start; the list shows them when ready.
      await page.goto(`${t.base}/planCourseCenter/numberBook`);
      const card = page.locator('.zj-book-card[data-book="七年级上册"]');
      await card.waitFor({ timeout: 120_000 });
      await t.screenshot('numberBook');
      await card.click();

      // 教材详情: the lesson's row with its pages and what the bank has for it.
      const row = page.locator(`.zj-toc-row[data-node="${LESSON}"]`);
      await row.waitFor();
      const pages = (await row.locator('.zj-toc-pages').textContent()) ?? '';
      const first = Number(pages.match(/第 (\d+)/)?.[1]);
      t.check(first > 1, `「${LESSON}」应有页码，实际「${pages}」`);
      await t.screenshot('bookDetail');

      // The reader opens at the lesson's first page with the lesson highlighted in the contents.
      await row.getByRole('link', { name: LESSON }).click();
      await page.waitForURL(/\/bookPreview\?book=.*&node=/);
      await page.locator('[data-testid="current-node"]', { hasText: LESSON }).waitFor({ timeout: 20_000 });
      await page.locator('.zj-reader-toc-item.is-current', { hasText: LESSON }).waitFor();
      await page.waitForFunction(
        () => [...document.querySelectorAll('canvas')].some((c) => c.width > 0),
        null,
        {
          timeout: 20_000,
        },
      );
      await t.screenshot('bookPreview');
      await page.goBack();

      // 开始备课 on the lesson.
      await row.getByRole('button', { name: '开始备课' }).click();
      await page.waitForURL(/myPlanCourse\?plan=/);
      const title = page.getByLabel('教案标题');
      await title.waitFor();
      t.check((await title.inputValue()) === `${LESSON} 教案`, `教案标题应为「${LESSON} 教案」`);
      await page.getByLabel('教学目标').fill('理解单项式、多项式及其系数与次数，能用整式表示数量关系。');
      for (let i = 0; i < 2; i++) await page.getByRole('button', { name: '添加环节' }).click();
      const steps = page.locator('.zj-plan-step');
      await steps.nth(1).waitFor();
      await steps.nth(0).getByLabel('教师活动').fill('用火柴棒搭正方形的问题引入用字母表示数。');
      const pick = async (scope, from, count) => {
        await scope.getByRole('button', { name: /从题库添加/ }).click();
        const modal = page.locator('.ant-modal', { hasText: '从题库选题' });
        await modal.locator('.zj-pick-item').first().waitFor();
        for (let i = from; i < from + count; i++)
          await modal
            .locator('.zj-pick-item')
            .nth(i)
            .getByRole('button', { name: /添\s*加/ })
            .click();
        await modal.getByRole('button', { name: /完\s*成/ }).click();
        await modal.waitFor({ state: 'hidden' });
      };
      await uploadHandout(t);
      await steps
        .nth(0)
        .getByRole('button', { name: /添加资源/ })
        .click();
      const resModal = page.locator('.ant-modal', { hasText: '添加备课资源' });
      await resModal
        .locator('.zj-pick-item', { hasText: '整式 课堂学习单' })
        .getByRole('button', { name: /添\s*加/ })
        .click();
      await resModal.getByRole('button', { name: /完\s*成/ }).click();
      await resModal.waitFor({ state: 'hidden' });
      await steps.nth(0).locator('.zj-plan-resources li', { hasText: '整式 课堂学习单' }).waitFor();
      await pick(steps.nth(0), 0, 2);
      await pick(steps.nth(1), 2, 1);
      await page.locator('.zj-plan-step').nth(0).locator('.zj-plan-questions li').nth(1).waitFor();
      await page.locator('.zj-plan-status', { hasText: '已保存' }).waitFor({ timeout: 15_000 });
      await t.screenshot('myPlanCourse-editor', { fullPage: true });

      // Word export: a real .docx with the plan's steps.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出 Word' }).click(),
      ]);
      const file = await download.path();
      const xml = new TextDecoder().decode(
        unzipSync(new Uint8Array(fs.readFileSync(file)))['word/document.xml'],
      );
      t.check(
        xml.includes('教学过程') && xml.includes('情境导入') && xml.includes('新知探究'),
        '导出的 Word 应包含教学过程的两个环节',
      );

      // 集体备课: shared with 初一数学组 (王主任 is a member).
      await page.getByRole('button', { name: /分\s*享/ }).click();
      const share = page.locator('.ant-modal', { hasText: '分享教案' });
      await share.getByLabel(/初一数学组/).check();
      await share.getByRole('button', { name: /保\s*存/ }).click();
      await share.waitFor({ state: 'hidden' });
      await signOut(t);

      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'director', 'zhijuan123');
      await openPlanFromList(t, '教研组分享', `${LESSON} 教案`);
      const step = page.locator('.zj-plan-step').first();
      await step.getByLabel('评论').fill('导入很好，建议再加一道数轴上的例题。');
      await step.getByRole('button', { name: /评\s*论/ }).click();
      await step.locator('.zj-plan-comment', { hasText: '导入很好' }).waitFor();
      await t.screenshot('myPlanCourse-shared');
      await signOut(t);

      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      await openPlanFromList(t, '我的教案', `${LESSON} 教案`);
      await page.locator('.zj-plan-comment', { hasText: '王主任' }).waitFor();
      await t.screenshot('myPlanCourse-comments');
      await page.goto(`${t.base}/planCourseCenter/myPlanCourse`);
      await page.locator('.ant-list-item', { hasText: `${LESSON} 教案` }).waitFor();
      await t.screenshot('myPlanCourse');
    },
  },
];
