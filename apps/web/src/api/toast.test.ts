import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_SECONDS, toastError, toastSuccess } from './toast';

/** Before the signed-in shell binds antd's toasts (the sign-in page), toasts are plain DOM. */
describe('toasts before antd loads', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows an error as a closable notice for 5 s, once per text', () => {
    vi.useFakeTimers();
    toastError('用户名或密码错误');
    toastError('用户名或密码错误');
    const notices = document.querySelectorAll('.zj-toast-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.getAttribute('role')).toBe('alert');
    expect(notices[0]?.textContent).toContain('用户名或密码错误');
    vi.advanceTimersByTime(ERROR_TOAST_SECONDS * 1000 - 100);
    expect(document.querySelector('.zj-toast-notice')).not.toBeNull();
    vi.advanceTimersByTime(200);
    expect(document.querySelector('.zj-toast-notice')).toBeNull();
  });

  it('closes an error notice on its close button', () => {
    toastError('网络连接失败');
    document.querySelector<HTMLButtonElement>('.zj-toast-notice button[aria-label="关闭"]')?.click();
    expect(document.querySelector('.zj-toast-notice')).toBeNull();
  });

  it('shows a success message for 3 s by default', () => {
    vi.useFakeTimers();
    toastSuccess('验证码已发送，请注意查收');
    expect(document.querySelector('.zj-toast-message')?.textContent).toBe('验证码已发送，请注意查收');
    vi.advanceTimersByTime(3100);
    expect(document.querySelector('.zj-toast-message')).toBeNull();
  });
});
