/**
 * Events across server instances on one PostgreSQL database: LISTEN/NOTIFY on one channel, `portal_events`.
 *
 * `publish` delivers the event to this process's subscribers at once (as the in-process transport does, so the
 * request after the emitting one already sees the change) and sends `pg_notify('portal_events', '{"o":origin,"e":…}')`
 * through the pool. One dedicated connection per process LISTENs; a notification from another origin is delivered
 * to this process's subscribers with this process's database handle; its own echo is skipped, so every instance
 * (this one included) delivers each event once.
 *
 * Limits, said here because they are the transport's:
 * - NOTIFY carries at most 8000 bytes: an event whose JSON is over NOTIFY_MAX_BYTES is delivered here only and
 *   counted in `failures` (events are ids and short codes; none of events.ts comes near it).
 * - A notification sent while the listening connection is down is lost for this process. The connection is
 *   re-opened (after 0.2 s, doubling to 10 s) and `onResume` callbacks run, so whoever keeps something an event
 *   would have refreshed can reload it (the message hub re-sends each socket its unread count).
 * - Two events emitted one after the other may go through different pool connections: their order across
 *   processes is not guaranteed.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/schema.ts';
import type { EventTransport } from './bus.ts';
import type { DomainEvent } from './events.ts';

const EVENTS_CHANNEL = 'portal_events';
/** NOTIFY's payload limit is 8000 bytes; kept under it with room to spare. */
const NOTIFY_MAX_BYTES = 7900;
const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 10_000;

interface Envelope {
  /** The sending process, or 'commit' for an event sent inside a transaction (delivered everywhere, here too). */
  o: string;
  e: DomainEvent;
}

export interface PgNotifyOptions {
  /** The database handle this process delivers received events with (its pool publishes). */
  db: Kysely<DB>;
  /** Where to open the dedicated listening connection. */
  connectionString: string;
  log?: (msg: string) => void;
}

export class PgNotifyTransport implements EventTransport {
  /** This process's mark on what it sends, to skip its own echo. */
  readonly origin = randomUUID();
  /** Events that could not be sent (too large, or the pool refused), kept for logs and tests. */
  readonly failures: { event: DomainEvent; error: unknown }[] = [];
  private deliver: ((db: Kysely<DB>, event: DomainEvent) => void) | null = null;
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = RETRY_FIRST_MS;
  private timer: NodeJS.Timeout | null = null;
  private readonly resumed: (() => void)[] = [];

  constructor(private readonly opts: PgNotifyOptions) {}

  start(deliver: (db: Kysely<DB>, event: DomainEvent) => void): void {
    this.deliver = deliver;
  }

