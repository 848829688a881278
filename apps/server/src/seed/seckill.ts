/**
 * Demo flash sales: in the platform zone (pType 1) activities that are running (one ending in a few days, one long
 * running, a suite), upcoming, sold out, finished and abandoned; in the reward-payout zone (pType 2) a running and
 * an upcoming one. Windows are relative to the day the seed runs (China time) so the demo always shows running
 * activities; the long one runs for a year. Models are public, listed, priced catalogue models with stock (the most
 * used of a few categories); the original price is the retail price, the seckill price a round share of it.
 *
 * Idempotent and independent of the main seed: activities by number, so it also fills a data directory seeded
 * before flash sales existed. The sold-out one has its pool at 0 without orders (demo data: no buyer's orders or
 * addresses are made up).
 */
import { chinaDayStart, SECKILL_KIND, SECKILL_P_TYPE, type SeckillItem } from '@portal/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { CAT } from './categories.ts';

const HOUR = 3_600_000;

/** 00:00 China time of the day `now` falls on, shifted by `days`, plus `hours`. */
const chinaDay = (now: Date, days: number, hours = 0) => new Date(chinaDayStart(now, days).getTime() + hours * HOUR);

/** Seckill price: a share of the retail price, rounded down to a whole 9 yuan (e.g. ¥279.00). */
function share(priceFen: number, ratio: number): number {
  const yuan = Math.max(1, Math.floor((priceFen * ratio) / 100));
  const nine = yuan >= 20 ? Math.floor(yuan / 10) * 10 - 1 : yuan;
  return Math.max(100, nine * 100);
}

interface Pick {
  skuNo: string;
  spuNo: string;
  skuName: string;
  spuName: string;
  model: string;
  picUrl: string | null;
  priceFen: number;
  stock: number;
}

/** The most used public, listed, priced model with stock of a second category (none when the catalogue has none). */
export async function modelOf(db: Kysely<DB>, category: string, skip = 0): Promise<Pick | null> {
  const id = CAT[category];
  if (!id) return null;
  const r = await db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select([
      'k.sku_no',
      's.spu_no',
      'k.sku_name',
      's.spu_name',
      'k.model',
      'k.pic_url',
      's.pic_url as spu_pic',
      'k.price_fen',
      'k.stock',
    ])
    .where('s.second_category_id', '=', id)
    .where('s.status', '=', 0)
    .where('k.status', '=', 0)
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null)
    .where('k.price_fen', '>=', 5000)
    .where('k.stock', '>=', 100)
    .orderBy('s.times_used', 'desc')
    .orderBy('k.sort')
    .orderBy('k.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirst();
  if (!r || r.price_fen === null) return null;
  return {
    skuNo: r.sku_no,
    spuNo: r.spu_no,
    skuName: r.sku_name,
    spuName: r.spu_name,
    model: r.model,
    picUrl: r.pic_url ?? r.spu_pic,
    priceFen: Number(r.price_fen),
    stock: Number(r.stock),
  };
}

/** The most used listed suite whose models are all listed and priced, with its items. */
async function suiteOf(db: Kysely<DB>) {
  const suits = await db
    .selectFrom('suit')
    .select(['id', 'suit_no', 'name', 'price_fen', 'pic_url'])
    .where('status', '=', 0)
    .orderBy('times_used', 'desc')
    .orderBy('id')
    .limit(10)
    .execute();
  for (const s of suits) {
    const items = await db
      .selectFrom('suit_item as i')
      .innerJoin('sku as k', 'k.id', 'i.sku_id')
      .innerJoin('spu as p', 'p.id', 'k.spu_id')
      .select([
        'k.sku_no',
        'p.spu_no',
        'k.sku_name',
        'p.spu_name',
        'k.model',
        'k.pic_url',
        'k.price_fen',
        'k.status',
        'p.status as spu_status',
        'k.stock',
        'i.quantity',
      ])
      .where('i.suit_id', '=', s.id)
      .orderBy('i.sort')
      .orderBy('i.id')
      .execute();
    if (!items.length || items.some((i) => i.price_fen === null || i.status !== 0 || i.spu_status !== 0)) continue;
    if (items.some((i) => Number(i.stock) < Number(i.quantity) * 30)) continue;
    const list: SeckillItem[] = items.map((i) => ({
      skuNo: i.sku_no,
      spuNo: i.spu_no,
      skuName: i.sku_name,
      spuName: i.spu_name,
      model: i.model,
      picUrl: i.pic_url,
      quantity: Number(i.quantity),
      priceFen: Number(i.price_fen),
    }));
    const total = list.reduce((sum, i) => sum + i.priceFen * i.quantity, 0);
    return {
      suitNo: s.suit_no,
      name: s.name,
      picUrl: s.pic_url,
      items: list,
      originFen: Math.min(Number(s.price_fen ?? total), total),
    };
  }
  return null;
}

const itemOf = (m: Pick): SeckillItem => ({
  skuNo: m.skuNo,
  spuNo: m.spuNo,
  skuName: m.skuName,
  spuName: m.spuName,
  model: m.model,
  picUrl: m.picUrl,
  quantity: 1,
  priceFen: m.priceFen,
});

export const DEMO_SECKILL_NOS = {
  running: 'SKDEMO01',
  endingSoon: 'SKDEMO02',
  suite: 'SKDEMO03',
  upcoming: 'SKDEMO04',
  soldOut: 'SKDEMO05',
  finished: 'SKDEMO06',
  abandoned: 'SKDEMO07',
  rewardRunning: 'SKDEMO08',
  rewardUpcoming: 'SKDEMO09',
} as const;

