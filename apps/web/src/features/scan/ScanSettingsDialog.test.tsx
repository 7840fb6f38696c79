import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderPlain, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEY, useLocal } from '../../stores/local';
import { fail, installFakeServer, ok } from '../../test/fakeServer';
import { ScanSettingsDialog, scanDialogWidth } from './ScanSettingsDialog';

const sources = [
  { id: 'escl:1', name: 'HP LaserJet MFP', kind: 'escl' as const },
  { id: 'sane:2', name: 'Canon DR-C240', kind: 'sane' as const },
];

/** The school's 多涂处理 as the server keeps it; PUT changes it (a teacher's PUT is refused). */
let school = { multipleMarks: 'review', canEdit: true };
let server: ReturnType<typeof installFakeServer>;
const render = (ui: ReactElement) =>
  renderPlain(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  useLocal.getState().reset();
  school = { multipleMarks: 'review', canEdit: true };
  server = installFakeServer((call, config) => {
    if (call === 'GET /teacher/scan/settings') return ok(school);
    if (call === 'PUT /teacher/scan/settings') {
      if (!school.canEdit) return fail(403, '只有学校管理员可以修改');
      school = { ...school, ...JSON.parse(config.data) };
      return ok(school);
    }
    return fail(404, 'not found');
  });
});
afterEach(() => server.restore());

describe('扫描设置 (spec §2, §3, §9)', () => {
  it('is 80 % wide below 550 px, 30 % below 1400 px, 25 % otherwise', () => {
    expect(scanDialogWidth(375)).toBe('80%');
    expect(scanDialogWidth(549)).toBe('80%');
    expect(scanDialogWidth(550)).toBe('30%');
    expect(scanDialogWidth(1399)).toBe('30%');
    expect(scanDialogWidth(1400)).toBe('25%');
  });

  it('shows the paper size only when not adaptive, and saves the choices locally', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ScanSettingsDialog open sources={sources} agentProblem={null} onClose={onClose} />);
    expect(screen.getByText('扫描设置')).toBeInTheDocument();
    expect(screen.queryByText('纸张大小')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByText('Canon DR-C240'));
    await screen.findByText('多涂处理');
    const [, adaptiveNo, subjectYes] = screen.getAllByRole('radio');
    await user.click(adaptiveNo!);
    expect(await screen.findByText('纸张大小')).toBeInTheDocument();
    await user.click(screen.getByLabelText('B5'));
    await user.click(subjectYes!);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const stored = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEY)!).state;
    expect(stored).toMatchObject({ scannerModel: 1, radioType: 2, pageSize: 2, scanSubject: true });
    // The school's setting was not touched: nothing sent.
    expect(server.calls).not.toContain('PUT /teacher/scan/settings');
  }, 60_000);

  it('lets a school manager switch 多涂处理 to 按规则判分 and back, saved on the server', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = render(
      <ScanSettingsDialog open sources={sources} agentProblem={null} onClose={onClose} />,
    );
    await waitFor(() => expect(screen.getByLabelText('人工确认')).toBeChecked());
    await user.click(screen.getByLabelText('按规则判分'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls).toContain('PUT /teacher/scan/settings');
    expect(school.multipleMarks).toBe('rule');
    unmount();

    // Opened again, it shows what the server keeps; and back to 人工确认.
    const closed = vi.fn();
    render(<ScanSettingsDialog open sources={sources} agentProblem={null} onClose={closed} />);
    await waitFor(() => expect(screen.getByLabelText('按规则判分')).toBeChecked());
    await user.click(screen.getByLabelText('人工确认'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(school.multipleMarks).toBe('review');
  }, 60_000);

  it('shows a teacher the school’s 多涂处理 without letting them change it', async () => {
    school = { multipleMarks: 'rule', canEdit: false };
    render(<ScanSettingsDialog open sources={sources} agentProblem={null} onClose={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText('按规则判分')).toBeChecked());
    expect(screen.getByLabelText('人工确认')).toBeDisabled();
    expect(screen.getByText(/由学校管理员设置/)).toBeInTheDocument();
  }, 60_000);

  it('keeps the dialog open and the school’s setting as it was when the server refuses', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ScanSettingsDialog open sources={sources} agentProblem={null} onClose={onClose} />);
    await waitFor(() => expect(screen.getByLabelText('人工确认')).toBeChecked());
    // The manager's rights were taken away meanwhile: the server refuses the change.
    school = { ...school, canEdit: false };
    await user.click(screen.getByLabelText('按规则判分'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.calls).toContain('PUT /teacher/scan/settings'));
    expect(onClose).not.toHaveBeenCalled();
    expect(school.multipleMarks).toBe('review');
    // The local choices were not saved either.
    expect(useLocal.getState().radioType).toBeUndefined();
  }, 60_000);

  it('is not closed by Escape or a click outside', async () => {
    const onClose = vi.fn();
    render(<ScanSettingsDialog open sources={sources} agentProblem={null} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    const mask = document.querySelector('.ant-modal-wrap');
    if (mask) fireEvent.click(mask);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('扫描设置')).toBeInTheDocument();
  });

  it('says when the scan agent is not there', () => {
    render(<ScanSettingsDialog open sources={[]} agentProblem="没有连接到扫描代理" onClose={() => {}} />);
    expect(screen.getByText('没有连接到扫描代理')).toBeInTheDocument();
    expect(screen.getByText('没有找到扫描仪')).toBeInTheDocument();
  });
});