  publish(db: Kysely<DB>, event: DomainEvent): void {
    this.deliver?.(db, event);
    const payload = JSON.stringify({ o: this.origin, e: event } satisfies Envelope);
    if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) {
      this.fail(event, new Error(`event over ${NOTIFY_MAX_BYTES} bytes, not sent to other instances`));
      return;
    }
    sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(db).catch((error: unknown) => this.fail(event, error));
  }

  /** Runs after the listening connection came back from a drop (notifications meanwhile are lost). */
  onResume(fn: () => void): () => void {
    this.resumed.push(fn);
    return () => {
      const i = this.resumed.indexOf(fn);
      if (i >= 0) this.resumed.splice(i, 1);
    };
  }

  /** The listening connection's backend process id, or null while it is down (tests end it to play a drop). */
  get backendPid(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * Opens the listening connection. Answers once it LISTENs; if it cannot, logs and keeps trying in the background
   * (the app still serves; other instances' events are not seen meanwhile).
   */
  async listen(): Promise<void> {
    try {
      await this.connect();
    } catch (e) {
      this.opts.log?.(`事件监听连接失败，稍后重试：${(e as Error).message}`);
      this.retry();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.connectionString, connectionTimeoutMillis: 5000 });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (!this.stopped) {
        this.opts.log?.('事件监听连接断开，正在重连');
        this.retry();
      }
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => this.receive(n.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (e) {
      gone = true;
      client.end().catch(() => {});
      throw e;
    }
    if (this.stopped) {
      gone = true;
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RETRY_FIRST_MS;
  }

  private retry(): void {
    if (this.stopped || this.timer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().then(
        () => {
          if (this.stopped) return;
          for (const fn of this.resumed) {
            try {
              fn();
            } catch (error) {
              this.opts.log?.(`事件监听恢复回调失败：${(error as Error).message}`);
            }
          }
        },
        () => this.retry(),
      );
    }, wait);
    this.timer.unref();
  }

  private receive(payload: string | undefined): void {
    const env = parseEnvelope(payload);
    if (!env || env.o === this.origin) return;
    this.deliver?.(this.opts.db, env.e);
  }

  private fail(event: DomainEvent, error: unknown): void {
    if (this.failures.length < 100) this.failures.push({ event, error });
    this.opts.log?.(`事件未能发往其他实例（${event.type}）：${(error as Error).message}`);
  }
}

const transports = new WeakMap<Kysely<DB>, PgNotifyTransport>();

/**
 * Emits `event` when the transaction `tx` commits, and not at all if it rolls back: `pg_notify` inside a transaction
 * is held by PostgreSQL (and PGlite) until the commit. Every instance listening on the database delivers it once,
 * this one included (the envelope has no origin to skip). For what is written with the event (a message and its
 * live push).
 */
export async function emitOnCommit(tx: Kysely<DB>, event: DomainEvent): Promise<void> {
  const payload = JSON.stringify({ o: 'commit', e: event } satisfies Envelope);
  if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) throw new Error(`event over ${NOTIFY_MAX_BYTES} bytes`);
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(tx);
}

/** PGlite: events emitted here are delivered at once (in process); committed ones arrive through PGlite's NOTIFY. */
class PGliteTransport implements EventTransport {
  private deliver: ((db: Kysely<DB>, event: DomainEvent) => void) | null = null;
  constructor(private readonly db: Kysely<DB>) {}
  start(deliver: (db: Kysely<DB>, event: DomainEvent) => void): void {
    this.deliver = deliver;
  }
  publish(db: Kysely<DB>, event: DomainEvent): void {
    this.deliver?.(db, event);
  }
  receive(payload: string): void {
    const e = parseEnvelope(payload);
    if (e && e.o === 'commit') this.deliver?.(this.db, e.e);
  }
}

function parseEnvelope(payload: string | undefined): Envelope | null {
  if (!payload) return null;
  try {
    const env = JSON.parse(payload) as Envelope;
    return env && env.e && typeof env.e.type === 'string' && typeof env.o === 'string' ? env : null;
  } catch {
    return null;
  }
}

/**
 * On PostgreSQL, gives `db` the LISTEN/NOTIFY transport on `bus` and opens its listening connection; on PGlite
 * (one process by nature) nothing changes. Answers the stop, for the app's close.
 */
export async function crossInstanceEvents(
  bus: { useTransport(db: Kysely<DB>, t: EventTransport): () => void },
  database: {
    db: Kysely<DB>;
    driver: 'pglite' | 'postgres';
    url?: string;
    listen?: (channel: string, fn: (payload: string) => void) => Promise<() => Promise<void>>;
  },
  log?: (msg: string) => void,
): Promise<() => Promise<void>> {
  if (database.driver !== 'postgres' || !database.url) {
    if (!database.listen) return async () => {};
    const t = new PGliteTransport(database.db);
    const undo = bus.useTransport(database.db, t);
    const unlisten = await database.listen(EVENTS_CHANNEL, (p) => t.receive(p));
    return async () => {
      undo();
      await unlisten().catch(() => {});
    };
  }
  const transport = new PgNotifyTransport({ db: database.db, connectionString: database.url, log });
  const undo = bus.useTransport(database.db, transport);
  transports.set(database.db, transport);
  await transport.listen();
  return async () => {
    undo();
    transports.delete(database.db);
    await transport.stop();
  };
}

/** The cross-instance transport of `db`, if it has one (PostgreSQL). */
export function transportOf(db: Kysely<DB>): PgNotifyTransport | undefined {
  return transports.get(db);
}
