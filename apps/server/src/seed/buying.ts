/**
 * Demo data of buying: coupons of every kind in the coupon centre (amount off with a threshold, 折 with a cap,
 * scoped to a category, to a model family, one that has ended and one that has not started), a platform freight
 * template and one per demo first-level dealer with a few province overrides, and a coupon already held by the demo
 * person and the second-level dealer so that pre-settlement shows one.
 *
 * Validity windows are set relative to the day the seed runs (a fixed date would expire). Idempotent and
 * independent of the main seed: coupons by coupon number, templates by merchant, province rows by
 * (template, province), held coupons only when the account holds none of that coupon; so it also fills a data
 * directory seeded before buying existed.
 */
import { chinaDayStart, COUPON_KIND, COUPON_SCOPE } from '@portal/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { claim } from '../modules/coupon/index.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANTS } from './accounts.ts';
import { CAT } from './categories.ts';

const chinaDay = chinaDayStart;
/** 23:59:59 China time, `days` after today. */
const chinaDayEnd = (now: Date, days: number) => new Date(chinaDay(now, days + 1).getTime() - 1000);

export const DEMO_COUPON_NOS = {
  over300: 'CPDEMO01',
  over2000: 'CPDEMO02',
  cameraZhe: 'CPDEMO03',
  nvrZhe: 'CPDEMO04',
  disks: 'CPDEMO05',
  ended: 'CPDEMO06',
  coming: 'CPDEMO07',
} as const;

async function demoCoupons(db: Kysely<DB>, now: Date): Promise<Insertable<DB['coupon']>[]> {
  const live = { valid_from: chinaDay(now, -7), valid_to: chinaDayEnd(now, 180) };
  // The two most used public disk families are the product-scoped coupon's.
  const disks = await db
    .selectFrom('spu')
    .select('spu_no')
    .where('second_category_id', '=', CAT['监控硬盘']!)
    .where('status', '=', 0)
    .where('private_tenant', 'is', null)
    .where('owner_account_id', 'is', null)
    .orderBy('times_used', 'desc')
    .orderBy('id')
    .limit(2)
    .execute();
  const rows: Insertable<DB['coupon']>[] = [
    {
      coupon_no: DEMO_COUPON_NOS.over300,
      name: '全场满300减30',
      kind: COUPON_KIND.amountOff,
      amount_off_fen: 3000,
      threshold_fen: 30000,
      per_user_limit: 2,
      total_quantity: 5000,
      ...live,
    },
    {
      coupon_no: DEMO_COUPON_NOS.over2000,
      name: '工程采购满2000减200',
      kind: COUPON_KIND.amountOff,
      amount_off_fen: 20000,
      threshold_fen: 200000,
      per_user_limit: 1,
      total_quantity: 800,
      ...live,
    },
    {
      coupon_no: DEMO_COUPON_NOS.cameraZhe,
      name: '网络摄像机8.5折券',
      kind: COUPON_KIND.percentOff,
      rate: 8500,
      max_off_fen: 50000,
      threshold_fen: 0,
      scope_type: COUPON_SCOPE.categories,
      scope_ids: [String(CAT['网络摄像机'])],
      per_user_limit: 1,
      total_quantity: 2000,
      ...live,
    },
    {
      coupon_no: DEMO_COUPON_NOS.nvrZhe,
      name: 'NVR录像机9折券',
      kind: COUPON_KIND.percentOff,
      rate: 9000,
      max_off_fen: 30000,
      threshold_fen: 100000,
      scope_type: COUPON_SCOPE.categories,
      scope_ids: [String(CAT['网络硬盘录像机(NVR)'])],
      per_user_limit: 1,
      total_quantity: 300,
      ...live,
    },
    {
      coupon_no: DEMO_COUPON_NOS.ended,
      name: '国庆特惠满500减60',
      kind: COUPON_KIND.amountOff,
      amount_off_fen: 6000,
      threshold_fen: 50000,
      per_user_limit: 1,
      total_quantity: 1000,
      valid_from: chinaDay(now, -60),
      valid_to: chinaDayEnd(now, -20),
    },
    {
      coupon_no: DEMO_COUPON_NOS.coming,
      name: '年终备货满1000减120',
      kind: COUPON_KIND.amountOff,
      amount_off_fen: 12000,
      threshold_fen: 100000,
      per_user_limit: 2,
      total_quantity: 1500,
      valid_from: chinaDay(now, 15),
      valid_to: chinaDayEnd(now, 45),
    },
  ];
  if (disks.length) {
    rows.push({
      coupon_no: DEMO_COUPON_NOS.disks,
      name: '监控硬盘满500减50',
      kind: COUPON_KIND.amountOff,
      amount_off_fen: 5000,
      threshold_fen: 50000,
      scope_type: COUPON_SCOPE.products,
      scope_ids: disks.map((d) => d.spu_no),
      per_user_limit: 1,
      total_quantity: 600,
      ...live,
    });
  }
  return rows;
}

