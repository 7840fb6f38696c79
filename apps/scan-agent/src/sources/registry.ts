import type { ScanRequest, ScanSource } from '@zhijuan/contracts';
import { AgentError } from '../errors';
import { TEXT } from '../messages';
import type { ScanDriver, ScanJob } from './types';

/** All scanners the agent can reach, whatever the connection. */
export class SourceRegistry {
  constructor(private readonly drivers: readonly ScanDriver[]) {}

  async list(): Promise<ScanSource[]> {
    const lists = await Promise.all(this.drivers.map((d) => d.list()));
    return lists.flat();
  }

  /** Starts scanning on `sourceId`; an id no driver knows is the spec's 请重新选择扫描仪. */
  open(sourceId: string, request: ScanRequest): Promise<ScanJob> {
    const driver = this.drivers.find((d) => d.owns(sourceId));
    if (!driver) throw new AgentError(400, TEXT.chooseScannerAgain);
    return driver.open(sourceId, request);
  }
}
