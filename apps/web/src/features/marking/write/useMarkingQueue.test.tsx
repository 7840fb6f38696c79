import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeServer, ok } from '../../../test/fakeServer';
import { task } from './testTask';
import { useMarkingQueue } from './useMarkingQueue';

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../api/toast', () => toasts);
vi.mock('../imageCache', () => ({ preloadImages: vi.fn() }));

const progress = { total: 10, marked: 0, myMarked: 0 };
let server: ReturnType<typeof installFakeServer> | null = null;
afterEach(() => server?.restore());

describe('useMarkingQueue against the server', () => {
  it('keeps one answer ahead, sends what it holds, and saves without waiting', async () => {
    const bodies: unknown[] = [];
    const handed = ['A', 'B', 'C'];
    let saveReply = ok({ task: task('A'), progress: { ...progress, marked: 1, myMarked: 1 } });
    server = installFakeServer((call, config) => {
      if (call.startsWith('POST /teacher/marking/a1/block/23%2F24/next')) {
        bodies.push(JSON.parse(config.data));
        const id = handed.shift();
        return ok({ task: id ? task(id) : null, progress });
      }
      if (call.startsWith('PUT /teacher/marking/task/')) return saveReply;
      return fail(404, 'no');
    });
    const { result } = renderHook(() => useMarkingQueue('a1', '23/24', 1));
    await waitFor(() => expect(result.current.state.upcoming.map((t) => t.id)).toEqual(['B']));
    expect(result.current.state.current?.id).toBe('A');
    expect(bodies).toEqual([
      { holding: [], round: 1 },
      { holding: ['A'], round: 1 },
    ]);

    act(() =>
      result.current.submit(task('A'), { score: 5, annotations: [], problem: null, tags: [], version: 1 }),
    );
    // The prefetched answer is on screen at once, before the save has come back.
    expect(result.current.state.current?.id).toBe('B');
    await waitFor(() => expect(result.current.state.upcoming.map((t) => t.id)).toEqual(['C']));
    expect(bodies[2]).toEqual({ holding: ['B', 'A'], round: 1 });
    await waitFor(() => expect(result.current.state.progress?.myMarked).toBe(1));

    saveReply = fail(409, '这份答卷已被他人修改');
    act(() =>
      result.current.submit(task('B'), { score: 2, annotations: [], problem: null, tags: [], version: 1 }),
    );
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith('这份答卷已被他人修改，已为您载入下一份'),
    );
    expect(result.current.state.current?.id).toBe('C');
  });
});
