export { LoginBox, type LoginTab } from './LoginBox';
export { LoginModal } from './LoginModal';
export { logout } from './logout';
