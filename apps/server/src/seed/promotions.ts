/**
 * Demo promotions and placements: a price discount on a few popular models, a spend-and-save over recorders and
 * disks, a gift with a PoE switch; the home carousel (1) and the three banners (25, 26, 27) pointing at them, their
 * pictures drawn here as SVG (written to <static>/placements/, served at /static/placements/; nothing committed).
 * Windows run from the seed's day for a year so the demo always shows running promotions. Idempotent by number.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chinaDayStart } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { modelOf } from './seckill.ts';

const DAY = 86_400_000;
const PLACEMENT_URL_BASE = '/static/placements';

/** A promoted price: 60 % of the retail price, rounded down to whole yuan ending in 9. */
const promoOf = (fen: number) => Math.max(100, (Math.floor((fen * 0.6) / 1000) * 10 - 1) * 100);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A banner picture: a gradient, a grid, rings and two lines of text. */
function bannerSvg(w: number, h: number, title: string, sub: string, from: string, to: string): string {
  const font = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0v32" fill="none" stroke="rgba(255,255,255,.1)"/></pattern></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#p)"/>
<circle cx="${w * 0.8}" cy="${h / 2}" r="${h * 0.42}" fill="rgba(255,255,255,.1)"/><circle cx="${w * 0.8}" cy="${h / 2}" r="${h * 0.28}" fill="rgba(255,255,255,.12)"/>
<text x="${w * 0.06}" y="${h * 0.45}" font-size="${Math.round(h * 0.16)}" fill="#fff" font-weight="bold" ${font}>${esc(title)}</text>
<text x="${w * 0.06}" y="${h * 0.66}" font-size="${Math.round(h * 0.08)}" fill="rgba(255,255,255,.85)" ${font}>${esc(sub)}</text>
</svg>`;
}

export async function seedPromotions(
  db: Kysely<DB>,
  opts: { staticDir: string; log?: (msg: string) => void },
  now = new Date(),
): Promise<number> {
  const log = opts.log ?? (() => {});
  const staff = await db
    .selectFrom('account')
    .select('id')
    .where('phone', '=', DEMO_ACCOUNTS.find((a) => a.userType === 20)!.phone)
    .executeTakeFirst();
  const [bullet, dome, nvr, disk, poe] = await Promise.all([
    // Past the most used models (the flash sales' and the other demos'), so promotions change no one else's prices.
    modelOf(db, '枪型网络摄像机', 4),
    modelOf(db, '半球网络摄像机', 4),
    modelOf(db, '网络硬盘录像机(NVR)', 4),
    modelOf(db, '监控硬盘', 4),
    modelOf(db, 'PoE交换机', 4),
  ]);
  const start = chinaDayStart(now, 0);
  const end = new Date(start.getTime() + 365 * DAY);
  const by = staff ? Number(staff.id) : null;
  const activities = [
    bullet && dome
      ? {
          no: 'PMDEMO0001',
          row: { title: '摄像机限时6折', kind: 1, per_user_limit: 10, total_limit: 500 },
          items: [bullet, dome].map((m) => ({ sku_no: m.skuNo, promo_fen: promoOf(m.priceFen) })),
        }
      : null,
    nvr && disk
      ? {
          no: 'PMDEMO0002',
          row: {
            title: '录像存储满2000减200',
            kind: 2,
            per_user_limit: 20,
            total_limit: 1000,
            threshold_fen: 200000,
            off_fen: 20000,
          },
          items: [nvr, disk].map((m) => ({ sku_no: m.skuNo, promo_fen: null })),
        }
      : null,
    nvr && poe
      ? {
          no: 'PMDEMO0003',
          row: {
            title: '买录像机送交换机',
            kind: 3,
            per_user_limit: 5,
            total_limit: 200,
            gift_sku_no: poe.skuNo,
            gift_name: `${poe.spuName} ${poe.model}`.trim(),
            gift_price_fen: poe.priceFen,
            gift_buy_quantity: 1,
            gift_quantity: 1,
            gift_stock: 100,
          },
          items: [{ sku_no: nvr.skuNo, promo_fen: null }],
        }
      : null,
  ].filter((a) => a !== null);
  let added = 0;
  for (const a of activities) {
    const found = await db
      .selectFrom('promotion_activity')
      .select('id')
      .where('activity_no', '=', a.no)
      .executeTakeFirst();
    if (found) continue;
    const { id } = await db
      .insertInto('promotion_activity')
      .values({ activity_no: a.no, start_at: start, end_at: end, created_by: by, ...a.row })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('promotion_item')
      .values(a.items.map((i, sort) => ({ activity_id: id, sort, ...i })))
      .execute();
    added++;
  }
  // Pictures, drawn every start (a fresh data directory has none), then the placements once.
  const dir = path.join(opts.staticDir, 'placements');
  await fs.mkdir(dir, { recursive: true });
  const pictures: [string, number, string, string, string, string, number, string][] = [
    [
      'carousel-sale.svg',
      1,
      '摄像机限时6折',
      '热销网络摄像机 促销价抢购中',
      '#7a0008',
      '#ff6b5b',
      0,
      '/product/sale/detail?activityNo=PMDEMO0001',
    ],
    [
      'carousel-save.svg',
      1,
      '录像存储满2000减200',
      'NVR与监控硬盘 满额立减',
      '#0b2a5b',
      '#4c9cff',
      1,
      '/product/sale/detail?activityNo=PMDEMO0002',
    ],
    [
      'banner-left.svg',
      25,
      '买录像机送交换机',
      '赠品数量有限 送完即止',
      '#123a2f',
      '#38c28f',
      0,
      '/product/sale/detail?activityNo=PMDEMO0003',
    ],
    ['banner-mid.svg', 26, '全部促销活动', '折扣 · 满减 · 买赠', '#3b1f63', '#a07cf0', 0, '/product/sale'],
    ['banner-right.svg', 27, '领券中心', '优惠券与促销可同时使用', '#7a3b00', '#f0a040', 0, '/memberStore/coupon'],
  ];
  for (const [file, location, title, sub, from, to] of pictures) {
    // the carousel's box on /home at desktop width (≈ 740 × 420): a wider picture is cut at its sides (object-fit)
    const [w, h] = location === 1 ? [740, 420] : [400, 120];
    await fs.writeFile(path.join(dir, file), bannerSvg(w, h, title, sub, from, to));
  }
  const any = await db.selectFrom('placement').select('id').limit(1).executeTakeFirst();
  if (!any) {
    await db
      .insertInto('placement')
      .values(
        pictures.map(([file, location, title, , , , sort, link]) => ({
          location,
          title,
          pic_url: `${PLACEMENT_URL_BASE}/${file}`,
          link_url: link,
          sort,
          start_at: start,
          end_at: end,
          created_by: by,
        })),
      )
      .execute();
  }
  log(`促销活动：新增 ${added} 个；投放图片已写入 ${dir}`);
  return added;
}
