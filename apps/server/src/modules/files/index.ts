// The files module's door: stored files served under /api/files, the checking and storing of uploaded
// pictures, and the guarded parsing of uploads (archives checked before inflating, parsing in worker
// threads) other modules use. It knows nothing of who owns a file: the module that owns an upload (a
// user's avatar, a school's logo) registers its route and calls these.
export {
  type ArchiveEntry,
  ArchiveError,
  type ArchiveLimits,
  checkArchive,
  inflateEntry,
  OFFICE_LIMITS,
  readDirectory,
} from './archive';
export { IMAGE_MIME, storeImage, type UploadedImage, uploadedImage } from './images';
export { closeParsePool, parseInWorker } from './parse-pool';
export { type ParsedImage, PENDING_IMAGE } from './parse-task';
export { fileRoutes } from './routes';
