/**
 * Demo data of the post-login prompt chain: the protocols (codes 60, 39, 61, 5, 6, versioned) and, for the
 * gold second-level demo account 13800000004 (M50001), every step's trigger: a repeated enterprise name,
 * protocols to sign, waiting-share cash, a price-change notice, willFreeze and verification status 2.
 * Idempotent: protocols upsert on (code, version), notices on (account, kind).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { upsertNotice } from '../modules/prompt/index.ts';

export const PROMPT_DEMO_PHONE = '13800000004';
export const PROMPT_DEMO_MERCHANT = 'M50001';

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
  await upsertNotice(db, id, 'repeatName', '2');
  await upsertNotice(db, id, 'waitingShare', '¥12,860.00');
  await upsertNotice(
    db,
    id,
    'priceChange',
    '部分产品价格调整通知\n自 2026年11月1日 起，部分网络硬盘录像机与 PoE 交换机的渠道价格将上调 3%-5%，已下单未付款的订单按原价格执行。',
  );
  await db
    .updateTable('merchant')
    .set({ will_freeze: true, verification_status: 2 })
    .where('merchant_no', '=', PROMPT_DEMO_MERCHANT)
    .execute();
}
