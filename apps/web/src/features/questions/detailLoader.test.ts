import type { QuestionDetail } from '@zhijuan/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createDetailLoader, GONE } from './detailLoader';

const detail = (id: string) => ({ id }) as QuestionDetail;

describe('createDetailLoader', () => {
  it('reads the ids asked for in one tick together, 200 a call, and answers each its own', async () => {
    const fetchMany = vi.fn(async (ids: string[]) => ids.filter((id) => id !== 'gone').map(detail));
    const load = createDetailLoader(fetchMany);
    const ids = Array.from({ length: 250 }, (_, i) => `q${i}`);
    const all = Promise.all(ids.map(load));
    const twice = load('q3');
    const gone = load('gone');
    expect(await all).toEqual(ids.map(detail));
    expect(await twice).toEqual(detail('q3'));
    await expect(gone).rejects.toThrow(GONE);
    expect(fetchMany).toHaveBeenCalledTimes(2);
    expect(fetchMany.mock.calls[0]![0]).toHaveLength(200);
    expect(fetchMany.mock.calls[1]![0]).toHaveLength(51);
  });

  it('rejects every id of a call that failed, and starts a new batch afterwards', async () => {
    const fetchMany = vi
      .fn()
      .mockRejectedValueOnce(new Error('网络错误'))
      .mockResolvedValue([detail('b')]);
    const load = createDetailLoader(fetchMany);
    await expect(Promise.all([load('a'), load('b')])).rejects.toThrow('网络错误');
    expect(await load('b')).toEqual(detail('b'));
    expect(fetchMany).toHaveBeenCalledTimes(2);
  });
});
