import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../infra/storage';
import { readUpload } from '../../upload';

/** Image types accepted for avatars and logos, recognised by their first bytes, not their name. */
export type ImageType = 'png' | 'jpeg' | 'webp';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export const IMAGE_MIME: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** One uploaded picture whose bytes were checked to be PNG, JPEG or WebP. */
export interface UploadedImage {
  bytes: Buffer;
  type: ImageType;
}

/**
 * Reads the one image of a multipart upload: at most 2 MB (413), PNG/JPEG/WebP by its bytes (415), a
 * Chinese 400 when the request carries none. The route of whoever owns the picture calls it.
 */
export async function uploadedImage(request: FastifyRequest): Promise<UploadedImage> {
  const { bytes } = await readUpload(request, {
    what: '图片',
    maxBytes: MAX_IMAGE_BYTES,
    notForm: '请以表单方式上传图片',
    accept: { test: (b) => sniffImage(b) !== null, message: '仅支持 PNG、JPG、WebP 格式的图片' },
  });
  const type = sniffImage(bytes)!;
  return { bytes, type };
}

/**
 * Stores a checked image under `folder/` with an unguessable name (it is served without a token by
 * GET /api/files/*) and returns its key.
 */
export async function storeImage(
  storage: Storage,
  folder: 'avatars' | 'logos',
  owner: string,
  image: UploadedImage,
): Promise<string> {
  const key = `${folder}/${owner}-${randomBytes(6).toString('hex')}.${image.type}`;
  await storage.put(key, image.bytes);
  return key;
}
