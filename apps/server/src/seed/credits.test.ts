import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/support/fixtures.ts';
import { createTestDatabase } from '../../test/support/test-db.ts';
import type { Database } from '../db/database.ts';
import { balanceAndLedger } from '../modules/credits/ledger.ts';
import { CREDITS_PICTURE_SHAPES, DEMO_CREDIT_ITEMS, DEMO_OPENING_CREDITS, seedCredits } from './credits.ts';

describe('credits demo data', () => {
  let database: Database;
  let dir: string;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credits-seed-'));
    for (const phone of ['13800000001', '13800000003', '13800000004', '13800000008']) {
      ids.set(phone, await createAccount(database.db, { phone, isSales: phone === '13800000008' }));
    }
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads items, pictures, opening balances and a few real exchanges, once', async () => {
    expect(await seedCredits(database.db, { imagesDir: dir })).toEqual({
      items: DEMO_CREDIT_ITEMS.length,
      accounts: 3,
    });
    for (const s of CREDITS_PICTURE_SHAPES) {
      expect(fs.readFileSync(path.join(dir, 'credits', `${s}.svg`), 'utf8')).toMatch(/^<svg /);
    }
    const person = await balanceAndLedger(database.db, ids.get('13800000001')!);
    expect(person.balance).toBe(person.ledgerSum);
    expect(person.balance).toBe(DEMO_OPENING_CREDITS['13800000001']! - DEMO_CREDIT_ITEMS[2]!.credits);
    const exchanges = await database.db.selectFrom('credit_exchange').select(['status']).execute();
    expect(exchanges.map((e) => e.status).sort()).toEqual([2, 3, 3]);
    const spus = await database.db.selectFrom('credit_spu').select(['exchanged', 'status']).execute();
    expect(spus.reduce((s, r) => s + r.exchanged, 0)).toBe(4);
    expect(spus.filter((r) => r.status === 1)).toHaveLength(1);

    expect(await seedCredits(database.db, { imagesDir: dir })).toEqual({ items: 0, accounts: 0 });
    expect(await balanceAndLedger(database.db, ids.get('13800000001')!)).toEqual(person);
  });
});
