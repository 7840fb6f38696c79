import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { NameDialog, type NameRequest } from './NameDialog';

function setup(save: NameRequest['save']) {
  const onClose = vi.fn();
  render(
    <App>
      <NameDialog request={{ title: '新建班级', label: '班级名称', save }} onClose={onClose} />
    </App>,
  );
  const input = screen.getByLabelText('班级名称') as HTMLInputElement;
  const ok = screen.getByRole('button', { name: /保\s*存/ });
  return { onClose, input, ok, user: userEvent.setup() };
}

describe('a form dialog saving through useModalSave', () => {
  it('does not call the server while a required field is empty', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { onClose, ok, user } = setup(save);
    await user.click(ok);
    expect(await screen.findByText('请输入班级名称')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the trimmed value and closes once the server accepts it', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { onClose, input, ok, user } = setup(save);
    await user.type(input, '  七年级（5）班 ');
    await user.click(ok);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('七年级（5）班');
  });

  it('stays open with what was typed when the server refuses', async () => {
    const save = vi.fn().mockRejectedValue(new Error('班级名称已存在'));
    const { onClose, input, ok, user } = setup(save);
    await user.type(input, '七年级（1）班');
    await user.click(ok);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(input.value).toBe('七年级（1）班');
    expect(ok).not.toHaveClass('ant-btn-loading');
  });
});
