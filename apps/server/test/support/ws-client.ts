import { MESSAGE_SOCKET_PATH, type MessageFrame } from '@portal/domain';
import WebSocket from 'ws';

/** A live message-centre client (as a browser tab), or the HTTP status its upgrade was refused with. */
export interface LiveClient {
  ws: WebSocket;
  frames: MessageFrame[];
  /** Empty heartbeat frames received. */
  heartbeats: number;
  closed: Promise<number>;
  /** Resolves with the first frame (after `from`) that `match` accepts. */
  next(match: (f: MessageFrame) => boolean, ms?: number): Promise<MessageFrame>;
}

export interface ConnectOptions {
  token?: string | null;
  /** How the token travels: the cookie a browser sends (default) or ?token=. */
  via?: 'cookie' | 'query';
  origin?: string | null;
  /** false: never answer pings (a client that went silent). */
  autoPong?: boolean;
}

export function connectLive(port: number, o: ConnectOptions = {}): Promise<LiveClient | { refused: number }> {
  const base = `ws://127.0.0.1:${port}${MESSAGE_SOCKET_PATH}`;
  const url = o.token && o.via === 'query' ? `${base}?token=${encodeURIComponent(o.token)}` : base;
  const headers: Record<string, string> = {};
  const origin = o.origin === undefined ? `http://127.0.0.1:${port}` : o.origin;
  if (origin) headers.origin = origin;
  if (o.token && o.via !== 'query') headers.cookie = `token=${encodeURIComponent(o.token)}`;
  const ws = new WebSocket(url, { headers, autoPong: o.autoPong ?? true });
  const frames: MessageFrame[] = [];
  const waiters: { match: (f: MessageFrame) => boolean; resolve: (f: MessageFrame) => void }[] = [];
  const client: LiveClient = {
    ws,
    frames,
    heartbeats: 0,
    closed: new Promise((resolve) => ws.on('close', (code) => resolve(code))),
    next(match, ms = 5000) {
      const seen = frames.find(match);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('no such frame in time')), ms);
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(t);
            resolve(f);
          },
        });
      });
    },
  };
  ws.on('message', (data) => {
    const text = String(data);
    if (text === '') {
      client.heartbeats += 1;
      return;
    }
    const f = JSON.parse(text) as MessageFrame;
    const w = waiters.findIndex((x) => x.match(f));
    if (w >= 0) waiters.splice(w, 1)[0]!.resolve(f);
    else frames.push(f);
  });
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(client));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ refused: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.on('error', (e) => reject(e));
  });
}

export function isOpen(c: LiveClient | { refused: number }): c is LiveClient {
  return 'ws' in c;
}
