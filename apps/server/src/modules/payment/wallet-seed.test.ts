import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestDatabase } from '../../../test/support/test-db.ts';
import type { Database } from '../../db/database.ts';
import { DEMO_WALLET_FEN, seedWallets } from '../../seed/wallets.ts';

describe('demo wallets', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('fill the absent wallets of the demo buyers once, each balance equal to its ledger', async () => {
    const db = database.db;
    await createAccount(db, { phone: '13800000001' });
    await createAccount(db, { phone: '13800000010' });
    expect(await seedWallets(db)).toBe(1);
    await createAccount(db, { phone: '13800000003' });
    expect(await seedWallets(db)).toBe(1);
    expect(await seedWallets(db)).toBe(0);
    const rows = await db
      .selectFrom('wallet_account')
      .innerJoin('account', 'account.id', 'wallet_account.account_id')
      .select(['account.phone', 'wallet_account.balance_fen', 'wallet_account.account_id'])
      .orderBy('account.phone')
      .execute();
    expect(rows.map((r) => [r.phone, Number(r.balance_fen)])).toEqual([
      ['13800000001', DEMO_WALLET_FEN['13800000001']],
      ['13800000003', DEMO_WALLET_FEN['13800000003']],
    ]);
    for (const r of rows) {
      const l = await db
        .selectFrom('wallet_ledger')
        .select((eb) => eb.fn.sum<number>('delta_fen').as('s'))
        .where('account_id', '=', r.account_id)
        .executeTakeFirstOrThrow();
      expect(Number(l.s)).toBe(Number(r.balance_fen));
    }
  });
});
