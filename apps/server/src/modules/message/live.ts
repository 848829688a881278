/**
 * The live connection of the message centre (part 1 §4 "Unread messages"): one WebSocket per logged-in tab at
 * MESSAGE_SOCKET_PATH, pushing the unread count and each new message.
 *
 * - Refused at the upgrade (HTTP, nothing opened): no or a revoked token (the `token` cookie the browser sends, or
 *   `?token=` / `Authorization: Bearer`) → 401; an Origin that is not this site → 403; an account already holding
 *   MESSAGE_MAX_CONNECTIONS sockets on this server → 429 (the limit is per server: N servers allow N × that).
 * - On open it sends the unread count at once, so a client that reconnects (after this server restarted) is right.
 * - Every heartbeat (MESSAGE_HEARTBEAT_MS) it sends an empty text frame and a protocol ping, and checks the token is
 *   still live (a revoked one is closed with MESSAGE_SOCKET_CLOSE.unauthorized). A client that answered none of the
 *   last MESSAGE_MISSED_HEARTBEATS pings (browsers answer pings by themselves) is dropped.
 * - Across servers: a message is announced with 'message.created' when its transaction commits (emitOnCommit, through
 *   LISTEN/NOTIFY on PostgreSQL); every server's hub pushes it to its own sockets of that account. When the
 *   listening connection comes back after a drop, every socket is sent its count again (notifications meanwhile
 *   are lost; the count is what they changed).
 */
import websocket from '@fastify/websocket';
import {
  MESSAGE_HEARTBEAT_MS,
  MESSAGE_MAX_CONNECTIONS,
  MESSAGE_MISSED_HEARTBEATS,
  MESSAGE_SOCKET_CLOSE,
  MESSAGE_SOCKET_PATH,
  type MessageFrame,
  MESSAGE_MESSAGES,
  refusal,
  TOKEN_COOKIE,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { DB } from '../../db/schema.ts';
import { bus, transportOf } from '../../events/index.ts';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors.ts';
import { findTokenOwner } from '../account/index.ts';
import * as message from './service.ts';
import { registerGauge } from '../../http/metrics.ts';
import { noEntry } from '../../http/no-entry.ts';

export interface LiveOptions {
  heartbeatMs?: number;
  maxConnections?: number;
  /** Outside production, pages served by a local dev server (another port of localhost) may connect too. */
  allowLocalhost?: boolean;
}

interface Conn {
  ws: WebSocket;
  token: string;
  missed: number;
}

function tokenOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h?.startsWith('Bearer ')) return h.slice(7).trim() || null;
  const q = (req.query as { token?: unknown } | undefined)?.token;
  if (typeof q === 'string' && q) return q;
  return req.cookies?.[TOKEN_COOKIE] || null;
}

/** The Origin must be this site (the Host the request came to, or the proxy's forwarded host). */
function originAllowed(req: FastifyRequest, allowLocalhost: boolean): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    const u = new URL(origin);
    host = u.host;
    if (allowLocalhost && (u.hostname === 'localhost' || u.hostname === '127.0.0.1')) return true;
  } catch {
    return false;
  }
  const forwarded = req.headers['x-forwarded-host'];
  const hosts = [req.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])];
  return hosts.some((h) => h?.trim().toLowerCase() === host.toLowerCase());
}