interface TemplateSeed {
  merchantNo: string | null;
  name: string;
  baseFen: number;
  extraFen: number;
  freeOverFen: number | null;
  regions: [provinceCode: string, baseFen: number, extraFen: number][];
}

/** Fees in fen: first item, each further item, free from; remote provinces cost more, a dealer's home less. */
const TEMPLATES: TemplateSeed[] = [
  {
    merchantNo: null,
    name: '平台默认运费模板',
    baseFen: 1200,
    extraFen: 300,
    freeOverFen: 200000,
    regions: [
      ['540000', 3500, 1000],
      ['650000', 3500, 1000],
      ['150000', 2000, 500],
    ],
  },
  {
    merchantNo: DEMO_MERCHANTS.first,
    name: '杭州仓发货',
    baseFen: 800,
    extraFen: 200,
    freeOverFen: 100000,
    regions: [
      ['330000', 500, 100],
      ['540000', 3000, 800],
      ['650000', 3000, 800],
    ],
  },
  {
    merchantNo: DEMO_MERCHANTS.firstOther,
    name: '西溪仓发货',
    baseFen: 1000,
    extraFen: 200,
    freeOverFen: 150000,
    regions: [
      ['330000', 600, 150],
      ['540000', 3200, 900],
    ],
  },
  {
    merchantNo: DEMO_MERCHANTS.multiFirst,
    name: '深圳南山仓发货',
    baseFen: 900,
    extraFen: 200,
    freeOverFen: 120000,
    regions: [
      ['440000', 500, 100],
      ['460000', 1500, 400],
    ],
  },
  {
    merchantNo: DEMO_MERCHANTS.multiFirstDealer,
    name: '深圳宝安仓发货',
    baseFen: 1000,
    extraFen: 250,
    freeOverFen: 150000,
    regions: [
      ['440000', 600, 100],
      ['650000', 3000, 900],
    ],
  },
];

async function seedTemplates(db: Kysely<DB>): Promise<number> {
  let added = 0;
  for (const t of TEMPLATES) {
    let q = db.selectFrom('logistics_template').select('id');
    q = t.merchantNo === null ? q.where('merchant_no', 'is', null) : q.where('merchant_no', '=', t.merchantNo);
    let row = await q.executeTakeFirst();
    if (!row) {
      row = await db
        .insertInto('logistics_template')
        .values({
          merchant_no: t.merchantNo,
          name: t.name,
          base_fen: t.baseFen,
          extra_fen: t.extraFen,
          free_over_fen: t.freeOverFen,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      added++;
    }
    await db
      .insertInto('logistics_template_region')
      .values(
        t.regions.map(([province_code, base_fen, extra_fen]) => ({
          template_id: row.id,
          province_code,
          base_fen,
          extra_fen,
        })),
      )
      .onConflict((oc) => oc.columns(['template_id', 'province_code']).doNothing())
      .execute();
  }
  return added;
}

/** Coupons the demo buyers already hold: the person and the second-level dealer. */
const HELD: [phone: string, couponNo: string][] = [
  [DEMO_ACCOUNTS[0]!.phone, DEMO_COUPON_NOS.over300],
  [DEMO_ACCOUNTS[2]!.phone, DEMO_COUPON_NOS.over300],
  [DEMO_ACCOUNTS[2]!.phone, DEMO_COUPON_NOS.cameraZhe],
];

export async function seedBuying(
  db: Kysely<DB>,
  log: (msg: string) => void = () => {},
  now = new Date(),
): Promise<void> {
  const coupons = await demoCoupons(db, now);
  const added = await db
    .insertInto('coupon')
    .values(coupons)
    .onConflict((oc) => oc.column('coupon_no').doNothing())
    .returning('coupon_no')
    .execute();
  // A reset truncates accounts and with them the coupons they held: count the demo coupons' claims again.
  await sql`
    update coupon c set claimed_count = (select count(*) from user_coupon u where u.coupon_id = c.id)
    where c.coupon_no in (${sql.join(Object.values(DEMO_COUPON_NOS))})
      and c.claimed_count <> (select count(*) from user_coupon u where u.coupon_id = c.id)
  `.execute(db);
  const templates = await seedTemplates(db);

  let held = 0;
  for (const [phone, couponNo] of HELD) {
    const account = await db.selectFrom('account').select('id').where('phone', '=', phone).executeTakeFirst();
    if (!account) continue;
    const has = await db
      .selectFrom('user_coupon as u')
      .innerJoin('coupon as c', 'c.id', 'u.coupon_id')
      .select('u.id')
      .where('u.account_id', '=', account.id)
      .where('c.coupon_no', '=', couponNo)
      .executeTakeFirst();
    if (has) continue;
    await claim(db, account.id, couponNo, now);
    held++;
  }
  if (added.length || templates || held) {
    log(`采购演示数据：新增 ${added.length} 张优惠券，${templates} 个运费模板，演示账号领取 ${held} 张优惠券`);
  }
}
