import {
  SCAN_AGENT_DEFAULT_PORT,
  SCAN_AGENT_NAME,
  ScanAgentHealth,
  ScanDoneEvent,
  ScanErrorEvent,
  ScanPageEvent,
  ScanSourceList,
  ScanStarted,
  type StartScanBody,
} from '@zhijuan/contracts';
import type { z } from 'zod';

/**
 * The scan agent on this PC (docs/scan-agent.md): the page calls it on localhost directly; it has no
 * account of its own and hands back the scanner's JPEG pages.
 */
export const AGENT_URL = `http://127.0.0.1:${SCAN_AGENT_DEFAULT_PORT}`;

export class AgentError extends Error {}

async function call<T>(schema: z.ZodType<T>, path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${AGENT_URL}${path}`, {
      ...init,
      headers: init?.body ? { 'content-type': 'application/json' } : undefined,
    });
  } catch {
    throw new AgentError('没有连接到扫描代理：请在连接扫描仪的电脑上运行扫描代理');
  }
  const body = (await res.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data?: unknown;
  } | null;
  if (!res.ok || body?.code !== 200) throw new AgentError(body?.message || '扫描代理出错');
  return schema.parse(body.data);
}

export async function agentAvailable(): Promise<boolean> {
  try {
    const h = await call(ScanAgentHealth, '/health', { signal: AbortSignal.timeout(1500) });
    return h.name === SCAN_AGENT_NAME;
  } catch {
    return false;
  }
}

export const listSources = () => call(ScanSourceList, '/sources');

export interface AgentScanHandlers {
  onPage: (page: ScanPageEvent, bytes: Blob) => Promise<void> | void;
  onDone: (pages: number) => void;
  onError: (message: string) => void;
}

/**
 * Scans with the chosen source (spec §4: select the source, scan, each page becomes a JPEG file, close
 * the source). Pages are handed over in order; the next is fetched only after the last was taken.
 * Returns a function that stops listening and closes the source.
 */
export async function scanWith(body: StartScanBody, h: AgentScanHandlers): Promise<() => void> {
  const { scanId } = await call(ScanStarted, '/scans', { method: 'POST', body: JSON.stringify(body) });
  const events = new EventSource(`${AGENT_URL}/scans/${encodeURIComponent(scanId)}/events`);
  let chain = Promise.resolve();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    events.close();
    void fetch(`${AGENT_URL}/scans/${encodeURIComponent(scanId)}`, { method: 'DELETE' }).catch(
      () => undefined,
    );
  };
  events.addEventListener('page', (e) => {
    const page = ScanPageEvent.parse(JSON.parse((e as MessageEvent).data));
    chain = chain.then(async () => {
      const res = await fetch(`${AGENT_URL}/scans/${encodeURIComponent(scanId)}/pages/${page.index}`);
      if (!res.ok) throw new AgentError(`第 ${page.index} 页读取失败`);
      await h.onPage(page, await res.blob());
    });
  });
  events.addEventListener('done', (e) => {
    const { pages } = ScanDoneEvent.parse(JSON.parse((e as MessageEvent).data));
    chain.then(
      () => {
        h.onDone(pages);
        close();
      },
      (err: unknown) => {
        h.onError(err instanceof Error ? err.message : '扫描失败');
        close();
      },
    );
  });
  events.addEventListener('error', (e) => {
    const data = (e as MessageEvent).data;
    if (typeof data === 'string') {
      h.onError(ScanErrorEvent.parse(JSON.parse(data)).message);
      close();
    } else if (events.readyState === EventSource.CLOSED && !closed) {
      h.onError('与扫描代理的连接断开了');
      close();
    }
  });
  return close;
}
