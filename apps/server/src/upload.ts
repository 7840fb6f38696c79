import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/** What a route accepts as its one uploaded file (a multipart form with one file part). */
export interface UploadSpec {
  /** The file in the teacher's words — 扫描图像, Word 文件, Excel 文件, 图片 — for the messages. */
  what: string;
  /** The largest file taken; a larger one is refused (413) while it streams in, nothing kept. */
  maxBytes: number;
  /** The 413 message; by default `{what}不能超过 N MB`. */
  tooLarge?: string;
  /** The 400 message for a request that is not a form; by default the same as for a missing file. */
  notForm?: string;
  /** The file's kind, judged on its bytes and name: a file that fails is refused (415) with `message`. */
  accept?: { test: (bytes: Buffer, fileName: string) => boolean; message: string };
}

export interface Upload {
  bytes: Buffer;
  /** The name the browser sent (at most 200 characters; empty when none). */
  fileName: string;
}

const MB = 1024 * 1024;
const size = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
/** 请选择要上传的图片, 请选择要上传的 Word 文件: a space before a Latin word, as the messages are written. */
const spaced = (what: string) => (/^[A-Za-z]/.test(what) ? ` ${what}` : what);

/**
 * Reads the one uploaded file of a multipart request, bounded by `maxBytes` and checked by `accept`,
 * with a clear Chinese message for a request without a file (400), a file too large (413) and a file
 * of the wrong kind (415). The routes that take a file call this and hand the bytes to their service.
 */
export async function readUpload(req: FastifyRequest, spec: UploadSpec): Promise<Upload> {
  const missing = `请选择要上传的${spaced(spec.what)}`;
  if (!req.isMultipart()) throw badRequest(spec.notForm ?? missing);
  const part = await req.file({ limits: { fileSize: spec.maxBytes, files: 1 } });
  if (!part) throw badRequest(missing);
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, spec.tooLarge ?? `${spec.what}不能超过 ${size(spec.maxBytes)}`);
    throw err;
  });
  const fileName = (part.filename ?? '').slice(0, 200);
  if (spec.accept && !spec.accept.test(bytes, fileName)) throw new AppError(415, spec.accept.message);
  return { bytes, fileName };
}
