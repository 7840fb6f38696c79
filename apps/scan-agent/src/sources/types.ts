import type { ScanRequest, ScanSource } from '@zhijuan/contracts';

/** One running scan on a scanner: pages come out one by one until the feeder is empty. */
export interface ScanJob {
  /** The next page as the scanner sent it (usually JPEG), or null when there are no more. */
  nextPage(): Promise<Buffer | null>;
  /** Stops the scan if it still runs and releases the scanner. Safe to call more than once. */
  close(): Promise<void>;
}

/** A kind of scanner connection (eSCL over the network, SANE on this computer). */
export interface ScanDriver {
  list(): Promise<ScanSource[]>;
  /** Whether `sourceId` is one of this driver's (prefix check only, no I/O). */
  owns(sourceId: string): boolean;
  /** Starts scanning on the source; throws AgentError when it cannot. */
  open(sourceId: string, request: ScanRequest): Promise<ScanJob>;
}
