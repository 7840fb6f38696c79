import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DEFAULTS, LOCAL_STORAGE_KEY } from './local';

async function freshStore() {
  vi.resetModules();
  return (await import('./local')).useLocal;
}

describe('locally persisted state (spec §3, §9)', () => {
  afterEach(() => localStorage.clear());

  it('starts from the defaults: chapter type booknode, card status 1, nav expanded', async () => {
    const useLocal = await freshStore();
    expect(useLocal.getState()).toMatchObject(LOCAL_DEFAULTS);
    expect(LOCAL_DEFAULTS).toEqual({ chapterType: 'booknode', cardStatus: 1, navCollapsed: false });
  });

  it('saves as JSON and reads it back', async () => {
    const useLocal = await freshStore();
    useLocal.getState().patch({ navCollapsed: true, schoolYearId: 'y1' });
    const saved = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEY) ?? '{}');
    expect(saved.state).toMatchObject({ navCollapsed: true, schoolYearId: 'y1', chapterType: 'booknode' });
    const again = await freshStore();
    expect(again.getState()).toMatchObject({ navCollapsed: true, schoolYearId: 'y1' });
  });

  it('treats an unreadable or non-object value as {}', async () => {
    for (const raw of ['not json', '[1,2]', JSON.stringify({ state: 'x', version: 0 })]) {
      localStorage.setItem(LOCAL_STORAGE_KEY, raw);
      const useLocal = await freshStore();
      expect(useLocal.getState()).toMatchObject(LOCAL_DEFAULTS);
    }
  });

  it('reset returns to the defaults and forgets the rest', async () => {
    const useLocal = await freshStore();
    useLocal.getState().patch({ orgId: 'o', cardStatus: 3 });
    useLocal.getState().reset();
    expect(useLocal.getState().orgId).toBeUndefined();
    expect(useLocal.getState().cardStatus).toBe(1);
  });
});
