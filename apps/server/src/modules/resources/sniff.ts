import {
  MAX_RESOURCE_BYTES,
  MAX_VIDEO_BYTES,
  RESOURCE_EXTENSIONS,
  type ResourceKind,
} from '@zhijuan/contracts';

export type Family = keyof typeof RESOURCE_EXTENSIONS;

const FAMILY_OF = new Map<string, Family>(
  Object.entries(RESOURCE_EXTENSIONS).flatMap(([family, exts]) => exts.map((e) => [e, family as Family])),
);

export const MIME: Record<string, string> = {
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const UNSUPPORTED =
  '不支持该文件类型：请上传 PPT、Word、Excel、PDF、视频（MP4/WebM/MOV）、音频（MP3/M4A/WAV/OGG）或图片（PNG/JPG/GIF/WebP）';

/** The lower-case extension of a file name, '' when it has none. */
export const extOf = (fileName: string) => /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

export const familyOf = (ext: string): Family | null => FAMILY_OF.get(ext) ?? null;

export const maxBytesOf = (family: Family) => (family === 'video' ? MAX_VIDEO_BYTES : MAX_RESOURCE_BYTES);

/** The kind a file is filed under unless the teacher says otherwise. */
export function defaultKind(ext: string): ResourceKind {
  if (ext === 'ppt' || ext === 'pptx') return 'courseware';
  if (ext === 'doc' || ext === 'docx') return 'plan';
  const family = familyOf(ext);
  if (family === 'video') return 'video';
  if (family === 'audio') return 'audio';
  if (family === 'image') return 'image';
  if (family === 'pdf') return 'pdf';
  return 'material';
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const starts = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);

export const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
export const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Whether the first bytes of a file are what its extension says. Office files are only told apart
 * from their container here (zip for OOXML, compound file for the old formats); `inspectOffice` then
 * looks inside.
 */
export function headMatches(ext: string, head: Uint8Array): boolean {
  switch (ext) {
    case 'pptx':
    case 'docx':
    case 'xlsx':
      return starts(head, ZIP_MAGIC) || starts(head, CFB_MAGIC); // a password-protected one is a CFB
    case 'ppt':
    case 'doc':
    case 'xls':
      return starts(head, CFB_MAGIC);
    case 'pdf':
      return ascii(head, 0, Math.min(head.length, 1024)).includes('%PDF-');
    case 'mp4':
    case 'm4v':
    case 'mov':
    case 'm4a':
      return head.length >= 12 && ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(ascii(head, 4, 8));
    case 'webm':
      return starts(head, [0x1a, 0x45, 0xdf, 0xa3]);
    case 'mp3':
      return ascii(head, 0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0);
    case 'wav':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE';
    case 'ogg':
      return ascii(head, 0, 4) === 'OggS';
    case 'png':
      return starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return starts(head, [0xff, 0xd8, 0xff]);
    case 'gif':
      return ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a';
    case 'webp':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';
    default:
      return false;
  }
}

/** The name a teacher knows a file type by, in messages. */
export const typeName = (ext: string) => ext.toUpperCase();
