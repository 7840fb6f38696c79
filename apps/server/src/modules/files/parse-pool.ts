import { Piscina } from 'piscina';
import { AppError } from '../../errors';
import { checkArchive, OFFICE_LIMITS } from './archive';
import type { ParseInput, ParseOutput } from './parse-task';

/** How long one upload may take to parse before its worker is stopped. */
export const PARSE_TIME_LIMIT_MS = 30_000;

let pool: Piscina | null = null;

function parsePool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./parse-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
    // A file that still makes the parser balloon kills its worker, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 768 },
  });
  return pool;
}

/** Stops the parsing threads (the app's onClose); the next upload starts them again. */
export async function closeParsePool() {
  const p = pool;
  pool = null;
  await p?.destroy();
}

type Parsed<K> = Extract<ParseOutput, { ok: true; kind: K }>;

/**
 * Parses an uploaded .docx or .xlsx in a worker thread with a time limit. The archive is checked here
 * first, declared and actual inflated sizes, in small steps that leave the event loop free between
 * them: a bomb is refused at once and never reaches a worker (nor waits for one to start).
 */
export async function parseInWorker<K extends ParseInput['kind']>(
  input: ParseInput & { kind: K },
  timeLimitMs = PARSE_TIME_LIMIT_MS,
): Promise<Parsed<K>> {
  const broken =
    input.kind === 'docx-questions'
      ? '无法读取该文件，请上传 Word 的 .docx 格式（.doc 请先在 Word 或 WPS 中另存为 .docx）'
      : '无法读取该文件，请上传 .xlsx 格式的 Excel 文件（可先下载模板）';
  try {
    await checkArchive(input.bytes, OFFICE_LIMITS);
  } catch (err) {
    if (err instanceof AppError && err.status === 413) throw err;
    throw new AppError(400, broken);
  }
  // Moved, not copied, to the worker; a view into a shared Buffer pool is copied out first.
  const own =
    input.bytes.byteOffset === 0 && input.bytes.byteLength === input.bytes.buffer.byteLength
      ? input.bytes
      : new Uint8Array(input.bytes);
  let out: ParseOutput;
  try {
    out = await parsePool().run(
      { ...input, bytes: own },
      { transferList: [own.buffer as ArrayBuffer], signal: AbortSignal.timeout(timeLimitMs) },
    );
  } catch (err) {
    if (err instanceof Error && err.name === 'AbortError') {
      throw new AppError(413, '文件内容过于复杂，解析超时，请拆分后分批上传');
    }
    // The worker died (ran out of memory): the file is refused, the server goes on.
    throw new AppError(413, '文件内容过大，无法解析，请拆分后分批上传');
  }
  if (!out.ok) throw new AppError(out.status, out.message);
  return out as Parsed<K>;
}
