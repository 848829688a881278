/**
 * A small catalogue for tests: two first categories of cameras and storage, a handful of products with
 * structured attributes, a private product, an accessory, an attachment and a suite.
 */
import type { Insertable, Kysely } from 'kysely';

import type { DB } from '../../src/db/schema.ts';

export interface TestSku {
  no: string;
  model: string;
  price: number | null;
  stock?: number;
  status?: number;
  attrs: Record<string, string | number>;
}
export interface TestSpu {
  no: string;
  name: string;
  cat: number;
  labels?: number;
  status?: number;
  timesUsed?: number;
  listedDaysAgo?: number;
  ownerAccountId?: number;
  skus: TestSku[];
}

const FIRST: Record<number, number> = { 101: 1, 102: 1, 301: 3, 302: 3 };

export const TEST_SPUS: TestSpu[] = [
  {
    no: 'SPU-B4',
    name: '400万像素红外网络摄像机',
    cat: 101,
    labels: 2,
    timesUsed: 50,
    listedDaysAgo: 10,
    skus: [
      {
        no: 'SKU-B4-4',
        model: 'HY-IPC-3B04I4-I5(4mm)',
        price: 39900,
        stock: 10,
        attrs: { resolutionMP: 4, lensMm: 4 },
      },
      { no: 'SKU-B4-6', model: 'HY-IPC-3B04I4-I5(6mm)', price: 41900, stock: 0, attrs: { resolutionMP: 4, lensMm: 6 } },
    ],
  },
  {
    no: 'SPU-B8',
    name: '800万像素全彩枪型网络摄像机',
    cat: 101,
    labels: 1,
    timesUsed: 10,
    listedDaysAgo: 2,
    skus: [
      { no: 'SKU-B8-4', model: 'HY-IPC-3B08W4-L(4mm)', price: 89900, stock: 5, attrs: { resolutionMP: 8, lensMm: 4 } },
    ],
  },
  {
    no: 'SPU-B2',
    name: '200万像素红外枪型摄像机',
    cat: 101,
    timesUsed: 5,
    listedDaysAgo: 300,
    skus: [
      { no: 'SKU-B2-4', model: 'HY-IPC-2B02I2(4mm)', price: null, stock: 3, attrs: { resolutionMP: 2, lensMm: 4 } },
    ],
  },
  {
    no: 'SPU-D4',
    name: '400万像素半球网络摄像机',
    cat: 102,
    labels: 4,
    timesUsed: 30,
    listedDaysAgo: 20,
    skus: [
      {
        no: 'SKU-D4-2',
        model: 'HY-IPC-3D04I3(2.8mm)',
        price: 29900,
        stock: 8,
        attrs: { resolutionMP: 4, lensMm: 2.8 },
      },
      {
        no: 'SKU-D4-X',
        model: 'HY-IPC-3D04I3(4mm)',
        price: 30900,
        stock: 8,
        status: 1,
        attrs: { resolutionMP: 4, lensMm: 4 },
      },
    ],
  },
  {
    no: 'SPU-OLD',
    name: '130万像素模拟球机',
    cat: 102,
    status: 1,
    skus: [{ no: 'SKU-OLD', model: 'HY-OLD-1', price: 9900, attrs: { resolutionMP: 1.3 } }],
  },
  {
    no: 'SPU-HD',
    name: '4TB监控硬盘',
    cat: 301,
    timesUsed: 80,
    listedDaysAgo: 40,
    skus: [{ no: 'SKU-HD-4T', model: 'DK-4T-SV', price: 59900, stock: 100, attrs: { capacityTB: 4 } }],
  },
  {
    no: 'SPU-ARR',
    name: '16盘位磁盘阵列',
    cat: 302,
    timesUsed: 1,
    listedDaysAgo: 60,
    skus: [{ no: 'SKU-ARR', model: 'DS-A16', price: 1999900, stock: 1, attrs: { bays: 16 } }],
  },
];

