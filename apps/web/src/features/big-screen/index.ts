export { default as BigDataPage } from './BigDataPage';
export { default as LargeScreenPage } from './LargeScreenPage';
