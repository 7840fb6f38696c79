import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  EMPTY_ENTRY,
  entryOf,
  FULL_MARKS_KEY,
  parseEntry,
  pressKey,
  type ScoreEntry,
  toggleHalf,
  ZERO_KEY,
} from './scoreEntry';

/** Keys typed into a field, a button being activated, or with a modifier are not score entry. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Submits a valid score, or shows why the entry is not one. */
function submitEntry(
  e: ScoreEntry,
  max: number,
  onSubmit: (score: number) => void,
  setEntry: (e: ScoreEntry) => void,
) {
  const parsed = parseEntry(e, max);
  if ('error' in parsed) setEntry({ ...e, error: parsed.error });
  else onSubmit(parsed.score);
}

/**
 * Score entry of one answer, keyboard first: digits, "." for half a point, Backspace, F 满分, Z 零分,
 * Enter submits. The keypad does the same for the mouse. `disabled` while a dialog has the keyboard.
 */
export function ScorePad({
  maxScore,
  initial,
  disabled,
  submitLabel = '提交并下一份',
  onSubmit,
}: {
  submitLabel?: string;
  maxScore: number;
  initial: number | null;
  disabled?: boolean;
  onSubmit: (score: number) => void;
}) {
  const [entry, setEntry] = useState<ScoreEntry>(() =>
    initial === null ? EMPTY_ENTRY : entryOf(initial, maxScore),
  );
  const latest = useRef({ entry, maxScore, onSubmit, disabled });
  latest.current = { entry, maxScore, onSubmit, disabled };

  const submit = (e: ScoreEntry) =>
    submitEntry(e, latest.current.maxScore, latest.current.onSubmit, setEntry);

  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const { entry: e, maxScore: max, disabled: off } = latest.current;
      if (off || ev.ctrlKey || ev.metaKey || ev.altKey || isTypingTarget(ev.target)) return;
      if (ev.key === 'Enter') {
        // A focused button would also take Enter as a click: the score goes once.
        ev.preventDefault();
        submitEntry(e, max, latest.current.onSubmit, setEntry);
        return;
      }
      const next = pressKey(e, ev.key, max);
      if (!next) return;
      ev.preventDefault();
      setEntry(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const whole = Math.floor(maxScore);
  const numbers = Array.from({ length: whole + 1 }, (_, i) => i);
  return (
    <div className="zj-score">
      <output className={`zj-score-display${entry.error ? ' is-error' : ''}`} aria-label="当前分数">
        <span className={`zj-score-value${entry.text ? '' : ' is-empty'}`} data-testid="score-value">
          {entry.text || '—'}
        </span>
        <span className="zj-score-max">/ {maxScore} 分</span>
      </output>
      <div className="zj-score-error" role="alert">
        {entry.error ?? ''}
      </div>
      <div className={`zj-score-keys${whole > 20 ? ' is-dense' : ''}`}>
        {numbers.map((n) => (
          <Button key={n} onClick={() => setEntry(entryOf(n, maxScore))} tabIndex={-1}>
            {n}
          </Button>
        ))}
      </div>
      <div className="zj-score-extra">
        <Button onClick={() => setEntry(toggleHalf(entry, maxScore))} tabIndex={-1}>
          +0.5
        </Button>
        <Button onClick={() => setEntry(entryOf(maxScore, maxScore))} tabIndex={-1}>
          满分 <kbd>{FULL_MARKS_KEY}</kbd>
        </Button>
        <Button onClick={() => setEntry(entryOf(0, maxScore))} tabIndex={-1}>
          零分 <kbd>{ZERO_KEY}</kbd>
        </Button>
      </div>
      <Button type="primary" size="large" block onClick={() => submit(entry)} tabIndex={-1}>
        {submitLabel} <kbd>Enter</kbd>
      </Button>
    </div>
  );
}
