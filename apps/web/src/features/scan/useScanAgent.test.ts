import { act, renderHook, waitFor } from '@testing-library/react';
import { SCAN_AGENT_NAME } from '@zhijuan/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_ABSENT, useScanAgent } from './useScanAgent';

const SCANNER = { id: 'escl-1', name: '办公室扫描仪', kind: 'escl' as const };
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('the scan agent is looked for only when a person asks for the scanner', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing to localhost on its own, then looks once and keeps the scanners', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/health') ? envelope({ name: SCAN_AGENT_NAME, version: '1' }) : envelope([SCANNER]),
    );
    const { result } = renderHook(() => useScanAgent());
    expect(result.current.status).toBe('unknown');
    expect(fetchMock).not.toHaveBeenCalled();

    let sources: unknown;
    await act(async () => {
      sources = await result.current.probe();
    });
    expect(sources).toEqual([SCANNER]);
    expect(result.current).toMatchObject({ status: 'ready', sources: [SCANNER], problem: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await act(async () => {
      await result.current.probe();
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says the agent is not there, and looks again on the next request', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useScanAgent());
    await act(async () => {
      await result.current.probe();
    });
    await waitFor(() => expect(result.current.status).toBe('absent'));
    expect(result.current.problem).toBe(AGENT_ABSENT);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await result.current.probe();
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
