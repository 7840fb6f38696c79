// The jobs module's door: a small queue of background work in the database (document conversion, …),
// claimed with FOR UPDATE SKIP LOCKED so any number of processes share it, one job at a time each.
export { enqueue as enqueueJob, findJob, type JobRow, requeue as requeueJob } from './repo';
export {
  JobFailure,
  type JobHandler,
  type JobKind,
  type JobOutcome,
  type JobRunner,
  runNextJob,
  startJobRunner,
} from './runner';
