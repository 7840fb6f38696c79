import { type Dispatch, useEffect } from 'react';
import type { FixAction } from './form';

/**
 * One key per decision: the option letters toggle the active question, Space clears it, ↑↓ move between
 * questions, Enter saves the page and goes to the next one. Keys typed into a field are left alone.
 */
export function useFixKeys({
  enabled,
  flagged,
  active,
  optionsOf,
  dispatch,
  saving,
  submit,
}: {
  enabled: boolean;
  flagged: string[];
  active: number;
  optionsOf: (question: string) => string[];
  dispatch: Dispatch<FixAction>;
  saving: boolean;
  submit: () => void;
}) {
  // Registered again on every render, so the handler always sees the current answers and focus.
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('input, textarea, .ant-select')) return;
      const q = flagged[active];
      if (!q) return;
      const letter = e.key.toUpperCase();
      const options = optionsOf(q);
      if (options.includes(letter)) {
        e.preventDefault();
        dispatch({ type: 'toggle', question: q, option: letter, options });
      } else if (e.key === ' ') {
        e.preventDefault();
        dispatch({ type: 'set', question: q, value: '' });
      } else if (e.key === 'ArrowDown') {
        e.preventDefault();
        dispatch({ type: 'move', by: 1, count: flagged.length });
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        dispatch({ type: 'move', by: -1, count: flagged.length });
      } else if (e.key === 'Enter' && !saving) {
        e.preventDefault();
        submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
