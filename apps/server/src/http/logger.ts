/**
 * The server's one logger (pino, JSON lines): main.ts makes it before anything starts, so the start's own lines
 * (configuration, sandboxes, migrations, listening, refusals to start) are JSON like every request's, and hands it
 * to Fastify (buildApp).
 */
import { pino, type Logger } from 'pino';

/** What never reaches the log: the credentials a request carries. */
export const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie'];

export function createLogger(level: string): Logger {
  return pino({ level, redact: LOG_REDACT });
}
