import { cookieNames, ONE_YEAR_SECONDS, SESSION_TIMEOUT_SECONDS, safeIdentifier } from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionsService } from './sessions.service';

/** Reads the session cookies, touches the session in the database and writes the cookies back. */
export async function continueSession(
  sessions: SessionsService,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
) {
  const c = request.cookies;
  const last = Number(c[cookieNames.lastActivity]);
  const ids = await sessions.touch({
    sessionId: request.visitor.sessionId ?? safeIdentifier(c[cookieNames.sessionId]),
    anonymousId: request.visitor.anonymousId,
    deviceUuid: request.visitor.deviceUuid,
    lastActivity: Number.isFinite(last) && last > 0 ? last : undefined,
  });
  const base = { path: '/', sameSite: 'lax' as const, secure, httpOnly: true };
  reply.setCookie(cookieNames.sessionId, ids.sessionId, { ...base, maxAge: SESSION_TIMEOUT_SECONDS });
  reply.setCookie(cookieNames.lastActivity, String(ids.lastActivity), { ...base, maxAge: SESSION_TIMEOUT_SECONDS });
  reply.setCookie(cookieNames.anonymousId, ids.anonymousId, { ...base, maxAge: ONE_YEAR_SECONDS });
  reply.setCookie(cookieNames.deviceUuid, ids.deviceUuid, { ...base, maxAge: ONE_YEAR_SECONDS });
  request.visitor = { ...request.visitor, ...ids };
  return ids;
}

export function sessionsRoutes(deps: { sessions: SessionsService; cookieSecure: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    /** The heartbeat (1-platform.md §7): sent every 60 s while the visitor is active. */
    app.get('/blank.html', { schema: { tags: ['platform'], summary: 'Session heartbeat' } }, async (request, reply) => {
      await continueSession(deps.sessions, request, reply, deps.cookieSecure);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return '<!doctype html><title>ok</title>';
    });
  };
}
