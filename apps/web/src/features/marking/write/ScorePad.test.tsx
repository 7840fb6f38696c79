import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScorePad } from './ScorePad';
import { EMPTY_ENTRY, parseEntry, pressKey, type ScoreEntry } from './scoreEntry';

const typed = (keys: string[], max = 12): ScoreEntry =>
  keys.reduce<ScoreEntry>((e, k) => pressKey(e, k, max) ?? e, EMPTY_ENTRY);

describe('score entry rules', () => {
  it('builds whole and half points from digits and "."', () => {
    expect(typed(['1', '0']).text).toBe('10');
    expect(typed(['7', '.']).text).toBe('7.5');
    expect(typed(['7', '.', '5']).text).toBe('7.5');
    expect(typed(['.', '5']).text).toBe('0.5');
    expect(typed(['0', '8']).text).toBe('8');
    expect(typed(['3', '.', '5', '5']).text).toBe('3.5');
  });

  it('takes back a digit or the half with Backspace, everything with Escape', () => {
    expect(typed(['1', '2', 'Backspace']).text).toBe('1');
    expect(typed(['4', '.', 'Backspace']).text).toBe('4');
    expect(typed(['4', 'Escape']).text).toBe('');
  });

  it('gives full marks with F and zero with Z, in either case', () => {
    expect(typed(['3', 'f']).text).toBe('12');
    expect(typed(['F']).text).toBe('12');
    expect(typed(['9', 'z']).text).toBe('0');
    expect(typed(['.'], 7.5).text).toBe('0.5');
  });

  it('leaves other keys to the page', () => {
    expect(pressKey(EMPTY_ENTRY, 'a', 10)).toBeNull();
    expect(pressKey(EMPTY_ENTRY, 'ArrowDown', 10)).toBeNull();
  });

  it('says when a score is above full marks or missing', () => {
    expect(typed(['1', '5']).error).toBe('分数不能超过满分 12 分');
    expect(typed(['1', '2', '.']).error).toBe('分数不能超过满分 12 分');
    expect(parseEntry(typed(['1', '5']), 12)).toEqual({ error: '分数不能超过满分 12 分' });
    expect(parseEntry(EMPTY_ENTRY, 12)).toEqual({ error: '请输入分数' });
    expect(parseEntry(typed(['6', '.']), 12)).toEqual({ score: 6.5 });
  });
});

describe('ScorePad', () => {
  it('submits what is typed on Enter', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ScorePad maxScore={12} initial={null} onSubmit={onSubmit} />);
    await user.keyboard('9.');
    expect(screen.getByTestId('score-value')).toHaveTextContent('9.5');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(9.5);
  });

  it('gives full marks with F and zero with Z', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ScorePad maxScore={8} initial={null} onSubmit={onSubmit} />);
    await user.keyboard('f');
    expect(screen.getByTestId('score-value')).toHaveTextContent('8');
    await user.keyboard('{Enter}');
    await user.keyboard('z{Enter}');
    expect(onSubmit.mock.calls).toEqual([[8], [0]]);
  });

  it('refuses a score above full marks with a message, and Backspace mends it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ScorePad maxScore={6} initial={null} onSubmit={onSubmit} />);
    await user.keyboard('7');
    expect(screen.getByRole('alert')).toHaveTextContent('分数不能超过满分 6 分');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await user.keyboard('5{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(5);
  });

  it('says 请输入分数 on Enter with nothing typed', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ScorePad maxScore={6} initial={null} onSubmit={onSubmit} />);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入分数');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('works with the keypad too, and starts from a revised answer’s score', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ScorePad maxScore={10} initial={4} onSubmit={onSubmit} />);
    expect(screen.getByTestId('score-value')).toHaveTextContent('4');
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: '+0.5' }));
    expect(screen.getByTestId('score-value')).toHaveTextContent('7.5');
    await user.click(screen.getByRole('button', { name: /提交并下一份/ }));
    expect(onSubmit).toHaveBeenCalledWith(7.5);
  });

  it('ignores keys while disabled or typed into a field', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <input aria-label="批注" />
        <ScorePad maxScore={10} initial={null} disabled onSubmit={onSubmit} />
      </>,
    );
    await user.keyboard('5{Enter}');
    expect(screen.getByTestId('score-value')).toHaveTextContent('—');
    rerender(
      <>
        <input aria-label="批注" />
        <ScorePad maxScore={10} initial={null} onSubmit={onSubmit} />
      </>,
    );
    await user.click(screen.getByLabelText('批注'));
    await user.keyboard('5');
    expect(screen.getByTestId('score-value')).toHaveTextContent('—');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
