import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeServer, ok, type Reply } from '../../../test/fakeServer';
import { importStudents } from '../api';
import { ImportDialog } from './ImportDialog';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../api/toast', () => toasts);

/** antd titles every dialog through one test-mode id, so find dialogs by their title text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  return heading.closest('[role="dialog"]') as HTMLElement;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function setup(reply: Reply) {
  const server = installFakeServer(() => reply);
  const onImported = vi.fn();
  const onClose = vi.fn();
  render(
    <App>
      <ImportDialog
        open
        title="导入学生"
        hints={['学生导入到当前学年已建好的班级']}
        upload={importStudents}
        onTemplate={vi.fn()}
        onImported={onImported}
        onClose={onClose}
      />
    </App>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['xlsx bytes'], '学生名单.xlsx', { type: XLSX });
  return { server, onImported, onClose, upload: () => userEvent.setup().upload(input, file) };
}

describe('student import', () => {
  let restore: (() => void) | undefined;
  beforeEach(() => {
    toasts.toastError.mockReset();
    toasts.toastSuccess.mockReset();
  });
  afterEach(() => restore?.());

  it('lists the refused rows in a dialog, says nothing was imported, and does not toast', async () => {
    const t = setup(
      fail(422, '有 2 行数据有误，未导入任何数据，请修改后重新上传', {
        errors: [
          { row: 3, column: '考号', message: '考号为 4 到 20 位字母、数字或横线' },
          { row: 7, column: '班级', message: '找不到班级：七年级9班' },
        ],
      }),
    );
    restore = t.server.restore;
    await t.upload();
    const dialog = await dialogTitled('导入失败，未导入任何数据');
    expect(within(dialog).getByText('有 2 行数据有误，未导入任何数据，请修改后重新上传')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '第 3 行考号考号为 4 到 20 位字母、数字或横线',
      '第 7 行班级找不到班级：七年级9班',
    ]);
    expect(t.server.calls).toEqual(['POST /system/student/import']);
    expect(toasts.toastError).not.toHaveBeenCalled();
    expect(t.onImported).not.toHaveBeenCalled();

    // Back to the upload dialog to try again with a corrected file.
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '修改后重新上传' }));
    await waitFor(() => expect(screen.getByText('点击或把 Excel 文件拖到这里上传')).toBeVisible());
  });

  it('shows the server message on success and hands the counts on', async () => {
    const t = setup(ok({ created: 50, updated: 0 }, '导入成功：新增 50 名，更新 0 名'));
    restore = t.server.restore;
    await t.upload();
    await waitFor(() => expect(t.onImported).toHaveBeenCalledWith({ created: 50, updated: 0 }));
    expect(toasts.toastSuccess).toHaveBeenCalledWith('导入成功：新增 50 名，更新 0 名');
    expect(t.onClose).toHaveBeenCalled();
  });

  it('toasts any other failure (a file that is not a workbook)', async () => {
    const t = setup(fail(400, '无法读取该文件，请上传 .xlsx 格式的 Excel 文件（可先下载模板）'));
    restore = t.server.restore;
    await t.upload();
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        '无法读取该文件，请上传 .xlsx 格式的 Excel 文件（可先下载模板）',
      ),
    );
    expect(screen.queryByText('导入失败，未导入任何数据')).toBeNull();
  });
});
