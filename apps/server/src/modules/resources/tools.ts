import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Where a program is on PATH, or null (looked up once per process). */
const found = new Map<string, string | null>();
export function which(program: string): string | null {
  if (!found.has(program)) {
    const r = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
    found.set(program, r.status === 0 && r.stdout.trim() ? r.stdout.trim() : null);
  }
  return found.get(program) ?? null;
}

/** LibreOffice's command, unless SOFFICE=off (or it is not installed): then previews are unavailable. */
export function sofficePath(): string | null {
  const setting = process.env.SOFFICE;
  if (setting === 'off') return null;
  return setting ? setting : which('soffice');
}

export class ToolFailure extends Error {}

/**
 * Runs a program to its end, in its own process group so that a timeout or an abort kills it and
 * everything it started (LibreOffice forks). Rejects with ToolFailure on a non-zero exit.
 */
export function run(
  command: string,
  args: string[],
  opts: { timeoutMs: number; signal?: AbortSignal; env?: NodeJS.ProcessEnv; cwd?: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      if (out.length < 4_000_000) out += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      if (err.length < 8000) err += c.toString('utf8');
    });
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      kill();
      reject(new ToolFailure(`timeout after ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    const onAbort = () => {
      kill();
      reject(new ToolFailure('aborted'));
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new ToolFailure(e.message));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (code === 0) resolve(out);
      else reject(new ToolFailure(`${path.basename(command)} exited ${code}: ${err.slice(0, 500)}`));
    });
  });
}

/** A private temporary folder for one piece of work, removed afterwards whatever happens. */
export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `zhijuan-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF's first `pages` pages (poppler's pdftotext), '' when it is not installed. */
export async function pdfText(file: string, pages = 300): Promise<string> {
  if (!which('pdftotext')) return '';
  try {
    return await run('pdftotext', ['-l', String(pages), '-enc', 'UTF-8', file, '-'], { timeoutMs: 30_000 });
  } catch {
    return '';
  }
}

/**
 * Page count of a PDF (poppler's pdfinfo): null when pdfinfo is not installed, `unreadable` when it
 * cannot open the file (corrupt, or a password is needed to open it).
 */
export async function pdfPages(file: string): Promise<number | null | 'unreadable'> {
  if (!which('pdfinfo')) return null;
  try {
    const info = await run('pdfinfo', [file], { timeoutMs: 15_000 });
    const n = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    return Number.isFinite(n) && n > 0 ? n : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** The first page of a PDF as a PNG `width` px wide (poppler's pdftoppm); null when it cannot. */
export async function pdfThumbnail(file: string, dir: string, width = 360): Promise<string | null> {
  if (!which('pdftoppm')) return null;
  const base = path.join(dir, 'thumb');
  try {
    await run(
      'pdftoppm',
      [
        '-f',
        '1',
        '-l',
        '1',
        '-png',
        '-singlefile',
        '-scale-to-x',
        String(width),
        '-scale-to-y',
        '-1',
        file,
        base,
      ],
      {
        timeoutMs: 30_000,
      },
    );
    return `${base}.png`;
  } catch {
    return null;
  }
}

/** A frame of a video one second in (ffmpeg), null when ffmpeg is not installed or it fails. */
export async function videoFrame(file: string, dir: string, width = 360): Promise<string | null> {
  if (!which('ffmpeg')) return null;
  const out = path.join(dir, 'frame.jpg');
  try {
    await run(
      'ffmpeg',
      ['-v', 'error', '-ss', '1', '-i', file, '-frames:v', '1', '-vf', `scale=${width}:-2`, '-y', out],
      {
        timeoutMs: 60_000,
      },
    );
    return out;
  } catch {
    return null;
  }
}

/**
 * Converts an Office file to PDF with LibreOffice headless, in a private profile folder (two
 * conversions never share one, and a crashed one leaves nothing behind). Returns the PDF's path.
 */
export async function convertToPdf(
  soffice: string,
  input: string,
  dir: string,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<string> {
  const profile = path.join(dir, 'profile');
  const outDir = path.join(dir, 'out');
  await fs.mkdir(outDir, { recursive: true });
  await run(
    soffice,
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--nodefault',
      '--nologo',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      input,
    ],
    { ...opts, env: { ...process.env, HOME: dir } },
  );
  const pdf = path.join(outDir, `${path.basename(input).replace(/\.[^.]+$/, '')}.pdf`);
  try {
    await fs.access(pdf);
  } catch {
    throw new ToolFailure('LibreOffice produced no PDF');
  }
  return pdf;
}
