import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './RegisterForm';

const api = vi.hoisted(() => ({
  register: vi.fn(),
  sendSmsCode: vi.fn(),
}));
vi.mock('../../api/auth', () => api);
// antd's static message keeps its own React root and timers alive past the test environment.
const toasts = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('../../api/toast', () => toasts);

function setup() {
  const onRegistered = vi.fn();
  render(<RegisterForm devOutbox={false} onRegistered={onRegistered} onShowProtocol={vi.fn()} />);
  const user = userEvent.setup();
  /** Pasting is much faster than typing key by key through antd's inputs. */
  const fill = async (placeholder: string | RegExp, text: string) => {
    await user.click(screen.getByPlaceholderText(placeholder));
    await user.paste(text);
  };
  return { onRegistered, user, fill };
}

describe('RegisterForm (spec §5 validation)', () => {
  beforeEach(() => {
    api.register.mockReset().mockResolvedValue({ username: '13800000000' });
    api.sendSmsCode.mockReset().mockResolvedValue({ sent: true });
  });

  it('asks for nickname, phone and both passwords; the SMS code message does not block', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号码')).toBeInTheDocument();
    expect(screen.getAllByText('请输入密码')).toHaveLength(2);
    expect(screen.getByText('请输入短信验证码')).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('checks the phone number before sending a code, then counts down 60 s', async () => {
    const { user, fill } = setup();
    await fill(/手机号码/, '12345');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(api.sendSmsCode).not.toHaveBeenCalled();

    await user.clear(screen.getByPlaceholderText(/手机号码/));
    await fill(/手机号码/, '13800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(api.sendSmsCode).toHaveBeenCalledWith({ phone: '13800000000', purpose: 'register' }),
    );
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
  });

  it('submits a complete form even without an SMS code (the server checks it)', async () => {
    const { user, fill, onRegistered } = setup();
    await fill(/昵称/, '王老师');
    await fill(/手机号码/, '13800000000');
    await fill(/^密码/, 'abc12345');
    await fill('确认密码', 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() =>
      expect(api.register).toHaveBeenCalledWith({
        nickname: '王老师',
        phone: '13800000000',
        smsCode: undefined,
        password: 'abc12345',
        password2: 'abc12345',
      }),
    );
    expect(onRegistered).toHaveBeenCalledWith('13800000000');
    expect(toasts.toastSuccess).toHaveBeenCalledWith('注册成功，请登录');
  });

  it('says when the two passwords differ', async () => {
    const { fill } = setup();
    await fill(/^密码/, 'abc12345');
    await fill('确认密码', 'abc12346');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });
});
