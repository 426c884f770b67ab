import { cookieNames, ONE_YEAR_SECONDS, SESSION_TIMEOUT_SECONDS } from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrowsingService } from './browsing.service';

/**
 * Continues the visitor's browsing session from the ids already read (request.visitor drops values
 * outside letters, digits, hyphen and underscore) and writes the cookies: the session id on
 * every call, the anonymous id and device id once, when they are made (they last a year).
 */
export async function continueBrowsingSession(
  browsing: BrowsingService,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
) {
  const { sessionId, anonymousId, deviceUuid } = request.visitor;
  const session = await browsing.touch({ sessionId, anonymousId, deviceUuid });
  const base = { path: '/', sameSite: 'lax' as const, secure, httpOnly: true };
  reply.setCookie(cookieNames.sessionId, session.sessionId, { ...base, maxAge: SESSION_TIMEOUT_SECONDS });
  if (session.created.anonymousId) {
    reply.setCookie(cookieNames.anonymousId, session.anonymousId, { ...base, maxAge: ONE_YEAR_SECONDS });
  }
  if (session.created.deviceUuid) {
    reply.setCookie(cookieNames.deviceUuid, session.deviceUuid, { ...base, maxAge: ONE_YEAR_SECONDS });
  }
  request.visitor = {
    ...request.visitor,
    sessionId: session.sessionId,
    anonymousId: session.anonymousId,
    deviceUuid: session.deviceUuid,
  };
  return session;
}

export function browsingRoutes(deps: { browsing: BrowsingService; cookieSecure: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    /** The heartbeat (1-platform.md §7): sent every 60 s while the visitor is active. */
    app.get('/blank.html', { schema: { tags: ['platform'], summary: 'Session heartbeat' } }, async (request, reply) => {
      await continueBrowsingSession(deps.browsing, request, reply, deps.cookieSecure);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return '<!doctype html><title>ok</title>';
    });
  };
}
