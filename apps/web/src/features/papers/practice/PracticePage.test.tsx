import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PracticeSet, QuestionDetail, UserInfo } from '@zhijuan/contracts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { installFakeServer, ok } from '../../../test/fakeServer';
import PracticePage from './PracticePage';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../api/toast', () => toasts);

const info: UserInfo = {
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
  schoolYearId: null,
  isCreator: false,
  isAdministrator: false,
  gradeDirector: false,
  isPlatformAdmin: false,
};

const LESSON = 'cz.math.rj.7a.1.2.4';
const qid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function question(n: number): QuestionDetail {
  return {
    id: qid(n),
    typeId: 'cz.math.t1',
    typeName: '单选题',
    isObjective: true,
    difficulty: 0.7,
    difficultyName: '较易',
    stem: `<p>第 ${n} 题：\\(-${n}\\) 的绝对值是（　）</p>`,
    options: [`\\(${n}\\)`, `\\(-${n}\\)`],
    parts: null,
    knowledge: [{ id: 'k1', name: '绝对值' }],
    source: null,
    year: null,
    region: null,
    family: null,
    familyCount: 1,
    score: 3,
    useCount: 0,
    scope: 'platform',
    inBasket: false,
    answer: ['A'],
    analysis: `\\(|-${n}|=${n}\\)`,
    partsDetail: null,
  };
}

function set(first: number): PracticeSet {
  const questions = [question(first), question(first + 1)];
  return {
    title: '1.2.4 绝对值 课时练',
    bookNode: { id: LESSON, name: '1.2.4 绝对值' },
    sections: [
      {
        id: 's1',
        title: '一、单选题',
        typeId: 'cz.math.t1',
        questions: questions.map((q) => ({ questionId: q.id, score: 3 })),
      },
    ],
    totalScore: 6,
    difficulty: 0.7,
    questions,
    available: 2,
    notice: first > 1 ? '这个课时只有 2 道可用的试题，已全部列出（要求 10 道）' : null,
  };
}

describe('同步课堂', () => {
  let server: ReturnType<typeof installFakeServer>;
  const bodies: { excludeIds: string[]; count: number; level: string }[] = [];
  beforeEach(() => {
    useSession.setState({ loggedIn: true, user: null, exitTo: null });
    bodies.length = 0;
    server = installFakeServer((call, config) => {
      if (call === 'GET /system/userinfo') return ok(info);
      if (call.startsWith('GET /resource/basic/version/search/'))
        return ok([{ id: 'cz.math.rj', name: '人教版' }]);
      if (call.startsWith('GET /resource/basic/textbook/search/'))
        return ok({ list: [{ id: 'cz.math.rj.7a', name: '七年级上册' }], userGradeId: 'cz.math.rj.7a' });
      if (call.startsWith('GET /resource/basic/bookNode/search/'))
        return ok([
          {
            id: 'cz.math.rj.7a.1',
            name: '第一章 有理数',
            children: [{ id: LESSON, name: '1.2.4 绝对值', children: [] }],
          },
        ]);
      if (call === 'POST /teacher/paper/practice') {
        const body = JSON.parse(config.data as string);
        bodies.push(body);
        return ok(set(bodies.length === 1 ? 1 : 3));
      }
      if (call === 'POST /teacher/paper/info/addBasket')
        return ok({ sumCount: 2, paperInfo: [], type: {}, questionIds: [] }, '添加成功');
      return ok(null);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <MemoryRouter initialEntries={['/rehearse/SynchronizationClass']}>
            <PracticePage />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
  });
  afterEach(() => server.restore());

  it('asks for a lesson, previews its set, and 换一批 leaves out the questions on screen', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    await screen.findByText('在左侧选择一个课时，系统从题库中挑出与本课时同步的练习题');
    // A chapter works as well as a lesson (its whole subtree); nested tree rows animate open in jsdom.
    await user.click(await screen.findByText('第一章 有理数', {}, { timeout: 5000 }));
    await screen.findByText('1.2.4 绝对值 课时练');
    expect(screen.getAllByRole('article', { name: '试题' })).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      subjectId: 'cz.math',
      bookNodeId: 'cz.math.rj.7a.1',
      count: 10,
      level: 'standard',
    });
    expect(bodies[0]!.excludeIds).toEqual([]);

    await user.click(screen.getByRole('button', { name: /换一批/ }));
    await screen.findByText('这个课时只有 2 道可用的试题，已全部列出（要求 10 道）');
    expect(bodies[1]!.excludeIds).toEqual([qid(1), qid(2)]);

    await user.click(screen.getByRole('button', { name: /加入试题篮/ }));
    await waitFor(() => expect(server.calls).toContain('POST /teacher/paper/info/addBasket'));
  });
});
