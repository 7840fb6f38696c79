import type { QuestionDetail } from '@zhijuan/contracts';

/** The most ids one `POST /question/details` carries (the server's limit). */
export const DETAILS_PER_CALL = 200;

/** Said for a question the bank no longer has, or the caller may not see. */
export const GONE = '试题不存在或已删除';

interface Waiter {
  resolve: (detail: QuestionDetail) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the detail reads asked for within one tick (a paper's questions mounting together) into
 * calls of up to 200 ids each, instead of one request per question. An id the answer leaves out is
 * rejected with {@link GONE}; a failed call rejects every id it carried.
 */
export function createDetailLoader(fetchMany: (ids: string[]) => Promise<QuestionDetail[]>) {
  let pending = new Map<string, Waiter[]>();
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const ids = [...batch.keys()];
    const calls: Promise<void>[] = [];
    for (let i = 0; i < ids.length; i += DETAILS_PER_CALL) {
      const chunk = ids.slice(i, i + DETAILS_PER_CALL);
      calls.push(
        fetchMany(chunk).then(
          (details) => {
            const byId = new Map(details.map((d) => [d.id, d]));
            for (const id of chunk) {
              const detail = byId.get(id);
              for (const w of batch.get(id)!) {
                if (detail) w.resolve(detail);
                else w.reject(new Error(GONE));
              }
            }
          },
          (error: unknown) => {
            for (const id of chunk) for (const w of batch.get(id)!) w.reject(error);
          },
        ),
      );
    }
    await Promise.all(calls);
  }

  return (id: string): Promise<QuestionDetail> =>
    new Promise((resolve, reject) => {
      const waiters = pending.get(id) ?? [];
      waiters.push({ resolve, reject });
      pending.set(id, waiters);
      if (!scheduled) {
        scheduled = true;
        setTimeout(() => void flush(), 0);
      }
    });
}
