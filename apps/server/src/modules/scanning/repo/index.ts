/** All SQL of the scanning module: batches and pages, the recognition queue, settling a page. */
export * from './pages';
export * from './queue';
export * from './settle';
