// Browser flow of 作业与考试: a teacher gives a paper of 我的试卷 to two classes as 考试, finds it in the
// 作业列表 with its scan count, filters the list and renames it.
import { api, expectPath, expectTitle, signIn } from './helpers.mjs';
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

assignmentFlows.push({
  name: '教师为考试设计答题卡：改考号位数、设选做题，自动保存，刷新后仍在，下载空白答题卡',
  async run(t) {
    const { page } = t;
    await page.goto(`${t.base}/login`);
    await signIn(t, 'page-login', 'sunli', 'zhijuan123');
    // A paper of three 单选 and three 解答, and the exam given through the API as the dialog would.
    const types = await api(t, 'GET', '/resource/basic/question/type/search/?subjectId=cz.math');
    const section = async (name, n, score) => {
      const typeId = types.find((x) => x.name === name).id;
      const found = await api(
        t,
        'GET',
        `/question/search?subjectId=cz.math&scope=platform&typeId=${typeId}&size=${n}`,
      );
      return {
        id: name,
        title: name,
        typeId,
        questions: found.records.map((q) => ({ questionId: q.id, score })),
      };
    };
    const paper = await api(t, 'POST', '/teacher/paper', {
      title: '八年级数学 周测（答题卡）',
      subjectId: 'cz.math',
      sections: [await section('单选题', 3, 4), await section('解答题', 3, 10)],
    });
    const classes = await api(t, 'GET', '/teacher/assignment/classes?subjectId=cz.math');
    const { id } = await api(t, 'POST', '/teacher/assignment', {
      paperId: paper.id,
      kind: 'exam',
      name: '周测',
      examDate: '2026-11-24',
      classIds: [classes[0].id],
    });

    await page.goto(`${t.base}/paperlist`);
    await page
      .locator('.ant-table-row', { hasText: '周测' })
      .locator('button', { hasText: '打印答题卡' })
      .click();
    await expectPath(t, '/answerCard');
    await expectTitle(t, '答题卡', { empty: false });
    await page.locator('svg[aria-label="答题卡第 1 页"]').waitFor();
    // Three 单选 and three 10-point 解答 fit one A4 side: the written answers fill the page, no grey.
    t.check(
      (await page.locator('.ant-card-head-title', { hasText: '共 1 页' }).count()) === 1,
      '周测的答题卡应为一页',
    );
    t.check(
      (await page
        .locator('svg[aria-label="答题卡第 1 页"] text', { hasText: '请勿在此区域作答' })
        .count()) === 0,
      '答题卡不应有“请勿在此区域作答”的空白',
    );
    const height = page.getByLabel('第 4 题作答区高度');
    t.check((await height.inputValue()) === '', '未设高度的作答区应为自动');
    t.check(/^自动 \d+$/.test((await height.getAttribute('placeholder')) ?? ''), '应显示自动得到的高度');
    await t.screenshot('answer-card-one-page', { fullPage: true });
    const digits = page.getByLabel('考号位数');
    await digits.fill('10');
    await digits.blur();
    await page.locator('[role="status"]', { hasText: '已保存' }).waitFor({ timeout: 15_000 });

    // Questions 5 and 6 become a 选做题: one shared region with a choice bubble each.
    await page.getByRole('button', { name: '添加选做题' }).click();
    await page.getByLabel('选做题 1').click();
    await page.locator('.ant-select-item-option', { hasText: '第 5 题' }).click();
    await page.locator('.ant-select-item-option', { hasText: '第 6 题' }).click();
    await page.keyboard.press('Escape');
    await page.locator('[role="status"]', { hasText: '已保存' }).waitFor({ timeout: 15_000 });
    await t.screenshot('answer-card');

    await page.reload();
    await page.locator('svg[aria-label="答题卡第 1 页"]').waitFor();
    t.check((await page.getByLabel('考号位数').inputValue()) === '10', '刷新后考号位数应为 10');
    t.check(
      (await page.locator('.ant-card-head-title', { hasText: '第 3 版' }).count()) === 1,
      '两次保存后应为第 3 版',
    );
    const sheet = await api(t, 'GET', `/teacher/assignment/${id}/sheet`);
    const optional = sheet.spec.sections.find((x) => x.kind === 'optional');
    t.check(optional?.questions.join() === '5,6', `选做题应为第 5、6 题：${JSON.stringify(optional)}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载空白答题卡' }).click(),
    ]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const head = readFileSync(path).subarray(0, 5).toString();
    t.check(head === '%PDF-', `下载的应是 PDF：${head}`);
    t.check(download.suggestedFilename().endsWith('答题卡.pdf'), `文件名：${download.suggestedFilename()}`);
    t.check(Boolean(id), '应已布置考试');
  },
});
