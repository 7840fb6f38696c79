// The files module's door: stored files served under /api/files, and the guarded parsing of uploads
// (archives checked before inflating, parsing in worker threads) other modules use.
export {
  type ArchiveEntry,
  ArchiveError,
  type ArchiveLimits,
  checkArchive,
  inflateEntry,
  OFFICE_LIMITS,
  readDirectory,
} from './archive';
export { closeParsePool, parseInWorker } from './parse-pool';
export { type ParsedImage, PENDING_IMAGE } from './parse-task';
export { fileRoutes } from './routes';
