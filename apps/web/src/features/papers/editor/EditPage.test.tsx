import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { fail, installFakeServer, ok } from '../../../test/fakeServer';
import EditPage from './EditPage';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../api/toast', () => toasts);

const BASKET_ID = '6f1f3c1e-8a49-4b8e-9a55-0a4c5d3b2e11';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/edit', element: <EditPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

describe('/edit with the spec’s subjectId and textbookId (a new paper of that subject and textbook)', () => {
  let restore: (() => void) | undefined;
  beforeEach(() => useSession.setState({ loggedIn: true }));
  afterEach(() => {
    restore?.();
    useSession.setState({ loggedIn: false });
  });

  it('opens the subject’s basket with the textbook and names it in the address', async () => {
    const bodies: unknown[] = [];
    const server = installFakeServer((call, config) => {
      if (call === 'POST /teacher/paper/info/openBasket') {
        bodies.push(JSON.parse(String(config.data)));
        return ok({ paperId: BASKET_ID });
      }
      if (call.startsWith('GET /teacher/paper/info/getQuestionBasket'))
        return ok({ sumCount: 0, paperInfo: [], type: {}, questionIds: [] });
      if (call.startsWith('GET /teacher/paper/defaults')) return ok({});
      return fail(404, '很抱歉，资源未找到');
    });
    restore = server.restore;
    const router = renderAt('/edit?subjectId=cz.math&textbookId=cz.math.rj.8a');
    await waitFor(() => expect(router.state.location.search).toContain(`paperId=${BASKET_ID}`));
    expect(bodies).toEqual([{ subjectId: 'cz.math', textbookId: 'cz.math.rj.8a' }]);
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      paperId: BASKET_ID,
      subjectId: 'cz.math',
      textbookId: 'cz.math.rj.8a',
      type: '2',
    });
    // Nothing picked yet for it: the editor sends the teacher to choose questions.
    expect(await screen.findByText(/试题篮是空的/)).toBeInTheDocument();
  });

  it('says so when the subject or textbook is not one the server knows', async () => {
    restore = installFakeServer(() => fail(400, '教材不属于该学科')).restore;
    renderAt('/edit?subjectId=cz.physics&textbookId=cz.math.rj.7a');
    expect(await screen.findByText('无法按该学科和教材新建试卷')).toBeInTheDocument();
  });
});
