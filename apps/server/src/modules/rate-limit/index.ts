/** Request limits per client address, counted in PostgreSQL across instances (the `rate_limit` table). */
export { postgresRateLimitStore, rateLimit } from './store.ts';
