import { setTimeout as delay } from 'node:timers/promises';
import type { ScanRequest, ScanSource } from '@zhijuan/contracts';
import { AgentError } from '../errors';
import { TEXT } from '../messages';
import { pageSize } from '../page-sizes';
import {
  type EsclCapabilities,
  type EsclInputCaps,
  type EsclInputSource,
  type EsclScanSettings,
  parseCapabilities,
  parseStatus,
  scanSettingsXml,
} from './escl-xml';
import type { ScanDriver, ScanJob } from './types';

const ID_PREFIX = 'escl:';
/** Listing must stay quick even when a configured scanner is switched off. */
const LIST_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** A device may hold NextDocument open until the sheet has gone through. */
const PAGE_TIMEOUT_MS = 120_000;
/** Devices answer 503 while warming up or between sheets; how long to keep asking. */
const BUSY_RETRY_MS = 500;
const BUSY_PATIENCE_MS = 120_000;
/** Up to this much larger than the scanner's bed is taken as rounding and clamped. */
const REGION_TOLERANCE = 1.02;

/**
 * Network scanners speaking eSCL (Apple AirScan / Mopria), configured by base URL. Only configured
 * URLs can be scanned from, so a web page cannot make the agent fetch arbitrary addresses.
 */
export class EsclDriver implements ScanDriver {
  constructor(private readonly baseUrls: readonly string[]) {}

  owns(sourceId: string): boolean {
    return sourceId.startsWith(ID_PREFIX);
  }

  async list(): Promise<ScanSource[]> {
    return Promise.all(
      this.baseUrls.map(async (baseUrl) => {
        const caps = await readCapabilities(baseUrl, LIST_TIMEOUT_MS).catch(() => null);
        const host = new URL(baseUrl).host;
        const name = caps ? (caps.makeAndModel ?? host) : `${host}（未连接）`;
        return { id: ID_PREFIX + baseUrl, name, kind: 'escl' as const };
      }),
    );
  }

  async open(sourceId: string, request: ScanRequest): Promise<ScanJob> {
    const baseUrl = sourceId.slice(ID_PREFIX.length);
    if (!this.baseUrls.includes(baseUrl)) throw new AgentError(400, TEXT.chooseScannerAgain);
    const caps = await readCapabilities(baseUrl, REQUEST_TIMEOUT_MS);
    const jobUrl = await createJob(baseUrl, settingsFor(caps, request));
    return new EsclJob(baseUrl, jobUrl);
  }
}

/** The ScanSettings for a request on this device: feeder and duplex only where the device has them. */
export function settingsFor(caps: EsclCapabilities, request: ScanRequest): EsclScanSettings {
  const inputSource = inputFor(caps, request.feeder);
  const bed = inputSource === 'Feeder' ? caps.adf : caps.platen;
  return {
    version: caps.version ?? '2.0',
    inputSource,
    duplex: inputSource === 'Feeder' && request.duplex && caps.adfDuplex,
    resolution: request.resolution,
    colorMode: request.color === 'Gray' ? 'Grayscale8' : 'RGB24',
    region: request.adaptive ? null : regionFor(request, bed),
    documentFormat: 'image/jpeg',
  };
}

/**
 * The feeder when asked for and present. A flatbed-only scanner still scans (one page per job), and a
 * feeder-only one ignores "feeder off"; a device that lists neither gets what was asked.
 */
function inputFor(caps: EsclCapabilities, feeder: boolean): EsclInputSource {
  if (feeder) return caps.adf || !caps.platen ? 'Feeder' : 'Platen';
  return caps.platen || !caps.adf ? 'Platen' : 'Feeder';
}

function regionFor(request: ScanRequest, bed: EsclInputCaps | null): { width: number; height: number } {
  const paper = pageSize(request.pageSize);
  if (!bed) return { width: paper.width, height: paper.height };
  if (paper.width > bed.maxWidth * REGION_TOLERANCE || paper.height > bed.maxHeight * REGION_TOLERANCE) {
    const mm = (v: number) => Math.round((v / 300) * 25.4);
    throw new AgentError(422, TEXT.pageTooLarge(paper.name, `${mm(bed.maxWidth)}×${mm(bed.maxHeight)}`));
  }
  return { width: Math.min(paper.width, bed.maxWidth), height: Math.min(paper.height, bed.maxHeight) };
}

/** One eSCL job: pages are fetched with NextDocument until the device answers 404. */
class EsclJob implements ScanJob {
  private open = true;
  private pages = 0;
  private readonly abort = new AbortController();

  constructor(
    private readonly baseUrl: string,
    private readonly jobUrl: string,
  ) {}

