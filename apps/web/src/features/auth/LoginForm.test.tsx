import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

function setup(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const submit = vi.fn().mockResolvedValue(undefined);
  const onLoggedIn = vi.fn();
  render(<LoginForm captcha demo={null} onLoggedIn={onLoggedIn} submit={submit} {...props} />);
  return { submit, onLoggedIn, user: userEvent.setup() };
}

describe('LoginForm (spec §5 validation)', () => {
  it('says 请输入用户名 when the username field is left empty', async () => {
    const { user } = setup();
    await user.click(screen.getByPlaceholderText('用户名或手机号'));
    await user.tab();
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
  });

  it('asks for username, password and captcha on submit and sends nothing', async () => {
    const { user, submit } = setup();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    // antd validates each field on its own tick; wait for every message, not just the first
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('hides the captcha when the server turned it off, and submits', async () => {
    const { user, submit, onLoggedIn } = setup({ captcha: false });
    expect(screen.queryByPlaceholderText('图形验证码')).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('用户名或手机号'), ' teacher ');
    await user.type(screen.getByPlaceholderText('密码'), 'zhijuan123');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ username: 'teacher', password: 'zhijuan123' }));
    expect(onLoggedIn).toHaveBeenCalled();
    expect(screen.queryByText('请输入图形验证码')).not.toBeInTheDocument();
  });

  it('sends the captcha text with the key of the image shown', async () => {
    const { user, submit } = setup();
    await user.type(screen.getByPlaceholderText('用户名或手机号'), 'teacher');
    await user.type(screen.getByPlaceholderText('密码'), 'zhijuan123');
    await user.type(screen.getByPlaceholderText('图形验证码'), 'ab12');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const sent = submit.mock.calls[0]?.[0] as { code: string; randomStr: string };
    expect(sent.code).toBe('ab12');
    const image = screen.getByAltText('图形验证码') as HTMLImageElement;
    expect(image.src).toContain(`randomStr=${sent.randomStr}`);
    expect(sent.randomStr.length).toBeGreaterThanOrEqual(8);
  });

  it('shows the demo accounts only when the server lists them, and fills them in', async () => {
    const { user } = setup({
      captcha: false,
      demo: { accounts: ['teacher', 'director'], password: 'zhijuan123' },
    });
    expect(screen.getByText('演示账号')).toBeInTheDocument();
    await user.click(screen.getByText('director'));
    expect(screen.getByPlaceholderText('用户名或手机号')).toHaveValue('director');
    expect(screen.getByPlaceholderText('密码')).toHaveValue('zhijuan123');
  });

  it('does not mention demo accounts when there are none', () => {
    setup({ demo: null });
    expect(screen.queryByText('演示账号')).not.toBeInTheDocument();
  });
});
