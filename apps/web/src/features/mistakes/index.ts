export { default as MistakesPage } from './MistakesPage';
