import { useSyncExternalStore } from 'react';

/** Below this width (antd's `md` breakpoint) the shell turns into its phone layout. */
export const NARROW_MAX_WIDTH = 767.98;
const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;

/**
 * True on screens narrower than 768 CSS px (phones, and tablets in portrait below that): the left
 * navigation becomes a drawer and the right tool bar one button. Read from a media query, so the
 * first render is already right (no wide frame flashing on a phone).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
