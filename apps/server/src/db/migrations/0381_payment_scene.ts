import { sql, type Kysely } from 'kysely';

/**
 * A phone pays in its own browser (issue 58 §2): WeChat Pay H5 and Alipay's alipay.trade.wap.pay beside the desk's QR
 * code. A payment made that way is its own trade at the channel (its own out_trade_no: a gateway does not take one
 * number for two trade types), so the open payment is one per payable, channel, scene and amount.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment add column scene text not null default 'qr' check (scene in ('qr', 'h5'));
    drop index payment_open_one;
    create unique index payment_open_one on payment (payable_kind, payable_no, channel, scene, amount_fen)
      where status = 0;
  `.execute(db);
}
