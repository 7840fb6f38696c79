// The school module's door: whose school a caller acts in, which classes they may read, the current
// school year — asked by every module that scopes rows to a school — and the school's routes.
export { type ClassScope, managedOrg, mayReadClass, orgOf } from './policy';
export { schoolRoutes } from './routes';
export { classesOfCurrentYear, classScope, currentYearId } from './structure';
