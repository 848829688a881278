/**
 * Demo data of the design-order tool beyond the catalogue: the first-level dealer M10001's pricing groups of
 * customers (so 13800000002 and its staff 13800000005 see the customer field of the generate dialog), and a few
 * products of M10001's inventory system (private source 1, with stock per model for the private range).
 */
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { DEMO_MERCHANTS } from './accounts.ts';
import { pictureUrl } from './images.ts';

const GROUPS: { name: string; members: { phone: string; name: string; remark: string }[] }[] = [
  {
    name: '重点客户',
    members: [
      { phone: '13800000003', name: '李志强', remark: '二级经销商 M20001，年度框架客户' },
      { phone: '13800000004', name: '王海燕', remark: '金牌二级经销商 M50001' },
    ],
  },
  {
    name: '零售客户',
    members: [
      { phone: '13800000001', name: '周晓明', remark: '个人用户，滨江区住宅' },
      { phone: '13800000010', name: '吴静', remark: '门店监控改造咨询' },
    ],
  },
];

/** M10001's inventory-system products: category (second level), models with price in yuan and stock. */
const INVENTORY: {
  name: string;
  cat: string;
  shape: string;
  brand: string;
  desc: string;
  models: [string, number, number][];
}[] = [
  {
    name: '热镀锌监控立杆',
    cat: '支架',
    shape: 'bracket',
    brand: '库存·华通',
    desc: '进销存同步：热镀锌钢管立杆，含法兰与横臂。',
    models: [
      ['KC-LG-35', 680, 24],
      ['KC-LG-50', 980, 6],
    ],
  },
  {
    name: '超五类非屏蔽网线(305米/箱)',
    cat: '网线',
    shape: 'cable-reel',
    brand: '库存·华通',
    desc: '进销存同步：0.5mm 无氧铜，305 米/箱。',
    models: [['KC-CAT5E-305', 420, 0]],
  },
  {
    name: '壁挂网络机柜',
    cat: '网络机柜',
    shape: 'cabinet',
    brand: '库存·华通',
    desc: '进销存同步：600×450 壁挂机柜，含风扇与 PDU。',
    models: [
      ['KC-JG-9U', 360, 12],
      ['KC-JG-12U', 460, 3],
    ],
  },
];

export async function seedDesignTool(trx: Transaction<DB>, accountIds: Map<string, number>): Promise<void> {
  const merchantNo = DEMO_MERCHANTS.first;
  const owner = accountIds.get('13800000002')!;
  for (const [i, p] of INVENTORY.entries()) {
    const cat = await trx
      .selectFrom('category')
      .select(['id', 'parent_id'])
      .where('name', '=', p.cat)
      .where('parent_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const spuNo = `KC${String(10001 + i)}`;
    const spu = await trx
      .insertInto('spu')
      .values({
        spu_no: spuNo,
        spu_name: p.name,
        brand_name: p.brand,
        first_category_id: cat.parent_id,
        second_category_id: cat.id,
        sku_type: 1,
        sku_sale_type: '自定义',
        spu_desc: p.desc,
        pic_url: pictureUrl(p.shape),
        min_price_fen: Math.min(...p.models.map((m) => m[1] * 100)),
        listed_at: new Date(Date.UTC(2026, 8, 1 + i)),
        search_text: [p.name, p.brand, ...p.models.map((m) => m[0])].join(' ').toLowerCase(),
        private_tenant: merchantNo,
        owner_account_id: owner,
        source: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sku')
      .values(
        p.models.map(([model, yuan, stock], k) => ({
          sku_no: `${spuNo}-${k + 1}`,
          spu_id: spu.id,
          sku_name: `${p.name} ${model}`,
          model,
          price_fen: yuan * 100,
          stock,
          pic_url: pictureUrl(p.shape),
          main_pics: [pictureUrl(p.shape)],
          sort: k + 1,
          attrs: '{}',
        })),
      )
      .execute();
  }
  for (const [i, g] of GROUPS.entries()) {
    const group = await trx
      .insertInto('pricing_group')
      .values({ merchant_no: merchantNo, group_name: g.name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('pricing_group_member')
      .values(
        g.members.map((m) => ({
          group_id: group.id,
          merchant_no: merchantNo,
          account_id: accountIds.get(m.phone)!,
          name: m.name,
          phone: m.phone,
          remark: m.remark,
        })),
      )
      .execute();
  }
}
