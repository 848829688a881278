/**
 * Demo data of the credits mall: gift pictures drawn locally (SVG, like the catalogue's: no external URLs), a
 * dozen credits items (credits only, and credits plus cash; one off the shelf), and opening balances for the
 * demo person and the second-level accounts, written as ledger rows through the credits service so the balance is
 * the ledger sum from the start.
 *
 * Idempotent and independent of the main seed: items are added only when the table is empty; an opening balance
 * is one ledger row per account (ref 'opening', unique), so it also fills an existing data directory.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { applyLedger, purchase, ship } from '../modules/credits/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { PRODUCT_URL_BASE } from './images.ts';

/** Pictures are written to <products dir>/credits and served at /static/products/credits/. */
const CREDITS_PICTURE_BASE = `${PRODUCT_URL_BASE}/credits`;
const creditsPicture = (shape: string) => `${CREDITS_PICTURE_BASE}/${shape}.svg`;

const EDGE = '#8a96a3';
const DARK = '#2b3440';
const ACCENT = '#e4572e';
const BLUE = '#2f80ed';
const GREEN = '#27ae60';
const GOLD = '#f2c94c';

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 8, stroke = EDGE) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, stroke = EDGE) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" stroke="${EDGE}" stroke-width="3"/>`;
const pathD = (d: string, fill = 'none', stroke = EDGE, w = 3) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"/>`;
const text = (x: number, y: number, s: string, size = 16, fill = '#fff') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="bold">${s}</text>`;

const GIFTS: Record<string, () => string> = {
  thermos: () =>
    rect(150, 70, 100, 40, DARK, 10) +
    rect(140, 105, 120, 240, '#d9e2ec', 30) +
    rect(140, 170, 120, 60, BLUE, 0) +
    text(200, 207, 'HY', 22),
  umbrella: () =>
    pathD(
      'M70 200 Q200 40 330 200 Q297 180 265 200 Q232 180 200 200 Q167 180 135 200 Q102 180 70 200 Z',
      BLUE,
      '#1d4e89',
    ) +
    pathD('M200 200 L200 320 Q200 345 178 345 Q160 345 160 325', 'none', DARK, 8) +
    circle(200, 78, 6, DARK, 'none'),
  backpack: () =>
    pathD('M165 95 Q200 55 235 95', 'none', DARK, 10) +
    rect(115, 95, 170, 250, '#3a4654', 40) +
    rect(145, 235, 110, 80, '#2b3440', 16) +
    pathD('M145 262 L255 262', 'none', EDGE, 3) +
    rect(185, 150, 30, 18, ACCENT, 4, 'none'),
  'power-bank': () =>
    rect(125, 90, 150, 240, '#f4f6f8', 26) +
    rect(150, 125, 100, 60, '#1d2633', 10) +
    text(200, 165, '10000', 20, GREEN) +
    Array.from({ length: 4 }, (_, i) => circle(170 + i * 20, 220, 5, i < 3 ? GREEN : '#cfd6dd', 'none')).join('') +
    rect(180, 300, 40, 12, '#3a4654', 4, 'none'),
  toolkit: () =>
    pathD('M160 130 L160 100 L240 100 L240 130', 'none', DARK, 10) +
    rect(70, 130, 260, 180, ACCENT, 16) +
    rect(70, 190, 260, 20, '#c2410c', 0) +
    rect(185, 180, 30, 40, GOLD, 4) +
    pathD('M110 250 L150 250 M250 250 L290 250', 'none', '#fff', 6),
  'cable-tester': () =>
    rect(95, 80, 130, 240, GOLD, 20) +
    rect(115, 105, 90, 70, '#1d2633', 8) +
    text(160, 150, 'LAN', 20, GREEN) +
    Array.from({ length: 8 }, (_, i) =>
      circle(122 + (i % 4) * 25, 210 + Math.floor(i / 4) * 30, 6, i % 2 ? GREEN : ACCENT, 'none'),
    ).join('') +
    rect(245, 200, 70, 110, GOLD, 14) +
    rect(262, 220, 36, 24, '#3a4654', 3),
  helmet: () =>
    pathD('M90 250 Q90 110 200 110 Q310 110 310 250 Z', GOLD, '#b7791f') +
    rect(70, 245, 260, 26, '#e6b33a', 12, '#b7791f') +
    rect(185, 110, 30, 130, '#e6b33a', 8, '#b7791f') +
    text(200, 215, 'HY', 26, '#7c4a03'),
  mousepad: () =>
    rect(60, 130, 280, 170, '#1d2633', 24) +
    pathD('M80 270 Q160 200 220 240 T320 180', 'none', BLUE, 6) +
    text(290, 160, 'HY', 22, ACCENT) +
    ellipse(200, 220, 30, 42, '#f4f6f8'),
  'gift-box': () =>
    rect(95, 170, 210, 160, ACCENT, 8) +
    rect(80, 135, 240, 45, '#f36b4a', 8) +
    rect(185, 135, 30, 195, GOLD, 0) +
    pathD('M200 135 Q160 80 140 110 Q130 135 200 135 Q270 135 260 110 Q240 80 200 135', GOLD, '#b7791f'),
  'network-switch-mini': () =>
    rect(70, 160, 260, 90, '#e9edf1', 12) +
    Array.from({ length: 5 }, (_, i) => rect(95 + i * 40, 195, 28, 22, '#3a4654', 3, '#1d2633')).join('') +
    circle(305, 180, 5, GREEN, 'none') +
    text(110, 185, 'PoE', 14, ACCENT),
};

export const CREDITS_PICTURE_SHAPES = Object.keys(GIFTS);

function svg(shape: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffaf3"/><stop offset="1" stop-color="#fbeee0"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<ellipse cx="200" cy="372" rx="150" ry="10" fill="#00000010"/>
${GIFTS[shape]!()}
</svg>
`;
}

