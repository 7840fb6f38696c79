// Helpers shared by the browser flows.

export const slug = (path) => path.replace(/^\//, '').replace(/[/?=&]/g, '-') || 'home';

export async function expectPath(t, path) {
  const want = `${t.base}${path}`;
  await t.page.waitForURL((url) => url.href.split(/[?#]/)[0].toLowerCase() === want.toLowerCase(), {
    timeout: 15_000,
  });
}

/**
 * The address changes before React commits the new screen, so wait for the title itself; screens
 * still waiting for their content also show an empty state.
 */
export async function expectTitle(t, title, { empty = true } = {}) {
  const heading = t.page.locator('h3.zj-page-title');
  try {
    await heading.filter({ hasText: new RegExp(`^${title}$`) }).waitFor({ timeout: 15_000 });
  } catch {
    const text = await heading
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    throw new Error(`页面标题应为「${title}」，实际为「${text?.trim() ?? '（无标题）'}」`);
  }
  if (empty) await t.page.locator('.ant-empty-description').first().waitFor({ timeout: 5_000 });
}

export async function signIn(t, form, username, password) {
  await t.page.locator(`#${form}_username`).fill(username);
  await t.page.locator(`#${form}_password`).fill(password);
  await t.page.locator(`form#${form} button[type="submit"]`).click();
  await expectPath(t, '/paperList');
  // The demo teacher already has the demo exam in the list; others see the empty state.
  await expectTitle(t, '作业列表', { empty: false });
}

export async function signOut(t) {
  await t.page.locator('button[aria-label="用户菜单"]').click();
  const item = t.page.locator('.ant-dropdown-menu-item', { hasText: '退出登录' });
  await item.waitFor({ state: 'visible' });
  await t.page.waitForFunction(() => !document.querySelector('.ant-dropdown[class*="slide-up-"]'));
  await item.click();
  await expectPath(t, '/');
  await t.page.locator('.zj-hero-title').waitFor();
}

/** A 1×1 PNG, enough for the avatar upload. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Reads the newest SMS code for `phone` from the server's log: the development outbox logs every
 * message, and shows a school only messages to its own users (a registration code to no school).
 */
export async function smsCodeFor(t, phone) {
  for (let i = 0; i < 20; i++) {
    const lines = t.serverLog
      .join('')
      .split('\n')
      .filter((l) => l.includes(`[开发短信发件箱] ${phone}:`));
    const code = lines.at(-1)?.match(/验证码是 (\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`服务器日志里没有 ${phone} 的验证码`);
}

/**
 * Calls the API from the page as the signed-in user (the access token is in its cookie), for set-up
 * steps a flow does not test itself. Returns `data`; throws with the server's message otherwise.
 */
export async function api(t, method, url, body) {
  const answer = await t.page.evaluate(
    async ([m, u, b]) => {
      const token = decodeURIComponent(document.cookie.match(/zj_access_token=([^;]+)/)?.[1] ?? '');
      const res = await fetch(`/api${u}`, {
        method: m,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, json: await res.json() };
    },
    [method, url, body],
  );
  if (answer.status !== 200) throw new Error(`${method} ${url}：${answer.json?.message ?? answer.status}`);
  return answer.json.data;
}
