/** 错题重练: what other parts of the server use of this module. */
export { mistakeRoutes } from './routes';
