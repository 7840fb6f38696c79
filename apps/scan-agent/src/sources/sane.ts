import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ScanRequest, ScanSource } from '@zhijuan/contracts';
import { AgentError } from '../errors';
import { TEXT } from '../messages';
import { PageQueue } from './page-queue';
import { parseDeviceList, parseOptions, type SaneDevice, scanArguments } from './sane-options';
import type { ScanDriver, ScanJob } from './types';

const ID_PREFIX = 'sane:';
/** `scanimage -L` probes USB and network backends and can take a while. */
const LIST_TIMEOUT_MS = 30_000;

/**
 * Scanners attached to this computer through SANE (Linux, macOS with sane-backends), driven with the
 * `scanimage` command. Without the command the driver lists nothing, silently.
 */
export class SaneDriver implements ScanDriver {
  private known: SaneDevice[] = [];

  constructor(private readonly scanimage: string) {}

  owns(sourceId: string): boolean {
    return sourceId.startsWith(ID_PREFIX);
  }

  async list(): Promise<ScanSource[]> {
    const output = await run(this.scanimage, ['--formatted-device-list=%d\t%v %m%n'], LIST_TIMEOUT_MS).catch(
      () => '',
    );
    this.known = parseDeviceList(output);
    return this.known.map((d) => ({ id: ID_PREFIX + d.device, name: d.name, kind: 'sane' as const }));
  }

  async open(sourceId: string, request: ScanRequest): Promise<ScanJob> {
    const device = sourceId.slice(ID_PREFIX.length);
    // Only devices SANE reports, so the page cannot pass arbitrary arguments to scanimage.
    if (!this.known.some((d) => d.device === device)) await this.list();
    if (!this.known.some((d) => d.device === device)) throw new AgentError(400, TEXT.chooseScannerAgain);
    const optionsText = await run(
      this.scanimage,
      [`--device-name=${device}`, '--all-options'],
      LIST_TIMEOUT_MS,
    ).catch(() => {
      throw new AgentError(502, TEXT.chooseScannerAgain);
    });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zhijuan-scan-'));
    const args = scanArguments(device, parseOptions(optionsText), request, path.join(dir, 'page-%04d.jpg'));
    return new SaneJob(spawn(this.scanimage, args, { stdio: ['ignore', 'ignore', 'pipe'] }), dir);
  }
}

/**
 * One `scanimage --batch` run. It writes page-0001.jpg, … and says "Scanned page N." on stderr as each
 * is complete, so pages are handed on while the feeder still runs.
 */
class SaneJob implements ScanJob {
  private readonly queue = new PageQueue();
  private readonly delivered = new Set<number>();
  /** Reads are chained so pages come out in order. */
  private reading: Promise<void> = Promise.resolve();
  private lastLine = '';
  private running = true;

  constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
  ) {
    let pending = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.onLine(line.trim());
    });
    child.on('error', () => this.finish(null));
    child.on('close', (code) => this.finish(code));
  }

  nextPage(): Promise<Buffer | null> {
    return this.queue.next();
  }

  async close(): Promise<void> {
    if (this.running) {
      this.running = false;
      // SIGTERM makes scanimage cancel the scan and release the device.
      this.child.kill('SIGTERM');
    }
    this.queue.end();
    await fs.rm(this.dir, { recursive: true, force: true });
  }

  private onLine(line: string): void {
    if (!line) return;
    this.lastLine = line;
    const scanned = /^Scanned page (\d+)/.exec(line);
    if (scanned) this.deliver(Number(scanned[1]));
  }

  private deliver(n: number): void {
    this.reading = this.reading.then(() => this.readPage(n));
  }

  private async readPage(n: number): Promise<void> {
    if (this.delivered.has(n)) return;
    this.delivered.add(n);
    const bytes = await fs
      .readFile(path.join(this.dir, `page-${String(n).padStart(4, '0')}.jpg`))
      .catch(() => null);
    if (bytes) this.queue.push(bytes);
  }

  /** After exit: hand on pages whose line was missed, then end, with the reason if it failed. */
  private finish(code: number | null): void {
    if (!this.running) return;
    this.running = false;
    const before = this.reading;
    this.reading = (async () => {
      await before;
      const files = (await fs.readdir(this.dir).catch(() => []))
        .filter((f) => /^page-\d+\.jpg$/.test(f))
        .sort();
      for (const file of files) await this.readPage(Number(/\d+/.exec(file)![0]));
      const nothingScanned = this.delivered.size === 0;
      this.queue.end(code !== 0 || nothingScanned ? saneError(this.lastLine, nothingScanned) : null);
    })();
  }
}

/** A scanimage failure as a message for the teacher; null when it is the normal end of a batch. */
function saneError(lastLine: string, nothingScanned: boolean): AgentError | null {
  if (/jam/i.test(lastLine)) return new AgentError(409, TEXT.paperJam);
  if (/cover open|door open/i.test(lastLine)) return new AgentError(409, TEXT.coverOpen);
  if (/out of documents|no more documents|feeder.*empty|no paper/i.test(lastLine)) {
    return nothingScanned ? new AgentError(409, TEXT.feederEmpty) : null;
  }
  if (/busy/i.test(lastLine)) return new AgentError(409, TEXT.scannerBusy);
  if (!nothingScanned && /batch terminated/i.test(lastLine)) return null;
  return new AgentError(502, TEXT.saneFailed(lastLine.replace(/^scanimage:\s*/, '') || '扫描程序意外退出'));
}

function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}
