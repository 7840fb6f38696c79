// Browser flows of the cloud libraries: 共享到学校 from 我的试卷, a colleague finding it in 校本试卷,
// previewing and copying it to their own 我的试卷; 精品试卷, 平台共享, 校本题库 and 试题设置.
import { expectPath, expectTitle, signIn, signOut } from './helpers.mjs';

const TITLE = '七年级数学 有理数 周测（共享）';

/** Runs in the page: a paper of five platform questions in 我的试卷, as 选题组卷 would make it. */
export async function makePaper(title) {
  const token = decodeURIComponent(document.cookie.match(/zj_access_token=([^;]+)/)?.[1] ?? '');
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const types = await fetch('/api/resource/basic/question/type/search/?subjectId=cz.math', { headers });
  const typeId = (await types.json()).data.find((t) => t.name === '单选题')?.id;
  if (!typeId) throw new Error('初中数学没有单选题题型');
  const search = await fetch(
    `/api/question/search?subjectId=cz.math&scope=platform&typeId=${typeId}&size=5`,
    {
      headers,
    },
  );
  const ids = (await search.json()).data.records.map((q) => q.id);
  if (ids.length < 5) throw new Error('平台题库中没有足够的初中数学单选题');
  const res = await fetch('/api/teacher/paper', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      subjectId: 'cz.math',
      sections: [
        {
          id: 's1',
          title: '选择题',
          typeId,
          questions: ids.map((questionId) => ({ questionId, score: 4 })),
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`保存试卷失败：${res.status}`);
}

function paperRow(t, title) {
  return t.page.locator('.ant-table-row', { hasText: title });
}

export const libraryFlows = [
  {
    name: '教师把我的试卷共享到学校，同校老师在校本试卷中预览并复制到自己的我的试卷',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      await page.evaluate(makePaper, TITLE);

      await page.goto(`${t.base}/cloudResources/personPaper`);
      await expectTitle(t, '我的试卷', { empty: false });
      const row = paperRow(t, TITLE);
      await row.locator('button', { hasText: '共享到学校' }).click();
      const dialog = page.locator('.ant-modal', { hasText: '共享到学校' });
      await dialog.waitFor();
      await dialog.locator('.ant-select').click();
      await page.locator('.ant-select-item-option', { hasText: '单元测试' }).click();
      await t.screenshot('library-share-dialog');
      await dialog.locator('button', { hasText: /^共\s?享$/ }).click();
      await row.locator('.ant-tag', { hasText: '已共享到学校' }).waitFor();
      t.check(await row.locator('button', { hasText: '撤回共享' }).isVisible(), '共享后应能撤回共享');
      await t.screenshot('library-person-shared');

      await page.goto(`${t.base}/cloudResources/schoolPaper`);
      await expectTitle(t, '校本试卷', { empty: false });
      const mine = page.locator('.zj-lib-card', { hasText: TITLE });
      await mine.waitFor();
      t.check((await mine.textContent()).includes('我共享的'), '自己共享的试卷应标为「我共享的」');
      await signOut(t);

      // 赵敏, a colleague of the same school.
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'zhaomin', 'zhijuan123');
      await page.goto(`${t.base}/cloudResources/schoolPaper`);
      await expectTitle(t, '校本试卷', { empty: false });
      const card = page.locator('.zj-lib-card', { hasText: TITLE });
      await card.waitFor();
      const text = await card.textContent();
      t.check(
        text.includes('李老师') && text.includes('单元测试') && text.includes('5 题'),
        `卡片内容不对：${text}`,
      );
      t.check(!(await card.locator('button', { hasText: '撤回共享' }).count()), '同事不应看到撤回共享');
      await t.screenshot('library-school-papers');

      await card.locator('button', { hasText: '预览' }).click();
      await expectPath(t, '/cloudResources/platformSharingDetail');
      await page.locator('.zj-lib-detail-title', { hasText: TITLE }).waitFor();
      await page.locator('.zj-lib-question .katex').first().waitFor();
      t.check((await page.locator('.zj-lib-question').count()) === 5, '预览应显示 5 道题');
      await page.locator('button[aria-label="显示答案与解析"]').click();
      await page.locator('.zj-q-analysis').first().waitFor();
      await t.screenshot('library-detail', { fullPage: true });

      await page.locator('.zj-lib-detail-head button', { hasText: '复制到我的试卷' }).click();
      const done = page.locator('.ant-modal', { hasText: '已复制到我的试卷' });
      await done.waitFor();
      await t.screenshot('library-copied');
      await done.locator('button', { hasText: '去编辑' }).click();
      await expectPath(t, '/edit');
      t.check(new URL(page.url()).searchParams.get('paperId'), '去编辑应打开复制出的试卷');

      await page.goto(`${t.base}/cloudResources/personPaper`);
      await expectTitle(t, '我的试卷', { empty: false });
      await paperRow(t, TITLE).waitFor();
      t.check(
        !(await paperRow(t, TITLE).locator('.ant-tag', { hasText: '已共享到学校' }).count()),
        '复制出的试卷是赵敏自己的，未共享',
      );
      await t.screenshot('library-copy-in-person');

      await page.goto(`${t.base}/cloudResources/schoolPaper`);
      await page.locator('.zj-lib-card', { hasText: TITLE }).locator('text=复制 1 次').waitFor();
      await signOut(t);
    },
  },
  {
    name: '精品试卷、平台共享、校本题库和试题设置',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'director', 'zhijuan123');

      await page.goto(`${t.base}/rehearse/GoodsPaper`);
      await expectTitle(t, '精品试卷', { empty: false });
      await page.locator('.zj-lib-card, .ant-empty').first().waitFor();
      await t.screenshot('library-goods-paper');

      await page.goto(`${t.base}/cloudResources/platformSharing`);
      await expectTitle(t, '平台共享', { empty: false });
      await page.locator('.zj-lib-card, .ant-empty').first().waitFor();
      await t.screenshot('library-platform-sharing');

      await page.goto(`${t.base}/cloudResources/schoolTestQuestions`);
      await expectTitle(t, '校本题库', { empty: false });
      await page.locator('.zj-q-card, .ant-empty').first().waitFor();
      await t.screenshot('library-school-questions');

      await page.goto(`${t.base}/cloudResources/paperSetting`);
      await expectTitle(t, '试题设置', { empty: false });
      const minutes = page.locator('input[aria-label="考试时长"]');
      await minutes.fill('120');
      await page.locator('.ant-radio-button-wrapper', { hasText: 'A3 双栏' }).click();
      await page.locator('button', { hasText: '保存设置' }).click();
      await page.locator('.zj-edit-status', { hasText: '已保存' }).waitFor();
      await t.screenshot('library-paper-setting');
      await page.reload();
      await expectTitle(t, '试题设置', { empty: false });
      await page.locator('input[aria-label="考试时长"][value="120"]').waitFor();
      await signOut(t);
    },
  },
];
