/**
 * A bare app served the way the portal's main.ts serves it (src/http/listen.ts), for test/listen.test.ts: every
 * accepted connection costs 3 ms of the thread, as a busy server's turn does, and is tagged with the turn of the
 * event loop it was accepted in; headers and requests time out after 0.4 s. GET /turns answers how the process
 * listens and the most connections one turn took.
 */
import http from 'node:http';
import Fastify from 'fastify';
import { listen } from '../../src/http/listen.ts';

let turn = 0;
const spin = () => {
  turn += 1;
  setImmediate(spin);
};
spin();

const perTurn = new Map<number, number>();
// Short header and request timeouts, checked every 100 ms, so a test sees slow connections closed (408).
const app = Fastify({
  serverFactory: (handler) =>
    http.createServer({ connectionsCheckingInterval: 100, headersTimeout: 400, requestTimeout: 400 }, handler),
});
app.server.on('connection', () => {
  perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
  const busyUntil = performance.now() + 3;
  while (performance.now() < busyUntil);
});
app.get('/hello', async (req) => ({ allowHalfOpen: req.socket.allowHalfOpen }));
app.get('/turns', async () => ({
  describe: listening.describe,
  connections: [...perTurn.values()].reduce((a, b) => a + b, 0),
  mostInOneTurn: Math.max(...perTurn.values()),
  inheritedLeftInEnv: process.env.LISTEN_FDS ?? null,
}));

const listening = await listen(app, { host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
process.on('SIGTERM', () => {
  listening.stopAccepting();
  void app.close().then(() => process.exit(0));
});
