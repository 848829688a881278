/**
 * The credits mall's exchanges and a flash sale for the board journey (issue 60 §1), last month (Beijing): the demo's
 * credits items exchanged by the demo accounts, and one flash sale started on the 10th that sold out in 4 minutes
 * (its orders written as the flash-sale orders the board counts), followed by more accounts than bought.
 */
import { chinaDate, chinaDateStart, chinaDayStart } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.ts';
import { order } from '../../apps/server/test/support/board.ts';

export async function boardActivity(db: Kysely<DB>, now: Date, accounts: number[], shop: string, province: string) {
  const firstOfMonth = chinaDate(chinaDayStart(now)).slice(0, 8) + '01';
  const lastMonth = chinaDate(chinaDayStart(chinaDateStart(firstOfMonth)!, -1)).slice(0, 8);
  const day = (d: number, hour: number) => new Date(chinaDateStart(`${lastMonth}${String(d).padStart(2, '0')}`)!.getTime() + hour * 3600_000); // prettier-ignore
  const items = await db.selectFrom('credit_spu').selectAll().orderBy('id').limit(4).execute();
  let n = 0;
  for (const [i, s] of items.entries())
    for (let j = 0; j <= i; j++) {
      const quantity = 1 + (j % 2);
      await db
        .insertInto('credit_exchange')
        .values({
          exchange_no: `JFB${Date.now() % 1e6}${++n}`,
          account_id: accounts[n % accounts.length]!,
          spu_id: s.id,
          spu_no: s.spu_no,
          name: s.name,
          pic_url: s.pic_url,
          quantity,
          unit_credits: s.credits,
          unit_cash_fen: s.cash_fen,
          credits: s.credits * quantity,
          cash_fen: s.cash_fen * quantity,
          status: 2,
          address: JSON.stringify({}),
          idempotency_key: `board-${n}`,
          request_hash: 'h',
          paid_at: s.cash_fen > 0 ? day(3 + n, 10) : null,
          created_at: day(3 + n, 10),
        })
        .execute();
    }
  const sku = await db.selectFrom('sku').select(['sku_no', 'spu_id', 'model']).orderBy('id').executeTakeFirstOrThrow();
  const start = day(10, 10);
  const { id } = await db
    .insertInto('seckill_activity')
    .values({
      activity_no: `SKB${Date.now() % 1e6}`,
      p_type: 1,
      kind: 1,
      sku_no: sku.sku_no,
      spu_no: sku.sku_no,
      title: `限时秒杀 ${sku.model}`,
      items: JSON.stringify([]),
      origin_price_fen: 20000,
      seckill_price_fen: 9900,
      stock: 4,
      remaining: 0,
      per_user_limit: 2,
      start_at: start,
      end_at: day(11, 10),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, accountId] of accounts.entries()) {
    await db.insertInto('seckill_follow').values({ activity_id: id, account_id: accountId }).execute();
    if (i >= 2) continue;
    const at = new Date(start.getTime() + (i + 1) * 120_000);
    const orderNo = await order(db, { accountId, buyer: null, shop, province, payFen: 19800, paidAt: at.toISOString(), status: 4, flash: true, lines: [{ model: sku.model, quantity: 2, amountFen: 19800 }] }); // prettier-ignore
    await db
      .insertInto('seckill_order')
      .values({ order_no: orderNo, activity_id: id, account_id: accountId, quantity: 2, created_at: at })
      .execute();
  }
}