async function writeCreditsPictures(productsDir: string): Promise<void> {
  const dir = path.join(productsDir, 'credits');
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(CREDITS_PICTURE_SHAPES.map((s) => fs.writeFile(path.join(dir, `${s}.svg`), svg(s))));
}

interface DemoItem {
  name: string;
  description: string;
  pic: string;
  credits: number;
  cashFen?: number;
  stock: number;
  off?: boolean;
}

const product = (shape: string) => `${PRODUCT_URL_BASE}/${shape}.svg`;

export const DEMO_CREDIT_ITEMS: readonly DemoItem[] = [
  {
    name: '定制不锈钢保温杯 500ml',
    description: '316 不锈钢内胆，12 小时保温，杯身印海昱安防标识。',
    pic: creditsPicture('thermos'),
    credits: 300,
    stock: 200,
  },
  {
    name: '工程安全帽（ABS 款）',
    description: '高强度 ABS 壳体，可调节内衬，施工现场常备。',
    pic: creditsPicture('helmet'),
    credits: 200,
    stock: 300,
  },
  {
    name: '定制加厚鼠标垫',
    description: '900×400mm 锁边桌垫，防滑橡胶底。',
    pic: creditsPicture('mousepad'),
    credits: 120,
    stock: 500,
  },
  {
    name: '三折自动晴雨伞',
    description: '一键开收，黑胶防晒涂层，抗风骨架。',
    pic: creditsPicture('umbrella'),
    credits: 260,
    stock: 150,
  },
  {
    name: '10000mAh 快充充电宝',
    description: '22.5W 快充，双口输出，可登机。',
    pic: creditsPicture('power-bank'),
    credits: 600,
    stock: 120,
  },
  {
    name: '商务双肩电脑包',
    description: '15.6 英寸电脑仓，防泼水面料，工程师出差好帮手。',
    pic: creditsPicture('backpack'),
    credits: 800,
    stock: 80,
  },
  {
    name: '网络寻线测试仪',
    description: '网线通断、线序检测与寻线一体，弱电施工必备。',
    pic: creditsPicture('cable-tester'),
    credits: 1200,
    cashFen: 2900,
    stock: 60,
  },
  {
    name: '弱电工程工具箱 23 件套',
    description: '压线钳、剥线钳、打线刀、螺丝批等 23 件，铝合金箱体。',
    pic: creditsPicture('toolkit'),
    credits: 1500,
    stock: 40,
  },
  {
    name: '5 口千兆 PoE 交换机',
    description: '4 个 PoE 口 + 1 个上联口，整机功率 60W，即插即用。',
    pic: creditsPicture('network-switch-mini'),
    credits: 1800,
    cashFen: 9900,
    stock: 30,
  },
  {
    name: '200 万像素家用云台摄像机',
    description: '360° 云台、双向语音、红外夜视，手机远程查看。',
    pic: product('home-camera'),
    credits: 500,
    cashFen: 4900,
    stock: 50,
  },
  {
    name: '智能指纹门锁（经销商专享）',
    description: '指纹、密码、卡片、钥匙四种开锁方式，C 级锁芯。',
    pic: product('smart-lock'),
    credits: 3000,
    cashFen: 39900,
    stock: 20,
  },
  {
    name: '新春礼盒（活动已结束）',
    description: '2026 年新春活动礼盒，已下架。',
    pic: creditsPicture('gift-box'),
    credits: 888,
    stock: 100,
    off: true,
  },
];

