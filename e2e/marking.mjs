// Browser flow of 阅卷: the teacher marks question 18 of the demo exam for the scanned class with the
// keyboard alone (digits, F for full marks, Enter), annotates one answer, flags one as 问题卷, then
// prints the class score sheet and exports the Excel.
import fs from 'node:fs';
import path from 'node:path';
import { api, expectPath, signIn } from './helpers.mjs';
import { filledScans, token } from './scanning.mjs';

const EXAM = '七年级数学第一单元测验';
const BLOCK = '18';

/** Sheets of a few students of the exam's first class, when the scanning flow has not put them in. */
async function ensureScanned(t, examId) {
  const summary = await api(t, 'GET', `/teacher/assignment/${examId}/scan/summary`);
  if (summary.scannedStudents >= 3) return;
  const { out, truth } = await filledScans(t, examId, 4);
  const auth = { Authorization: `Bearer ${await token(t)}` };
  const batch = await api(t, 'POST', '/teacher/scan/batch', { assignmentId: examId, source: 'files' });
  for (const x of truth) {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(path.join(out, x.file))], { type: 'image/jpeg' }), x.file);
    const res = await fetch(`${t.base}/api/teacher/scan/batch/${batch.id}/pages`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    t.check(res.ok, `上传 ${x.file} 失败：${res.status}`);
  }
  const until = Date.now() + 180_000;
  for (;;) {
    const s = await api(t, 'GET', `/teacher/assignment/${examId}/scan/summary`);
    if (s.counts.queued === 0) return;
    t.check(Date.now() < until, '答题卡识别超时');
    await t.page.waitForTimeout(500);
  }
}

const progressText = (page) => page.locator('.zj-write-bar-progress').innerText();

