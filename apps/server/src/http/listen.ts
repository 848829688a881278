import net from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

/** The first descriptor systemd's socket-activation protocol hands over (SD_LISTEN_FDS_START). */
const FIRST_FD = 3;

/**
 * The listening sockets this process was handed (systemd's protocol: LISTEN_FDS descriptors from 3, for this process
 * when LISTEN_PID names it; our launcher, apps/server/launch.mjs, sets no LISTEN_PID), or none. Read once: the two
 * variables are removed, so a process started from this one does not take the sockets for its own.
 */
export function takeInheritedSockets(env: NodeJS.ProcessEnv = process.env): number[] {
  const count = Number(env.LISTEN_FDS);
  const forPid = env.LISTEN_PID;
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  if (!Number.isInteger(count) || count < 1 || count > 64) return [];
  if (forPid && Number(forPid) !== process.pid) return [];
  return Array.from({ length: count }, (_, k) => FIRST_FD + k);
}

export interface Listening {
  /** How the server listens, for the start-up line. */
  describe: string;
  /** Stops accepting on the inherited sockets beyond the first (app.close() closes that one). */
  stopAccepting(): void;
}

/** The options the app's HTTP server gives its own sockets (half-open for the parser, no Nagle delay, keep-alive). */
function socketOptions(app: FastifyInstance): net.ServerOpts {
  const own = app.server as unknown as net.ServerOpts;
  return {
    allowHalfOpen: own.allowHalfOpen ?? true,
    noDelay: own.noDelay ?? true,
    keepAlive: own.keepAlive ?? false,
    keepAliveInitialDelay: own.keepAliveInitialDelay ?? 0,
    highWaterMark: own.highWaterMark,
  };
}

/**
 * Serves the app on the inherited sockets when there are any: Fastify's own server listens on the first (so its
 * connection tracking, header and request timeouts and app.close() are Node's and Fastify's own), and each further
 * descriptor is polled by a server of its own that gives its connections to that HTTP server (its documented
 * 'connection' injection), so one turn of the event loop accepts as many connections as there are descriptors.
 * Otherwise listens on host:port itself.
 */
export async function listen(app: FastifyInstance, at: { host: string; port: number }): Promise<Listening> {
  const [first, ...more] = takeInheritedSockets();
  if (first === undefined) {
    await app.listen(at);
    return { describe: `${at.host}:${at.port}`, stopAccepting: () => {} };
  }
  // With a descriptor the host only names the address in Fastify's log ('localhost' would make it bind ::1 too).
  await app.listen({ fd: first, host: at.host === 'localhost' ? '127.0.0.1' : at.host } as FastifyListenOptions);
  const servers = await Promise.all(
    more.map(
      (fd) =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer(socketOptions(app), (socket) => app.server.emit('connection', socket));
          server.once('error', reject);
          server.listen({ fd }, () => resolve(server));
        }),
    ),
  );
  return {
    describe: `${at.host}:${at.port}，继承的监听描述符 ×${more.length + 1}`,
    // close() without waiting: its callback would wait for every connection these servers accepted to end.
    // app.close() then closes the first and the idle connections of all.
    stopAccepting: () => servers.forEach((server) => server.close()),
  };
}
