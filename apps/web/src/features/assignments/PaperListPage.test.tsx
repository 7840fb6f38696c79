import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssignmentPage, type AssignmentSummary } from '@zhijuan/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeServer';
import { assignmentSummary } from '../../test/fixtures';
import { renderAt, signIn, signOut } from '../../test/renderScreen';
import PaperListPage from './PaperListPage';

const row = (id: string, name: string, status: AssignmentSummary['status']) =>
  assignmentSummary({ id, name, status });

const PAGE = AssignmentPage.parse({
  records: [
    row('a1', '待扫描的考试', 'waiting'),
    row('a2', '阅卷中的考试', 'marking'),
    row('a3', '已完成的考试', 'done'),
  ],
  total: 3,
  page: 1,
  size: 10,
});

describe('作业列表 › 分析', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });

  it('is enabled only once an exam has scores, and opens 年级分析 of it', async () => {
    const t = renderAt(
      '/paperlist',
      <PaperListPage />,
      {
        'GET /teacher/assignment': () => ok(PAGE),
        'GET /resource/basic/subject/search/': () => ok([{ id: 'cz.math', name: '数学' }]),
      },
      [{ path: '/analysis/grade', element: <h1>年级分析</h1> }],
    );
    restore = t.server.restore;
    const analyse = (name: string) =>
      within((screen.getByText(name).closest('tr') as HTMLElement)!).getByRole('button', { name: /分\s?析/ });
    await screen.findByText('待扫描的考试');
    expect(analyse('待扫描的考试')).toBeDisabled();
    expect(analyse('阅卷中的考试')).toBeEnabled();
    expect(analyse('已完成的考试')).toBeEnabled();
    await userEvent.click(analyse('已完成的考试'));
    expect(t.router.state.location.pathname).toBe('/analysis/grade');
    expect(t.router.state.location.search).toBe('?examId=a3');
  }, 60_000);
});
