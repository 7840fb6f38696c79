// Browser flows of the question-bank issue: Word import with review, 选题组卷 into the basket, the
// 组卷中心 (reorder, rescore, undo, save, autosave, settings), 我的试卷 and the recycle bin, 智能组卷.
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { api, expectPath, expectTitle, signIn } from './helpers.mjs';

const CHAPTER = '第一章 有理数';
const PAPER_TITLE = '第一章 有理数 单元测试';

/** Ten questions as a teacher types them in Word: LaTeX formulas, options one to a line, 【答案】【解析】. */
const QUESTIONS = [
  '一、选择题',
  '1. \\(-\\frac{3}{4}\\) 的相反数是（　）',
  'A. \\(\\frac{3}{4}\\)',
  'B. \\(-\\frac{3}{4}\\)',
  'C. \\(\\frac{4}{3}\\)',
  'D. \\(-\\frac{4}{3}\\)',
  '【答案】A',
  '【解析】只有符号不同的两个数互为相反数。',
  '2. 计算 \\((-2)^3\\) 的结果是（　）',
  'A. \\(-6\\)',
  'B. \\(6\\)',
  'C. \\(-8\\)',
  'D. \\(8\\)',
  '【答案】C',
  '【解析】\\((-2)^3=(-2)\\times(-2)\\times(-2)=-8\\)。',
  '3. 在数轴上，到原点的距离为 \\(5\\) 的点表示的数是（　）',
  'A. \\(5\\)',
  'B. \\(-5\\)',
  'C. \\(\\pm 5\\)',
  'D. \\(0\\)',
  '【答案】C',
  '4. 下列各数中，最小的数是（　）',
  'A. \\(-3\\)',
  'B. \\(|-2|\\)',
  'C. \\(0\\)',
  'D. \\(-\\frac{1}{2}\\)',
  '【答案】A',
  '5. 某市常住人口约为 \\(12\\,600\\,000\\) 人，用科学记数法表示为（　）',
  'A. \\(1.26\\times 10^{6}\\)',
  'B. \\(1.26\\times 10^{7}\\)',
  'C. \\(12.6\\times 10^{6}\\)',
  'D. \\(0.126\\times 10^{8}\\)',
  '【答案】B',
  '6. 若 \\(|a-2|+(b+3)^2=0\\)，则 \\(a+b\\) 的值是（　）',
  'A. \\(-1\\)',
  'B. \\(1\\)',
  'C. \\(5\\)',
  'D. \\(-5\\)',
  '【答案】A',
  '【解析】绝对值和平方都不小于 0，所以 \\(a=2\\)，\\(b=-3\\)。',
  '二、填空题',
  '7. \\(-\\frac{1}{3}\\) 的倒数是＿＿＿＿。',
  '【答案】\\(-3\\)',
  '8. 比较大小：\\(-\\frac{2}{3}\\)＿＿\\(-\\frac{3}{4}\\)（填“>”或“<”）。',
  '【答案】\\(>\\)',
  '9. 计算：\\(-1^{2024}+(-1)^{2025}=\\)＿＿＿＿。',
  '【答案】\\(-2\\)',
  '三、解答题',
  '10. 计算：\\[\\left(-\\frac{1}{2}+\\frac{2}{3}-\\frac{1}{4}\\right)\\times(-12)\\]',
  '【答案】\\(1\\)',
  '【解析】原式 \\(=6-8+3=1\\)。',
];

