import { describe, expect, it } from 'vitest';
import {
  holdingOf,
  initialQueue,
  isFinished,
  type QueueEvent,
  type QueueState,
  queueReducer,
  wantsNext,
} from './queue';
import { task } from './testTask';

const progress = (marked: number) => ({ total: 10, marked, myMarked: marked });
const run = (events: QueueEvent[], from: QueueState = initialQueue) => events.reduce(queueReducer, from);
const receive = (id: string | null, marked = 0): QueueEvent => ({
  type: 'receive',
  task: id ? task(id) : null,
  progress: progress(marked),
});

describe('marking queue (prefetch)', () => {
  it('asks for the first answer, then for one ahead while the first is on screen', () => {
    expect(wantsNext(initialQueue)).toBe(true);
    expect(holdingOf(initialQueue)).toEqual([]);
    const asking = run([{ type: 'request' }]);
    expect(wantsNext(asking)).toBe(false);
    const first = run([receive('A')], asking);
    expect(first.current?.id).toBe('A');
    expect(wantsNext(first)).toBe(true);
    expect(holdingOf(first)).toEqual(['A']);
    const both = run([{ type: 'request' }, receive('B')], first);
    expect(both.upcoming.map((t) => t.id)).toEqual(['B']);
    expect(wantsNext(both)).toBe(false);
    expect(holdingOf(both)).toEqual(['A', 'B']);
  });

  it('moves the prefetched answer up on submit without waiting, holding the one being saved', () => {
    const s = run([receive('A'), receive('B'), { type: 'submit', id: 'A' }]);
    expect(s.current?.id).toBe('B');
    expect(s.upcoming).toEqual([]);
    expect(holdingOf(s)).toEqual(['B', 'A']);
    expect(wantsNext(s)).toBe(true);
    const saved = run([{ type: 'saved', id: 'A', progress: progress(1) }], s);
    expect(holdingOf(saved)).toEqual(['B']);
    expect(saved.progress).toEqual(progress(1));
  });

  it('keeps the answer on screen when the server has nothing more, and asks again after it is marked', () => {
    const s = run([receive('A'), receive(null)]);
    expect(s.current?.id).toBe('A');
    expect(s.drained).toBe(true);
    expect(wantsNext(s)).toBe(false);
    const after = run([{ type: 'submit', id: 'A' }], s);
    expect(after.current).toBeNull();
    expect(wantsNext(after)).toBe(true);
    expect(isFinished(after)).toBe(false);
    const done = run([{ type: 'request' }, receive(null, 10)], after);
    expect(isFinished(done)).toBe(true);
    expect(wantsNext(done)).toBe(false);
  });

  it('is finished at once when there is nothing to mark', () => {
    expect(isFinished(run([{ type: 'request' }, receive(null, 10)]))).toBe(true);
  });

  it('ignores an answer the page already holds instead of asking forever', () => {
    const s = run([receive('A'), receive('A')]);
    expect(s.upcoming).toEqual([]);
    expect(wantsNext(s)).toBe(false);
  });

  it('drops an answer refused with a conflict and puts one that failed otherwise back on screen', () => {
    const submitted = run([receive('A'), receive('B'), { type: 'submit', id: 'A' }]);
    const conflict = run([{ type: 'saveFailed', task: task('A'), conflict: true }], submitted);
    expect(conflict.current?.id).toBe('B');
    expect(holdingOf(conflict)).toEqual(['B']);
    const failed = run(
      [{ type: 'saveFailed', task: { ...task('A'), score: 7 }, conflict: false }],
      submitted,
    );
    expect(failed.current).toMatchObject({ id: 'A', score: 7 });
    expect(failed.upcoming.map((t) => t.id)).toEqual(['B']);
  });

  it('keeps the newer progress when a next answer and a save cross', () => {
    const s = run([receive('A', 3), receive('B', 3), { type: 'submit', id: 'A' }]);
    const saved = run([{ type: 'saved', id: 'A', progress: progress(4) }, receive('C', 3)], s);
    expect(saved.progress).toEqual(progress(4));
  });

  it('stops after a failed request until retried', () => {
    const s = run([{ type: 'request' }, { type: 'requestFailed' }]);
    expect(wantsNext(s)).toBe(false);
    expect(wantsNext(run([{ type: 'retry' }], s))).toBe(true);
  });

  it('holds at most five answers', () => {
    let s = run([receive('A')]);
    s = { ...s, saving: ['S1', 'S2', 'S3', 'S4', 'S5'] };
    expect(holdingOf(s)).toEqual(['A', 'S1', 'S2', 'S3', 'S4']);
  });
});