export async function seedSeckill(
  db: Kysely<DB>,
  log: (msg: string) => void = () => {},
  now = new Date(),
): Promise<number> {
  const sales = await db
    .selectFrom('account')
    .select('id')
    .where('phone', '=', DEMO_ACCOUNTS.find((a) => a.userType === 20)!.phone)
    .executeTakeFirst();
  const [bullet, dome, nvr, disk, poe, bullet2] = await Promise.all([
    modelOf(db, '枪型网络摄像机'),
    modelOf(db, '半球网络摄像机'),
    modelOf(db, '网络硬盘录像机(NVR)'),
    modelOf(db, '监控硬盘'),
    modelOf(db, 'PoE交换机'),
    modelOf(db, '枪型网络摄像机', 1),
  ]);
  const suite = await suiteOf(db);
  const rows: Insertable<DB['seckill_activity']>[] = [];
  const model = (
    no: string,
    m: Pick | null,
    o: {
      pType?: number;
      title: string;
      ratio: number;
      stock: number;
      remaining?: number;
      limit: number;
      start: Date;
      end: Date;
      abandoned?: Date;
    },
  ) => {
    if (!m) return;
    rows.push({
      activity_no: no,
      p_type: o.pType ?? SECKILL_P_TYPE.PLATFORM,
      kind: SECKILL_KIND.SKU,
      sku_no: m.skuNo,
      suit_no: null,
      spu_no: m.spuNo,
      title: o.title,
      pic_url: m.picUrl,
      items: JSON.stringify([itemOf(m)]),
      origin_price_fen: m.priceFen,
      seckill_price_fen: share(m.priceFen, o.ratio),
      stock: o.stock,
      remaining: o.remaining ?? o.stock,
      per_user_limit: o.limit,
      start_at: o.start,
      end_at: o.end,
      abandoned_at: o.abandoned ?? null,
      created_by: sales?.id ?? null,
      created_at: new Date(o.start.getTime() - 3 * 24 * HOUR),
    });
  };
  const N = DEMO_SECKILL_NOS;
  model(N.running, bullet, {
    title: `爆款枪机限时秒杀 ${bullet?.model ?? ''}`.trim(),
    ratio: 0.7,
    stock: 300,
    limit: 5,
    start: chinaDay(now, -1, 10),
    end: chinaDay(now, 365, 22),
  });
  model(N.endingSoon, nvr, {
    title: '录像机周末特惠',
    ratio: 0.75,
    stock: 60,
    remaining: 60,
    limit: 2,
    start: chinaDay(now, -2, 10),
    end: chinaDay(now, 3, 22),
  });
  if (suite) {
    rows.push({
      activity_no: N.suite,
      p_type: SECKILL_P_TYPE.PLATFORM,
      kind: SECKILL_KIND.SUIT,
      sku_no: null,
      suit_no: suite.suitNo,
      spu_no: suite.items[0]!.spuNo,
      title: suite.name.endsWith('套装') ? `${suite.name}秒杀` : `${suite.name}套装秒杀`,
      pic_url: suite.picUrl ?? suite.items[0]!.picUrl,
      items: JSON.stringify(suite.items),
      origin_price_fen: suite.originFen,
      seckill_price_fen: share(suite.originFen, 0.8),
      stock: 30,
      remaining: 30,
      per_user_limit: 1,
      start_at: chinaDay(now, -1, 10),
      end_at: chinaDay(now, 30, 22),
      abandoned_at: null,
      created_by: sales?.id ?? null,
    });
  }
  model(N.upcoming, dome, {
    title: '半球摄像机新品首发秒杀',
    ratio: 0.65,
    stock: 100,
    limit: 3,
    start: chinaDay(now, 1, 10),
    end: chinaDay(now, 8, 22),
  });
  model(N.soldOut, disk, {
    title: '监控硬盘秒杀',
    ratio: 0.6,
    stock: 20,
    remaining: 0,
    limit: 1,
    start: chinaDay(now, -1, 10),
    end: chinaDay(now, 20, 22),
  });
  model(N.finished, poe, {
    title: 'PoE交换机秒杀（上期）',
    ratio: 0.7,
    stock: 50,
    remaining: 12,
    limit: 2,
    start: chinaDay(now, -10, 10),
    end: chinaDay(now, -3, 22),
  });
  model(N.abandoned, bullet2, {
    title: '枪机秒杀（已取消）',
    ratio: 0.5,
    stock: 40,
    limit: 1,
    start: chinaDay(now, -1, 10),
    end: chinaDay(now, 10, 22),
    abandoned: chinaDay(now, -1, 9),
  });
  model(N.rewardRunning, poe, {
    pType: SECKILL_P_TYPE.REWARD,
    title: '年度返利兑付专享：PoE交换机',
    ratio: 0.5,
    stock: 80,
    limit: 2,
    start: chinaDay(now, -5, 0),
    end: chinaDay(now, 90, 22),
  });
  model(N.rewardUpcoming, dome, {
    pType: SECKILL_P_TYPE.REWARD,
    title: '季度返利兑付：半球摄像机',
    ratio: 0.55,
    stock: 50,
    limit: 2,
    start: chinaDay(now, 5, 10),
    end: chinaDay(now, 35, 22),
  });
  if (!rows.length) return 0;
  const added = await db
    .insertInto('seckill_activity')
    .values(rows)
    .onConflict((oc) => oc.column('activity_no').doNothing())
    .returning('activity_no')
    .execute();
  if (added.length) log(`秒杀演示数据：新增 ${added.length} 个秒杀活动`);
  return added.length;
}