async function questionDocx() {
  const lines = ['七年级数学 第一章 有理数 单元练习', ...QUESTIONS];
  const doc = new Document({
    sections: [{ children: lines.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

async function openChapter(t, name) {
  const { page } = t;
  await page.goto(`${t.base}/rehearse/SelectQuestionPaper`);
  await expectTitle(t, '选题组卷', { empty: false });
  const node = page.locator('.zj-curriculum-tree .ant-tree-title', { hasText: name }).first();
  await node.click();
  await page.locator('.zj-q-total', { hasText: `「${name}」` }).waitFor();
}

/** The number the count badge of the right bar's basket shows (0 when it shows none). */
async function badgeCount(t) {
  const badge = t.page.locator('button[aria-label="试题篮"] .ant-badge-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.getAttribute('title'));
}

async function waitForBadge(t, count) {
  const until = Date.now() + 10_000;
  while ((await badgeCount(t)) !== count) {
    if (Date.now() > until) throw new Error(`试题篮角标应为 ${count}，实际为 ${await badgeCount(t)}`);
    await t.page.waitForTimeout(100);
  }
}

const status = (t) => t.page.locator('.zj-edit-status');

/** Runs in the page: saves the paper as another tab would, with the version it reads now. */
async function saveElsewhere(paperId) {
  const token = decodeURIComponent(document.cookie.match(/zj_access_token=([^;]+)/)?.[1] ?? '');
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const paper = (await (await fetch(`/api/teacher/paper/${paperId}`, { headers })).json()).data;
  const { version, title, sections, settings } = paper;
  const res = await fetch(`/api/teacher/paper/${paperId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ version, title, sections, settings }),
  });
  if (!res.ok) throw new Error(`另一个窗口保存失败：${res.status}`);
}

async function questionStems(t) {
  return t.page.locator('.zj-edit-question .zj-q-body > .zj-q-stem > .zj-rich').allTextContents();
}

export const questionFlows = [
  {
    name: '教师导入 10 道题的 Word 文件，逐题复核后保存到我的题库，公式用 KaTeX 显示',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      await openChapter(t, CHAPTER);

      // 较难 and 中档 questions of my own bank, before and after the import.
      const mineByBand = () =>
        Promise.all(
          [4, 3].map(async (band) => {
            const url = `/question/search?subjectId=cz.math&scope=personal&band=${band}&size=1`;
            return (await api(t, 'GET', url)).total;
          }),
        );
      const before = await mineByBand();
      await page.getByRole('button', { name: '导入试题' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '导入试题' });
      await dialog.locator('input[type="file"]').setInputFiles({
        name: '有理数单元练习.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: await questionDocx(),
      });
      const rows = dialog.locator('.zj-import-table .ant-table-row');
      await rows.first().waitFor();
      t.check((await rows.count()) === 10, `应识别出 10 道题，实际 ${await rows.count()} 道`);
      await dialog.getByText('识别到 10 道试题').waitFor();
      const types = await dialog.locator('.zj-import-type .ant-select-content').allTextContents();
      t.check(
        types.join(',') === [...Array(6).fill('单选题'), ...Array(3).fill('填空题'), '解答题'].join(','),
        `题型应为 6 道单选、3 道填空、1 道解答，实际 ${types.join(',')}`,
      );
      t.check((await dialog.locator('.zj-import-problem').count()) === 0, '这份文件的题不应有问题');
      await dialog.locator('.zj-import-choice', { hasText: '归入章节' }).getByText(CHAPTER).waitFor();
      t.check((await dialog.locator('.katex').count()) >= 10, '复核表中的公式应由 KaTeX 排版');
      await t.screenshot('import-review');

      // The first question is filed as 较难 (the others stay 中档).
      await dialog.getByRole('combobox', { name: '第 1 题难度' }).click();
      await page.locator('.ant-select-item-option', { hasText: '较难' }).click();
      // A question the bank already holds is saved anyway, as the teacher decides here.
      for (const box of await dialog.getByRole('checkbox', { name: '仍然保存' }).all()) await box.check();
      await dialog.getByRole('button', { name: '保存 10 道试题' }).click();
      await page.getByText('已保存 10 道试题').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const [hard, middle] = await mineByBand();
      t.check(
        hard - before[0] === 1 && middle - before[1] === 9,
        `应存为 1 道较难、9 道中档：${hard - before[0]}、${middle - before[1]}`,
      );

      const card = page.locator('.zj-q-card', { hasText: '的相反数是' }).first();
      await card.waitFor();
      t.check((await card.locator('.katex .mfrac').count()) > 0, '题干中的分数应由 KaTeX 排版');
      await card.getByRole('button', { name: /查看解析/ }).click();
      await card.locator('.zj-q-analysis', { hasText: '只有符号不同的两个数互为相反数' }).waitFor();
      await t.screenshot('question-list');
    },
  },
  {
    name: '教师在章节下选 8 道题进试题篮，进入组卷中心调整顺序和分值、撤销、保存；我的试卷中删除后从回收站恢复',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      await openChapter(t, CHAPTER);
      const cards = page.locator('.zj-q-list .zj-q-card');
      await cards.first().waitFor();
      t.check((await cards.count()) >= 8, `「${CHAPTER}」下应至少有 8 道题`);
      t.check((await badgeCount(t)) === 0, '开始时试题篮应为空');

      for (let i = 0; i < 8; i += 1) {
        const card = cards.nth(i);
        await card.getByRole('button', { name: /加入试题篮/ }).click();
        await card.getByRole('button', { name: /移出试题篮/ }).waitFor();
        if (i === 0) await page.locator('.ant-message-success', { hasText: '添加成功' }).waitFor();
      }
      await waitForBadge(t, 8);
      await page.evaluate(() => window.scrollTo(0, 0));
      await t.screenshot('basket-eight');

      await page.locator('button[aria-label="试题篮"]').click();
      const basket = page.locator('.zj-basket');
      await basket.locator('.zj-basket-table .ant-table-row').first().waitFor();
      const counts = (
        await basket.locator('.zj-basket-table .ant-table-row td:nth-child(2)').allTextContents()
      ).map(Number);
      t.check(counts.reduce((a, b) => a + b, 0) === 8, `试题篮按题型应共 8 题，实际 ${counts.join('+')}`);
      await basket.getByText('初中数学').first().waitFor();
      await t.screenshot('basket-popover');
      await basket.getByRole('button', { name: '进入组卷中心' }).click();
      await expectPath(t, '/edit');
      t.check(page.url().includes('type=2'), `进入组卷中心应带 type=2：${page.url()}`);
      await page.locator('.zj-edit-question').nth(7).waitFor();
      t.check((await page.locator('.zj-edit-question').count()) === 8, '组卷中心应有 8 道题');
      t.check((await page.locator('.zj-rightbar').count()) === 0, '组卷中心不应显示右侧工具栏');

      await page.getByLabel('试卷标题').fill(PAPER_TITLE);
      // Reorder: the first question moves down, and the first 大题 moves below the second.
      const before = await questionStems(t);
      await page.getByRole('button', { name: '第1题下移' }).click();
      const after = await questionStems(t);
      t.check(after[0] === before[1] && after[1] === before[0], '第 1、2 题应交换位置');
      const sectionTitles = () => page.locator('.zj-edit-section-title').allTextContents();
      const sections = await sectionTitles();
      if (sections.length > 1) {
        await page.getByRole('button', { name: '大题下移' }).first().click();
        const moved = await sectionTitles();
        t.check(moved[1]?.slice(2) === sections[0]?.slice(2), `第一个大题应移到第二位：${moved.join('，')}`);
      }
      // Drag the first question into the next 大题, before its first question; then undo.
      if (sections.length > 1) {
        const sectionBlocks = page.locator('.zj-edit-section');
        const inFirst = await sectionBlocks.first().locator('.zj-edit-question').count();
        const stems = await questionStems(t);
        await sectionBlocks
          .first()
          .locator('.zj-edit-handle')
          .first()
          .dragTo(sectionBlocks.nth(1).locator('.zj-edit-question').first());
        const dragged = await questionStems(t);
        t.check(
          dragged[inFirst - 1] === stems[0] && dragged.length === stems.length,
          `第 1 题应拖到下一个大题的开头：${dragged.indexOf(stems[0] ?? '')}`,
        );
        t.check(
          inFirst > 1 || (await sectionTitles()).length === sections.length - 1,
          '拖空的大题应随之删除',
        );
        await page.getByRole('button', { name: /撤\s*销/ }).click();
        t.check((await questionStems(t)).join('|') === stems.join('|'), '撤销后题序应复原');
      }
      // Rescore: 4 points for every question of the first 大题, then 6 for question 1; undo the 6.
      await page.getByRole('button', { name: '批量设分' }).first().click();
      await page.getByLabel('每题分值').fill('4');
      await page.getByRole('button', { name: /应\s*用/ }).click();
      const firstScore = page.getByLabel('第1题分值');
      await firstScore.fill('6');
      await firstScore.blur();
      await page.getByRole('button', { name: /撤\s*销/ }).click();
      t.check((await firstScore.inputValue()) === '4', '撤销后第 1 题应回到 4 分');
      await firstScore.fill('6.5');
      await firstScore.blur();
      const scores = await page
        .locator('.zj-edit-score input')
        .evaluateAll((inputs) => inputs.map((i) => Number(i.value)));
      const total = scores.reduce((a, b) => a + b, 0);
      await page
        .locator('.zj-edit-stats .ant-statistic', { hasText: '总分' })
        .getByText(String(total))
        .waitFor();

      await page.getByRole('button', { name: '保存到我的试卷' }).click();
      await page.waitForURL((url) => url.pathname === '/edit' && !url.search.includes('type=2'));
      await status(t).filter({ hasText: '已保存' }).waitFor();
      const paperUrl = page.url();
      await waitForBadge(t, 0).catch(() => undefined); // the bar is hidden here; the basket was emptied
      t.check((await page.getByLabel('第1题分值').inputValue()) === '6.5', '保存后第 1 题应为 6.5 分');

      // An edit that has not reached the server yet survives a reload, then saves itself.
      await page.getByLabel('试卷标题').fill(`${PAPER_TITLE}（A卷）`);
      await page.reload();
      await page.locator('.zj-edit-question').first().waitFor();
      t.check(
        (await page.getByLabel('试卷标题').inputValue()) === `${PAPER_TITLE}（A卷）`,
        '刷新后未保存的标题应还在',
      );
      await status(t).filter({ hasText: '已保存' }).waitFor({ timeout: 15_000 });
      await t.screenshot('paper-editor', { fullPage: true });

      await page.getByRole('button', { name: '试卷设置' }).click();
      await expectPath(t, '/paperset');
      await expectTitle(t, '试卷设置', { empty: false });
      await page.getByLabel('副标题').fill('2025—2026 学年第一学期单元检测');
      await page.getByText('A3 双栏').click();
      await page.getByRole('switch', { name: '密封线' }).click();
      await page.locator('.zj-paper-seal').waitFor();
      await status(t).filter({ hasText: '已保存' }).waitFor({ timeout: 15_000 });
      await t.screenshot('paper-settings');
      await page.getByRole('button', { name: '返回组卷中心' }).click();
      await expectPath(t, '/edit');
      t.check(page.url() === paperUrl, `应回到同一份试卷：${page.url()}`);
      await page.locator('.zj-edit-question').first().waitFor();

      // Saved meanwhile in another tab: the next save is refused (409), said so, and reload shows that copy.
      await page.evaluate(saveElsewhere, new URL(paperUrl).searchParams.get('paperId'));
      await page.getByLabel('第1题分值').fill('7');
      await page.getByLabel('第1题分值').blur();
      const conflict = page.locator('.ant-alert', { hasText: '已在其他窗口或设备上修改并保存' });
      await conflict.waitFor({ timeout: 15_000 });
      await t.screenshot('paper-conflict');
      await conflict.getByRole('button', { name: '重新加载' }).click();
      await conflict.waitFor({ state: 'detached' });
      t.check(
        (await page.getByLabel('试卷标题').inputValue()) === `${PAPER_TITLE}（A卷）`,
        '重新加载后应显示另一个窗口保存的试卷',
      );
      t.check(
        (await page.getByLabel('第1题分值').inputValue()) === '6.5',
        '重新加载后第 1 题应为另一处保存的 6.5 分',
      );

      await page.goto(`${t.base}/cloudResources/personPaper`);
      await expectTitle(t, '我的试卷', { empty: false });
      const row = page.locator('.ant-table-row', { hasText: `${PAPER_TITLE}（A卷）` });
      await row.waitFor();
      t.check((await row.locator('td').nth(2).textContent()) === '8', '我的试卷中应显示 8 道题');
      await t.screenshot('person-paper');
      await row.getByRole('button', { name: /删\s*除/ }).click();
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await page.getByText('试卷已移入回收站').first().waitFor();
      await row.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: '回收站' }).click();
      await expectPath(t, '/cloudResources/recycleBin');
      const binned = page.locator('.ant-table-row', { hasText: `${PAPER_TITLE}（A卷）` });
      await binned.getByText('30 天').waitFor();
      await t.screenshot('recycle-bin');
      await binned.getByRole('button', { name: /恢\s*复/ }).click();
      await page.getByText('试卷已恢复').first().waitFor();
      await binned.waitFor({ state: 'detached' });
      await page.goto(`${t.base}/cloudResources/personPaper`);
      await page.locator('.ant-table-row', { hasText: `${PAPER_TITLE}（A卷）` }).waitFor();
    },
  },
  {
    name: '智能组卷：按题型、题量和难度组出一份试卷，重新组卷后保存到我的试卷',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      await page.goto(`${t.base}/rehearse/intellectTestPaper`);
      await expectTitle(t, '智能组卷', { empty: false });
      const counts = page.getByLabel('题数');
      await counts.first().waitFor();
      // A 七年级上册 数学 teacher starts from a 100-point paper: 单选, 填空, 计算, 解答.
      const rows = [3, 2, 1, 1];
      t.check((await counts.count()) === rows.length, '默认应有单选、填空、计算、解答四行');
      for (const [i, n] of rows.entries()) await counts.nth(i).fill(String(n));
      // Imported questions are 中档 (0.5): aim there, three steps down from 0.65.
      await page.locator('.ant-slider-handle').focus();
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
      await page.getByText('目标难度 0.50（中档）').waitFor();

      await page.getByRole('button', { name: '开始组卷' }).click();
      const cards = page.locator('.zj-intellect-result .zj-q-card');
      await cards.nth(6).waitFor();
      t.check((await cards.count()) === 7, `应组出 7 道题，实际 ${await cards.count()} 道`);
      await page.locator('.zj-intellect-paper .ant-card-head', { hasText: '共 ' }).waitFor();
      await page.locator('.zj-intellect-result .katex').first().waitFor();
      await page.locator('.zj-intellect-result').scrollIntoViewIfNeeded();
      await t.screenshot('intellect-paper');

      const first = await page.locator('.zj-intellect-paper .ant-card-head-title').textContent();
      await page.getByRole('button', { name: '重新组卷' }).click();
      await page
        .getByRole('button', { name: '重新组卷' })
        .and(page.locator(':not(.ant-btn-loading)'))
        .waitFor();
      t.check(Boolean(first?.includes('7 道题')), `组卷结果应为 7 道题：${first}`);

      await page.getByRole('button', { name: '保存到我的试卷' }).click();
      const modal = page.locator('.ant-modal').filter({ hasText: '保存到我的试卷' });
      await modal.getByLabel('试卷标题').fill('有理数 智能组卷');
      await modal.getByRole('button', { name: /保\s*存/ }).click();
      await expectPath(t, '/edit');
      await page.locator('.zj-edit-question').nth(6).waitFor();
      t.check(
        (await page.getByLabel('试卷标题').inputValue()) === '有理数 智能组卷',
        '组卷中心应打开刚保存的试卷',
      );
    },
  },
];