/** Opening balances of the demo accounts that earn and spend credits (person, second-level, gold, multi-identity). */
export const DEMO_OPENING_CREDITS: Readonly<Record<string, number>> = {
  '13800000001': 5200,
  '13800000003': 3600,
  '13800000004': 12800,
  '13800000006': 900,
  '13800000009': 1500,
};

export async function seedCredits(
  db: Kysely<DB>,
  opts: { imagesDir: string; log?: (m: string) => void },
): Promise<{ items: number; accounts: number }> {
  await writeCreditsPictures(opts.imagesDir);
  const run = async (tx: Transaction<DB>) => {
    let items = 0;
    const any = await tx.selectFrom('credit_spu').select('id').limit(1).executeTakeFirst();
    if (!any) {
      const sales = DEMO_ACCOUNTS.find((a) => a.userType === 20)!.phone;
      const creator = await tx.selectFrom('account').select('id').where('phone', '=', sales).executeTakeFirst();
      await tx
        .insertInto('credit_spu')
        .values(
          DEMO_CREDIT_ITEMS.map((it, i) => ({
            spu_no: `JF${100001 + i}`,
            name: it.name,
            description: it.description,
            pic_url: it.pic,
            credits: it.credits,
            cash_fen: it.cashFen ?? 0,
            total_stock: it.stock,
            status: it.off ? 1 : 0,
            sort: i + 1,
            created_by: creator?.id ?? null,
          })),
        )
        .execute();
      items = DEMO_CREDIT_ITEMS.length;
    }
    let accounts = 0;
    const rows = await tx
      .selectFrom('account')
      .select(['id', 'phone', 'account_no'])
      .where('phone', 'in', Object.keys(DEMO_OPENING_CREDITS))
      .execute();
    for (const r of rows) {
      const applied = await applyLedger(tx, {
        accountId: r.id,
        delta: DEMO_OPENING_CREDITS[r.phone]!,
        refType: 'opening',
        refNo: `demo-${r.account_no}`,
        remark: '期初积分（演示数据）',
      });
      if (applied !== null) accounts++;
    }
    return { items, accounts };
  };
  const res = db.isTransaction ? await run(db as Transaction<DB>) : await db.transaction().execute(run);
  if (res.items && !db.isTransaction) await seedExchanges(db);
  if (res.items || res.accounts) opts.log?.(`积分商城：${res.items} 个积分商品，${res.accounts} 个账户的期初积分`);
  return res;
}

const DEMO_ADDRESS = {
  provinceCode: '330000',
  provinceName: '浙江省',
  cityCode: '330100',
  cityName: '杭州市',
  areaCode: '330110',
  areaName: '余杭区',
  detailAddress: '文一西路 998 号海创园 5 幢 3 层',
};

/** A few past exchanges through the real use case (ledger, stock), one of them shipped. */
async function seedExchanges(db: Kysely<DB>): Promise<void> {
  const ids = new Map(
    (await db.selectFrom('account').select(['id', 'phone']).execute()).map((r) => [r.phone, r.id] as const),
  );
  const plan: { phone: string; contact: string; item: number; quantity: number; ship: boolean }[] = [
    { phone: '13800000004', contact: '王海燕', item: 7, quantity: 1, ship: true },
    { phone: '13800000003', contact: '李志强', item: 0, quantity: 2, ship: false },
    { phone: '13800000001', contact: '周晓明', item: 2, quantity: 1, ship: true },
  ];
  for (const [i, p] of plan.entries()) {
    const accountId = ids.get(p.phone);
    const it = DEMO_CREDIT_ITEMS[p.item]!;
    if (accountId === undefined || it.cashFen) continue;
    const done = await purchase(
      db,
      accountId,
      {
        spuNo: `JF${100001 + p.item}`,
        quantity: p.quantity,
        address: { ...DEMO_ADDRESS, contactName: p.contact, contactPhone: p.phone },
        remark: '',
        expectedCredits: it.credits * p.quantity,
        expectedCashFen: 0,
      },
      `demo-exchange-${i + 1}`,
    );
    if (p.ship) await ship(db, done.exchangeNo);
  }
}
