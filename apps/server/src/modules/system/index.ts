// The system module's door: the signed-in user's own settings and the school's organisation rows other
// modules read or change (school structure, uploaded avatars and logos, the demo seed's password).
export { findOrg, listClasses, renameOrg, setAvatar, setOrgLogo } from './repo';
export { systemRoutes } from './routes';
export { DEMO_PASSWORD, fileUrl } from './service';
