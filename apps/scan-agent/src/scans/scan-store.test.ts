import type { ScanEvent } from '@zhijuan/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgentError } from '../errors';
import type { ScanJob } from '../sources/types';
import { ScanStore } from './scan-store';

const page = { bytes: Buffer.from('jpeg'), width: 10, height: 20 };

function fakeJob(): ScanJob & { closed: number } {
  return {
    closed: 0,
    nextPage: async () => null,
    async close() {
      this.closed += 1;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('scan store', () => {
  it('tells a listener each event once: the past on subscribing, then the new ones', () => {
    const scan = new ScanStore(10).create('escl:a');
    scan.addPage(page);
    const heard: Array<[number, ScanEvent['type']]> = [];
    scan.subscribe({ event: (e, seq) => heard.push([seq, e.type]), end: () => {} }, 0);
    scan.addPage(page);
    scan.finish();
    scan.addPage(page);
    expect(heard).toEqual([
      [1, 'page'],
      [2, 'page'],
      [3, 'done'],
    ]);
    expect(scan.events.at(-1)).toEqual({ type: 'done', data: { pages: 2 } });
  });

  it('allows one unfinished scan per source and holds at most the bound of pages', () => {
    const store = new ScanStore(2);
    const scan = store.create('escl:a');
    expect(() => store.create('escl:a')).toThrow(AgentError);
    scan.addPage(page);
    scan.addPage(page);
    scan.finish();
    expect(store.heldPages()).toBe(2);
    expect(() => store.create('escl:b')).toThrow(/已保存 2 页/);
  });

  it('closes the scanner and ends listeners on delete', async () => {
    const store = new ScanStore(10);
    const scan = store.create('escl:a');
    const job = fakeJob();
    scan.attach(job);
    let ended = 0;
    scan.subscribe({ event: () => {}, end: () => (ended += 1) }, 0);
    await store.delete(scan.id);
    expect([job.closed, ended, scan.pages.length]).toEqual([1, 1, 0]);
    expect(() => store.get(scan.id)).toThrow('该次扫描不存在或已结束，请重新扫描');
  });

  it('forgets a finished scan after the keeping time', () => {
    vi.useFakeTimers();
    const store = new ScanStore(10, 1000);
    const scan = store.create('escl:a');
    scan.addPage(page);
    scan.finish();
    store.forgetLater(scan.id);
    vi.advanceTimersByTime(999);
    expect(store.get(scan.id)).toBe(scan);
    vi.advanceTimersByTime(1);
    expect(() => store.get(scan.id)).toThrow(AgentError);
    expect(store.heldPages()).toBe(0);
  });
});
