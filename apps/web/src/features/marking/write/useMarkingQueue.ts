import type { MarkingTask, SubmitMarkBody } from '@zhijuan/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../../api/errors';
import { toastError } from '../../../api/toast';
import { type MarkingRound, nextTask, submitMark } from '../api';
import { preloadImages } from '../imageCache';
import { holdingOf, initialQueue, isFinished, queueReducer, wantsNext } from './queue';

/** What a failed save says: the server's reason for a conflict, else the client's text. */
export function saveFailureText(error: unknown): { text: string; conflict: boolean } {
  if (error instanceof ApiError && error.status === 409)
    return { text: `${error.message}，已为您载入下一份`, conflict: true };
  const reason = error instanceof Error ? error.message : '保存失败';
  return { text: `${reason}，这份答卷没有保存，请重新提交`, conflict: false };
}

/**
 * The queue of one 题块 against the server: keeps the answer on screen plus one asked for ahead
 * (its images loading), submits without waiting, and puts a failed answer back on screen.
 */
export function useMarkingQueue(assignmentId: string, block: string, round: MarkingRound, enabled = true) {
  const [state, dispatch] = useReducer(queueReducer, initialQueue);
  // One request at a time, also when React runs an effect twice in development.
  const asking = useRef(false);

  useEffect(() => {
    if (!enabled || !wantsNext(state) || asking.current) return;
    asking.current = true;
    dispatch({ type: 'request' });
    nextTask(assignmentId, block, holdingOf(state), round).then(
      (r) => {
        asking.current = false;
        dispatch({ type: 'receive', task: r.task, progress: r.progress });
      },
      () => {
        asking.current = false;
        dispatch({ type: 'requestFailed' });
      },
    );
  }, [state, assignmentId, block, round, enabled]);

  const ahead = state.upcoming[0];
  useEffect(() => {
    if (ahead) preloadImages(ahead.images);
  }, [ahead]);

  const submit = useCallback((task: MarkingTask, body: SubmitMarkBody) => {
    dispatch({ type: 'submit', id: task.id });
    submitMark(task.id, body).then(
      (r) => dispatch({ type: 'saved', id: task.id, progress: r.progress }),
      (error: unknown) => {
        const { text, conflict } = saveFailureText(error);
        toastError(text);
        // Back on screen as the marker left it, to send again.
        const left = {
          ...task,
          score: body.score,
          annotations: body.annotations,
          problem: body.problem,
          tags: body.tags,
        };
        dispatch({ type: 'saveFailed', task: left, conflict });
      },
    );
  }, []);

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);

  return { state, finished: isFinished(state), submit, retry };
}
