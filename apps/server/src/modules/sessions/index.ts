export { continueSession, sessionsRoutes } from './sessions.routes';
export { createSessionsService, type SessionIds, type SessionsService } from './sessions.service';
