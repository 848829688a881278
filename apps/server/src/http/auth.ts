import {
  API_MESSAGES,
  GUEST_CLIENT_ID,
  GUEST_CLIENT_SECRET,
  ORDER_API_PREFIX,
  POLICY_MESSAGES,
  refusal,
  type Policy,
  type PolicyIf,
  TOKEN_COOKIE,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { forbidden, unauthorized } from './errors.ts';
import { clearSessionCookie, sameSiteRequest } from './session-cookie.ts';

/**
 * Who a route lets in, declared per route in `config.auth` (and `config.policy`, a role on top of 'user': refused
 * 403 with the policy's reason before any handler, so no use case checks the role again; `config.policyIf`, the
 * same for one kind of body, checked once the body is validated):
 * 'user' needs a live token (bearer header, or the session cookie with a same-site Origin for a state change); 'optional' reads one if present; 'client' needs the basic
 * client credential or a token; 'none' (default) reads nothing.
 */
type AuthMode = 'none' | 'optional' | 'client' | 'user';

/** Whose live token a request carries (the identity module answers it: app.ts hands its lookup to the plugin). */
export interface TokenOwner {
  tokenId: number;
  accountId: number;
}
export type FindTokenOwner = (db: Kysely<DB>, token: string) => Promise<TokenOwner | null>;
/** Whether the account meets the policy (the account module answers it: app.ts hands it to the plugin). */
export type MeetsPolicy = (db: Kysely<DB>, accountId: number, policy: Policy) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** The role the route asks of its signed-in caller (its endpoint entry's `policy`), checked after the token. */
    policy?: Policy;
    /** A policy asked only when the validated body's field has a value (the entry's `policyIf`), before the handler. */
    policyIf?: PolicyIf;
  }
  interface FastifyRequest {
    auth: TokenOwner | null;
  }
}

const EXPECTED_BASIC = Buffer.from(`${GUEST_CLIENT_ID}:${GUEST_CLIENT_SECRET}`).toString('base64');

/** The session token: a bearer header (API clients), else the HttpOnly session cookie (the browser). */
function sessionToken(req: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const h = req.headers.authorization;
  if (h?.startsWith('Bearer ')) {
    const token = h.slice(7).trim();
    return token ? { token, fromCookie: false } : null;
  }
  // The older backend (/apiOrder/, part 1 §7) names its token in a `token` header.
  const t = req.headers.token;
  if (typeof t === 'string' && t.trim() && req.url.startsWith(`${ORDER_API_PREFIX}/`))
    return { token: t.trim(), fromCookie: false };
  const c = req.cookies?.[TOKEN_COOKIE];
  return c ? { token: c, fromCookie: true } : null;
}

/** The authenticated account of a 'user' route (the hook has already refused anyone else). */
export function requireUser(req: FastifyRequest): TokenOwner {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Kysely<DB>; findTokenOwner: FindTokenOwner; meetsPolicy: MeetsPolicy }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (req, reply) => {
      const mode = req.routeOptions.config?.auth ?? 'none';
      if (mode === 'none') return;
      const session = sessionToken(req);
      if (session) {
        req.auth = await opts.findTokenOwner(opts.db, session.token);
        if (session.fromCookie && !req.auth) clearSessionCookie(reply);
        // a cookie is sent by the browser on its own: a state-changing call it authenticates must come from this
        // site (CSRF). Elsewhere it counts for nothing: refused where a user is needed, a guest where optional.
        if (session.fromCookie && req.auth && !sameSiteRequest(req)) {
          req.auth = null;
          if (mode === 'user') throw forbidden(refusal(API_MESSAGES, 'crossSite'));
        }
      }
      if (mode === 'user' && !req.auth) throw unauthorized();
      if (mode === 'client' && !req.auth && req.headers.authorization !== `Basic ${EXPECTED_BASIC}`) {
        throw unauthorized(refusal(API_MESSAGES, 'clientCredentialMissing'));
      }
      const policy = req.routeOptions.config?.policy;
      if (policy) {
        if (!req.auth) throw unauthorized();
        if (!(await opts.meetsPolicy(opts.db, req.auth.accountId, policy)))
          throw forbidden(refusal(POLICY_MESSAGES, policy));
      }
    });
    // the body is read and validated by now: a policy that depends on what is asked (a survey order) is checked here
    app.addHook('preHandler', async (req) => {
      const when = req.routeOptions.config?.policyIf;
      if (!when || (req.body as Record<string, unknown> | undefined)?.[when.field] !== when.equals) return;
      if (!req.auth) throw unauthorized();
      if (!(await opts.meetsPolicy(opts.db, req.auth.accountId, when.policy)))
        throw forbidden(refusal(POLICY_MESSAGES, when.policy));
    });
  },
);
