export * from './auth';
export * from './curriculum';
export * from './envelope';
export * from './messages';
export * from './papers';
export * from './questions';
export * from './school';
export * from './system';
