import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.ts';
import { describeOnPostgres } from '../../test/support/test-db.ts';
import { createSecondInstance, createTestApp, type TestContext } from '../../test/support/test-app.ts';
import { bus, transportOf, type DomainEvent } from './index.ts';

const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const settle = () => new Promise((r) => setTimeout(r, 300));

describeOnPostgres('events across instances on %s (LISTEN/NOTIFY)', (driver) => {
  let a: TestContext;
  let b: TestContext;
  const seen: { on: 'a' | 'b'; accountId: number }[] = [];
  let off: () => void = () => {};

  beforeAll(async () => {
    a = await createTestApp(driver);
    b = await createSecondInstance(a);
    off = bus.on('enterprise.certified', (e, db) => {
      const on = db === a.database.db ? 'a' : db === b.database.db ? 'b' : null;
      if (on) seen.push({ on, accountId: e.accountId });
    });
  });
  afterAll(async () => {
    off();
    await b?.close();
    await a?.close();
  });

  const emitted = (db: Kysely<DB>, accountId: number) =>
    bus.emit(db, { type: 'enterprise.certified', accountId, merchantNo: 'M1' });
  const on = (accountId: number) =>
    seen
      .filter((s) => s.accountId === accountId)
      .map((s) => s.on)
      .sort();

  it('an event emitted on one instance reaches every instance once, its own at once', async () => {
    emitted(a.database.db, 1);
    expect(on(1)).toEqual(['a']); // delivered here before emit returns
    await until(() => on(1).length === 2);
    emitted(b.database.db, 2);
    await until(() => on(2).length === 2);
    await settle();
    expect(on(1)).toEqual(['a', 'b']);
    expect(on(2)).toEqual(['a', 'b']);
  });

  it('the listening connection comes back after a drop, and events flow again', async () => {
    const tb = transportOf(b.database.db)!;
    const pid = tb.backendPid;
    expect(pid).toBeTypeOf('number');
    let resumed = 0;
    const undo = tb.onResume(() => resumed++);
    await sql`select pg_terminate_backend(${pid})`.execute(a.database.db);
    await until(() => tb.listening && tb.backendPid !== pid);
    expect(resumed).toBe(1);
    undo();
    emitted(a.database.db, 3);
    await until(() => on(3).length === 2);
    expect(on(3)).toEqual(['a', 'b']);
  });

  it('an event over NOTIFY’s limit is delivered here only, and said so', async () => {
    const ta = transportOf(a.database.db)!;
    const before = ta.failures.length;
    const big = { type: 'enterprise.certified', accountId: 4, merchantNo: 'x'.repeat(9000) } as DomainEvent;
    bus.emit(a.database.db, big);
    await settle();
    expect(on(4)).toEqual(['a']);
    expect(ta.failures.length).toBe(before + 1);
  });
});

describe('events on PGlite', () => {
  it('stay in process: no cross-instance transport', async () => {
    const ctx = await createTestApp('pglite');
    try {
      expect(transportOf(ctx.database.db)).toBeUndefined();
      let got = 0;
      const off = bus.on('enterprise.certified', (_e, db) => void (db === ctx.database.db && got++));
      bus.emit(ctx.database.db, { type: 'enterprise.certified', accountId: 9, merchantNo: 'M' });
      off();
      expect(got).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});
