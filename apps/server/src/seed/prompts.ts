/**
 * Demo data of the post-login prompt chain: the protocols (codes 60, 39, 61, 5, 6, versioned), signed by every
 * account but the gold second-level demo account 13800000004 (M50001), and — after the catalogue — the business facts
 * from which the chain's rules (domain account/prompt-rules.ts, the prompt module's rules.ts) find that account's
 * steps: another merchant certified under its name, a QR payment whose notification never came, a staff change to
 * the price list it buys at, a validity end within the willFreeze window (seed/index.ts) and a certification whose
 * licence is about to end. Idempotent: protocols upsert on (code, version).
 */
import { chinaDate, chinaDayStart, PAYMENT_STATUS, WAITING_SHARE_AFTER_MINUTES } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { saveDealerPrice } from '../modules/catalogue/index.ts';
import { DEMO_MERCHANTS } from './accounts.ts';

const PROMPT_DEMO_PHONE = '13800000004';
const PROMPT_DEMO_MERCHANT = 'M50001';

const PROTOCOLS: { code: number; version: number; name: string; kind: 'sign' | 'safety' }[] = [
  { code: 5, version: 1, name: '用户服务协议', kind: 'sign' },
  { code: 5, version: 2, name: '用户服务协议（2026年修订版）', kind: 'sign' },
  { code: 6, version: 1, name: '隐私政策', kind: 'sign' },
  { code: 39, version: 1, name: '经销商采购框架协议', kind: 'sign' },
  { code: 60, version: 1, name: '平台交易规则', kind: 'sign' },
  { code: 61, version: 1, name: '安装服务安全责任告知书', kind: 'safety' },
];

export async function seedPrompts(db: Kysely<DB>, accountIdOf: (phone: string) => number | undefined): Promise<void> {
  for (const p of PROTOCOLS) {
    await db
      .insertInto('protocol')
      .values({
        code: p.code,
        version: p.version,
        protocol_name: p.name,
        protocol_url: `/aboutUs/staticContent?tab=userAgreement&code=${p.code}&v=${p.version}`,
        kind: p.kind,
      })
      .onConflict((oc) => oc.columns(['code', 'version']).doNothing())
      .execute();
  }
  const id = accountIdOf(PROMPT_DEMO_PHONE);
  if (id === undefined) return;
  // Everyone else has agreed to the current protocols, so only the chosen account meets the chain.
  const protocols = await db.selectFrom('protocol').select('id').execute();
  const others = await db.selectFrom('account').select('id').where('id', '<>', id).execute();
  const signs = others.flatMap((a) => protocols.map((p) => ({ account_id: a.id, protocol_id: p.id, action: 3 })));
  for (let i = 0; i < signs.length; i += 500)
    await db
      .insertInto('protocol_sign')
      .values(signs.slice(i, i + 500))
      .execute();
}

const MINUTE = 60_000;

/**
 * The facts the prompt chain's rules find for 13800000004 (run after the catalogue, its price lists and accounts).
 * Idempotent: each fact is written once, so it also fills a data directory seeded before the rules.
 */