/** Loads the small catalogue; a private product is made for privateOwner when given. Answers spu ids by number. */
export async function createTestCatalogue(
  db: Kysely<DB>,
  opts: { privateOwner?: number } = {},
): Promise<Map<string, number>> {
  await db.insertInto('brand').values({ id: 1, name: '海昱', model_prefix: 'HY', is_own: true }).execute();
  await db
    .insertInto('category')
    .values([
      { id: 1, parent_id: null, name: '网络摄像机', sort: 1, separate_category: true, data_id: 'C0001' },
      { id: 3, parent_id: null, name: '存储', sort: 2, separate_category: false, data_id: 'C0003' },
      { id: 101, parent_id: 1, name: '枪型网络摄像机', sort: 1, separate_category: true },
      { id: 102, parent_id: 1, name: '半球网络摄像机', sort: 2, separate_category: true },
      { id: 301, parent_id: 3, name: '监控硬盘', sort: 1 },
      { id: 302, parent_id: 3, name: '磁盘阵列', sort: 2 },
    ])
    .execute();
  const attrDefs: Insertable<DB['category_attr']>[] = [
    {
      id: 1,
      category_id: 101,
      attr_key: 'resolutionMP',
      attr_name: '分辨率',
      unit: '万像素',
      value_type: 'number',
      filterable: true,
      sort: 1,
    },
    {
      id: 2,
      category_id: 101,
      attr_key: 'lensMm',
      attr_name: '焦距',
      unit: 'mm',
      value_type: 'number',
      filterable: true,
      sort: 2,
    },
    {
      id: 3,
      category_id: 102,
      attr_key: 'resolutionMP',
      attr_name: '分辨率',
      unit: '万像素',
      value_type: 'number',
      filterable: true,
      sort: 1,
    },
    {
      id: 4,
      category_id: 102,
      attr_key: 'lensMm',
      attr_name: '焦距',
      unit: 'mm',
      value_type: 'number',
      filterable: true,
      sort: 2,
    },
    {
      id: 5,
      category_id: 301,
      attr_key: 'capacityTB',
      attr_name: '容量',
      unit: 'TB',
      value_type: 'number',
      filterable: true,
      sort: 1,
    },
    {
      id: 6,
      category_id: 302,
      attr_key: 'bays',
      attr_name: '盘位',
      unit: '盘位',
      value_type: 'number',
      filterable: true,
      sort: 1,
    },
  ];
  await db.insertInto('category_attr').values(attrDefs).execute();
  const defOf = (cat: number, key: string) => attrDefs.find((d) => d.category_id === cat && d.attr_key === key);
  const fmt = (key: string, v: string | number) =>
    key === 'resolutionMP'
      ? `${Number(v) * 100}万像素`
      : `${v}${defOf(101, key)?.unit ?? (key === 'capacityTB' ? 'TB' : '盘位')}`;

  const specs = [...TEST_SPUS];
  if (opts.privateOwner) {
    specs.push({
      no: 'SPU-PRIV',
      name: '自定义施工服务',
      cat: 301,
      ownerAccountId: opts.privateOwner,
      skus: [{ no: 'SKU-PRIV', model: 'ZD-1', price: 10000, attrs: {} }],
    });
  }
  const ids = new Map<string, number>();
  const now = Date.now();
  for (const s of specs) {
    const prices = s.skus.filter((k) => (k.status ?? 0) === 0 && k.price !== null).map((k) => k.price!);
    const spu = await db
      .insertInto('spu')
      .values({
        spu_no: s.no,
        spu_name: s.name,
        brand_id: s.ownerAccountId ? null : 1,
        brand_name: '海昱',
        first_category_id: FIRST[s.cat]!,
        second_category_id: s.cat,
        status: s.status ?? 0,
        labels: s.labels ?? 0,
        spu_desc: `${s.name}，测试描述`,
        min_price_fen: prices.length ? Math.min(...prices) : null,
        listed_at: new Date(now - (s.listedDaysAgo ?? 100) * 86_400_000),
        times_used: s.timesUsed ?? 0,
        search_text: [s.name, '海昱', ...s.skus.map((k) => k.model)].join(' ').toLowerCase(),
        owner_account_id: s.ownerAccountId ?? null,
        source: s.ownerAccountId ? 0 : 1,
        sku_type: s.ownerAccountId ? 1 : 0,
        pic_url: '/static/products/camera-bullet.svg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(s.no, spu.id);
    for (const [i, k] of s.skus.entries()) {
      const sku = await db
        .insertInto('sku')
        .values({
          sku_no: k.no,
          spu_id: spu.id,
          sku_name: `${s.name} ${k.model}`,
          model: k.model,
          sku_desc: `${k.model} 描述`,
          price_fen: k.price,
          stock: k.stock ?? 0,
          status: k.status ?? 0,
          attrs: JSON.stringify(k.attrs),
          sort: i + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(k.no, sku.id);
      for (const [key, v] of Object.entries(k.attrs)) {
        const def = defOf(s.cat, key);
        if (def)
          await db
            .insertInto('sku_attr')
            .values({ sku_id: sku.id, attr_id: def.id!, value_text: fmt(key, v), value_num: Number(v) })
            .execute();
      }
    }
  }
  await db
    .insertInto('spu_attachment')
    .values({ spu_id: ids.get('SPU-B4')!, file_type: 7, file_title: '彩页.pdf', file_url: '/static/b4.pdf' })
    .execute();
  await db
    .insertInto('sku_accessory')
    .values({ sku_id: ids.get('SKU-B4-4')!, accessory_sku_id: ids.get('SKU-HD-4T')! })
    .execute();
  const suit = await db
    .insertInto('suit')
    .values({ suit_no: 'SUIT-1', name: '四路监控套装', price_fen: 199900, category_id: 101 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('suit_item')
    .values([
      { suit_id: suit.id, sku_id: ids.get('SKU-B4-4')!, quantity: 4 },
      { suit_id: suit.id, sku_id: ids.get('SKU-HD-4T')!, quantity: 1 },
    ])
    .execute();
  return ids;
}
