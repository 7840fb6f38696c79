// Browser flow of 作业与考试: a teacher gives a paper of 我的试卷 to two classes as 考试, finds it in the
// 作业列表 with its scan count, filters the list and renames it.
import { expectPath, expectTitle, signIn } from './helpers.mjs';
import { makePaper } from './library.mjs';

const TITLE = '八年级数学 第十一章 单元测验';

export const assignmentFlows = [
  {
    name: '教师把我的试卷布置给两个班作为考试，在作业列表中看到、筛选并修改名称',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'zhaomin', 'zhijuan123');
      await page.evaluate(makePaper, TITLE);

      await page.goto(`${t.base}/cloudResources/personPaper`);
      await expectTitle(t, '我的试卷', { empty: false });
      await page.locator('.ant-table-row', { hasText: TITLE }).locator('button', { hasText: '布置' }).click();
      const dialog = page.locator('.ant-modal', { hasText: '布置作业/考试' });
      await dialog.waitFor();
      await dialog.locator('label', { hasText: '考试' }).click();
      await dialog.getByLabel('名称').fill('第十一章单元测验');
      await dialog.locator('.zj-assign-classes label', { hasText: '1班' }).click();
      await dialog.locator('.zj-assign-classes label', { hasText: '2班' }).click();
      await t.screenshot('assign-dialog');
      await dialog.locator('button', { hasText: /^布\s?置$/ }).click();

      await expectPath(t, '/paperlist');
      await expectTitle(t, '作业列表', { empty: false });
      const row = page.locator('.ant-table-row', { hasText: '第十一章单元测验' });
      await row.waitFor();
      const text = await row.innerText();
      t.check(text.includes('考试') && text.includes('待扫描'), `新考试应为「考试」「待扫描」：${text}`);
      t.check(/八年级1班/.test(text) && /八年级2班/.test(text), `应列出两个班：${text}`);
      t.check(/0\/\d+/.test(text) && !/0\/0/.test(text), `应显示 0/学生数：${text}`);
      t.check(text.includes(TITLE), `应显示试卷标题：${text}`);
      await t.screenshot('paper-list');

      // Filters go to the server: 作业 only hides it, 考试 shows it.
      await page.getByLabel('类型').click();
      await page.locator('.ant-select-item-option', { hasText: /^作业$/ }).click();
      await page.locator('.ant-empty-description', { hasText: '没有符合条件的作业或考试' }).waitFor();
      await page.getByLabel('类型').click();
      await page.locator('.ant-select-item-option', { hasText: /^考试$/ }).click();
      await row.waitFor();

      await row.getByRole('button', { name: '更多操作' }).click();
      await page.locator('.ant-dropdown-menu-item', { hasText: '修改' }).click();
      const edit = page.locator('.ant-modal', { hasText: '修改作业/考试' });
      await edit.waitFor();
      await edit.getByLabel('名称').fill('第十一章单元测验（A卷）');
      await edit.locator('button', { hasText: /^保\s?存$/ }).click();
      await page.locator('.ant-table-row', { hasText: '第十一章单元测验（A卷）' }).waitFor();
    },
  },
];
