// Browser flows of the curriculum and school-structure issue: the top-bar stage/subject cascade, the
// 选题组卷 chapter and knowledge trees, the school year, roster import, invite links and joining a school.
import ExcelJS from 'exceljs';
import { expectPath, expectTitle, signIn, signOut, smsCodeFor } from './helpers.mjs';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SURNAMES = ['林', '周', '陈', '黄', '吴', '徐', '孙', '马', '朱', '胡'];
const GIVEN = ['子涵', '欣怡', '浩然', '梓萱', '宇轩'];

/**
 * A 50-row roster for 七年级 1–4班 in the import format (姓名, 考号, 性别, 年级, 班级). Seats 60 and up
 * are free in the demo school. `badRow` (0-based) gets a 考号 that is too short.
 */
async function rosterWorkbook({ badRow } = {}) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(['姓名', '考号', '性别', '年级', '班级']);
  for (let i = 0; i < 50; i += 1) {
    const cls = (i % 4) + 1;
    const seat = 60 + Math.floor(i / 4);
    const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]}`;
    const studentNo = i === badRow ? 'A1' : `2607${String(cls).padStart(2, '0')}${seat}`;
    sheet.addRow([name, studentNo, i % 2 === 0 ? '男' : '女', '七年级', `${cls}班`]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The student count the roster card shows, once its table has loaded. */
async function studentTotal(t) {
  await t.page.locator('.zj-students-panel .ant-table-row').first().waitFor();
  const text = (await t.page.locator('.zj-student-total').textContent()) ?? '';
  const match = text.match(/共 (\d+) 名学生/);
  if (!match) throw new Error(`没有读到学生人数：「${text}」`);
  return Number(match[1]);
}

async function expectTotal(t, total) {
  await t.page.locator('.zj-student-total', { hasText: `共 ${total} 名学生` }).waitFor();
}

/** Picks `option` in the antd select at `select` (a locator), waiting for the open list. */
async function choose(t, select, option) {
  await select.click();
  const item = t.page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: option });
  await item.filter({ visible: true }).first().click();
}

const pickerLabel = (t, text) => t.page.locator('.zj-picker-label', { hasText: new RegExp(`^${text}$`) });
const firstTreeTitle = (t) => t.page.locator('.zj-curriculum-tree .ant-tree-title').first();

async function expectFirstNode(t, text) {
  await t.page.locator('.zj-curriculum-tree .ant-tree-title', { hasText: text }).first().waitFor();
  const first = ((await firstTreeTitle(t).textContent()) ?? '').trim();
  t.check(first === text, `树的第一个节点应为「${text}」，实际为「${first}」`);
}

export const schoolFlows = [
  {
    name: '教师切换学段学科、教材版本与册次，看到章节树和知识点树，切换学年',
    async run(t) {
      const { page } = t;
      const lookups = [];
      const onRequest = (request) => {
        if (request.url().includes('/api/resource/basic/')) lookups.push(request.url());
      };
      page.on('request', onRequest);

      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'teacher', 'zhijuan123');
      await pickerLabel(t, '初中数学').waitFor();

      // Choosing a stage picks its first subject; the panel stays open for another pick.
      const trigger = page.locator('button[aria-label="学段学科"]');
      await trigger.click();
      const panel = page.locator('.zj-picker-panel');
      await panel.locator('.zj-picker-stages button', { hasText: '高中' }).click();
      await pickerLabel(t, '高中语文').waitFor();
      await t.screenshot('stage-picker');

      // Hovering 初中 shows its subjects; choosing 数学 saves it and closes the panel.
      await panel.locator('.zj-picker-stages button', { hasText: '初中' }).hover();
      await panel.locator('.zj-picker-subjects button', { hasText: /^数学$/ }).click();
      await pickerLabel(t, '初中数学').waitFor();
      await panel.waitFor({ state: 'hidden' });

      // An outside click closes the panel without choosing anything.
      await trigger.click();
      await panel.waitFor({ state: 'visible' });
      await page.locator('.zj-content').click({ position: { x: 40, y: 300 } });
      await panel.waitFor({ state: 'hidden' });

      await page.locator('.zj-sider li.ant-menu-submenu', { hasText: '组卷' }).click();
      await page.locator('.zj-sider li.ant-menu-item', { hasText: '选题组卷' }).click();
      await expectPath(t, '/rehearse/SelectQuestionPaper');
      await expectTitle(t, '选题组卷', { empty: false });
      const [versionSelect, textbookSelect] = [
        page.locator('.zj-textbook-selects .ant-select').nth(0),
        page.locator('.zj-textbook-selects .ant-select').nth(1),
      ];
      await choose(t, versionSelect, '北师大版');
      await expectFirstNode(t, '第一章 丰富的图形世界');
      await choose(t, versionSelect, '人教版');
      await choose(t, textbookSelect, '七年级下册');
      await expectFirstNode(t, '第五章 相交线与平行线');
      await choose(t, textbookSelect, '七年级上册');
      await expectFirstNode(t, '第一章 有理数');
      await page.locator('.zj-type-chips').getByText('解答题').click();
      await t.screenshot('chapter-tree');

      await page.getByPlaceholder('搜索章节').fill('数轴');
      await page.locator('.zj-curriculum-tree mark', { hasText: '数轴' }).waitFor();
      await page.locator('.zj-curriculum-tree .ant-tree-title', { hasText: '1.2.2 数轴' }).click();
      await page.locator('.zj-q-total', { hasText: '「1.2.2 数轴」' }).waitFor();

      await page.locator('.zj-curriculum-head').getByText('知识点').click();
      await expectFirstNode(t, '数与代数');
      await page.locator('.zj-curriculum-tree .ant-tree-title', { hasText: '数与代数' }).first().waitFor();
      await t.screenshot('knowledge-tree');

      page.off('request', onRequest);
      const repeated = lookups.filter((url, i) => lookups.indexOf(url) !== i);
      t.check(repeated.length === 0, `课程数据接口被重复请求：${repeated.join('，')}`);

      // The tree type is remembered across a reload; the saved textbook comes back from userinfo.
      await page.reload();
      await page.locator('.zj-curriculum-head .ant-segmented-item-selected', { hasText: '知识点' }).waitFor();
      await page.locator('.zj-curriculum-head').getByText('章节').click();
      await expectFirstNode(t, '第一章 有理数');

      // Choosing a school year saves it as the default and reloads the page (spec §4).
      const year = page.locator('.zj-year-select');
      await year.getByText('2026-2027学年').waitFor();
      await year.click();
      await Promise.all([
        page.waitForEvent('load'),
        page.locator('.ant-select-item-option', { hasText: '2025-2026学年' }).click(),
      ]);
      await year.getByText('2025-2026学年').waitFor();
      await t.screenshot('school-year-switched');
      await year.click();
      await Promise.all([
        page.waitForEvent('load'),
        page.locator('.ant-select-item-option', { hasText: '2026-2027学年' }).click(),
      ]);
      await year.getByText('2026-2027学年').waitFor();
      await signOut(t);
    },
  },
  {
    name: '管理员导入学生名单（先有错行、改正后导入 50 名），生成邀请链接；新老师注册后通过链接加入示范中学',
    async run(t) {
      const { page } = t;
      await page.goto(`${t.base}/login`);
      await signIn(t, 'page-login', 'admin', 'zhijuan123');
      await page.locator('.zj-sider li.ant-menu-item', { hasText: '学校管理' }).click();
      await expectPath(t, '/team/details');
      await expectTitle(t, '年级管理', { empty: false });
      await page.locator('.zj-grade-tree').getByText('七年级').waitFor();
      const before = await studentTotal(t);
      await t.screenshot('school-grades');

      // A roster with one bad 考号: the row is named and nothing is imported.
      const upload = async (buffer) => {
        await page.getByRole('button', { name: '导入学生' }).click();
        await page.getByText('点击或把 Excel 文件拖到这里上传').waitFor();
        await page
          .locator('.ant-modal input[type="file"]')
          .setInputFiles({ name: '七年级新生名单.xlsx', mimeType: XLSX_MIME, buffer });
      };
      await upload(await rosterWorkbook({ badRow: 4 }));
      const refused = page.locator('.ant-modal', { hasText: '导入失败，未导入任何数据' });
      await refused.locator('.ant-table-row', { hasText: '第 6 行' }).waitFor();
      const rowText = (await refused.locator('.ant-table-row').first().textContent()) ?? '';
      t.check(rowText.includes('考号'), `错误行应指出考号列：${rowText}`);
      await refused.getByText('有 1 行数据有误，未导入任何数据').waitFor();
      await t.screenshot('import-refused');
      await refused.getByRole('button', { name: '关闭' }).click();
      await refused.waitFor({ state: 'hidden' });
      await page.reload();
      t.check((await studentTotal(t)) === before, '有错行的名单不应导入任何学生');

      await upload(await rosterWorkbook());
      await page.getByText('导入成功：新增 50 名，更新 0 名').waitFor();
      await expectTotal(t, before + 50);
      await t.screenshot('import-done');

      // Members and invites: a fresh link with copy and QR code.
      await page.locator('.zj-page-head .ant-segmented-item', { hasText: '成员与邀请' }).click();
      await expectPath(t, '/team/member');
      await page.getByRole('button', { name: '生成邀请链接' }).click();
      const dialog = page.locator('.ant-modal', { hasText: '邀请链接已生成' });
      const urlText = (await dialog.locator('[data-testid="invite-url"]').textContent()) ?? '';
      const link = urlText.match(/https?:\/\/\S+?\/invite\?token=[\w-]+/)?.[0];
      t.check(Boolean(link) && link.startsWith(t.base), `邀请链接应以本站地址开头：${urlText}`);
      await dialog.locator('svg title', { hasText: '邀请链接二维码' }).waitFor({ state: 'attached' });
      await t.screenshot('invite-link');
      await dialog.getByRole('button', { name: /完\s*成/ }).click();
      await page.locator('.ant-table-row', { hasText: '可使用' }).first().waitFor();
      await signOut(t);

      // A new teacher opens the link signed out, registers, signs in, comes back and joins.
      const phone = `137${String(Date.now()).slice(-8)}`;
      await page.goto(link);
      await expectPath(t, '/login');
      await page.getByText('张校长 邀请你以教师身份加入 示范中学').waitFor();
      await t.screenshot('invite-login');
      await page.getByRole('tab', { name: '注册' }).click();
      await page.locator('#page-register_nickname').fill('钱老师');
      await page.locator('#page-register_phone').fill(phone);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
      await page.locator('#page-register_smsCode').fill(await smsCodeFor(t, phone));
      await page.locator('#page-register_password').fill('teach2026');
      await page.locator('#page-register_password2').fill('teach2026');
      await page.locator('#page-register_agree').check();
      await page.locator('form#page-register button[type="submit"]').click();
      await page.getByRole('tab', { name: '账号登录', selected: true }).waitFor();
      await page.locator('#page-login_password').fill('teach2026');
      await page.locator('form#page-login button[type="submit"]').click();
      await expectPath(t, '/invite');
      t.check(page.url() === link, `登录后应回到邀请链接 ${link}，实际为 ${page.url()}`);
      await page.locator('.zj-invite-card').getByText('示范中学').waitFor();
      await t.screenshot('invite-page');
      await page.getByRole('button', { name: '加入学校' }).click();
      await expectPath(t, '/paperList');
      await page.locator('.zj-org-name', { hasText: '示范中学' }).waitFor();
      await page.locator('.zj-sider li.ant-menu-item', { hasText: '学校管理' }).waitFor();
      await t.screenshot('joined-school');
      await signOut(t);
    },
  },
];
