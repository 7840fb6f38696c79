// The auth module's door: sign-in, tokens and sessions, and the password and throttle rules the
// school and system modules share.
export { hashPassword, verifyPassword } from './passwords';
export { keepSigningSecret, revokeAllSessions, revokeOtherSessions, type UserRow } from './repo';
export { authRoutes } from './routes';
export { authenticate } from './service';
export { reserveAttempt } from './throttle';
export { sha256, TokenSigner } from './tokens';
