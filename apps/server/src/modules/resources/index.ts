// The resources module's door (备课资源 and their online preview): its routes, the job kinds a runner
// takes, and what other modules (digital books, lesson plans) may use to show a resource.
export { canReadResource } from './policy';
export {
  DEFAULT_PREVIEW_TIMEOUT_MS,
  PREVIEW_JOB,
  previewResource,
  resourceJobKinds,
  startResourceJobs,
} from './preview';
export { resourceRoutes } from './routes';
export { countByNode as countResourcesByNode, getResource } from './service';
