import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BasketInfo, UserInfo } from '@zhijuan/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocal } from '../../stores/local';
import { useSession } from '../../stores/session';
import { installFakeServer, ok } from '../../test/fakeServer';
import { BasketSlot } from './BasketSlot';
import { chooseBasketPaper } from './basketState';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../api/toast', () => toasts);

const MATH = '11111111-1111-4111-8111-111111111111';
const PHYSICS = '22222222-2222-4222-8222-222222222222';
const q = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function basket(mathRows: [string, string, number][], physicsRows: [string, string, number][]): BasketInfo {
  const rows = (list: [string, string, number][]) =>
    list.map(([typeId, dataName, questionCount]) => ({ typeId, dataName, questionCount }));
  const papers = [
    { id: MATH, subjectId: 'cz.math', subjectName: '数学', rows: rows(mathRows), book: '七年级上册' },
    { id: PHYSICS, subjectId: 'cz.physics', subjectName: '物理', rows: rows(physicsRows), book: '' },
  ].filter((p) => p.rows.length);
  let n = 0;
  const questionIds = papers.flatMap((p) =>
    p.rows.flatMap((r) => Array.from({ length: r.questionCount }, () => q(++n))),
  );
  return {
    sumCount: questionIds.length,
    paperInfo: papers.map((p) => ({
      id: p.id,
      stageId: 'cz',
      stageName: '初中',
      subjectId: p.subjectId,
      subjectName: p.subjectName,
      testPaperTextbook: p.book,
    })),
    type: Object.fromEntries(papers.map((p) => [p.id, p.rows])),
    questionIds,
  };
}

function teacherInfo(subjectId: string): UserInfo {
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
    userSubjectId: subjectId,
    userSubject: '数学',
    userBookVersionId: null,
    userBookVersion: null,
    userGradeId: null,
    userGrade: null,
    orgDefaultId: 'org1',
    schoolYearId: null,
    isCreator: false,
    isAdministrator: false,
    gradeDirector: false,
    isPlatformAdmin: false,
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="地址">{location.pathname + location.search}</output>;
}

function setup(subjectId = 'cz.math') {
  let current = basket(
    [
      ['cz.math.t1', '单选题', 6],
      ['cz.math.t4', '填空题', 3],
      ['cz.math.t6', '解答题', 5],
    ],
    [['cz.physics.t1', '单选题', 2]],
  );
  const server = installFakeServer((call) => {
    if (call === 'GET /system/userinfo') return ok(teacherInfo(subjectId));
    if (call === 'GET /teacher/paper/info/getQuestionBasket') return ok(current);
    if (call === `DELETE /teacher/paper/question/type/delQuestion/cz.math.t4?paperId=${MATH}`) {
      current = basket(
        [
          ['cz.math.t1', '单选题', 6],
          ['cz.math.t6', '解答题', 5],
        ],
        [['cz.physics.t1', '单选题', 2]],
      );
      return ok(current, '已移出');
    }
    if (call === `DELETE /teacher/paper/info/${MATH}/clearBasket`) {
      current = basket([], [['cz.physics.t1', '单选题', 2]]);
      return ok(current, '已清空试题篮');
    }
    return ok(null);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/rehearse/SelectQuestionPaper']}>
        <Routes>
          <Route path="*" element={<BasketSlot />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}

const popover = () => within(document.querySelector('.zj-basket') as HTMLElement);
const typeRows = () =>
  [...document.querySelectorAll('.zj-basket-table tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent),
  );

describe('question basket pop-over', () => {
  let server: ReturnType<typeof setup>['server'];
  beforeEach(() => {
    useSession.setState({ loggedIn: true, user: null, exitTo: null });
    toasts.toastSuccess.mockReset();
  });
  afterEach(() => {
    server.restore();
    localStorage.clear();
    useLocal.getState().reset();
  });

  it('shows the count badge, opens on the current subject’s basket and lists its types with counts', async () => {
    const s = setup();
    server = s.server;
    const button = screen.getByRole('button', { name: '试题篮' });
    await waitFor(() => expect(button.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('16'));
    // The stored basket (spec §3) is what the server said.
    expect(useLocal.getState().basketIds).toHaveLength(16);
    await s.user.click(button);
    await waitFor(() =>
      expect(typeRows()).toEqual([
        ['单选题', '6'],
        ['填空题', '3'],
        ['解答题', '5'],
      ]),
    );
    expect(popover().getByText('初中数学 · 七年级上册（14 题）')).toBeInTheDocument();
    expect(document.querySelector('.zj-basket')).toHaveStyle({ width: '368px' });
    expect(document.querySelector('.zj-basket-table .ant-table-body')).toHaveStyle({ maxHeight: '400px' });

    await s.user.click(popover().getByRole('button', { name: '进入组卷中心' }));
    expect(screen.getByLabelText('地址')).toHaveTextContent(`/edit?paperId=${MATH}&subjectId=cz.math&type=2`);
  });

  it('deletes one type from the shown basket and stores the basket the server answers', async () => {
    const s = setup();
    server = s.server;
    await s.user.click(screen.getByRole('button', { name: '试题篮' }));
    await waitFor(() => expect(typeRows()).toHaveLength(3));
    await s.user.click(popover().getByRole('button', { name: '删除填空题' }));
    await waitFor(() =>
      expect(typeRows()).toEqual([
        ['单选题', '6'],
        ['解答题', '5'],
      ]),
    );
    expect(server.calls).toContain(
      `DELETE /teacher/paper/question/type/delQuestion/cz.math.t4?paperId=${MATH}`,
    );
    expect(
      screen.getByRole('button', { name: '试题篮' }).querySelector('.ant-badge-count')?.getAttribute('title'),
    ).toBe('13');
    expect(useLocal.getState().basketIds).toHaveLength(13);
  });

  it('clears the shown basket after confirming, then shows the one left', async () => {
    const s = setup();
    server = s.server;
    await s.user.click(screen.getByRole('button', { name: '试题篮' }));
    await waitFor(() => expect(typeRows()).toHaveLength(3));
    await s.user.click(popover().getByRole('button', { name: '清空全部' }));
    await s.user.click(await screen.findByRole('button', { name: '清 空' }));
    await waitFor(() => expect(server.calls).toContain(`DELETE /teacher/paper/info/${MATH}/clearBasket`));
    expect(toasts.toastSuccess).toHaveBeenCalledWith('已清空试题篮');
    // Only the physics basket is left, so it is shown.
    await waitFor(() => expect(typeRows()).toEqual([['单选题', '2']]));
    expect(useLocal.getState().basketIds).toHaveLength(2);
  });

  it('picks the basket of the current subject, keeps a pick, and falls back to the first', () => {
    const { paperInfo } = basket([['t', '单选题', 1]], [['p', '单选题', 1]]);
    expect(chooseBasketPaper(paperInfo, 'cz.physics', null)?.id).toBe(PHYSICS);
    expect(chooseBasketPaper(paperInfo, 'cz.physics', MATH)?.id).toBe(MATH);
    expect(chooseBasketPaper(paperInfo, 'gz.chinese', 'gone')?.id).toBe(MATH);
    expect(chooseBasketPaper([], 'cz.math', null)).toBeNull();
  });
});
