import type { ScanRequest } from '@zhijuan/contracts';
import { AgentError, messageOf } from '../errors';
import { TEXT } from '../messages';
import type { ScanJob } from '../sources/types';
import { normalisePage } from './normalise-page';
import type { Scan, ScanStore } from './scan-store';

/**
 * Pulls pages from the scanner into the scan until the feeder is empty, then tells `done`; any fault
 * becomes an `error` event with the pages so far kept. The scanner is released in every case.
 */
export async function runScan(
  scan: Scan,
  job: ScanJob,
  request: ScanRequest,
  store: ScanStore,
  log: (line: string) => void,
): Promise<void> {
  try {
    for (let raw = await job.nextPage(); raw && !scan.isClosed; raw = await job.nextPage()) {
      store.assertRoomForPage();
      scan.addPage(await normalisePage(raw, request));
    }
    if (scan.isClosed) return;
    if (scan.pages.length === 0) throw new AgentError(409, TEXT.noPages);
    scan.finish();
  } catch (error) {
    // A deleted scan aborts its scanner requests; that is not a fault to report.
    if (scan.isClosed) return;
    if (!(error instanceof AgentError)) log(`scan ${scan.id} failed: ${String(error)}`);
    scan.fail(messageOf(error, TEXT.chooseScannerAgain));
  } finally {
    await job.close().catch(() => {});
  }
}
