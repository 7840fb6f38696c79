import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockKey } from '@zhijuan/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, installFakeServer, ok } from '../../../test/fakeServer';
import { signIn, signOut } from '../../../test/renderScreen';
import { KeyPanel } from './KeyPanel';

const EXAM = '11111111-1111-4111-8111-111111111111';

const KEY = (open: boolean): BlockKey => ({
  block: '18',
  label: '第18题',
  maxScore: 8,
  open,
  questions: [
    {
      number: '18',
      typeName: '解答题',
      score: 8,
      stem: '<p>解方程 \\(2x+3=7\\)。</p>',
      answer: ['\\(x=2\\)'],
      analysis: '<p>移项得 \\(2x=4\\)。</p>',
      parts: [],
      rubric: [
        { text: '移项正确', score: 3 },
        { text: '求出 x=2', score: 3 },
      ],
    },
  ],
});

function renderPanel(open: boolean) {
  const puts: unknown[] = [];
  const server = installFakeServer((call, config) => {
    if (call === `GET /teacher/marking/${EXAM}/block/18/key`) return ok(KEY(open));
    if (call === 'PUT /teacher/marking/key-panel') {
      puts.push(JSON.parse(String(config.data)));
      return ok(JSON.parse(String(config.data)));
    }
    return fail(404, '很抱歉，资源未找到');
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <KeyPanel assignmentId={EXAM} block="18" />
      </App>
    </QueryClientProvider>,
  );
  return { server, puts };
}

describe('/write › 参考答案 beside the answer', () => {
  let restore: (() => void) | undefined;
  beforeEach(signIn);
  afterEach(() => {
    restore?.();
    signOut();
  });

  it('shows the question, its 参考答案 and 解析, and the paper’s 评分标准 step by step', async () => {
    const { server } = renderPanel(true);
    restore = server.restore;
    expect(await screen.findByText('移项正确')).toBeInTheDocument();
    expect(screen.getByText('参考答案与评分标准')).toBeInTheDocument();
    expect(screen.getByText(/第18题/)).toBeInTheDocument();
    expect(screen.getByText('参考答案')).toBeInTheDocument();
    expect(screen.getByText('解析')).toBeInTheDocument();
    expect(screen.getByText('求出 x=2')).toBeInTheDocument();
    // 6 of 8 points in steps: the rest is the marker's judgement.
    expect(screen.getByText('其余 2 分由阅卷老师酌情给分')).toBeInTheDocument();
    expect(document.querySelector('.zj-key-stem .katex')).not.toBeNull();
  });

  it('folds at the marker’s wish and remembers it on the server; opens folded when they left it so', async () => {
    const { server, puts } = renderPanel(true);
    restore = server.restore;
    const user = userEvent.setup();
    await screen.findByText('移项正确');
    await user.click(screen.getByRole('button', { name: /收\s*起/ }));
    expect(screen.queryByText('移项正确')).not.toBeInTheDocument();
    await waitFor(() => expect(puts).toEqual([{ open: false }]));
    await user.click(screen.getByRole('button', { name: /参考答案/ }));
    expect(await screen.findByText('移项正确')).toBeInTheDocument();
    await waitFor(() => expect(puts).toEqual([{ open: false }, { open: true }]));
  });

  it('starts folded for a marker who closed it before', async () => {
    const { server } = renderPanel(false);
    restore = server.restore;
    expect(await screen.findByRole('button', { name: /参考答案/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('移项正确')).not.toBeInTheDocument();
  });
});
