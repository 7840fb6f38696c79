export { SCREENS, type ScreenInfo, type ScreenKey } from './screens';
