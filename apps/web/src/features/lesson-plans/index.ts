// 我的备课: the plans list and editor; 开始备课 (createPlan) is used by the books feature.
export { createPlan } from './api';
export { default as MyPlanCoursePage } from './MyPlanCoursePage';