/** The sockets of this server, per account. */
export class Hub {
  readonly byAccount = new Map<number, Set<Conn>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly heartbeatMs: number,
    readonly maxConnections: number,
  ) {}

  get size(): number {
    let n = 0;
    for (const s of this.byAccount.values()) n += s.size;
    return n;
  }

  count(accountId: number): number {
    return this.byAccount.get(accountId)?.size ?? 0;
  }

  add(accountId: number, conn: Conn): boolean {
    const set = this.byAccount.get(accountId) ?? new Set<Conn>();
    if (set.size >= this.maxConnections) return false;
    set.add(conn);
    this.byAccount.set(accountId, set);
    return true;
  }

  remove(accountId: number, conn: Conn): void {
    const set = this.byAccount.get(accountId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byAccount.delete(accountId);
  }

  send(accountId: number, frame: MessageFrame): void {
    const text = JSON.stringify(frame);
    for (const c of this.byAccount.get(accountId) ?? []) if (c.ws.readyState === c.ws.OPEN) c.ws.send(text);
  }

  async pushCount(accountId: number): Promise<void> {
    if (!this.byAccount.has(accountId)) return;
    this.send(accountId, { type: 'unread', unread: await message.unreadCount(this.db, accountId) });
  }

  async pushMessage(accountId: number, messageId: number): Promise<void> {
    if (!this.byAccount.has(accountId)) return;
    const [m, unread] = await Promise.all([
      message.one(this.db, accountId, messageId),
      message.unreadCount(this.db, accountId),
    ]);
    this.send(accountId, m ? { type: 'message', message: m, unread } : { type: 'unread', unread });
  }

  async pushAllCounts(): Promise<void> {
    for (const accountId of [...this.byAccount.keys()]) await this.pushCount(accountId);
  }

  start(): void {
    this.timer = setInterval(() => void this.beat(), this.heartbeatMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const set of this.byAccount.values()) for (const c of set) c.ws.terminate();
    this.byAccount.clear();
  }

  /** One heartbeat: drop the silent, close the revoked, ping the rest with an empty frame. */
  private async beat(): Promise<void> {
    for (const [accountId, set] of [...this.byAccount]) {
      for (const c of [...set]) {
        if (c.missed >= MESSAGE_MISSED_HEARTBEATS) {
          this.remove(accountId, c);
          c.ws.close(MESSAGE_SOCKET_CLOSE.silent, 'heartbeat');
          setTimeout(() => c.ws.terminate(), 1000).unref();
          continue;
        }
        const owner = await findTokenOwner(this.db, c.token).catch(() => undefined);
        if (owner === null) {
          this.remove(accountId, c);
          c.ws.close(MESSAGE_SOCKET_CLOSE.unauthorized, 'session ended');
          continue;
        }
        c.missed += 1;
        if (c.ws.readyState === c.ws.OPEN) {
          c.ws.send('');
          c.ws.ping();
        }
      }
    }
  }
}

/** Registers the live route on `app` and wires its hub to the events. Answers the hub (tests and the bench read it). */
export async function liveRoutes(app: FastifyInstance, db: Kysely<DB>, opts: LiveOptions = {}): Promise<Hub> {
  const hub = new Hub(db, opts.heartbeatMs ?? MESSAGE_HEARTBEAT_MS, opts.maxConnections ?? MESSAGE_MAX_CONNECTIONS);
  // /metrics (METRICS=1): the live sockets this process holds (one gauge per process: the last hub started)
  registerGauge('portal_websocket_connections', '本实例持有的消息实时连接数', () => hub.size);
  await app.register(websocket, { options: { maxPayload: 1024 } });

  const offs = [
    bus.on('message.created', (e, on) => {
      if (on === db) hub.pushMessage(e.accountId, e.messageId).catch((err) => app.log.warn({ err }, '消息推送失败'));
    }),
    bus.on('message.read', (e, on) => {
      if (on === db) hub.pushCount(e.accountId).catch((err) => app.log.warn({ err }, '未读数推送失败'));
    }),
    transportOf(db)?.onResume(() => void hub.pushAllCounts().catch(() => {})) ?? (() => {}),
  ];
  app.addHook('onReady', async () => hub.start());
  app.addHook('onClose', async () => {
    for (const off of offs) off();
    hub.stop();
  });

  app.get(
    MESSAGE_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (req) => {
        if (!originAllowed(req, opts.allowLocalhost ?? false))
          throw forbidden(noEntry(refusal(MESSAGE_MESSAGES, 'originRefused')));
        const token = tokenOf(req);
        const owner = token ? await findTokenOwner(db, token) : null;
        if (!owner) throw unauthorized();
        if (hub.count(owner.accountId) >= hub.maxConnections)
          throw tooManyRequests(noEntry(refusal(MESSAGE_MESSAGES, 'tooManyConnections')));
        req.auth = owner;
      },
    },
    (socket, req) => {
      const accountId = req.auth!.accountId;
      const conn: Conn = { ws: socket, token: tokenOf(req)!, missed: 0 };
      if (!hub.add(accountId, conn)) {
        socket.close(MESSAGE_SOCKET_CLOSE.tooMany, 'too many');
        return;
      }
      const alive = () => void (conn.missed = 0);
      socket.on('pong', alive);
      socket.on('message', alive);
      socket.on('close', () => hub.remove(accountId, conn));
      socket.on('error', () => hub.remove(accountId, conn));
      hub.pushCount(accountId).catch((err: unknown) => app.log.warn({ err }, '未读数推送失败'));
    },
  );
  return hub;
}
