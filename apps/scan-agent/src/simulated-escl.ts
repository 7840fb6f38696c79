/**
 * A simulated eSCL (AirScan) scanner for tests and demonstrations, served over real HTTP so the agent
 * talks to it exactly as to a device: ScannerCapabilities, ScannerStatus, POST ScanJobs (201 with an
 * absolute Location), NextDocument until 404, DELETE of a job. Like a device it honours the job's
 * resolution, colour mode and scan region (the pages given are taken as 300-dpi sheets), and refuses a
 * feeder job with 409 when its feeder is empty.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { ESCL_NS, type EsclScanSettings, escapeXml, PWG_NS, parseScanSettings } from './sources/escl-xml';

export interface SimulatedEsclOptions {
  /** The sheets in the feeder, in order, or a folder of .jpg/.png/.tif files (sorted by name). */
  pages: Buffer[] | string;
  port?: number;
  makeAndModel?: string;
  /** Largest area in 1/300 inch; default 8.5 × 14 inch, a common A4/Letter feeder. */
  maxWidth?: number;
  maxHeight?: number;
  /** Answer 503 (page not ready) after this many pages of each job until `release()` — a slow feeder. */
  stallAfter?: number;
  /** Deliver whole sheets whatever the scan region, as some feeders do. */
  ignoreRegion?: boolean;
}

export interface SimulatedJob {
  id: string;
  settings: EsclScanSettings;
  served: number;
  /** Processing until NextDocument has said 404 (Completed) or the job was deleted (Canceled). */
  state: 'Processing' | 'Completed' | 'Canceled';
}

export interface SimulatedEscl {
  /** Base URL to configure, e.g. http://127.0.0.1:54321/eSCL */
  url: string;
  /** Every job created, oldest first. */
  jobs: SimulatedJob[];
  /** Lets a stalled job go on. */
  release(): void;
  close(): Promise<void>;
}

const DEFAULT_MAX_WIDTH = 2550;
const DEFAULT_MAX_HEIGHT = 4200;

