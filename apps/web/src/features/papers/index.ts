export { libraryKeys, paperKeys, paperListQuery, paperQuery } from './queries';
