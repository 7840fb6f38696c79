import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@zhijuan/contracts';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocal } from '../../stores/local';
import { COOKIE, readPreference, useSession } from '../../stores/session';
import { fail, installFakeServer, ok } from '../../test/fakeServer';
import { StageSubjectPicker } from './StageSubjectPicker';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../api/toast', () => toasts);

const STAGES = [
  { id: 'xx', name: '小学' },
  { id: 'cz', name: '初中' },
  { id: 'gz', name: '高中' },
];
const SUBJECTS: Record<string, { id: string; name: string }[]> = {
  xx: [{ id: 'xx.math', name: '数学' }],
  cz: [
    { id: 'cz.math', name: '数学' },
    { id: 'cz.physics', name: '物理' },
  ],
  gz: [
    { id: 'gz.chinese', name: '语文' },
    { id: 'gz.math', name: '数学' },
  ],
};
const versionsOf = (subjectId: string) => [
  { id: `${subjectId}.rj`, name: '人教版' },
  { id: `${subjectId}.bsd`, name: '北师大版' },
];
const textbooksOf = (versionId: string) => ({
  list: [
    { id: `${versionId}.7a`, name: '七年级上册' },
    { id: `${versionId}.7b`, name: '七年级下册' },
  ],
  userGradeId: null,
});

function userInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u1',
    username: 'teacher',
    nickname: '李老师',
    phone: null,
    avatar: null,
    orgName: '示范中学',
    orgLogo: null,
    logoPath: null,
    userStageId: 'cz',
    userStage: '初中',
    userSubjectId: 'cz.math',
    userSubject: '数学',
    userBookVersionId: 'cz.math.rj',
    userBookVersion: '人教版',
    userGradeId: 'cz.math.rj.7a',
    userGrade: '七年级上册',
    orgDefaultId: 'org1',
    schoolYearId: 'y1',
    isCreator: false,
    isAdministrator: false,
    gradeDirector: false,
    isPlatformAdmin: false,
    ...over,
  };
}

/** The server's side of the cascade: lookups by query, and a userinfo that POST merges into. */
function cascadeServer(stages = STAGES) {
  let saved = userInfo();
  const posts: unknown[] = [];
  const server = installFakeServer((call, config) => {
    const p = config.params ?? {};
    if (call === 'GET /system/userinfo') return ok(saved);
    if (call === 'POST /system/userinfo') {
      const body = JSON.parse(String(config.data));
      posts.push(body);
      saved = { ...saved, ...body };
      return ok(saved);
    }
    if (config.url === '/resource/basic/stage/search/') return ok(stages);
    if (config.url === '/resource/basic/subject/search/') return ok(SUBJECTS[p.stageId] ?? []);
    if (config.url === '/resource/basic/version/search/') return ok(versionsOf(p.subjectId));
    if (config.url === '/resource/basic/textbook/search/') return ok(textbooksOf(p.versionId));
    return fail(404, '很抱歉，资源未找到');
  });
  return { ...server, posts };
}

function renderPicker() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StageSubjectPicker />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

const trigger = () => screen.getByRole('button', { name: '学段学科' });
const panel = () => within(document.querySelector('.zj-picker-panel') as HTMLElement);

describe('top-bar stage/subject cascade (spec §4)', () => {
  let server: ReturnType<typeof cascadeServer>;

  beforeEach(() => {
    server = cascadeServer();
    Cookies.set(COOKIE.accessToken, 'token');
    Cookies.set(COOKIE.expiresAt, String(Date.now() + 3_600_000));
    useSession.setState({ loggedIn: true, user: null, exitTo: null });
    toasts.toastSuccess.mockReset();
  });
  afterEach(() => {
    server.restore();
    for (const name of Object.values(COOKIE)) Cookies.remove(name, { path: '/' });
    localStorage.clear();
    useLocal.getState().reset();
  });

  it('shows the saved 学段·学科 and mirrors it into the local store and the preference cookie', async () => {
    renderPicker();
    expect(await screen.findByText('初中数学')).toBeInTheDocument();
    await waitFor(() => expect(useLocal.getState()).toMatchObject({ stageId: 'cz', subjectId: 'cz.math' }));
    expect(readPreference()).toEqual({
      userStageId: 'cz',
      userStage: '初中',
      userSubjectId: 'cz.math',
      userSubject: '数学',
    });
  });

  it('saves subject, first version and textbook in one call, re-reads userinfo, and never repeats a lookup', async () => {
    const { user } = renderPicker();
    await screen.findByText('初中数学');

    // Hovering a stage previews its subjects; choosing a subject saves the whole cascade.
    await user.click(trigger());
    expect(await panel().findByRole('button', { name: '物理' })).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: '物理' }));
    await screen.findByText('初中物理');
    await waitFor(() => expect(server.calls.filter((c) => c === 'GET /system/userinfo')).toHaveLength(2));
    expect(server.posts).toEqual([
      {
        userStageId: 'cz',
        userStage: '初中',
        userSubjectId: 'cz.physics',
        userSubject: '物理',
        userBookVersionId: 'cz.physics.rj',
        userBookVersion: '人教版',
        userGradeId: 'cz.physics.rj.7a',
        userGrade: '七年级上册',
      },
    ]);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    // Choosing a stage picks its first subject.
    await user.click(trigger());
    await user.hover(await panel().findByRole('button', { name: '高中' }));
    await panel().findByRole('button', { name: '语文' });
    await user.click(panel().getByRole('button', { name: '高中' }));
    await screen.findByText('高中语文');
    expect(server.posts.at(-1)).toMatchObject({ userStageId: 'gz', userSubjectId: 'gz.chinese' });

    // Back to 初中物理: everything it needs was read before.
    await user.hover(panel().getByRole('button', { name: '初中' }));
    await user.click(await panel().findByRole('button', { name: '物理' }));
    await screen.findByText('初中物理');
    await waitFor(() => expect(server.calls.filter((c) => c === 'GET /system/userinfo')).toHaveLength(4));

    const lookups = server.calls.filter((c) => c.includes('/resource/basic/'));
    expect(lookups).toEqual([
      'GET /resource/basic/stage/search/',
      'GET /resource/basic/subject/search/?stageId=cz',
      'GET /resource/basic/version/search/?subjectId=cz.physics',
      'GET /resource/basic/textbook/search/?versionId=cz.physics.rj',
      'GET /resource/basic/subject/search/?stageId=gz',
      'GET /resource/basic/version/search/?subjectId=gz.chinese',
      'GET /resource/basic/textbook/search/?versionId=gz.chinese.rj',
    ]);
    expect(new Set(lookups).size).toBe(lookups.length);
    expect(server.posts).toHaveLength(3);
    expect(useLocal.getState()).toMatchObject({ stageId: 'cz', subjectId: 'cz.physics' });
    expect(readPreference()?.userSubject).toBe('物理');
    expect(toasts.toastSuccess).toHaveBeenLastCalledWith('已切换到初中物理');
  });

  it('shows only the subjects when the server lists a single stage (junior-only schools)', async () => {
    server.restore();
    server = cascadeServer([STAGES[1]!]);
    const { user } = renderPicker();
    await screen.findByText('初中数学');
    await user.click(trigger());
    await panel().findByRole('button', { name: '物理' });
    expect(panel().queryByRole('button', { name: '初中' })).toBeNull();
    expect(panel().queryByRole('group', { name: '学段' })).toBeNull();
  });
});