export const markingFlows = [
  {
    name: '教师用键盘批阅演示考试第 18 题：打分、批注一份、标记一份问题卷，看班级成绩单并导出 Excel',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      const list = await api(
        t,
        'GET',
        `/teacher/assignment?keyword=${encodeURIComponent(EXAM)}&page=1&size=5`,
      );
      const examId = list.records[0]?.id;
      t.check(Boolean(examId), `作业列表里应有 ${EXAM}`);
      await ensureScanned(t, examId);

      // 作业列表 → 阅卷 → the exam's blocks → 开始阅卷 on question 18.
      await page.goto(`${t.base}/paperlist`);
      const row = page.locator('.ant-table-row', { hasText: EXAM });
      await row.waitFor();
      await row.locator('button', { hasText: '阅卷' }).click();
      await expectPath(t, '/correct');
      const blockRow = page.locator('.ant-table-row', { hasText: `第${BLOCK}题` });
      await blockRow.waitFor();
      await t.screenshot('correct-overview');
      await blockRow.locator('button', { hasText: /开始阅卷|继续阅卷/ }).click();
      await expectPath(t, '/write');
      const image = page.locator('.zj-write-sheet img').first();
      await image.waitFor();
      const total = Number((await progressText(page)).match(/\/(\d+)/)[1]);
      t.check(total >= 3, `第 ${BLOCK} 题应至少有 3 份答卷，实际 ${total}`);

      // The first answer: a tick where the work is right, then 5 and Enter — keyboard for the score.
      await page.getByRole('button', { name: '对', exact: true }).click();
      const stage = page.locator('.zj-write-sheet');
      const box = await stage.boundingBox();
      await page.mouse.click(box.x + box.width * 0.3, box.y + Math.min(box.height * 0.4, 80));
      t.check((await page.locator('.zj-write-sheet svg *').count()) > 0, '批注应画在答卷上');
      await t.screenshot('write-annotated');
      await page.keyboard.press('5');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() =>
        document.querySelector('.zj-write-bar-mine')?.textContent?.includes('我已阅 1'),
      );

      // The second: 问题卷 with a reason.
      await page.locator('.zj-write-sheet img').first().waitFor();
      await page.getByRole('button', { name: /问题卷/ }).click();
      const dialog = page.locator('.ant-modal', { hasText: '标记为问题卷' });
      await dialog.waitFor();
      await dialog.locator('.ant-radio-wrapper', { hasText: '图像不清晰' }).click();
      await dialog.getByRole('button', { name: '提交问题卷' }).click();
      await page.waitForFunction(() =>
        document.querySelector('.zj-write-bar-mine')?.textContent?.includes('我已阅 2'),
      );

      // The rest with the keyboard alone: half points, full marks, zero.
      const keys = [['3', '.'], ['F'], ['Z'], ['7']];
      for (let i = 0; ; i++) {
        // With the 问题卷 still open the page says nothing is left for this marker.
        const done = page.getByText(/本题已阅完|暂时没有需要您批阅的答卷/);
        const next = page.locator('.zj-write-sheet img').first();
        await Promise.race([done.waitFor(), next.waitFor()]);
        if (await done.isVisible()) break;
        t.check(i < total, '阅卷没有结束');
        for (const k of keys[i % keys.length]) await page.keyboard.press(k);
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (n) => document.querySelector('.zj-write-bar-mine')?.textContent?.includes(`我已阅 ${n}`),
          i + 3,
        );
      }
      await t.screenshot('write-done');

      const overview = await api(t, 'GET', `/teacher/marking/${examId}`);
      const block = overview.blocks.find((b) => b.block === BLOCK);
      t.check(block.marked === block.total - 1, `应阅完除问题卷外的全部答卷：${block.marked}/${block.total}`);
      t.check(block.problems === 1, `应有一份问题卷，实际 ${block.problems}`);
      const history = await api(t, 'GET', `/teacher/marking/${examId}/block/${BLOCK}/history?size=50`);
      const first = history.records.at(-1);
      t.check(first.score === 5, `第一份应为 5 分，实际 ${first.score}`);
      const annotated = await api(t, 'GET', `/teacher/marking/task/${first.id}`);
      t.check(annotated.annotations[0]?.kind === 'tick', '第一份的批注应保存为「对」');
      t.check(
        history.records.some((r) => r.score === 3.5),
        '「3」「.」应给 3.5 分',
      );

      // The class score sheet, then the Excel of the whole exam.
      await page.goto(`${t.base}/printgradetest?assignmentId=${examId}`);
      const sheet = page.locator('.zj-grade-table').first();
      await sheet.waitFor();
      const text = await sheet.innerText();
      t.check(text.includes('客观题') && text.includes(BLOCK), '成绩单应有客观题和第 18 题的列');
      const scores = await api(t, 'GET', `/teacher/assignment/${examId}/scores`);
      const scored = scores.rows.find((r) => r.status === 'scored' && r.scores[BLOCK] !== null);
      t.check(Boolean(scored), '应有学生第 18 题已有分数');
      t.check(text.includes(scored.name), '成绩单应列出已阅卷的学生');
      await t.screenshot('score-sheet');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /导出 Excel/ }).click(),
      ]);
      t.check(
        download.suggestedFilename().endsWith('成绩.xlsx'),
        `导出的文件名：${download.suggestedFilename()}`,
      );
      const file = await download.path();
      t.check(fs.statSync(file).size > 2000, 'Excel 文件不应为空');

      // 错题重练: personalised papers of the scanned class, one per student with mistakes.
      const cls = (await api(t, 'GET', `/teacher/assignment/${examId}`)).classes[0];
      await page.goto(`${t.base}/rehearseCoustom`);
      await page.locator('.zj-mx-filters .ant-select').first().click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `七年级${cls.name}` })
        .click();
      await page.locator('.ant-checkbox-wrapper', { hasText: EXAM }).waitFor();
      await page.getByText('高频错题', { exact: true }).waitFor();
      await page.locator('.ant-radio-wrapper', { hasText: '个人错题卷' }).click();
      await page.getByRole('button', { name: '生成个人错题卷' }).click();
      const papers = page.locator('.zj-mx-student');
      await papers.first().waitFor({ timeout: 60_000 });
      const count = await papers.count();
      t.check(count >= 1, '应为有错题的学生各生成一份错题卷');
      const firstPaper = await papers.first().innerText();
      t.check(
        scores.rows.some((r) => r.classId === cls.id && firstPaper.includes(r.name)),
        '错题卷上应印有学生姓名',
      );
      await t.screenshot('mistake-papers');
    },
  },
];

