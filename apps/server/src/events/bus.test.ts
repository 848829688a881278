import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.ts';
import { EventBus, type EventTransport } from './bus.ts';
import type { DomainEvent } from './events.ts';

const dbA = {} as Kysely<DB>;
const dbB = {} as Kysely<DB>;
const certified: DomainEvent = { type: 'enterprise.certified', accountId: 7, merchantNo: 'M1' };

describe('the event bus', () => {
  it('delivers an event to its subscribers at once, with the database it happened on', () => {
    const bus = new EventBus();
    const seen: [number, Kysely<DB>][] = [];
    const off = bus.on('enterprise.certified', (e, db) => seen.push([e.accountId, db]));
    bus.emit(dbA, certified);
    expect(seen).toEqual([[7, dbA]]);
    off();
    bus.emit(dbB, certified);
    expect(seen).toHaveLength(1);
  });

  it('a failing subscriber neither stops the others nor fails the emitter', () => {
    const bus = new EventBus();
    let reached = false;
    bus.on('enterprise.certified', () => {
      throw new Error('broken');
    });
    bus.on('enterprise.certified', () => (reached = true));
    expect(() => bus.emit(dbA, certified)).not.toThrow();
    expect(reached).toBe(true);
    expect(bus.failures).toHaveLength(1);
  });

  it('goes through its transport (a cross-process one delivers what it receives)', () => {
    const sent: DomainEvent[] = [];
    let deliver: (db: Kysely<DB>, e: DomainEvent) => void = () => {};
    const transport: EventTransport = {
      publish: (_db, e) => void sent.push(e),
      start: (d) => (deliver = d),
    };
    const bus = new EventBus(transport);
    const seen: number[] = [];
    bus.on('enterprise.certified', (e) => seen.push(e.accountId));
    bus.emit(dbA, certified);
    expect(sent).toEqual([certified]);
    expect(seen).toEqual([]); // not delivered until the transport says it arrived
    deliver(dbB, { ...certified, accountId: 8 });
    expect(seen).toEqual([8]);
  });
});

describe('a database with its own transport', () => {
  it('sends its events through it; other databases keep the default; undo puts the default back', () => {
    const bus = new EventBus();
    const sent: DomainEvent[] = [];
    const own: EventTransport = { publish: (_db, e) => void sent.push(e), start: () => {} };
    const seen: number[] = [];
    bus.on('enterprise.certified', (e) => seen.push(e.accountId));
    const undo = bus.useTransport(dbA, own);
    bus.emit(dbA, certified);
    bus.emit(dbB, { ...certified, accountId: 8 });
    expect(sent).toEqual([certified]);
    expect(seen).toEqual([8]);
    undo();
    bus.emit(dbA, certified);
    expect(seen).toEqual([8, 7]);
  });
});
