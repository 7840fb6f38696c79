import type { ScanRequest } from '@zhijuan/contracts';
import { AgentError, messageOf } from '../errors';
import { TEXT } from '../messages';
import type { ScanJob } from '../sources/types';
import { normalisePage } from './normalise-page';
import type { Scan, ScanStore } from './scan-store';

/**
 * Pulls pages from the scanner into the scan until the feeder is empty, then tells `done`; any fault
 * becomes an `error` event with the pages so far kept. The scanner is released before the outcome is
 * told, so a page that hears `done` or `error` may start the next scan at once.
 */
export async function runScan(
  scan: Scan,
  job: ScanJob,
  request: ScanRequest,
  store: ScanStore,
  log: (line: string) => void,
): Promise<void> {
  let tellOutcome: () => void;
  try {
    for (let raw = await job.nextPage(); raw && !scan.isClosed; raw = await job.nextPage()) {
      store.assertRoomForPage();
      scan.addPage(await normalisePage(raw, request));
    }
    if (!scan.isClosed && scan.pages.length === 0) throw new AgentError(409, TEXT.noPages);
    tellOutcome = () => scan.finish();
  } catch (error) {
    if (!scan.isClosed && !(error instanceof AgentError)) log(`scan ${scan.id} failed: ${String(error)}`);
    tellOutcome = () => scan.fail(messageOf(error, TEXT.chooseScannerAgain));
  }
  await job.close().catch(() => {});
  // A deleted scan aborted its own scanner requests; there is no one left to tell.
  if (scan.isClosed) return;
  tellOutcome();
  store.forgetLater(scan.id);
}
