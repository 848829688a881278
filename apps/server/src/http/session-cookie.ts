import { SESSION_HINT_COOKIE, TOKEN_COOKIE } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's session lives in one cookie the page's scripts cannot read: HttpOnly, SameSite=Lax, path /, as long
 * as the token (7 days), Secure when the request came over HTTPS (as the trusted proxy says, TRUST_PROXY) or in
 * production. Every way in (password, SMS code, QR, register, token intake) ends here; API clients keep using the
 * token of the answer as a bearer header.
 */
export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expireAt: string },
  nodeEnv: string,
): void {
  const secure = nodeEnv === 'production' || req.protocol === 'https';
  const expires = new Date(session.expireAt);
  reply.setCookie(TOKEN_COOKIE, session.token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
  // no secret: only that a session is there, for the page to read
  reply.setCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', expires });
}

/** Logout and a dead session: the browser forgets the cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing call authenticated by the cookie alone must come from this site: its Origin (or, without one,
 * its Referer) names this host. A bearer header is not sent by a browser on its own, so it needs no such check.
 */
export function sameSiteRequest(req: FastifyRequest): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const source = req.headers.origin ?? req.headers.referer;
  if (!source || source === 'null') return false;
  try {
    return new URL(source).host === req.host;
  } catch {
    return false;
  }
}
