/** 学情分析, 数据中心 and 大屏: what other parts of the server use of this module. */
export { analysisRoutes } from './routes';
export { trendOf } from './trend';
