/**
 * BENCH_ONLY=messages (PostgreSQL): the message centre's live connection.
 * 1. Memory: one server holds 10,000 idle sockets (500 accounts × 20); the server's extra RSS is reported.
 * 2. Latency: a second server on the same database; 2,000 sockets (200 accounts × 10, half on each server); 300
 *    messages written as the app writes them (insert + pg_notify in one transaction, what sendMessages sends), each
 *    timed from just before its commit to each of its account's sockets receiving it; p50/p99 over all deliveries.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { MESSAGE_SOCKET_PATH } from '@portal/domain';
import pg from 'pg';
import WebSocket from 'ws';

const hash = (t: string) => createHash('sha256').update(t).digest('hex');

async function makeAccounts(db: pg.Client, n: number): Promise<{ id: number; token: string }[]> {
  const out: { id: number; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const phone = `177${String(i).padStart(8, '0')}`;
    const a = await db.query<{ id: string }>(
      `insert into account (account_no, phone, password_hash) values ($1, $2, 'x') returning id`,
      [`B${phone}`, phone],
    );
    const token = randomBytes(24).toString('base64url');
    await db.query(
      `insert into auth_token (token_hash, account_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [hash(token), a.rows[0]!.id],
    );
    out.push({ id: Number(a.rows[0]!.id), token });
  }
  return out;
}

function open(url: string, token: string, onMessage?: (data: string) => void): Promise<WebSocket> {
  const u = new URL(url);
  const ws = new WebSocket(`ws://${u.host}${MESSAGE_SOCKET_PATH}?token=${token}`, { headers: { origin: url } });
  if (onMessage) ws.on('message', (d) => onMessage(String(d)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_q, res) => reject(new Error(`refused ${res.statusCode}`)));
  });
}

async function openMany(url: string, tokens: string[], onMessage?: (i: number, data: string) => void) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < tokens.length; i += 200) {
    const batch = tokens.slice(i, i + 200);
    sockets.push(...(await Promise.all(batch.map((t, j) => open(url, t, onMessage && ((d) => onMessage(i + j, d)))))));
  }
  return sockets;
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
/** user + system CPU of a process in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
  return (Number(rest[11]) + Number(rest[12])) * 10;
};
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

export async function benchMessages(
  start: () => Promise<{ url: string; pid: number; stop: () => Promise<void> }>,
  dbUrl: string,
): Promise<void> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const a = await start();
  try {
    const accounts = await makeAccounts(db, 500);
    // 1. 10,000 idle sockets on one server
    await new Promise((r) => setTimeout(r, 2000));
    const before = rssMb(a.pid);
    const idle = await openMany(
      a.url,
      accounts.flatMap((x) => Array.from({ length: 20 }, () => x.token)),
    );
    await new Promise((r) => setTimeout(r, 5000));
    const after = rssMb(a.pid);
    console.log(
      `\nmessages: ${idle.length} idle sockets on one server: RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB, ` +
        `extra ${(after - before).toFixed(0)} MB (${(((after - before) * 1024) / idle.length).toFixed(1)} KB each)`,
    );
    for (const s of idle) s.terminate();
    await new Promise((r) => setTimeout(r, 2000));

    // 2. 2,000 sockets across two servers; a message reaches each of its account's sockets
    const b = await start();
    try {
      const users = accounts.slice(0, 200);
      const sentAt = new Map<number, number>();
      const lat: number[] = [];
      const onMessage = (_i: number, d: string) => {
        if (!d) return;
        const f = JSON.parse(d) as { type: string; message?: { id: number } };
        const t = f.type === 'message' && f.message ? sentAt.get(f.message.id) : undefined;
        if (t !== undefined) lat.push(performance.now() - t);
      };
      const tokens = users.flatMap((x) => Array.from({ length: 5 }, () => x.token));
      const sockets = [...(await openMany(a.url, tokens, onMessage)), ...(await openMany(b.url, tokens, onMessage))];
      await new Promise((r) => setTimeout(r, 2000));
      const events = 300;
      const cpu0 = cpuMs(a.pid) + cpuMs(b.pid);
      for (let i = 0; i < events; i++) {
        const to = users[i % users.length]!;
        await db.query('begin');
        const m = await db.query<{ id: string }>(
          `insert into message (account_id, kind, category, title, body, link, dedupe_key)
           values ($1, 'orderShipped', 'order', '订单已发货', '压测消息', '/', $2) returning id`,
          [to.id, `bench:${i}`],
        );
        const id = Number(m.rows[0]!.id);
        const e = { o: 'commit', e: { type: 'message.created', accountId: to.id, messageId: id } };
        await db.query(`select pg_notify('portal_events', $1)`, [JSON.stringify(e)]);
        sentAt.set(id, performance.now());
        await db.query('commit');
        await new Promise((r) => setTimeout(r, 25));
      }
      await new Promise((r) => setTimeout(r, 3000));
      // both servers' CPU over the sending (their idle sockets cost nothing between heartbeats): a figure a loaded
      // machine stretches less than the latency
      const cpu = cpuMs(a.pid) + cpuMs(b.pid) - cpu0;
      const sorted = [...lat].sort((x, y) => x - y);
      console.log(
        `messages: ${sockets.length} sockets on two servers, ${events} messages, ${lat.length}/${events * 10} deliveries: ` +
          `p50 ${pct(sorted, 50).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms; ` +
          `servers' CPU ${(cpu / events).toFixed(2)} ms per message (${((cpu / lat.length) * 1000).toFixed(0)} µs per delivery)`,
      );
      for (const s of sockets) s.terminate();
    } finally {
      await b.stop();
    }
  } finally {
    await a.stop();
    await db.end();
  }
}
