import type { BlockProgress, MarkingTask } from '@zhijuan/contracts';

/**
 * The marking queue of one 题块: the answer on screen and the next one, asked for ahead so that
 * marking never waits on the network. Pure; `useMarkingQueue` drives it with the server.
 */
export interface QueueState {
  /** The answer on screen. */
  current: MarkingTask | null;
  /** Answers already handed to this page, next first (one, normally: the prefetched answer). */
  upcoming: MarkingTask[];
  /** Marks being saved: still held, so the server does not hand those answers out again meanwhile. */
  saving: string[];
  /** A request for the next answer is on its way. */
  requesting: boolean;
  /** The server's last answer was "nothing more for you". */
  drained: boolean;
  /** The last request failed; nothing more is asked until `retry`. */
  failed: boolean;
  /** The first answer (or the news that there is none) has come. */
  started: boolean;
  progress: BlockProgress | null;
}

export const initialQueue: QueueState = {
  current: null,
  upcoming: [],
  saving: [],
  requesting: false,
  drained: false,
  failed: false,
  started: false,
  progress: null,
};

export type QueueEvent =
  | { type: 'request' }
  | { type: 'receive'; task: MarkingTask | null; progress: BlockProgress }
  | { type: 'requestFailed' }
  | { type: 'retry' }
  /** The marker submitted the answer on screen: the next one moves up at once. */
  | { type: 'submit'; id: string }
  | { type: 'saved'; id: string; progress: BlockProgress }
  /**
   * Saving failed. A conflict (409: changed elsewhere, lease lost) drops the answer; any other failure
   * puts it back on screen so the marker can send it again.
   */
  | { type: 'saveFailed'; task: MarkingTask; conflict: boolean };

/** The server takes at most five held ids. */
const MAX_HOLDING = 5;

/** Ids the page holds (on screen, ahead, being saved), sent as `holding` so the server hands out another. */
export function holdingOf(s: QueueState): string[] {
  const ids = [s.current?.id, ...s.upcoming.map((t) => t.id), ...s.saving].filter((id): id is string => !!id);
  return [...new Set(ids)].slice(0, MAX_HOLDING);
}

/** Whether to ask the server for another answer now: one on screen and one ahead is the goal. */
export function wantsNext(s: QueueState): boolean {
  return !s.requesting && !s.failed && !s.drained && (s.current === null || s.upcoming.length === 0);
}

/** Nothing on screen and nothing more to come (本题已阅完, or the rest is with other markers). */
export function isFinished(s: QueueState): boolean {
  return s.started && s.current === null && s.drained && !s.requesting && !s.failed;
}

/**
 * Progress from two answers that may cross on the way (a next request sent before a save came back):
 * counts only grow while marking, so the larger ones are the newer.
 */
export function latestProgress(old: BlockProgress | null, next: BlockProgress): BlockProgress {
  if (!old) return next;
  return {
    total: next.total,
    marked: Math.max(old.marked, next.marked),
    myMarked: Math.max(old.myMarked, next.myMarked),
  };
}

export function queueReducer(s: QueueState, e: QueueEvent): QueueState {
  switch (e.type) {
    case 'request':
      return { ...s, requesting: true };
    case 'requestFailed':
      return { ...s, requesting: false, failed: true };
    case 'retry':
      return { ...s, failed: false, drained: false };
    case 'receive': {
      const base = {
        ...s,
        requesting: false,
        started: true,
        progress: latestProgress(s.progress, e.progress),
      };
      if (!e.task) return { ...base, drained: true };
      const held = new Set(holdingOf(s));
      // The server gave back an answer the page already has: asking again would loop.
      if (held.has(e.task.id)) return { ...base, drained: true };
      if (!s.current) return { ...base, current: e.task, drained: false };
      return { ...base, upcoming: [...s.upcoming, e.task], drained: false };
    }
    case 'submit': {
      if (s.current?.id !== e.id) return s;
      const [next = null, ...rest] = s.upcoming;
      // With nothing ahead, ask once more: answers may have come free since the last request.
      return {
        ...s,
        current: next,
        upcoming: rest,
        saving: [...s.saving, e.id],
        drained: next ? s.drained : false,
      };
    }
    case 'saved':
      return {
        ...s,
        saving: s.saving.filter((id) => id !== e.id),
        progress: latestProgress(s.progress, e.progress),
      };
    case 'saveFailed': {
      const saving = s.saving.filter((id) => id !== e.task.id);
      if (e.conflict) return { ...s, saving };
      const upcoming = s.current ? [s.current, ...s.upcoming] : s.upcoming;
      return { ...s, saving, current: e.task, upcoming };
    }
  }
}
