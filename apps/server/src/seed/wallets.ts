/**
 * Demo wallet balances (the wallet payment channel): a top-up ledger row and the balance it gives, for the demo
 * buyers. Idempotent and additive: it fills only the wallets that are absent, so it also runs on a data directory
 * seeded before wallets existed.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Balance in fen by demo phone. 13800000010 has none (the wallet page says so). */
export const DEMO_WALLET_FEN: Readonly<Record<string, number>> = {
  '13800000001': 5_000_00,
  '13800000002': 200_000_00,
  '13800000003': 50_000_00,
  '13800000004': 100_000_00,
  '13800000009': 30_000_00,
};

export async function seedWallets(db: Kysely<DB>, log: (m: string) => void = () => {}): Promise<number> {
  const accounts = await db
    .selectFrom('account')
    .leftJoin('wallet_account', 'wallet_account.account_id', 'account.id')
    .select(['account.id', 'account.phone'])
    .where('account.phone', 'in', Object.keys(DEMO_WALLET_FEN))
    .where('wallet_account.account_id', 'is', null)
    .execute();
  if (!accounts.length) return 0;
  await db.transaction().execute(async (tx) => {
    for (const a of accounts) {
      const fen = DEMO_WALLET_FEN[a.phone]!;
      const made = await tx
        .insertInto('wallet_account')
        .values({ account_id: a.id, balance_fen: fen })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .returning('account_id')
        .executeTakeFirst();
      if (!made) continue;
      await tx
        .insertInto('wallet_ledger')
        .values({
          account_id: a.id,
          kind: 'topup',
          delta_fen: fen,
          balance_after_fen: fen,
          payment_no: null,
          remark: '演示充值',
        })
        .execute();
    }
  });
  log(`已载入 ${accounts.length} 个演示钱包`);
  return accounts.length;
}
