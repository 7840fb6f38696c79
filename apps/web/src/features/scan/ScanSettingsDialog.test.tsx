import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEY, useLocal } from '../../stores/local';
import { ScanSettingsDialog, scanDialogWidth } from './ScanSettingsDialog';

const sources = [
  { id: 'escl:1', name: 'HP LaserJet MFP', kind: 'escl' as const },
  { id: 'sane:2', name: 'Canon DR-C240', kind: 'sane' as const },
];

beforeEach(() => {
  localStorage.clear();
  useLocal.getState().reset();
});

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
    const [, adaptiveNo, subjectYes] = screen.getAllByRole('radio');
    await user.click(adaptiveNo!);
    expect(await screen.findByText('纸张大小')).toBeInTheDocument();
    await user.click(screen.getByLabelText('B5'));
    await user.click(subjectYes!);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const stored = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEY)!).state;
    expect(stored).toMatchObject({ scannerModel: 1, radioType: 2, pageSize: 2, scanSubject: true });
  });

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
