// Browser flow of 备课资源 and 在线预览: upload a real .pptx made here (and a picture) from the library,
// find it by a word on a slide, open it on /OnlyOfficeReady (converted by LibreOffice on the server) and
// step through the slides in 放映 with the arrow keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PptxGenJS from 'pptxgenjs';
import { PNG_1PX, signIn } from './helpers.mjs';

/** Screenshots of the preview tab (t.screenshot shoots the flow's own page). */
const shotOf = (name) => path.join(import.meta.dirname, 'screenshots', `resources-${name}.png`);

const SLIDES = ['第一课时：正数和负数', '想一想：零上 5℃ 记作 +5℃', '练一练：用正负数表示盈亏'];

async function makeFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-e2e-res-'));
  const pptx = new PptxGenJS();
  for (const [i, text] of SLIDES.entries()) {
    const slide = pptx.addSlide();
    slide.background = { color: ['FFF7E6', 'E6F4FF', 'F6FFED'][i] };
    slide.addText(text, { x: 0.5, y: 1.5, w: 9, h: 1.5, fontSize: 32, bold: true, color: '1F2937' });
    slide.addText(`第 ${i + 1} 张`, { x: 0.5, y: 4.5, w: 9, h: 0.5, fontSize: 14, color: '6B7280' });
  }
  const deck = path.join(dir, '1.1 正数和负数.pptx');
  fs.writeFileSync(deck, await pptx.write({ outputType: 'nodebuffer' }));
  const picture = path.join(dir, '数轴示意图.png');
  fs.writeFileSync(picture, PNG_1PX);
  return { deck, picture };
}

export const resourceFlows = [
  {
    name: '备课资源：上传真实 PPTX 和图片，按幻灯片文字搜索，在线预览并用方向键放映',
    async run(t) {
      const { page, context } = t;
      const files = await makeFiles();
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      await page.goto(`${t.base}/planCourseCenter/planCourseResource`);
      await page.locator('h3.zj-page-title', { hasText: '备课资源' }).waitFor();
      await page.getByRole('tab', { name: '我的资源' }).waitFor();
      await t.screenshot('resources-empty');

      // Upload both at once from the dialog, each with its own progress and outcome.
      await page.getByRole('button', { name: /上传资源/ }).click();
      const dialog = page.getByRole('dialog', { name: '上传资源' });
      await dialog
        .locator('input[type=file]:not([webkitdirectory])')
        .setInputFiles([files.deck, files.picture]);
      await dialog.locator('[data-upload]').nth(1).waitFor();
      await dialog.getByRole('button', { name: /开始上传/ }).click();
      for (const name of ['1.1 正数和负数.pptx', '数轴示意图.png']) {
        const row = dialog.locator(`[data-upload="${name}"]`);
        await row.locator('.is-done').waitFor({ timeout: 60_000 });
      }
      await t.screenshot('resources-uploaded-dialog');
      await dialog.getByRole('button', { name: /完\s*成/ }).click();
      const card = page.locator('.zj-res-card[data-resource="1.1 正数和负数"]');
      await card.waitFor();
      await page.locator('.zj-res-card[data-resource="数轴示意图"]').waitFor();

      // A word only on the second slide finds the deck.
      await page.getByLabel('搜索资源').fill('零上');
      await page.getByLabel('搜索资源').press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('.zj-res-card').length === 1);
      t.check((await card.count()) === 1, '按幻灯片中的文字应能搜到课件');
      await t.screenshot('resources-search');
      await page.getByLabel('搜索资源').fill('');
      await page.getByLabel('搜索资源').press('Enter');

      // 预览 opens /OnlyOfficeReady in a new tab; the first open converts the deck on the server.
      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        card.getByRole('button', { name: '预览', exact: true }).click(),
      ]);
      await preview.waitForURL(/\/OnlyOfficeReady\?id=/);
      await preview.locator('.zj-pdf-scroll [data-drawn]').first().waitFor({ timeout: 120_000 });
      t.check((await preview.locator('.zj-pdf-scroll [data-page]').count()) === 3, '预览应有 3 页幻灯片');
      await preview.screenshot({ path: shotOf('preview-pptx') });

      // 放映: arrow keys step the slides.
      await preview.getByRole('button', { name: /放\s*映/ }).click();
      const number = preview.getByTestId('slide-number');
      await number.filter({ hasText: '1 / 3' }).waitFor();
      await preview.keyboard.press('ArrowRight');
      await number.filter({ hasText: '2 / 3' }).waitFor();
      await preview.keyboard.press('ArrowRight');
      await number.filter({ hasText: '3 / 3' }).waitFor();
      await preview.keyboard.press('ArrowRight');
      await number.filter({ hasText: '3 / 3' }).waitFor();
      await preview.keyboard.press('ArrowLeft');
      await number.filter({ hasText: '2 / 3' }).waitFor();
      await preview.waitForTimeout(300);
      await preview.screenshot({ path: shotOf('preview-slides') });
      await preview.keyboard.press('Escape');
      await preview.locator('.zj-pdf-slides').waitFor({ state: 'detached' });

      // On a phone.
      await preview.setViewportSize({ width: 390, height: 844 });
      await preview.waitForTimeout(500);
      await preview.screenshot({ path: shotOf('preview-pptx-390') });
      await preview.close();

      // The list now shows the deck's first slide as its thumbnail.
      await page.reload();
      await card.locator('img').waitFor({ timeout: 30_000 });
      await t.screenshot('resources-list');

      // 编辑: rename the picture; then 删除 to the 回收站 and 恢复.
      const picture = page.locator('.zj-res-card[data-resource="数轴示意图"]');
      await picture.getByRole('button', { name: '编辑' }).click();
      const edit = page.getByRole('dialog', { name: '编辑资源' });
      await edit.getByLabel('资源名称').fill('数轴示意图（彩色）');
      await t.screenshot('resources-edit');
      await edit.getByRole('button', { name: /保\s*存/ }).click();
      const renamed = page.locator('.zj-res-card[data-resource="数轴示意图（彩色）"]');
      await renamed.waitFor();
      await renamed.getByRole('button', { name: '删除' }).click();
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await renamed.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: '回收站' }).click();
      await renamed.waitFor();
      await t.screenshot('resources-recycle');
      await renamed.getByRole('button', { name: /恢\s*复/ }).click();
      await renamed.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: '我的资源' }).click();
      await renamed.waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(500);
      await t.screenshot('resources-list-390', { fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });

      // An unknown id says so.
      await page.goto(`${t.base}/OnlyOfficeReady?id=00000000-0000-4000-8000-000000000000`);
      await page.getByText('很抱歉，资源未找到').first().waitFor();
      await t.screenshot('preview-404');
    },
  },
];
