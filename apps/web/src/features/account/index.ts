export { AVATAR_TYPES, avatarProblem } from './ProfileTab';
