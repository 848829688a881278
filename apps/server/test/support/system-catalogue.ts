/** The models the system build buys, for tests: cable, RJ-45, modules, PoE switches, NVRs, two network cameras. */
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

const SPUS: { no: string; name: string; cat: number; price: number; attrs: Record<string, unknown> }[] = [
  { no: 'T-CAB', name: '六类非屏蔽室内网线 305米/箱(无氧铜)', cat: 401, price: 56000, attrs: { cableType: '六类', conductor: '无氧铜0.5mm', lengthM: 305 } }, // prettier-ignore
  { no: 'T-RJ', name: '六类水晶头(100个/盒)(非屏蔽)', cat: 402, price: 7500, attrs: { cableType: '六类水' } },
  { no: 'T-MOD', name: '六类信息模块(非屏蔽)', cat: 402, price: 1400, attrs: { cableType: '六类信' } },
  { no: 'T-SW8', name: '8口千兆PoE交换机', cat: 501, price: 45000, attrs: { ports: 9, poePorts: 8, poeBudgetW: 60, uplinkGbps: 1, poeStandard: 'at' } }, // prettier-ignore
  { no: 'T-SW24', name: '24口千兆PoE交换机', cat: 501, price: 160000, attrs: { ports: 26, poePorts: 24, poeBudgetW: 370, uplinkGbps: 1, poeStandard: 'at' } }, // prettier-ignore
  { no: 'T-NVR8', name: '8路网络硬盘录像机(1盘位)(不含硬盘)', cat: 502, price: 60000, attrs: { channels: 8, incomingBandwidthMbps: 80, hddBays: 1, maxHddTB: 10, maxResolutionMP: 8 } }, // prettier-ignore
  { no: 'T-CAM', name: '400万像素网络枪机', cat: 101, price: 39900, attrs: { resolutionMP: 4, lensMm: 4, sensor: '1/3"', mainStreamKbps: 4096, powerW: 6 } }, // prettier-ignore
  // A power-hungry camera (25 W): three of them outgrow the 8-port switch's 60 W budget.
  { no: 'T-PTZ', name: '400万像素网络球机', cat: 101, price: 259900, attrs: { resolutionMP: 4, lensMm: 4, sensor: '1/3"', mainStreamKbps: 4096, powerW: 25 } }, // prettier-ignore
];

export async function createSystemCatalogue(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('category')
    .values([
      { id: 4, parent_id: null, name: '布线', sort: 4, separate_category: false, data_id: 'C0004' },
      { id: 5, parent_id: null, name: '网络', sort: 5, separate_category: false, data_id: 'C0005' },
      { id: 401, parent_id: 4, name: '网线', sort: 1 },
      { id: 402, parent_id: 4, name: '配线架与模块', sort: 2 },
      { id: 501, parent_id: 5, name: 'PoE交换机', sort: 1 },
      { id: 502, parent_id: 5, name: '网络硬盘录像机(NVR)', sort: 2 },
    ])
    .execute();
  for (const s of SPUS) {
    const spu = await db
      .insertInto('spu')
      .values({
        spu_no: s.no,
        spu_name: s.name,
        brand_id: 1,
        brand_name: '海昱',
        first_category_id: Math.floor(s.cat / 100),
        second_category_id: s.cat,
        status: 0,
        spu_desc: s.name,
        min_price_fen: s.price,
        listed_at: new Date(),
        search_text: s.name,
        source: 1,
        sku_type: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sku')
      .values({
        sku_no: `${s.no}-1`,
        spu_id: spu.id,
        sku_name: s.name,
        model: s.no,
        sku_desc: s.name,
        price_fen: s.price,
        stock: 100,
        status: 0,
        attrs: JSON.stringify(s.attrs),
        sort: 1,
      })
      .execute();
  }
}
