// The curriculum module's door: lookups other modules use (question types for a basket) and its routes.
export { curriculumRoutes } from './routes';
export { clearCurriculumCache, listQuestionTypes } from './service';