export async function seedPromptConditions(db: Kysely<DB>, log: (m: string) => void): Promise<void> {
  const demo = await db.selectFrom('account').select('id').where('phone', '=', PROMPT_DEMO_PHONE).executeTakeFirst();
  const sales = await db.selectFrom('account').select('id').where('phone', '=', '13800000008').executeTakeFirst();
  if (!demo || !sales) return;
  const demoId = Number(demo.id);
  const own = await db
    .selectFrom('merchant')
    .select(['company_name', 'province_code', 'province_name', 'city_code', 'city_name', 'area_code', 'area_name'])
    .where('merchant_no', '=', PROMPT_DEMO_MERCHANT)
    .executeTakeFirstOrThrow();

  // Repeated name: a second-level dealer registered (by the dealer import) under the same name, no account of its own.
  await db
    .insertInto('merchant')
    .values({
      merchant_no: 'M20099',
      enterprise_no: 'E20099',
      enterprise_type: 2,
      company_name: own.company_name,
      credit_code: '91330212MA2J8K7Q5X',
      auth_status: 1,
      audit_status: 1,
      province_code: own.province_code,
      province_name: own.province_name,
      city_code: own.city_code,
      city_name: own.city_name,
      area_code: own.area_code,
      area_name: own.area_name,
      address: '宁波市鄞州区首南街道天童南路588号',
      valid_until: chinaDate(chinaDayStart(new Date(), 400)),
    })
    .onConflict((oc) => oc.column('merchant_no').doNothing())
    .execute();

  // Certificate: M50001's certification record, its business licence ending in 12 days.
  const cert = await db
    .selectFrom('enterprise_cert')
    .select('id')
    .where('merchant_no', '=', PROMPT_DEMO_MERCHANT)
    .executeTakeFirst();
  if (!cert)
    await db
      .insertInto('enterprise_cert')
      .values({
        enterprise_no: 'E50001',
        account_id: demoId,
        company_name: own.company_name,
        credit_code: '91330212MA2H3N6D1R',
        enterprise_type: 2, // certified as a second-level dealer; the provider made it gold later
        licence_url: '',
        contact_name: '王海燕',
        contact_phone: '13800000004',
        province_code: own.province_code ?? '',
        province_name: own.province_name ?? '',
        city_code: own.city_code ?? '',
        city_name: own.city_name ?? '',
        area_code: own.area_code ?? '',
        area_name: own.area_name ?? '',
        address: '宁波市鄞州区首南街道学士路655号',
        status: 1,
        reviewer_account_id: Number(sales.id),
        reviewed_at: new Date(),
        merchant_no: PROMPT_DEMO_MERCHANT,
        licence_valid_until: chinaDate(chinaDayStart(new Date(), 12)),
      })
      .execute();

  // Waiting share: a WeChat Pay code shown two hours ago for ¥12,860.00 whose notification never came.
  const created = new Date(Date.now() - (WAITING_SHARE_AFTER_MINUTES + 105) * MINUTE);
  await db
    .insertInto('payment')
    .values({
      payment_no: 'PDEMO50001TRANSIT',
      payable_kind: 'mall_order',
      payable_no: 'DEMO-M50001-TRANSIT',
      account_id: demoId,
      channel: 'wechat',
      amount_fen: 1_286_000,
      subject: `${own.company_name} 采购订单`,
      status: PAYMENT_STATUS.UNPAID,
      expires_at: new Date(created.getTime() + 30 * MINUTE),
      code_url: 'weixin://wxpay/bizpayurl?pr=DEMO50001',
      created_at: created,
    })
    .onConflict((oc) => oc.column('payment_no').doNothing())
    .execute();

  // Price change: the sales account raises a model's price on M10001's list (the dealer 13800000004 buys through)
  // as /catalogueManage does; everyone else buying at it has already seen the notice, like the protocols above.
  // Once: a data directory seeded before keeps its notice (open or seen), and no start raises the price again.
  const noticed = await db
    .selectFrom('account_notice')
    .select('id')
    .where('account_id', '=', demoId)
    .where('kind', '=', 'priceChange')
    .executeTakeFirst();
  const row = noticed
    ? undefined
    : await db
        .selectFrom('dealer_sku_price as p')
        .innerJoin('sku as k', 'k.sku_no', 'p.sku_no')
        .select(['k.id', 'p.price_fen', 'p.gold_price_fen'])
        .where('p.first_merchant_no', '=', DEMO_MERCHANTS.first)
        .orderBy('p.sku_no')
        .executeTakeFirst();
  if (row) {
    const up = (fen: number) => Math.round((fen * 1.04) / 100) * 100;
    await saveDealerPrice(
      db,
      { accountId: Number(sales.id), ip: null },
      {
        skuId: Number(row.id),
        firstMerchantNo: DEMO_MERCHANTS.first,
        priceFen: up(Number(row.price_fen)),
        goldPriceFen: row.gold_price_fen === null ? null : up(Number(row.gold_price_fen)),
      },
    );
    await db
      .updateTable('account_notice')
      .set({ done_at: new Date() })
      .where('kind', '=', 'priceChange')
      .where('account_id', '<>', demoId)
      .where('done_at', 'is', null)
      .execute();
  }
  log('登录后提示的演示条件已写入（13800000004）');
}