/** Starts the simulated scanner on 127.0.0.1 (a free port unless `port` is given). */
export async function startSimulatedEscl(options: SimulatedEsclOptions): Promise<SimulatedEscl> {
  const sheets = typeof options.pages === 'string' ? await readFolder(options.pages) : options.pages;
  const jobs: SimulatedJob[] = [];
  let released = false;
  let base = '';

  const routes: Array<
    [string, RegExp, (res: ServerResponse, m: RegExpExecArray, req: IncomingMessage) => unknown]
  > = [
    ['GET', /^\/eSCL\/ScannerCapabilities$/, (res) => sendXml(res, 200, capabilitiesXml(options))],
    ['GET', /^\/eSCL\/ScannerStatus$/, (res) => sendXml(res, 200, statusXml(jobs, sheets.length))],
    [
      'POST',
      /^\/eSCL\/ScanJobs$/,
      async (res, _m, req) => {
        const settings = parseScanSettings(await readText(req));
        if (jobs.some((j) => j.state === 'Processing')) return send(res, 503);
        if (settings.inputSource === 'Feeder' && sheets.length === 0) return send(res, 409);
        const job: SimulatedJob = { id: randomUUID(), settings, served: 0, state: 'Processing' };
        jobs.push(job);
        res.writeHead(201, { location: `${base}/ScanJobs/${job.id}` }).end();
      },
    ],
    [
      'GET',
      /^\/eSCL\/ScanJobs\/([\w-]+)\/NextDocument$/,
      async (res, m) => {
        const job = jobs.find((j) => j.id === m[1]);
        if (job?.state !== 'Processing') return send(res, 404);
        const stack = job.settings.inputSource === 'Feeder' ? sheets : sheets.slice(0, 1);
        if (job.served >= stack.length) {
          job.state = 'Completed';
          return send(res, 404);
        }
        if (options.stallAfter !== undefined && job.served >= options.stallAfter && !released) {
          return send(res, 503);
        }
        const image = await scanSheet(stack[job.served]!, job.settings, options.ignoreRegion ?? false);
        job.served += 1;
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length }).end(image);
      },
    ],
    [
      'DELETE',
      /^\/eSCL\/ScanJobs\/([\w-]+)$/,
      (res, m) => {
        const job = jobs.find((j) => j.id === m[1]);
        if (job?.state !== 'Processing') return send(res, 404);
        job.state = 'Canceled';
        send(res, 200);
      },
    ],
  ];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://scanner');
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(url.pathname);
      if (match && method === req.method) {
        Promise.resolve(handler(res, match, req)).catch(() => send(res, 500));
        return;
      }
    }
    send(res, 404);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eSCL`;
  return {
    url: base,
    jobs,
    release: () => {
      released = true;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What the scanner makes of a 300-dpi sheet under these settings. */
async function scanSheet(sheet: Buffer, s: EsclScanSettings, ignoreRegion: boolean): Promise<Buffer> {
  let image = sharp(sheet).autoOrient();
  const meta = await sharp(sheet).metadata();
  const scale = s.resolution / 300;
  if (s.region && !ignoreRegion) {
    // The region is cut from the bed's top-left corner; bed beyond the sheet comes out white.
    const width = Math.min(s.region.width, meta.width!);
    const height = Math.min(s.region.height, meta.height!);
    image = sharp(await image.extract({ left: 0, top: 0, width, height }).toBuffer()).extend({
      right: s.region.width - width,
      bottom: s.region.height - height,
      background: '#ffffff',
    });
  }
  if (scale !== 1) {
    const source = s.region && !ignoreRegion ? s.region : { width: meta.width!, height: meta.height! };
    image = sharp(await image.toBuffer()).resize(
      Math.round(source.width * scale),
      Math.round(source.height * scale),
    );
  }
  if (s.colorMode === 'Grayscale8') image = image.grayscale().toColourspace('b-w');
  return image.jpeg({ quality: 90 }).toBuffer();
}

function capabilitiesXml(options: SimulatedEsclOptions): string {
  const caps = `
      <scan:MinWidth>16</scan:MinWidth>
      <scan:MaxWidth>${options.maxWidth ?? DEFAULT_MAX_WIDTH}</scan:MaxWidth>
      <scan:MinHeight>16</scan:MinHeight>
      <scan:MaxHeight>${options.maxHeight ?? DEFAULT_MAX_HEIGHT}</scan:MaxHeight>
      <scan:MaxScanRegions>1</scan:MaxScanRegions>
      <scan:SettingProfiles>
        <scan:SettingProfile>
          <scan:ColorModes><scan:ColorMode>RGB24</scan:ColorMode><scan:ColorMode>Grayscale8</scan:ColorMode></scan:ColorModes>
          <scan:DocumentFormats>
            <pwg:DocumentFormat>image/jpeg</pwg:DocumentFormat>
            <scan:DocumentFormatExt>image/jpeg</scan:DocumentFormatExt>
          </scan:DocumentFormats>
          <scan:SupportedResolutions><scan:DiscreteResolutions>
            <scan:DiscreteResolution><scan:XResolution>150</scan:XResolution><scan:YResolution>150</scan:YResolution></scan:DiscreteResolution>
            <scan:DiscreteResolution><scan:XResolution>300</scan:XResolution><scan:YResolution>300</scan:YResolution></scan:DiscreteResolution>
          </scan:DiscreteResolutions></scan:SupportedResolutions>
        </scan:SettingProfile>
      </scan:SettingProfiles>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<scan:ScannerCapabilities xmlns:scan="${ESCL_NS}" xmlns:pwg="${PWG_NS}">
  <pwg:Version>2.63</pwg:Version>
  <pwg:MakeAndModel>${escapeXml(options.makeAndModel ?? '智卷模拟扫描仪 eSCL')}</pwg:MakeAndModel>
  <pwg:SerialNumber>SIM-0001</pwg:SerialNumber>
  <scan:UUID>00000000-0000-4000-8000-5a4a5343414e</scan:UUID>
  <scan:Platen><scan:PlatenInputCaps>${caps}
  </scan:PlatenInputCaps></scan:Platen>
  <scan:Adf>
    <scan:AdfSimplexInputCaps>${caps}
    </scan:AdfSimplexInputCaps>
    <scan:AdfDuplexInputCaps>${caps}
    </scan:AdfDuplexInputCaps>
    <scan:FeederCapacity>80</scan:FeederCapacity>
    <scan:AdfOptions><scan:AdfOption>DetectPaperLoaded</scan:AdfOption><scan:AdfOption>Duplex</scan:AdfOption></scan:AdfOptions>
  </scan:Adf>
</scan:ScannerCapabilities>
`;
}

function statusXml(jobs: SimulatedJob[], sheets: number): string {
  const busy = jobs.some((j) => j.state === 'Processing');
  const jobInfo = jobs
    .map(
      (j) => `
    <scan:JobInfo>
      <pwg:JobUri>/eSCL/ScanJobs/${j.id}</pwg:JobUri>
      <pwg:JobUuid>${j.id}</pwg:JobUuid>
      <pwg:ImagesCompleted>${j.served}</pwg:ImagesCompleted>
      <pwg:JobState>${j.state}</pwg:JobState>
    </scan:JobInfo>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<scan:ScannerStatus xmlns:scan="${ESCL_NS}" xmlns:pwg="${PWG_NS}">
  <pwg:Version>2.63</pwg:Version>
  <pwg:State>${busy ? 'Processing' : 'Idle'}</pwg:State>
  <scan:AdfState>${sheets > 0 ? 'ScannerAdfLoaded' : 'ScannerAdfEmpty'}</scan:AdfState>
  <scan:Jobs>${jobInfo}
  </scan:Jobs>
</scan:ScannerStatus>
`;
}

async function readFolder(folder: string): Promise<Buffer[]> {
  const names = (await fs.readdir(folder)).filter((f) => /\.(jpe?g|png|tiff?)$/i.test(f)).sort();
  return Promise.all(names.map((name) => fs.readFile(path.join(folder, name))));
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(xml);
}

function send(res: ServerResponse, status: number): void {
  res.writeHead(status, { 'content-length': 0 }).end();
}
