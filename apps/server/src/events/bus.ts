/**
 * The typed event bus: `bus.emit(db, { type: 'enterprise.certified', accountId, merchantNo })` after a write has
 * committed, `bus.on('enterprise.certified', (event, db) => …)` where a module keeps something the event changes.
 * Events are scoped to a database handle (`db`): the caches they drop are kept per database (cache/ttl-cache.ts
 * perDatabase), and tests run several apps, each on its own database, in one process.
 *
 * Delivery goes through an EventTransport. The default, InProcessTransport, hands the event to this process's
 * subscribers at once, synchronously, before `emit` returns — so the request after the emitting one already sees the
 * change, as the direct calls it replaced did; other processes are not told (their caches expire by themselves,
 * events.ts says how soon). On PostgreSQL the app gives its database the PgNotifyTransport (pg-notify.ts,
 * `bus.useTransport(db, …)`): events emitted on that database are delivered here at once as well and sent with
 * `pg_notify('portal_events', '<json>')`; every other process that LISTENs on the same database delivers them to its
 * subscribers, so a change is seen everywhere within a notification's delay (milliseconds) rather than a cache's time.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { DomainEvent, EventOf, EventType } from './events.ts';

export type Handler<T extends EventType> = (event: EventOf<T>, db: Kysely<DB>) => void;
type AnyHandler = (event: DomainEvent, db: Kysely<DB>) => void;

/** How events travel: `publish` sends one; the transport calls `deliver` for every event that arrives. */
export interface EventTransport {
  publish(db: Kysely<DB>, event: DomainEvent): void;
  start(deliver: (db: Kysely<DB>, event: DomainEvent) => void): void;
}

/** This process only: an emitted event is delivered at once, synchronously. */
class InProcessTransport implements EventTransport {
  private deliver: ((db: Kysely<DB>, event: DomainEvent) => void) | null = null;
  publish(db: Kysely<DB>, event: DomainEvent): void {
    this.deliver?.(db, event);
  }
  start(deliver: (db: Kysely<DB>, event: DomainEvent) => void): void {
    this.deliver = deliver;
  }
}

export class EventBus {
  /** Stored untyped; `on` and `deliver` keep each handler with its event's type. */
  private readonly handlers = new Map<EventType, AnyHandler[]>();
  /** A database's own transport (PostgreSQL: LISTEN/NOTIFY); databases without one use the bus's default. */
  private readonly perDatabase = new WeakMap<Kysely<DB>, EventTransport>();
  /** Handler failures, kept for tests and logs: a failing subscriber never fails the write that emitted. */
  readonly failures: { event: DomainEvent; error: unknown }[] = [];

  constructor(private readonly transport: EventTransport = new InProcessTransport()) {
    transport.start((db, event) => this.deliver(db, event));
  }

  on<T extends EventType>(type: T, handler: Handler<T>): () => void {
    const list = this.handlers.get(type) ?? [];
    const h = handler as unknown as AnyHandler;
    list.push(h);
    this.handlers.set(type, list);
    return () => {
      const i = list.indexOf(h);
      if (i >= 0) list.splice(i, 1);
    };
  }

  /**
   * Events emitted on `db` travel through `transport` from now on (it delivers with `start`'s callback what it
   * receives). Answers the undo, which puts the default back.
   */
  useTransport(db: Kysely<DB>, transport: EventTransport): () => void {
    this.perDatabase.set(db, transport);
    transport.start((on, event) => this.deliver(on, event));
    return () => {
      if (this.perDatabase.get(db) === transport) this.perDatabase.delete(db);
    };
  }

  emit(db: Kysely<DB>, event: DomainEvent): void {
    (this.perDatabase.get(db) ?? this.transport).publish(db, event);
  }

  private deliver(db: Kysely<DB>, event: DomainEvent): void {
    for (const h of this.handlers.get(event.type) ?? []) {
      try {
        h(event, db);
      } catch (error) {
        if (this.failures.length < 100) this.failures.push({ event, error });
      }
    }
  }
}

/** The server's bus (in-process transport unless a database has its own). Modules subscribe when they load. */
export const bus = new EventBus();
