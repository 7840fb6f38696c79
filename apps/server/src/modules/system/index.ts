// The system module's door: the signed-in user's own settings and the school's organisation rows other
// modules read (school structure, the demo seed's password), a new school for the admin:create command,
// and the development SMS outbox.
export { createSchoolWithCreator, listClasses, usernameTaken } from './repo';
export { systemRoutes } from './routes';
export { DEMO_PASSWORD, fileUrl } from './service';
export { devOutboxSms } from './sms-outbox';
