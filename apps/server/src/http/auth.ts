import { API_MESSAGES, GUEST_CLIENT_ID, GUEST_CLIENT_SECRET, TOKEN_COOKIE } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { findTokenOwner, type TokenOwner } from '../modules/account/index.ts';
import { unauthorized } from './errors.ts';

/**
 * Who a route lets in, declared per route in `config.auth`:
 * 'user' needs a live bearer token; 'optional' reads one if present; 'client' needs the basic
 * client credential or a token; 'none' (default) reads nothing.
 */
export type AuthMode = 'none' | 'optional' | 'client' | 'user';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    auth: TokenOwner | null;
  }
}

const EXPECTED_BASIC = Buffer.from(`${GUEST_CLIENT_ID}:${GUEST_CLIENT_SECRET}`).toString('base64');

function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h?.startsWith('Bearer ')) return h.slice(7).trim() || null;
  const c = req.cookies?.[TOKEN_COOKIE];
  return c ? c : null;
}

/** The authenticated account of a 'user' route (the hook has already refused anyone else). */
export function requireUser(req: FastifyRequest): TokenOwner {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Kysely<DB> }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const mode = req.routeOptions.config?.auth ?? 'none';
    if (mode === 'none') return;
    const token = bearerToken(req);
    if (token) req.auth = await findTokenOwner(opts.db, token);
    if (mode === 'user' && !req.auth) throw unauthorized();
    if (mode === 'client' && !req.auth && req.headers.authorization !== `Basic ${EXPECTED_BASIC}`) {
      throw unauthorized(API_MESSAGES.clientCredentialMissing);
    }
  });
});
