/**
 * The server's one logger (pino, JSON lines): main.ts makes it before anything starts, so the start's own lines
 * (configuration, sandboxes, migrations, listening, refusals to start) are JSON like every request's, and hands it
 * to Fastify (buildApp).
 */
import { pino, type Logger, type LoggerOptions } from 'pino';

/** What never reaches the log: the credentials a request carries. */
export const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.headers.token'];

/** Query parameters that carry a credential or a signature (a session token in `?token=`, a signed file link). */
const SECRET_PARAMS = /([?&](?:token|access_token|sign|signature|sig|key)=)[^&#]*/gi;

/** A request's address as logged: the value of every credential-carrying query parameter hidden. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[hidden]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request line, with the address's credentials hidden. */
export const LOG_SERIALIZERS: LoggerOptions['serializers'] = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: LOG_REDACT, serializers: LOG_SERIALIZERS }, destination);
}
