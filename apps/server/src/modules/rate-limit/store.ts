import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import { ErrorCode, RATE_LIMITS, type RateLimit, type RateLimitName, type Refusal } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { Db } from './tables.ts';
import { deleteEnded, hit } from './queries.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** How often one process sweeps ended windows away (a cheap indexed delete; any instance may do it). */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (the `rate_limit` table) instead of in this process:
 * N servers on one database share every limit, and a restart does not reset them. The plugin makes one child per
 * limited route; a child's keys are the route's method and path, then the client address (`req.ip`, which only a
 * trusted proxy may set: TRUST_PROXY).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(options?: object) {
      const r = (options as { routeInfo?: { method?: unknown; url?: unknown } } | undefined)?.routeInfo;
      this.prefix = r?.url ? `${String(r.method)} ${String(r.url)}|` : 'global|';
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now();
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        void deleteEnded(db).catch(() => undefined);
      }
      hit(db, this.prefix + key, timeWindow).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: object): PostgresRateLimitStore {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}

/**
 * A route's `config.rateLimit` for one of the domain's named limits. A limit `per: 'account'` counts the signed-in
 * account (the auth hook has run: route hooks come after the app's), so one account gets the same allowance from any
 * number of addresses and N accounts behind one address do not share one. `refused` answers the limit's own refusal
 * (HTTP 429, code 429, its reason and words) instead of the general "too many requests".
 */
export function rateLimit(
  name: RateLimitName,
  refused?: Refusal,
): RateLimitOptions & { max: number; timeWindow: number } {
  const l: RateLimit = RATE_LIMITS[name];
  return {
    max: l.max,
    timeWindow: l.windowSeconds * 1000,
    ...(l.per === 'account'
      ? { keyGenerator: (req: FastifyRequest) => (req.auth ? `account:${req.auth.accountId}` : req.ip) }
      : {}),
    ...(refused ? { errorResponseBuilder: () => new AppError(429, ErrorCode.tooManyRequests, refused) } : {}),
  };
}
