export { default as authPlugin } from './plugin';
export { default as authRoutes } from './routes';
export { isSafeMethod, requireAdmin, requireAdminToWrite, requireUser } from './guards';
export { enforceCsrf, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies';
export { hashPassword, verifyPassword } from './passwords';
export { clientAddressKey, recordHit, resetThrottle, throttleWait, type ThrottleRule } from './throttle';
export { createUser, ensureAdmin, findUserByUsername, toPublicUser } from './users';
export { pruneExpired, revokeSession, revokeUserSessions } from './sessions';
