export { analysisPath, assistantPath } from './paths';
