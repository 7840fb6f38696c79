import { randomUUID } from 'node:crypto';
import type { ScanEvent } from '@zhijuan/contracts';
import { AgentError } from '../errors';
import { TEXT } from '../messages';
import type { ScanJob } from '../sources/types';

export interface StoredPage {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Someone reading the events of a scan (an SSE connection). */
export interface ScanListener {
  /** `seq` counts events from 1; SSE sends it as the event id. */
  event(event: ScanEvent, seq: number): void;
  /** The scan was deleted; no more events will come. */
  end(): void;
}

/** scan-0001.jpg for page 1. */
export const pageName = (index: number) => `scan-${String(index).padStart(4, '0')}.jpg`;

/** One scan: its pages in memory and the events told so far, replayed to late subscribers. */
export class Scan {
  readonly id = randomUUID();
  readonly events: ScanEvent[] = [];
  readonly pages: StoredPage[] = [];
  private readonly listeners = new Set<ScanListener>();
  private job: ScanJob | null = null;
  private closed = false;

  constructor(readonly sourceId: string) {}

  get isClosed(): boolean {
    return this.closed;
  }

  /** Done or failed: no more events will come. */
  get isFinished(): boolean {
    const last = this.events.at(-1);
    return last !== undefined && last.type !== 'page';
  }

  attach(job: ScanJob): void {
    this.job = job;
  }

  addPage(page: Omit<StoredPage, 'name'>): void {
    const index = this.pages.length + 1;
    const stored = { ...page, name: pageName(index) };
    this.pages.push(stored);
    this.emit({
      type: 'page',
      data: { index, name: stored.name, size: page.bytes.length, width: page.width, height: page.height },
    });
  }

  finish(): void {
    this.emit({ type: 'done', data: { pages: this.pages.length } });
  }

  fail(message: string): void {
    this.emit({ type: 'error', data: { message } });
  }

  /**
   * Replays the events after `afterSeq` (0 for all), then keeps `listener` told until the scan finishes.
   * Replay and registration happen in one synchronous step, so no page is missed or told twice.
   */
  subscribe(listener: ScanListener, afterSeq: number): () => void {
    this.events.forEach((event, i) => {
      if (i + 1 > afterSeq) listener.event(event, i + 1);
    });
    if (this.isFinished || this.closed) return () => {};
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the scanner if it still scans, ends the event streams and drops the pages. */
  async close(): Promise<void> {
    this.closed = true;
    for (const listener of this.listeners) listener.end();
    this.listeners.clear();
    this.pages.length = 0;
    await this.job?.close();
  }

  private emit(event: ScanEvent): void {
    if (this.closed || this.isFinished) return;
    this.events.push(event);
    const seq = this.events.length;
    for (const listener of this.listeners) listener.event(event, seq);
    if (this.isFinished) this.listeners.clear();
  }
}

/**
 * How long a finished scan's pages stay after it ended. The page fetches them as they arrive; this only
 * frees what a closed tab never deleted, so the page bound is not reached for good.
 */
export const KEEP_FINISHED_MS = 60 * 60 * 1000;

/** The scans the agent holds, with the bound on pages kept in memory. */
export class ScanStore {
  private readonly scans = new Map<string, Scan>();

  constructor(
    private readonly maxPages: number,
    private readonly keepFinishedMs = KEEP_FINISHED_MS,
  ) {}

  /** Pages held by all scans; each scanned page at 300 dpi is about 0.5–2 MB. */
  heldPages(): number {
    let total = 0;
    for (const scan of this.scans.values()) total += scan.pages.length;
    return total;
  }

  /**
   * Registers a new scan on `sourceId` before the scanner is touched, so that two quick clicks cannot
   * start two jobs on one scanner.
   */
  create(sourceId: string): Scan {
    for (const scan of this.scans.values()) {
      if (scan.sourceId === sourceId && !scan.isFinished) throw new AgentError(409, TEXT.sourceBusy);
    }
    this.assertRoomForPage();
    const scan = new Scan(sourceId);
    this.scans.set(scan.id, scan);
    return scan;
  }

  assertRoomForPage(): void {
    if (this.heldPages() >= this.maxPages) throw new AgentError(409, TEXT.tooManyPagesHeld(this.maxPages));
  }

  get(scanId: string): Scan {
    const scan = this.scans.get(scanId);
    if (!scan) throw new AgentError(404, TEXT.scanNotFound);
    return scan;
  }

  /** Closes the scan and forgets it and its pages. */
  async delete(scanId: string): Promise<void> {
    const scan = this.get(scanId);
    this.scans.delete(scanId);
    await scan.close();
  }

  /** Forgets a finished scan once it has been kept long enough, unless it was deleted before. */
  forgetLater(scanId: string): void {
    const timer = setTimeout(() => {
      const scan = this.scans.get(scanId);
      if (!scan) return;
      this.scans.delete(scanId);
      void scan.close();
    }, this.keepFinishedMs);
    // A pending clean-up must not keep the agent running.
    timer.unref();
  }

  /** Closes every scan (agent shutting down). */
  async closeAll(): Promise<void> {
    const scans = [...this.scans.values()];
    this.scans.clear();
    await Promise.all(scans.map((scan) => scan.close()));
  }
}