markingFlows.push({
  name: '/write 旁看参考答案与评分标准：收起后记住；平板 768 与手机竖屏 390 上用屏幕分数键盘打分',
  async run(t) {
    const { page } = t;
    await page.goto(`${t.base}/login`);
    await signIn(t, 'page-login', 'teacher', 'zhijuan123');
    const list = await api(t, 'GET', `/teacher/assignment?keyword=${encodeURIComponent(EXAM)}&page=1&size=5`);
    const examId = list.records[0]?.id;
    t.check(Boolean(examId), `作业列表里应有 ${EXAM}`);
    await ensureScanned(t, examId);
    // Another written question than the keyboard flow's, so answers are left to mark whatever ran first.
    const write = `${t.base}/write?assignmentId=${examId}&block=19`;

    await page.goto(write);
    const key = page.locator('aside.zj-key');
    await key.locator('.zj-key-question').first().waitFor();
    t.check(
      (await key.innerText()).includes('参考答案') && (await key.innerText()).includes('评分标准'),
      '批改页旁应显示参考答案与评分标准',
    );
    await page.locator('.zj-write-sheet img').first().waitFor();
    const keyBox = await key.boundingBox();
    const stageBox = await page.locator('.zj-write-stage').boundingBox();
    t.check(keyBox.x >= stageBox.x + stageBox.width - 1, '宽屏上参考答案应在答卷旁边，不盖住答卷');
    await t.screenshot('write-key-1440');

    // Folded, and still folded after a reload: the marker's choice is kept.
    await key.getByRole('button', { name: /收\s*起/ }).click();
    await page.locator('aside.zj-key.is-folded').waitFor();
    await page.reload();
    await page.locator('.zj-write-sheet img').first().waitFor();
    await page.locator('aside.zj-key.is-folded').waitFor();
    await page
      .locator('aside.zj-key.is-folded')
      .getByRole('button', { name: /参考答案/ })
      .click();
    await key.locator('.zj-key-question').first().waitFor();

    // A tablet held upright.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForTimeout(400);
    const pad = page.locator('.zj-score');
    t.check(await pad.isVisible(), '平板上应看得到分数键盘');
    const width768 = await page.evaluate(() => document.documentElement.scrollWidth);
    t.check(width768 <= 768, `平板上页面不应横向溢出，实际 ${width768}px`);
    await t.screenshot('write-key-768');

    // A phone held upright: answer on top, the keypad at the bottom, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    const width390 = await page.evaluate(() => document.documentElement.scrollWidth);
    t.check(width390 <= 390, `手机上页面不应横向溢出，实际 ${width390}px`);
    const padBox = await pad.boundingBox();
    const imageBox = await page.locator('.zj-write-sheet img').first().boundingBox();
    t.check(padBox.y + padBox.height <= 844 + 1, '手机上分数键盘应整个在屏幕里');
    t.check(imageBox.y < padBox.y && imageBox.width <= 390, '手机上答卷应在分数键盘上方且不超出屏幕宽度');
    await t.screenshot('write-key-390');
    await key.getByRole('button', { name: /收\s*起/ }).click();
    await page.locator('aside.zj-key.is-folded').waitFor();
    await t.screenshot('write-390-folded');

    // Score with the on-screen keys: 2, then 提交.
    const before = await progressText(page);
    await pad.getByRole('button', { name: '2', exact: true }).click();
    t.check((await page.getByTestId('score-value').innerText()).trim() === '2', '点数字键应填入分数');
    await pad.getByRole('button', { name: /提交并下一份/ }).click();
    await page.waitForFunction(
      (was) => document.querySelector('.zj-write-bar-progress')?.textContent !== was,
      before,
      { timeout: 15_000 },
    );
    // Leave the panel open for the next marker of this account.
    await page
      .locator('aside.zj-key.is-folded')
      .getByRole('button', { name: /参考答案/ })
      .click();
    await key.locator('.zj-key-question').first().waitFor();
  },
});
