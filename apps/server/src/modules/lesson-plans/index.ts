// 我的备课: the module's door — its routes.
export { lessonPlanRoutes } from './routes';