  async nextPage(): Promise<Buffer | null> {
    const busySince = Date.now();
    while (this.open) {
      const res = await esclFetch(this.baseUrl, `${this.jobUrl}/NextDocument`, {
        timeoutMs: PAGE_TIMEOUT_MS,
        signal: this.abort.signal,
      });
      if (res.status === 200) {
        const bytes = Buffer.from(await res.arrayBuffer());
        this.pages += 1;
        return bytes;
      }
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return this.ended();
      if (res.status === 503 && Date.now() - busySince < BUSY_PATIENCE_MS) {
        await sleep(BUSY_RETRY_MS, this.abort.signal);
        continue;
      }
      throw await explainRefusal(this.baseUrl, res.status, this.pages === 0);
    }
    return null;
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    this.abort.abort();
    // Cancels the job on the device, which stops the feeder; a job already gone is fine.
    await esclFetch(this.baseUrl, this.jobUrl, { method: 'DELETE', timeoutMs: REQUEST_TIMEOUT_MS })
      .then((res) => res.body?.cancel())
      .catch(() => {});
  }

  /** The device has no more pages. A jam ends a job the same way, so ask the device why. */
  private async ended(): Promise<null> {
    this.open = false;
    const status = await readStatus(this.baseUrl).catch(() => null);
    const fault = adfFault(status?.adfState ?? null, this.pages === 0);
    if (fault) throw new AgentError(409, fault);
    return null;
  }
}

/** The message for the feeder's state, or null when it is not a fault. */
function adfFault(adfState: string | null, nothingScanned: boolean): string | null {
  if (adfState === 'ScannerAdfJam' || adfState === 'ScannerAdfMispick') return TEXT.paperJam;
  if (adfState === 'ScannerAdfDoorOpen' || adfState === 'ScannerAdfHatchOpen') return TEXT.coverOpen;
  if (adfState === 'ScannerAdfEmpty' && nothingScanned) return TEXT.feederEmpty;
  return null;
}

/** Reads the device's capabilities; throws AgentError when it cannot be reached. */
export async function readCapabilities(baseUrl: string, timeoutMs: number): Promise<EsclCapabilities> {
  const res = await esclFetch(baseUrl, `${baseUrl}/ScannerCapabilities`, { timeoutMs });
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new AgentError(502, TEXT.unreachable(baseUrl));
  }
  return parseCapabilities(await res.text());
}

async function readStatus(baseUrl: string) {
  const res = await esclFetch(baseUrl, `${baseUrl}/ScannerStatus`, { timeoutMs: REQUEST_TIMEOUT_MS });
  if (res.status !== 200) {
    await res.body?.cancel();
    return null;
  }
  return parseStatus(await res.text());
}

/** POSTs the settings to ScanJobs and returns the job's absolute URL from Location. */
async function createJob(baseUrl: string, settings: EsclScanSettings): Promise<string> {
  const busySince = Date.now();
  for (;;) {
    const res = await esclFetch(baseUrl, `${baseUrl}/ScanJobs`, {
      method: 'POST',
      body: scanSettingsXml(settings),
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    await res.body?.cancel();
    const location = res.headers.get('location');
    if (res.status === 201 && location) return new URL(location, `${baseUrl}/`).href.replace(/\/+$/, '');
    if (res.status === 503 && Date.now() - busySince < BUSY_PATIENCE_MS / 4) {
      await sleep(BUSY_RETRY_MS);
      continue;
    }
    throw await explainRefusal(baseUrl, res.status, true);
  }
}

/** Turns a refused request into the clearest message the device's status allows. */
async function explainRefusal(
  baseUrl: string,
  httpStatus: number,
  nothingScanned: boolean,
): Promise<AgentError> {
  const status = await readStatus(baseUrl).catch(() => null);
  const fault = adfFault(status?.adfState ?? null, nothingScanned);
  if (fault) return new AgentError(409, fault);
  if (httpStatus === 503 || status?.state === 'Processing') return new AgentError(409, TEXT.scannerBusy);
  return new AgentError(502, TEXT.scannerRefused(httpStatus));
}

interface FetchOptions {
  method?: string;
  body?: string;
  timeoutMs: number;
  /** Aborts with the scan (DELETE), not a fault. */
  signal?: AbortSignal;
}

/** fetch with a time limit, turning network failures into messages a teacher can act on. */
async function esclFetch(baseUrl: string, url: string, options: FetchOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      body: options.body,
      headers: options.body ? { 'content-type': 'text/xml; charset=utf-8' } : undefined,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new AgentError(504, TEXT.timedOut(baseUrl));
    throw new AgentError(502, TEXT.unreachable(baseUrl));
  }
}

/** Waits, or less when the scan is deleted meanwhile. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return delay(ms, undefined, { signal }).catch(() => {});
}
