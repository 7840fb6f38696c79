import type { ScanSource } from '@zhijuan/contracts';
import { useCallback, useRef, useState } from 'react';
import { agentAvailable, listSources } from './agent';

export const AGENT_ABSENT = '没有连接到扫描代理：可以上传扫描好的文件，或在连接扫描仪的电脑上运行扫描代理';
export const NO_SCANNER = '扫描代理没有找到扫描仪';

export interface ScanAgent {
  /** 'unknown' until a person asks for the scanner; then looked for once. */
  status: 'unknown' | 'checking' | 'ready' | 'absent';
  sources: ScanSource[];
  /** Why scanning from the scanner cannot start, in Chinese; null when it can (or before looking). */
  problem: string | null;
  /** Looks for the agent (once; again only after it was not found) and answers its scanners. */
  probe: () => Promise<ScanSource[]>;
}

/**
 * The scan agent on this PC, looked for only when a person opens 扫描设置 or presses 扫描仪扫描: a
 * request to a localhost port nobody listens on is logged by the browser as an error whatever the
 * page does with it, so /scan does not look for the agent on every visit (most teachers upload files).
 */
export function useScanAgent(): ScanAgent {
  const [status, setStatus] = useState<ScanAgent['status']>('unknown');
  const [sources, setSources] = useState<ScanSource[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef<Promise<ScanSource[]> | null>(null);

  const probe = useCallback(() => {
    if (found.current) return found.current;
    setStatus('checking');
    const looking = (async () => {
      if (!(await agentAvailable())) throw new Error(AGENT_ABSENT);
      return listSources();
    })();
    found.current = looking.then(
      (list) => {
        setSources(list);
        setProblem(list.length ? null : NO_SCANNER);
        setStatus('ready');
        // No scanner yet (switched off, not plugged in): the next request looks again.
        if (!list.length) found.current = null;
        return list;
      },
      (err: unknown) => {
        found.current = null;
        setSources([]);
        setProblem(err instanceof Error && err.message ? err.message : AGENT_ABSENT);
        setStatus('absent');
        return [];
      },
    );
    return found.current;
  }, []);

  return { status, sources, problem, probe };
}
